import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@tests/render';
import { Money } from '@/ui/money';
import { useFormatters } from '@/ui/use-formatters';
import { changeLanguage } from './i18n';
import { useFixedT } from './language-context';

function Card() {
  const t = useFixedT('reservation');
  const { weekday } = useFormatters();
  return (
    <p data-testid="card">
      {t('reserve.reserve')} · {weekday('2025-01-15')} · <Money rials={125_000} />
    </p>
  );
}

describe('the language context (one subscription for the whole app)', () => {
  it('components on the cheap hooks follow a language change', async () => {
    const { i18n } = await renderApp(<Card />);
    expect(screen.getByTestId('card')).toHaveTextContent('رزرو · چهارشنبه · ۱۲٬۵۰۰ تومان');

    await act(() => changeLanguage(i18n, 'en'));
    expect(screen.getByTestId('card')).toHaveTextContent('Reserve · Wednesday · 12,500 tomans');
  });
});
