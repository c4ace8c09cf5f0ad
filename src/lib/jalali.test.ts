import { describe, expect, it } from 'vitest';
import {
  readableDate,
  addJalaliMonths,
  formatJalali,
  fromJalali,
  gregorianToJdn,
  isJalaliLeapYear,
  jalaliMonthLength,
  jalaliToJdn,
  jdnToGregorian,
  jdnToJalali,
  parseJalali,
  startOfWeek,
  toDateSelection,
  toJalali,
  weekdayFromSaturday,
} from './jalali';

// Node's ICU knows the Persian calendar: an independent oracle.
const icu = new Intl.DateTimeFormat('en-u-ca-persian', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});
const icuFa = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  timeZone: 'UTC',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const DAY = 86_400_000;

function icuParts(utcMs: number) {
  const parts = Object.fromEntries(icu.formatToParts(new Date(utcMs)).map((p) => [p.type, p.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

describe('Jalali conversion against ICU', () => {
  // 1921-03-21 (1300/01/01) .. 2121-03-20 (end of 1499): 73,000+ consecutive days, every leap year.
  const first = Date.UTC(1921, 2, 21);
  const last = Date.UTC(2121, 2, 21);

  it('every day from 1300/01/01 to 1499/12/29 converts both ways as ICU says', () => {
    let checked = 0;
    const mismatches: string[] = [];
    for (let ms = first; ms < last; ms += DAY) {
      const d = new Date(ms);
      const jdn = gregorianToJdn(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
      const expected = icuParts(ms);
      const actual = jdnToJalali(jdn);
      if (actual.year !== expected.year || actual.month !== expected.month || actual.day !== expected.day) {
        mismatches.push(
          `${d.toISOString().slice(0, 10)}: ${JSON.stringify(actual)} vs ICU ${JSON.stringify(expected)}`,
        );
      }
      if (jalaliToJdn(expected.year, expected.month, expected.day) !== jdn) {
        mismatches.push(
          `reverse ${JSON.stringify(expected)} -> ${jdnToGregorian(jalaliToJdn(expected.year, expected.month, expected.day)).join('-')}`,
        );
      }
      checked += 1;
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
    expect(checked).toBeGreaterThan(73_000);
  });

  it('leap years and month lengths match ICU for 1300..1499', () => {
    for (let y = 1300; y < 1500; y += 1) {
      const esfand1 = jdnToGregorian(jalaliToJdn(y, 12, 1));
      const nextNowruz = jdnToGregorian(jalaliToJdn(y + 1, 1, 1));
      const lengthByIcu = Math.round(
        (Date.UTC(nextNowruz[0], nextNowruz[1] - 1, nextNowruz[2]) - Date.UTC(esfand1[0], esfand1[1] - 1, esfand1[2])) /
          DAY,
      );
      // ICU agrees that the day before Nowruz is the last of Esfand, so Esfand's length is ICU's.
      const lastEsfand = icuParts(Date.UTC(nextNowruz[0], nextNowruz[1] - 1, nextNowruz[2]) - DAY);
      expect(lastEsfand.day).toBe(lengthByIcu);
      expect(jalaliMonthLength(y, 12)).toBe(lengthByIcu);
      expect(isJalaliLeapYear(y)).toBe(lengthByIcu === 30);
    }
  });

  it('formats YYYY/MM/DD zero padded with Persian digits exactly as ICU fa-IR does', () => {
    for (let ms = Date.UTC(2000, 0, 1); ms < Date.UTC(2030, 0, 1); ms += 7 * DAY + 3 * DAY) {
      const d = new Date(ms);
      const local = new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
      const icuText = icuFa.format(d).replace(/\u200E/g, '');
      expect(formatJalali(local, 'fa')).toBe(icuText);
    }
  });
});

describe('Jalali helpers', () => {
  it('known dates', () => {
    expect(toJalali('2024-03-20')).toEqual({ year: 1403, month: 1, day: 1 });
    expect(toJalali('2025-03-20')).toEqual({ year: 1403, month: 12, day: 30 }); // 1403 is leap
    expect(formatJalali('2026-11-21', 'en')).toBe('1405/08/30');
    expect(formatJalali('2026-11-21', 'ar')).toBe('١٤٠٥/٠٨/٣٠');
  });

  it('weeks start on Saturday and Friday is the last day', () => {
    expect(weekdayFromSaturday('2026-11-21')).toBe(0); // a Saturday
    expect(weekdayFromSaturday('2026-11-27')).toBe(6); // Friday
    const sat = startOfWeek('2026-11-25');
    expect(sat.getDay()).toBe(6);
    expect(toJalali(sat)).toEqual({ year: 1405, month: 8, day: 30 });
  });

  it('parses Jalali strings in any digits and rejects impossible days', () => {
    expect(parseJalali('۱۴۰۳/۱۲/۳۰')).toEqual({ year: 1403, month: 12, day: 30 });
    expect(parseJalali('1404/12/30')).toBeNull(); // 1404 is not leap
    expect(parseJalali('1404-7-31')).toBeNull(); // Mehr has 30 days
    expect(parseJalali('hello')).toBeNull();
  });

  it('reads a server date as Jalali: never a Gregorian string on screen', () => {
    expect(readableDate('2003-05-12', 'fa')).toBe('۱۳۸۲/۰۲/۲۲');
    expect(readableDate('2025-01-15T10:30:00', 'fa')).toBe('۱۴۰۳/۱۰/۲۶');
    expect(readableDate('2003-05-12', 'ar')).toBe('١٣٨٢/٠٢/٢٢');
    expect(readableDate('2003-05-12', 'en')).toBe('1382/02/22');
    expect(readableDate('1382/2/22', 'fa')).toBe('۱۳۸۲/۰۲/۲۲');
    expect(readableDate('', 'fa')).toBe('');
    expect(readableDate(null, 'fa')).toBe('');
    expect(readableDate('نامشخص', 'fa')).toBe('نامشخص');
    for (const lng of ['fa', 'ar', 'en'] as const)
      expect(readableDate('1999-12-31', lng)).not.toMatch(/1999|۱۹۹۹|١٩٩٩/);
  });

  it('adds Jalali months clamping the day', () => {
    expect(addJalaliMonths({ year: 1403, month: 6, day: 31 }, 1)).toEqual({ year: 1403, month: 7, day: 30 });
    expect(addJalaliMonths({ year: 1403, month: 1, day: 10 }, -1)).toEqual({ year: 1402, month: 12, day: 10 });
  });

  it('builds the date-selection shape of platform.md 2.11', () => {
    const s = toDateSelection({ year: 1405, month: 8, day: 30 });
    expect(s).toMatchObject({ year: 1405, month: 8, day: 30, jalali: '1405/08/30', isoDate: '2026-11-21' });
    expect(new Date(s.timestamp).getTime()).toBe(fromJalali(1405, 8, 30).getTime());
  });
});
