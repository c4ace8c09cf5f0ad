import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CardSelector } from '@/ui/card-selector';
import { renderApp } from '../../render';

const OPTIONS = [{ title: 'صبحانه' }, { title: 'ناهار' }, { title: 'شام', disabled: true }, { title: 'سحری' }];

describe('CardSelector', () => {
  it('is a radio group with one selected index, reachable with one Tab stop', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    await renderApp(
      <>
        <button type="button">before</button>
        <CardSelector label="وعده" options={OPTIONS} onChange={onChange} />
      </>,
    );
    expect(screen.getByRole('radiogroup', { name: 'وعده' })).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(4);
    expect(radios.every((r) => r.getAttribute('aria-checked') === 'false')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(radios[0]).toHaveFocus();
    await user.keyboard(' ');
    expect(radios[0]).toHaveAttribute('aria-checked', 'true');
    expect(onChange).toHaveBeenLastCalledWith(0);
    // RTL: ArrowLeft is the next card.
    await user.keyboard('{ArrowLeft}');
    expect(radios[1]).toHaveFocus();
    expect(radios[1]).toHaveAttribute('aria-checked', 'true');
    expect(radios[0]).toHaveAttribute('aria-checked', 'false');
    // The disabled card is skipped.
    await user.keyboard('{ArrowDown}');
    expect(radios[3]).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith(3);
    // Wraps around.
    await user.keyboard('{ArrowDown}');
    expect(radios[0]).toHaveFocus();
    // Only the selected card is in the Tab order.
    expect(radios.filter((r) => r.tabIndex === 0)).toEqual([radios[0]]);
    await user.click(radios[2]!);
    expect(radios[2]).toHaveAttribute('aria-checked', 'false');
    await user.click(radios[1]!);
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('in LTR ArrowRight is the next card; a controlled value is shown', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    await renderApp(<CardSelector label="Meal" options={OPTIONS} value={1} onChange={onChange} />, { lng: 'en' });
    const radios = screen.getAllByRole('radio');
    expect(radios[1]).toHaveAttribute('aria-checked', 'true');
    radios[1]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(radios[3]).toHaveFocus();
    // Controlled: the parent did not take 3, so the selection stays on 1.
    expect(radios[1]).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}'); // 3 -> 1 (over the disabled 2) -> 0
    expect(radios[0]).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith(0);
  });
});
