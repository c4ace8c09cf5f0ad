import { describe, expect, it } from 'vitest';
import { jdnToGregorian } from '@/lib/jalali';
import {
  addMonthsJdn,
  getMonthModel,
  isGregorianLeapYear,
  jdnToParts,
  monthLength,
  partsToJdn,
  weekdayOfJdn,
} from '@/ui/calendar-model';

/*
 * The month model against an independent oracle: Node's ICU Persian calendar. Every date is
 * built as a UTC instant from a Julian day number and formatted in UTC, so the machine's time
 * zone cannot move a day.
 */
const icu = new Intl.DateTimeFormat('en-u-ca-persian', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  weekday: 'short',
});
const SATURDAY_FIRST = ['Sat', 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

function icuDay(jdn: number) {
  const [gy, gm, gd] = jdnToGregorian(jdn);
  const parts = icu.formatToParts(new Date(Date.UTC(gy, gm - 1, gd, 12)));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: Number(get('year').replace(/\D/g, '')),
    month: Number(get('month')),
    day: Number(get('day')),
    weekday: SATURDAY_FIRST.indexOf(get('weekday')),
  };
}

describe('Jalali month model vs ICU (1300..1500)', () => {
  it('has the 1st on the right weekday and the right number of days, every month', () => {
    const mismatches: string[] = [];
    let months = 0;
    for (let year = 1300; year <= 1500; year += 1) {
      for (let month = 1; month <= 12; month += 1) {
        months += 1;
        const model = getMonthModel('jalali', year, month);
        const first = icuDay(model.firstJdn);
        const last = icuDay(model.firstJdn + model.daysInMonth - 1);
        const after = icuDay(model.firstJdn + model.daysInMonth);
        const ok =
          first.year === year &&
          first.month === month &&
          first.day === 1 &&
          first.weekday === model.firstWeekday &&
          last.year === year &&
          last.month === month &&
          last.day === model.daysInMonth &&
          after.day === 1 &&
          after.month === (month % 12) + 1;
        if (!ok)
          mismatches.push(
            `${year}/${month}: model ${model.firstWeekday}/${model.daysInMonth}, icu ${JSON.stringify({ first, last, after })}`,
          );
      }
    }
    expect(months).toBe(201 * 12);
    expect(mismatches).toEqual([]);
  });

  it('knows leap years (Esfand has 30 days) as ICU does', () => {
    for (let year = 1300; year <= 1500; year += 1) {
      const esfandFirst = partsToJdn('jalali', year, 12, 1);
      const nextYear = partsToJdn('jalali', year + 1, 1, 1);
      expect(nextYear - esfandFirst).toBe(monthLength('jalali', year, 12));
      expect(icuDay(nextYear - 1).day).toBe(monthLength('jalali', year, 12));
    }
    expect(monthLength('jalali', 1403, 12)).toBe(30);
    expect(monthLength('jalali', 1404, 12)).toBe(29);
  });

  it('lays out weeks Saturday first, padded with the neighbouring months', () => {
    const model = getMonthModel('jalali', 1403, 2); // 1 Ordibehesht 1403 = Saturday 20 April 2024
    expect(model.firstWeekday).toBe(0);
    expect(model.weeks[0]![0]).toMatchObject({ day: 1, inMonth: true, weekday: 0 });
    for (const week of model.weeks) expect(week).toHaveLength(7);
    const inMonth = model.weeks.flat().filter((d) => d.inMonth);
    expect(inMonth).toHaveLength(31);
    expect(model.weeks.flat().every((d) => weekdayOfJdn(d.jdn) === d.weekday)).toBe(true);
  });

  it('Gregorian months match the Date object too', () => {
    for (let year = 1990; year <= 2030; year += 1) {
      expect(monthLength('gregorian', year, 2)).toBe(isGregorianLeapYear(year) ? 29 : 28);
      for (let month = 1; month <= 12; month += 1) {
        const model = getMonthModel('gregorian', year, month);
        const first = new Date(Date.UTC(year, month - 1, 1));
        expect(model.firstWeekday).toBe((first.getUTCDay() + 1) % 7);
        expect(model.daysInMonth).toBe(new Date(Date.UTC(year, month, 0)).getUTCDate());
      }
    }
  });

  it('adds months clamping the day to the target month', () => {
    const j = partsToJdn('jalali', 1403, 6, 31);
    expect(jdnToParts('jalali', addMonthsJdn('jalali', j, 1))).toEqual({ year: 1403, month: 7, day: 30 });
    expect(jdnToParts('jalali', addMonthsJdn('jalali', j, -6))).toEqual({ year: 1402, month: 12, day: 29 });
    const g = partsToJdn('gregorian', 2024, 1, 31);
    expect(jdnToParts('gregorian', addMonthsJdn('gregorian', g, 1))).toEqual({ year: 2024, month: 2, day: 29 });
  });
});
