import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PriceChipSlider } from '@/ui/price-chip-slider';
import { renderApp } from '../../render';

const OPTIONS = [500_000, 1_000_000, 2_000_000, 5_000_000]; // rials

describe('PriceChipSlider', () => {
  it('shows presets in tomans and picks one (amount in rials)', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    await renderApp(<PriceChipSlider options={OPTIONS} onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'انتخاب مبلغ' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '۱۰۰٬۰۰۰ تومان' }));
    expect(onChange).toHaveBeenLastCalledWith({ option: 1_000_000, rials: 1_000_000 });
    expect(screen.getByRole('radio', { name: '۱۰۰٬۰۰۰ تومان' })).toBeChecked();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('"custom amount" reveals a numeric field; below the smallest preset it is refused', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    await renderApp(<PriceChipSlider options={OPTIONS} onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'مبلغ دلخواه' }));
    expect(onChange).toHaveBeenLastCalledWith({ option: 'custom', rials: null });
    const field = screen.getByRole('textbox', { name: 'مبلغ دلخواه (تومان)' });
    await user.type(field, '30000');
    expect(field).toHaveValue('۳۰۰۰۰');
    expect(screen.getByText('مبلغ نباید کمتر از ۵۰٬۰۰۰ تومان باشد')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith({ option: 'custom', rials: null });
    await user.clear(field);
    await user.type(field, '۷۵۰۰۰');
    expect(onChange).toHaveBeenLastCalledWith({ option: 'custom', rials: 750_000 });
    expect(screen.queryByText(/مبلغ نباید کمتر/)).not.toBeInTheDocument();
    // Back to a preset hides the field.
    await user.click(screen.getByRole('radio', { name: '۵۰۰٬۰۰۰ تومان' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith({ option: 5_000_000, rials: 5_000_000 });
  });

  it('a decimal point in a custom amount is refused with a message and kept, never read as a bigger amount', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    await renderApp(<PriceChipSlider options={OPTIONS} onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'مبلغ دلخواه' }));
    const field = screen.getByRole('textbox', { name: 'مبلغ دلخواه (تومان)' });
    for (const typed of ['۷۵۰۰۰٫۵', '75000.5']) {
      await user.clear(field);
      await user.type(field, typed);
      // Not 750,005 tomans: nothing to pay until the user types whole tomans.
      expect(onChange).toHaveBeenLastCalledWith({ option: 'custom', rials: null });
      expect(screen.getByText('مبلغ باید به تومانِ کامل باشد، بدون ممیز.')).toBeInTheDocument();
    }
    expect(field).toHaveValue('۷۵۰۰۰.۵');
  });

  it('hides the unit when the deployment says so', async () => {
    await renderApp(<PriceChipSlider options={OPTIONS} />, { lng: 'en', config: { ui: { hideTomansLabel: true } } });
    expect(screen.getByRole('radio', { name: '50,000' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Custom amount' })).toBeInTheDocument();
  });
});
