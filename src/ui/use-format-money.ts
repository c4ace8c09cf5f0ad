import { useTranslation } from 'react-i18next';
import { useConfig } from '@/config/config-context';
import { formatMoney } from '@/lib/money';
import { useLanguage } from './use-language';

/**
 * Rials -> "۱۲٬۵۰۰ تومان" in the language on screen; the unit is left out when the deployment's
 * config says so (ui.hideTomansLabel) or when `withUnit` is false.
 */
export function useFormatMoney(): (rials: number, options?: { withUnit?: boolean }) => string {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { ui } = useConfig();
  return (rials, options = {}) =>
    formatMoney(rials, lng, {
      unitLabel: options.withUnit === false || ui.hideTomansLabel ? null : t('units.tomans'),
    });
}
