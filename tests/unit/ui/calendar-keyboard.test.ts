import { describe, expect, it } from 'vitest';
import { dayKeyTarget, gridKeyTarget } from '@/ui/calendar-keyboard';
import { jdnToParts, partsToJdn, weekdayOfJdn } from '@/ui/calendar-model';

const day = partsToJdn('jalali', 1403, 2, 10); // Monday
const rtl = { dir: 'rtl' as const, system: 'jalali' as const };
const ltr = { dir: 'ltr' as const, system: 'jalali' as const };

describe('calendar keyboard', () => {
  it('arrows follow the reading direction', () => {
    expect(dayKeyTarget('ArrowRight', day, ltr)).toBe(day + 1);
    expect(dayKeyTarget('ArrowLeft', day, ltr)).toBe(day - 1);
    expect(dayKeyTarget('ArrowRight', day, rtl)).toBe(day - 1);
    expect(dayKeyTarget('ArrowLeft', day, rtl)).toBe(day + 1);
    expect(dayKeyTarget('ArrowUp', day, rtl)).toBe(day - 7);
    expect(dayKeyTarget('ArrowDown', day, rtl)).toBe(day + 7);
  });

  it('Home/End go to Saturday/Friday, PageUp/PageDown by month or (Shift) year', () => {
    expect(weekdayOfJdn(dayKeyTarget('Home', day, rtl)!)).toBe(0);
    expect(weekdayOfJdn(dayKeyTarget('End', day, rtl)!)).toBe(6);
    expect(jdnToParts('jalali', dayKeyTarget('PageUp', day, rtl)!)).toEqual({ year: 1403, month: 1, day: 10 });
    expect(jdnToParts('jalali', dayKeyTarget('PageDown', day, rtl)!)).toEqual({ year: 1403, month: 3, day: 10 });
    expect(jdnToParts('jalali', dayKeyTarget('PageDown', day, { ...rtl, shiftKey: true })!)).toEqual({
      year: 1404,
      month: 2,
      day: 10,
    });
    expect(dayKeyTarget('a', day, rtl)).toBeNull();
  });

  it('grid moves clamp to the cells', () => {
    const o = { dir: 'ltr' as const, columns: 3, count: 12 };
    expect(gridKeyTarget('ArrowRight', 0, o)).toBe(1);
    expect(gridKeyTarget('ArrowRight', 0, { ...o, dir: 'rtl' })).toBe(0);
    expect(gridKeyTarget('ArrowDown', 10, o)).toBe(11);
    expect(gridKeyTarget('End', 0, o)).toBe(11);
  });
});
