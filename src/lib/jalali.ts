import dayjs from 'dayjs';
import { d2g, d2j, g2d, isLeapJalaaliYear, isValidJalaaliDate, j2d, jalaaliMonthLength } from 'jalaali-js';
import type { Language } from '@/i18n/languages';
import { localizeDigits } from './digits';

/*
 * Jalali (Solar Hijri) conversion by jalaali-js (Borkowski's algorithm through Julian day numbers),
 * not jalaliday, whose Gregorian -> Jalali approximation is a day off on many days; the tests compare
 * every day of two centuries with ICU's persian calendar. dayjs is used for Gregorian arithmetic
 * only; never switch its global calendar.
 */

export interface JalaliDate {
  year: number;
  month: number; // 1..12
  day: number; // 1..31
}

/**
 * Borkowski's break years, the ones jalaali-js uses, for the prerendered page's inline script
 * (scripts/prerender-inline.ts), which converts before any bundle loads.
 */
export const BREAKS = [
  -61, 9, 38, 199, 426, 686, 756, 818, 1111, 1181, 1210, 1635, 2060, 2097, 2192, 2262, 2324, 2394, 2456, 3178,
];

/** Julian day number of a proleptic Gregorian date. */
export function gregorianToJdn(gy: number, gm: number, gd: number): number {
  return g2d(gy, gm, gd);
}

export function jdnToGregorian(jdn: number): [number, number, number] {
  const { gy, gm, gd } = d2g(jdn);
  return [gy, gm, gd];
}

/** Throws a RangeError for a year outside Borkowski's range. */
export function jalaliToJdn(jy: number, jm: number, jd: number): number {
  return j2d(jy, jm, jd);
}

export function jdnToJalali(jdn: number): JalaliDate {
  const { jy, jm, jd } = d2j(jdn);
  return { year: jy, month: jm, day: jd };
}

export function isJalaliLeapYear(jy: number): boolean {
  return isLeapJalaaliYear(jy);
}

export function jalaliMonthLength(jy: number, jm: number): number {
  return jalaaliMonthLength(jy, jm);
}

/** jalaali-js's check accepts fractions; a day typed or sent is whole numbers. */
function isValidJalali(jy: number, jm: number, jd: number): boolean {
  return Number.isInteger(jy) && Number.isInteger(jm) && Number.isInteger(jd) && isValidJalaaliDate(jy, jm, jd);
}

type DateInput = Date | string | dayjs.Dayjs;

/** The calendar day a value falls on, in the browser's time zone (a 'YYYY-MM-DD' string is that day). */
function toDay(input: DateInput): dayjs.Dayjs {
  const d = dayjs(input);
  if (!d.isValid()) throw new RangeError(`Invalid date: ${String(input)}`);
  return d.startOf('day');
}

function dayToJdn(d: dayjs.Dayjs): number {
  return gregorianToJdn(d.year(), d.month() + 1, d.date());
}

function jdnToDay(jdn: number): dayjs.Dayjs {
  const [gy, gm, gd] = jdnToGregorian(jdn);
  return dayjs(new Date(gy, gm - 1, gd));
}

export function toJalali(input: DateInput): JalaliDate {
  return jdnToJalali(dayToJdn(toDay(input)));
}

/** Local midnight of a Jalali day. */
export function fromJalali(jy: number, jm: number, jd: number): Date {
  return jdnToDay(jalaliToJdn(jy, jm, jd)).toDate();
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** `YYYY/MM/DD`, zero padded, Latin digits (what the server and storage use). */
export function jalaliString(j: JalaliDate): string {
  return `${pad(j.year, 4)}/${pad(j.month)}/${pad(j.day)}`;
}

/** `YYYY/MM/DD` Jalali with the language's digits, for reading. */
export function formatJalali(input: DateInput, lng: Language): string {
  return localizeDigits(jalaliString(toJalali(input)), lng);
}

/**
 * A date the server sent, for reading: a Gregorian `YYYY-MM-DD` (or a date-time starting so) turns
 * Jalali `YYYY/MM/DD`; a date already Jalali (a year before 1700) only takes the language's digits;
 * anything else is shown as sent. Every date a student reads goes through here or formatJalali.
 */
export function readableDate(text: string | null | undefined, lng: Language): string {
  const value = (text ?? '').trim();
  if (!value) return '';
  const gregorian = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (gregorian && Number(gregorian[1]) >= 1700) {
    const day = dayjs(`${gregorian[0]}T12:00:00`);
    if (day.isValid() && day.format('YYYY-MM-DD') === gregorian[0]) return formatJalali(day, lng);
  }
  const jalali = parseJalali(value.replace(/[T ].*$/, ''));
  if (jalali) return localizeDigits(jalaliString(jalali), lng);
  return localizeDigits(value, lng);
}

/** Parses `YYYY/MM/DD` (any digits, `/` or `-`) as a Jalali day; null when it is not a real day. */
export function parseJalali(text: string): JalaliDate | null {
  const m = /^\s*(\d{3,4})[/-](\d{1,2})[/-](\d{1,2})\s*$/.exec(
    text
      .replace(/[۰-۹]/g, (c) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(c)))
      .replace(/[٠-٩]/g, (c) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(c))),
  );
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return isValidJalali(y, mo, d) ? { year: y, month: mo, day: d } : null;
}

/** ISO `YYYY-MM-DD` of the (local) calendar day. */
export function isoDate(input: DateInput): string {
  return toDay(input).format('YYYY-MM-DD');
}

/** Weekday counted from Saturday: 0 = Saturday ... 6 = Friday (the weekend). */
export function weekdayFromSaturday(input: DateInput): number {
  return (toDay(input).day() + 1) % 7;
}

/** The Saturday that starts the week of a day. */
export function startOfWeek(input: DateInput): Date {
  const d = toDay(input);
  return d.subtract(weekdayFromSaturday(d), 'day').toDate();
}

export function addDays(input: DateInput, days: number): Date {
  return toDay(input).add(days, 'day').toDate();
}

/** Adds months on the Jalali calendar, clamping the day to the target month's length. */
export function addJalaliMonths(j: JalaliDate, months: number): JalaliDate {
  const index = j.year * 12 + (j.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(j.day, jalaliMonthLength(year, month)) };
}

/**
 * The date-selection result the spec asks for (platform.md 2.11): year, month, day,
 * a Jalali string, an ISO date string and an ISO timestamp (local midnight).
 */
export interface DateSelection extends JalaliDate {
  jalali: string;
  isoDate: string;
  timestamp: string;
}

export function toDateSelection(j: JalaliDate): DateSelection {
  const date = fromJalali(j.year, j.month, j.day);
  return { ...j, jalali: jalaliString(j), isoDate: isoDate(date), timestamp: date.toISOString() };
}
