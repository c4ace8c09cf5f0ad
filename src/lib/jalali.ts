import dayjs from 'dayjs';
import type { Language } from '@/i18n/languages';
import { localizeDigits } from './digits';

/*
 * Jalali (Solar Hijri) conversion done here, not with jalaliday: jalaliday 3.1.1 converts
 * Gregorian -> Jalali with an approximation that is a day off for about 60 days in many years
 * (3,366 wrong days over 1921-2126 against Node's ICU). This is Borkowski's algorithm (the one
 * jalaali-js uses) in both directions through Julian day numbers; tests compare it with ICU.
 * dayjs is used for Gregorian arithmetic only; never switch its global calendar.
 */

export interface JalaliDate {
  year: number;
  month: number; // 1..12
  day: number; // 1..31
}

/** Borkowski's break years (also in the prerendered page's inline script, scripts/prerender-inline.ts). */
export const BREAKS = [
  -61, 9, 38, 199, 426, 686, 756, 818, 1111, 1181, 1210, 1635, 2060, 2097, 2192, 2262, 2324, 2394, 2456, 3178,
];

const div = (a: number, b: number) => Math.trunc(a / b);
const mod = (a: number, b: number) => a - Math.trunc(a / b) * b;

const MIN_JALALI_YEAR = BREAKS[0]! + 1;
const MAX_JALALI_YEAR = BREAKS[BREAKS.length - 1]! - 1;

interface YearInfo {
  leap: number; // 0 when leap (as in Borkowski's paper)
  gy: number;
  march: number;
}

function jalCal(jy: number): YearInfo {
  if (jy < MIN_JALALI_YEAR || jy > MAX_JALALI_YEAR) throw new RangeError(`Jalali year out of range: ${jy}`);
  const gy = jy + 621;
  let leapJ = -14;
  let jp = BREAKS[0]!;
  let jump = 0;
  for (let i = 1; i < BREAKS.length; i += 1) {
    const jm = BREAKS[i]!;
    jump = jm - jp;
    if (jy < jm) break;
    leapJ = leapJ + div(jump, 33) * 8 + div(mod(jump, 33), 4);
    jp = jm;
  }
  let n = jy - jp;
  leapJ = leapJ + div(n, 33) * 8 + div(mod(n, 33) + 3, 4);
  if (mod(jump, 33) === 4 && jump - n === 4) leapJ += 1;
  const leapG = div(gy, 4) - div((div(gy, 100) + 1) * 3, 4) - 150;
  const march = 20 + leapJ - leapG;
  if (jump - n < 6) n = n - jump + div(jump + 4, 33) * 33;
  let leap = mod(mod(n + 1, 33) - 1, 4);
  if (leap === -1) leap = 4;
  return { leap, gy, march };
}

/** Julian day number of a proleptic Gregorian date. */
export function gregorianToJdn(gy: number, gm: number, gd: number): number {
  let d = div((gy + div(gm - 8, 6) + 100100) * 1461, 4) + div(153 * mod(gm + 9, 12) + 2, 5) + gd - 34840408;
  d = d - div(div(gy + 100100 + div(gm - 8, 6), 100) * 3, 4) + 752;
  return d;
}

export function jdnToGregorian(jdn: number): [number, number, number] {
  let j = 4 * jdn + 139361631;
  j = j + div(div(4 * jdn + 183187720, 146097) * 3, 4) * 4 - 3908;
  const i = div(mod(j, 1461), 4) * 5 + 308;
  const gd = div(mod(i, 153), 5) + 1;
  const gm = mod(div(i, 153), 12) + 1;
  const gy = div(j, 1461) - 100100 + div(8 - gm, 6);
  return [gy, gm, gd];
}

export function jalaliToJdn(jy: number, jm: number, jd: number): number {
  const r = jalCal(jy);
  return gregorianToJdn(r.gy, 3, r.march) + (jm - 1) * 31 - div(jm, 7) * (jm - 7) + jd - 1;
}

export function jdnToJalali(jdn: number): JalaliDate {
  const [gy] = jdnToGregorian(jdn);
  let jy = gy - 621;
  const r = jalCal(jy);
  const jdn1f = gregorianToJdn(gy, 3, r.march);
  let k = jdn - jdn1f;
  if (k >= 0) {
    if (k <= 185) return { year: jy, month: 1 + div(k, 31), day: mod(k, 31) + 1 };
    k -= 186;
  } else {
    jy -= 1;
    k += 179;
    if (r.leap === 1) k += 1;
  }
  return { year: jy, month: 7 + div(k, 30), day: mod(k, 30) + 1 };
}

export function isJalaliLeapYear(jy: number): boolean {
  return jalCal(jy).leap === 0;
}

export function jalaliMonthLength(jy: number, jm: number): number {
  if (jm <= 6) return 31;
  if (jm <= 11) return 30;
  return isJalaliLeapYear(jy) ? 30 : 29;
}

function isValidJalali(jy: number, jm: number, jd: number): boolean {
  return (
    Number.isInteger(jy) &&
    jy >= MIN_JALALI_YEAR &&
    jy <= MAX_JALALI_YEAR &&
    Number.isInteger(jm) &&
    jm >= 1 &&
    jm <= 12 &&
    Number.isInteger(jd) &&
    jd >= 1 &&
    jd <= jalaliMonthLength(jy, jm)
  );
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
