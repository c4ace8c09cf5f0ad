import { reserveDeadline } from '@/lib/reserve-deadlines';
import { DeadlineCountdown } from '../shared/deadline-countdown';

export { relativeUntil } from '@/ui/relative-until';

/**
 * A day's reserve deadline as a countdown ("closes in 5 h"), nothing once it has passed or when the
 * day has nothing left to reserve. A leaf on the minute clock, never in the page's snapshot.
 */
export function ReserveCountdown({ date, open }: { date: string; open: boolean }) {
  if (!open) return null;
  return (
    <DeadlineCountdown deadline={reserveDeadline(date.slice(0, 10))} kind="reserve" data-testid="reserve-countdown" />
  );
}
