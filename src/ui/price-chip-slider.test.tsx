import { screen } from '@testing-library/react';
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

describe('price chips (issue 41)', () => {
  it('the chosen amount is a filled chip, not only a thin border', async () => {
    await renderApp(<PriceChipSlider options={[100_000, 200_000, 500_000]} defaultValue={200_000} />);
    const chosen = await screen.findByRole('radio', { name: '۲۰٬۰۰۰ تومان' });
    expect(chosen).toBeChecked();
    const label = document.querySelector(`label[for="${chosen.id}"]`)!;
    expect(label).toHaveAttribute('data-checked');
    expect(label.closest('[data-variant]') ?? label).toHaveAttribute('data-variant', 'filled');
  });
});
