import { createPortal } from 'react-dom';
import type { ReserveWeek } from '@/api/generated/rest/model';
import type { WeekProgram } from '../program-model';
import type { ReservationVariant } from '../variants';
import { DeadlineBanner } from './deadline-banner';
import { ReminderPanel } from './reminder-panel';
import { useDeadlineReminders } from './use-deadline-reminders';

interface ReserveRemindersProps {
  variant: ReservationVariant;
  /** The chosen self (its reminder settings and exports); without one (the module hub) only the banner shows. */
  self?: { id: number; name: string } | null;
  /** The week on screen (`YYYY-MM-DD` of its Saturday), its program for the self and the user's reserves. */
  weekStart?: string;
  program?: WeekProgram;
  reserves?: ReserveWeek;
  /**
   * Where the settings panel goes when not right under the banner: the reserve page puts it below the
   * week, so it never pushes down what is on screen when it appears (layout shift).
   */
  panelSlot?: HTMLElement | null;
}

/**
 * The reminders of a page (loaded lazily): the banner of what is due, with the timers behind it, and
 * on the reserve page the chosen self's settings and calendar exports.
 */
export default function ReserveReminders({
  variant,
  self,
  weekStart,
  program,
  reserves,
  panelSlot,
}: ReserveRemindersProps) {
  const { due, upcoming, now } = useDeadlineReminders(variant);
  const panel = self && weekStart && (
    <ReminderPanel
      self={self}
      weekStart={weekStart}
      program={program}
      reserves={reserves}
      upcoming={upcoming}
      now={now}
      planPath={variant.paths.plan}
    />
  );
  return (
    <>
      <DeadlineBanner due={due} planPath={variant.paths.plan} />
      {panelSlot === undefined ? panel : panelSlot && panel && createPortal(panel, panelSlot)}
    </>
  );
}
