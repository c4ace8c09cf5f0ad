import { useCallback } from 'react';
import { useConfig } from '@/config/config-context';
import { formatMoney } from '@/lib/money';
import { useFixedT } from '@/i18n/language-context';
import { useLanguage } from './use-language';

/**
 * Rials -> "۱۲٬۵۰۰ تومان" in the language on screen; the unit is left out when the deployment's
 * config says so (ui.hideTomansLabel) or when `withUnit` is false. The function keeps its identity
 * until the language or the setting changes, so callers may memoise on it.
 */
export function useFormatMoney(): (rials: number, options?: { withUnit?: boolean }) => string {
  // Rendered with every amount on a page: no useTranslation of its own (src/i18n/language-context.tsx).
  const t = useFixedT('common');
  const lng = useLanguage();
  const { ui } = useConfig();
  const hideUnit = ui.hideTomansLabel;
  return useCallback(
    (rials: number, options: { withUnit?: boolean } = {}) =>
      formatMoney(rials, lng, {
        unitLabel: options.withUnit === false || hideUnit ? null : t('units.tomans'),
      }),
    [t, lng, hideUnit],
  );
}
