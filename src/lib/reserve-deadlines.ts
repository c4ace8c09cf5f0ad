/*
 * The reserve and cancel deadlines of a program day (modules.md; the mock server enforces the same
 * rule in mocks/world/reservation-rules.ts): reserving closes at 12:00 Tehran two days before the
 * day, cancelling at 12:00 the day before. Iran keeps UTC+03:30 all year (no daylight saving since
 * 2022), so a wall-clock time in Tehran is a fixed offset from UTC, whatever the browser's zone.
 *
 * The app has no server clock offset (no call reports the server's time), so "now" is the
 * browser's clock; every function takes it as an argument, and a caller that learns an offset adds it.
 */

export const TEHRAN_OFFSET_MS = (3 * 60 + 30) * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface DeadlineRule {
  /** Reserving closes `reserveCloseDays` days before the day, at `closeHour`. */
  reserveCloseDays: number;
  /** Cancelling closes `cancelCloseDays` days before the day, at `closeHour`. */
  cancelCloseDays: number;
  closeHour: number;
}

export const DEADLINE_RULE: DeadlineRule = { reserveCloseDays: 2, cancelCloseDays: 1, closeHour: 12 };

/** The instant of a Tehran wall-clock time (`HH:mm`, default midnight) on a `YYYY-MM-DD` day; NaN when malformed. */
export function tehranInstant(isoDay: string, time = '00:00'): number {
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDay);
  const clock = /^(\d{1,2}):(\d{2})/.exec(time.trim());
  if (!day || !clock) return Number.NaN;
  const utc = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), Number(clock[1]), Number(clock[2]));
  return utc - TEHRAN_OFFSET_MS;
}

/** When reserving a day's meals closes. */
export function reserveDeadline(isoDay: string, rule: DeadlineRule = DEADLINE_RULE): number {
  return tehranInstant(isoDay) - rule.reserveCloseDays * DAY_MS + rule.closeHour * HOUR_MS;
}

/** When cancelling (or lowering the count of) a day's reserves closes. */
export function cancelDeadline(isoDay: string, rule: DeadlineRule = DEADLINE_RULE): number {
  return tehranInstant(isoDay) - rule.cancelCloseDays * DAY_MS + rule.closeHour * HOUR_MS;
}

/** The `YYYY-MM-DD` day in Tehran of an instant. */
export function tehranDay(ms: number): string {
  return new Date(ms + TEHRAN_OFFSET_MS).toISOString().slice(0, 10);
}

/** The `HH:mm` in Tehran of an instant. */
export function tehranTime(ms: number): string {
  return new Date(ms + TEHRAN_OFFSET_MS).toISOString().slice(11, 16);
}
