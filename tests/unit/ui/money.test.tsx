import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Money } from '@/ui/money';
import { renderApp } from '../../render';

describe('Money', () => {
  it('shows rials as tomans with the unit', async () => {
    await renderApp(<Money rials={125_009} data-testid="m" />);
    expect(screen.getByTestId('m')).toHaveTextContent(/^۱۲٬۵۰۰ تومان$/);
  });

  it('hides the "tomans" label when config.ui.hideTomansLabel is on', async () => {
    await renderApp(<Money rials={125_000} data-testid="m" />, { config: { ui: { hideTomansLabel: true } } });
    expect(screen.getByTestId('m')).toHaveTextContent(/^۱۲٬۵۰۰$/);
    expect(screen.queryByText(/تومان/)).not.toBeInTheDocument();
  });

  it('uses the language: English digits and unit', async () => {
    await renderApp(<Money rials={10_000_000} data-testid="m" />, { lng: 'en' });
    expect(screen.getByTestId('m')).toHaveTextContent('1,000,000 tomans');
  });
});
