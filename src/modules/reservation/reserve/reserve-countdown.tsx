import { Text } from '@mantine/core';
import { useFixedT } from '@/i18n/language-context';
import { localizeDigits } from '@/lib/digits';
import { reserveDeadline } from '@/lib/reserve-deadlines';
import { useLanguage } from '@/ui/use-language';
import { useMinuteNow } from '@/ui/use-minute-now';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** "in 5 hours" in the language on screen, with its digits: minutes under an hour, hours under two days. */
export function relativeUntil(ms: number, lng: 'fa' | 'en' | 'ar'): string {
  const format = new Intl.RelativeTimeFormat(`${lng}-u-nu-latn`, { numeric: 'always' });
  const text =
    ms < HOUR_MS
      ? format.format(Math.max(1, Math.ceil(ms / MINUTE_MS)), 'minute')
      : ms < 2 * DAY_MS
        ? format.format(Math.floor(ms / HOUR_MS), 'hour')
        : format.format(Math.floor(ms / DAY_MS), 'day');
  return localizeDigits(text, lng);
}

/**
 * A day's reserve deadline as a countdown ("closes in 5 h"), nothing once it has passed or when the
 * day has nothing left to reserve. A leaf: it alone reads the minute clock and renders each minute;
 * never in the page's snapshot (a kept countdown would be stale).
 */
export function ReserveCountdown({ date, open }: { date: string; open: boolean }) {
  const t = useFixedT('reservation');
  const lng = useLanguage();
  const now = useMinuteNow();
  const left = reserveDeadline(date.slice(0, 10)) - now;
  if (!open || !(left > 0)) return null;
  return (
    <Text
      size="xs"
      c={left < 6 * HOUR_MS ? 'orange' : 'dimmed'}
      fw={600}
      data-testid="reserve-countdown"
      data-not-kept=""
    >
      {t('reserve.closesIn', { time: relativeUntil(left, lng) })}
    </Text>
  );
}
