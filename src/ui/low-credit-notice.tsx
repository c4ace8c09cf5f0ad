import { Alert, Button, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useListActivityLogs } from '@/api/generated/rest/hooks/content/content';
import { isoDate } from '@/lib/jalali';
import { chargePath, diffOf, missingCredit, usualWeeklySpend } from '@/lib/low-credit';
import { useFormatMoney } from './use-format-money';

const WEEKS = 4;

/** The student's usual weekly meal spend (rials) from the last four weeks of the activity log; null while unknown. */
export function useUsualWeeklySpend(now: Date = new Date()): number | null {
  const day = isoDate(now);
  const from = isoDate(new Date(now.getTime() - WEEKS * 7 * 86_400_000));
  // A side notice: its failure hides it, without a toast.
  const logs = useListActivityLogs(
    { page: 0, size: 1000, fromDate: from, toDate: day },
    { query: { retry: false, staleTime: 60_000 }, request: { suppressToast: true } },
  );
  return useMemo(() => {
    if (!logs.data) return null;
    const entries = logs.data.payload.items.map((item) => ({
      kind: item.activityTypeClassName,
      at: new Date(item.occurDate.replace(' ', 'T')),
      diff: diffOf(item.activityTypeJson),
    }));
    return usualWeeklySpend(entries, now, WEEKS);
    // `day` stands for `now` (one computation a day).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [logs.data, day]);
}

/**
 * "Your cash will not pay for next week's usual reserves" with a one-click charge of the missing
 * amount (a link to the wallet's charge with `?charge=<rials>`). Nothing when the cash covers it or
 * the usual spend is unknown. Takes the cash balance (rials) from its page.
 */
export function LowCreditNotice({ cash, now }: { cash: number; now?: Date }) {
  const { t } = useTranslation('ui');
  const format = useFormatMoney();
  const usual = useUsualWeeklySpend(now);
  const missing = usual === null ? null : missingCredit(cash, usual);
  if (usual === null || missing === null) return null;
  return (
    <Alert color="orange" icon={<IconAlertTriangle size={18} />} title={t('lowCredit.title')} data-testid="low-credit">
      <Text size="sm" mb="xs">
        {t('lowCredit.text', { usual: format(usual), cash: format(cash) })}
      </Text>
      <Button component={Link} to={chargePath(missing)} size="xs" color="darkTeal" data-testid="low-credit-charge">
        {t('lowCredit.charge', { amount: format(missing) })}
      </Button>
    </Alert>
  );
}
