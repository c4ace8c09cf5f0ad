import {
  gregorianToJdn,
  jalaliMonthLength,
  jalaliToJdn,
  jdnToGregorian,
  jdnToJalali,
  toDateSelection,
  type DateSelection,
  type JalaliDate,
} from '@/lib/jalali';

/*
 * The calendar's arithmetic, pure and time-zone free. A day is a Julian day number (JDN): an
 * integer that both calendars convert to and from exactly (src/lib/jalali.ts), so moving by days,
 * weeks and months never goes through `Date` and never drifts across a DST change.
 */

export type CalendarSystem = 'jalali' | 'gregorian';
export type CalendarLevel = 'month' | 'year' | 'decade';

export interface CalendarParts {
  year: number;
  month: number; // 1..12
  day: number;
}

/** A value a picker accepts: a Jalali day (a `DateSelection` is one) or a `Date` (its local calendar day). */
export type DateValue = JalaliDate | Date;

// Years the pickers can reach; the Jalali conversion covers far more, this keeps the UI sane.
const MIN_CALENDAR_JDN = jalaliToJdn(1200, 1, 1);
const MAX_CALENDAR_JDN = jalaliToJdn(1600, 12, 29);

export const DAYS_IN_WEEK = 7;

const mod = (a: number, b: number) => ((a % b) + b) % b;

/** Weekday counted from Saturday: 0 = Saturday ... 6 = Friday (the weekend). JDN 0 was a Monday. */
export function weekdayOfJdn(jdn: number): number {
  return mod(jdn + 2, 7);
}

export function isGregorianLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const GREGORIAN_MONTH_LENGTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function monthLength(system: CalendarSystem, year: number, month: number): number {
  if (system === 'jalali') return jalaliMonthLength(year, month);
  if (month === 2 && isGregorianLeapYear(year)) return 29;
  return GREGORIAN_MONTH_LENGTHS[month - 1]!;
}

export function jdnToParts(system: CalendarSystem, jdn: number): CalendarParts {
  if (system === 'jalali') return jdnToJalali(jdn);
  const [year, month, day] = jdnToGregorian(jdn);
  return { year, month, day };
}

export function partsToJdn(system: CalendarSystem, year: number, month: number, day: number): number {
  return system === 'jalali' ? jalaliToJdn(year, month, day) : gregorianToJdn(year, month, day);
}

/** The local calendar day of a `Date`, as a JDN (what "today" is for the person at the screen). */
export function dateToJdn(date: Date): number {
  return gregorianToJdn(date.getFullYear(), date.getMonth() + 1, date.getDate());
}

function valueToJdn(value: DateValue): number {
  return value instanceof Date ? dateToJdn(value) : jalaliToJdn(value.year, value.month, value.day);
}

export function jdnToSelection(jdn: number): DateSelection {
  return toDateSelection(jdnToJalali(jdn));
}

export function clampJdn(jdn: number, min: number | null, max: number | null): number {
  let out = Math.min(Math.max(jdn, MIN_CALENDAR_JDN), MAX_CALENDAR_JDN);
  if (min !== null && out < min) out = min;
  if (max !== null && out > max) out = max;
  return out;
}

/** Moves by whole months in the given calendar, keeping the day (clamped to the target month's length). */
export function addMonthsJdn(system: CalendarSystem, jdn: number, months: number): number {
  const p = jdnToParts(system, jdn);
  const index = p.year * 12 + (p.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = mod(index, 12) + 1;
  return partsToJdn(system, year, month, Math.min(p.day, monthLength(system, year, month)));
}

export function addYearsJdn(system: CalendarSystem, jdn: number, years: number): number {
  return addMonthsJdn(system, jdn, years * 12);
}

/** The Saturday that starts the week of a day. */
export function startOfWeekJdn(jdn: number): number {
  return jdn - weekdayOfJdn(jdn);
}

export function endOfWeekJdn(jdn: number): number {
  return startOfWeekJdn(jdn) + 6;
}

function firstOfMonthJdn(system: CalendarSystem, year: number, month: number): number {
  return partsToJdn(system, year, month, 1);
}

function lastOfMonthJdn(system: CalendarSystem, year: number, month: number): number {
  return partsToJdn(system, year, month, monthLength(system, year, month));
}

export interface CalendarDay {
  jdn: number;
  /** Day of the month in the calendar shown. */
  day: number;
  /** 0 = Saturday ... 6 = Friday. */
  weekday: number;
  /** False for the leading and trailing days of the neighbouring months. */
  inMonth: boolean;
}

export interface MonthModel {
  system: CalendarSystem;
  year: number;
  month: number;
  daysInMonth: number;
  /** Weekday of the 1st, counted from Saturday (0) to Friday (6). */
  firstWeekday: number;
  firstJdn: number;
  /** Saturday-first rows of seven days, padded with the neighbouring months' days. */
  weeks: CalendarDay[][];
}

export function getMonthModel(system: CalendarSystem, year: number, month: number): MonthModel {
  const daysInMonth = monthLength(system, year, month);
  const firstJdn = firstOfMonthJdn(system, year, month);
  const firstWeekday = weekdayOfJdn(firstJdn);
  const rows = Math.ceil((firstWeekday + daysInMonth) / DAYS_IN_WEEK);
  const start = firstJdn - firstWeekday;
  const weeks: CalendarDay[][] = [];
  for (let r = 0; r < rows; r += 1) {
    const week: CalendarDay[] = [];
    for (let c = 0; c < DAYS_IN_WEEK; c += 1) {
      const jdn = start + r * DAYS_IN_WEEK + c;
      const inMonth = jdn >= firstJdn && jdn < firstJdn + daysInMonth;
      week.push({ jdn, day: jdnToParts(system, jdn).day, weekday: c, inMonth });
    }
    weeks.push(week);
  }
  return { system, year, month, daysInMonth, firstWeekday, firstJdn, weeks };
}

/** First year of the decade a year is in (1400 for 1403), as Mantine's decade level shows them. */
export function decadeStart(year: number): number {
  return year - mod(year, 10);
}

/** True when any day of the month lies within [min, max]. */
export function monthIntersects(
  system: CalendarSystem,
  year: number,
  month: number,
  min: number | null,
  max: number | null,
): boolean {
  const first = firstOfMonthJdn(system, year, month);
  const last = lastOfMonthJdn(system, year, month);
  return (min === null || last >= min) && (max === null || first <= max);
}

export function yearIntersects(system: CalendarSystem, year: number, min: number | null, max: number | null): boolean {
  const first = firstOfMonthJdn(system, year, 1);
  const last = lastOfMonthJdn(system, year, 12);
  return (min === null || last >= min) && (max === null || first <= max);
}

export function optionalJdn(value: DateValue | null | undefined): number | null {
  return value ? valueToJdn(value) : null;
}
