import { isoDate } from '@/lib/jalali';
import { currentWeekStart, CURRENT_WEEK_INDEX, nextWeekStart, weeksOfDay } from './week-range';

describe('currentWeekStart and nextWeekStart', () => {
  it('name the Saturday of the week holding the day, and the one after', () => {
    expect(currentWeekStart(new Date(2026, 10, 28, 9))).toBe('2026-11-28'); // a Saturday
    expect(currentWeekStart(new Date(2026, 10, 27, 23, 59))).toBe('2026-11-21'); // a Friday
    expect(nextWeekStart(new Date(2026, 10, 27, 0, 1))).toBe('2026-11-28');
    expect(nextWeekStart(new Date(2026, 10, 28, 0, 1))).toBe('2026-12-05');
  });

  it('agree with the week picker on every day of 2025-2027', () => {
    for (let day = new Date(2025, 0, 1, 12); day.getFullYear() < 2028; day.setDate(day.getDate() + 1)) {
      const weeks = weeksOfDay(isoDate(day));
      expect(currentWeekStart(day)).toBe(weeks[CURRENT_WEEK_INDEX]!.start.isoDate);
      expect(nextWeekStart(day)).toBe(weeks[CURRENT_WEEK_INDEX + 1]!.start.isoDate);
    }
  });
});
