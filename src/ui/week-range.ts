import { addDays, isoDate, startOfWeek, type DateSelection } from '@/lib/jalali';
import { dateToJdn, jdnToSelection, startOfWeekJdn } from './calendar-model';

/*
 * The week picker of modules.md 4, 5 and 9: ten Saturday-to-Friday weeks, the first starting
 * 35 days (five weeks) before the current week's Saturday; index 5 is the current week, so the
 * user can go 5 weeks back and 4 forward, and the index is clamped at both ends.
 */
export const WEEK_COUNT = 10;
export const CURRENT_WEEK_INDEX = 5;
const WEEKS_BACK = CURRENT_WEEK_INDEX;

export interface WeekRange {
  index: number;
  /** Saturday. */
  start: DateSelection;
  /** Friday. */
  end: DateSelection;
}

/** The ten weeks around `today` (its local calendar day). Pure: pass a fixed clock in tests. */
export function buildWeeks(today: Date): WeekRange[] {
  const firstSaturday = startOfWeekJdn(dateToJdn(today)) - WEEKS_BACK * 7;
  return Array.from({ length: WEEK_COUNT }, (_, index) => {
    const start = firstSaturday + index * 7;
    return { index, start: jdnToSelection(start), end: jdnToSelection(start + 6) };
  });
}

/**
 * The ten weeks around a calendar day (`YYYY-MM-DD`, the local day of `isoDate(now)`): read at noon,
 * so no time zone offset moves it to the day before or after.
 */
export function weeksOfDay(isoDay: string): WeekRange[] {
  return buildWeeks(new Date(`${isoDay}T12:00:00`));
}

/**
 * The Saturday (`YYYY-MM-DD`) of the week holding `today`'s local calendar day: the calendar's own
 * week start, not the ten weeks' Jalali dates (the reserve page's prefetch asks for it at boot).
 */
export function currentWeekStart(today: Date): string {
  return isoDate(startOfWeek(today));
}

/** The Saturday (`YYYY-MM-DD`) of the week after the one holding `today`. */
export function nextWeekStart(today: Date): string {
  return isoDate(addDays(startOfWeek(today), 7));
}

/** The local calendar day `days` after `today` (`YYYY-MM-DD`). */
export function isoDayAfter(today: Date, days: number): string {
  const at = new Date(`${isoDate(today)}T12:00:00`);
  at.setDate(at.getDate() + days);
  return isoDate(at);
}

export function clampWeekIndex(index: number): number {
  return Math.min(Math.max(Math.trunc(index), 0), WEEK_COUNT - 1);
}
