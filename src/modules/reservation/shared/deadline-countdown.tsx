import { useFixedT } from '@/i18n/language-context';
import { relativeUntil } from '@/ui/relative-until';
import { useLanguage } from '@/ui/use-language';
import { useMinuteNow } from '@/ui/use-minute-now';

const HOUR_MS = 60 * 60_000;
/** Under this, the countdown turns to the warning colour. */
const SOON_MS = 6 * HOUR_MS;

export type DeadlineKind = 'reserve' | 'cancel';

export interface DeadlineCountdownProps {
  /** The instant the deadline passes (ms, src/lib/reserve-deadlines.ts). */
  deadline: number;
  /** Reserving closes, or cancelling (and lowering the count) closes. */
  kind: DeadlineKind;
  'data-testid'?: string;
}

/**
 * "Reserving closes in 5 hours" (or cancelling), in the language on screen with its digits; nothing
 * once it has passed. A leaf: it alone reads the minute clock (the app's clock, which the tests and
 * QA replays move together with the mock's) and renders each minute; never in the page's snapshot.
 */
export function DeadlineCountdown({
  deadline,
  kind,
  'data-testid': testId = 'deadline-countdown',
}: DeadlineCountdownProps) {
  const t = useFixedT('reservation');
  const lng = useLanguage();
  const now = useMinuteNow();
  const left = deadline - now;
  if (!(left > 0)) return null;
  return (
    <span
      data-testid={testId}
      data-kind={kind}
      data-not-kept=""
      style={{
        fontSize: 'var(--mantine-font-size-xs)',
        fontWeight: 600,
        color: left < SOON_MS ? 'var(--mantine-color-orange-text)' : 'var(--mantine-color-dimmed)',
      }}
    >
      {t(kind === 'reserve' ? 'reserve.closesIn' : 'reserve.cancelClosesIn', { time: relativeUntil(left, lng) })}
    </span>
  );
}
