import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@tests/render';
import { PriceChipSlider } from './price-chip-slider';

beforeAll(() => {
  // Embla watches slides with IntersectionObserver, which jsdom lacks.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );
});

describe('price chips', () => {
  it('the chosen amount is a filled chip, not only a thin border', async () => {
    await renderApp(<PriceChipSlider options={[100_000, 200_000, 500_000]} defaultValue={200_000} />);
    const chosen = await screen.findByRole('radio', { name: '۲۰٬۰۰۰ تومان' });
    expect(chosen).toBeChecked();
    const label = document.querySelector(`label[for="${chosen.id}"]`)!;
    expect(label).toHaveAttribute('data-checked');
    expect(label.closest('[data-variant]') ?? label).toHaveAttribute('data-variant', 'filled');
  });

  it('a custom amount keeps what was typed and says why it is refused; a grouped one is read whole', async () => {
    const onChange = vi.fn();
    await renderApp(<PriceChipSlider options={[100_000, 200_000]} defaultValue="custom" onChange={onChange} />);
    const field = await screen.findByRole('textbox', { name: 'مبلغ دلخواه (تومان)' });
    await userEvent.type(field, '1e20');
    expect(field).toHaveValue('۱e۲۰');
    expect(screen.getByText('مبلغ را با همهٔ رقم‌هایش بنویسید، بدون نماد e.')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith({ option: 'custom', rials: null });
    await userEvent.clear(field);
    await userEvent.type(field, '-500');
    expect(screen.getByText('مبلغ را بدون علامت + یا − بنویسید.')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '۲۵٬۰۰۰');
    expect(onChange).toHaveBeenLastCalledWith({ option: 'custom', rials: 250_000 });
  });
});
