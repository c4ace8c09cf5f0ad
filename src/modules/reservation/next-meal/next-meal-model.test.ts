// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ReserveDayMeal, ReserveWeek } from '@/api/generated/rest/model';
import { nextMealOf } from './next-meal-model';

const at = (iso: string) => Date.parse(iso);

function meal(
  mealTypeId: number,
  food: string | null,
  times: [string, string] | null = null,
  extra = {},
): ReserveDayMeal {
  return {
    mealTypeId,
    reserve:
      food === null
        ? null
        : { mealTypeId, selectedCount: 1, consumed: false, foodNames: food, selfName: 'سلف مرکزی', ...extra },
    teammateReserve: [],
    startServeTime: times?.[0] ?? null,
    endServeTime: times?.[1] ?? null,
  } as ReserveDayMeal;
}

const WEEK: ReserveWeek = {
  mealTypes: [
    { id: 1, name: 'صبحانه' },
    { id: 2, name: 'ناهار' },
    { id: 3, name: 'شام' },
  ],
  weekDays: [
    { date: '2025-01-14', mealTypes: [meal(2, 'کتلت|ترشی', ['11:30', '14:00'])] },
    {
      date: '2025-01-15',
      mealTypes: [
        meal(1, 'حلیم', ['07:00', '09:00']),
        meal(2, 'باقالی‌پلو با مرغ|ماست', ['11:30', '14:00']),
        meal(3, null),
      ],
    },
    { date: '2025-01-16', mealTypes: [meal(3, 'کشک بادمجان'), meal(2, 'چلوکباب کوبیده', ['11:30', '14:00'])] },
  ],
} as ReserveWeek;

describe('the next meal', () => {
  it('is the first reserve whose serve has not ended, today first, in serve order', () => {
    expect(nextMealOf([WEEK], at('2025-01-15T08:30:00+03:30'))?.reserve.foodNames).toBe('حلیم');
    expect(nextMealOf([WEEK], at('2025-01-15T09:00:00+03:30'))?.reserve.foodNames).toBe('باقالی‌پلو با مرغ|ماست');
    // After lunch: tomorrow's lunch (its serve starts) before tomorrow's dinner (no window: last).
    const next = nextMealOf([WEEK], at('2025-01-15T14:05:00+03:30'));
    expect(next).toMatchObject({ date: '2025-01-16', reserve: { foodNames: 'چلوکباب کوبیده' } });
    expect(next?.endsAt).toBe(at('2025-01-16T14:00:00+03:30'));
  });

  it('skips what was eaten, cancelled or is past, and reads next week after this one', () => {
    const eaten: ReserveWeek = {
      ...WEEK,
      weekDays: [{ date: '2025-01-15', mealTypes: [meal(2, 'باقالی‌پلو', ['11:30', '14:00'], { consumed: true })] }],
    };
    const next: ReserveWeek = {
      ...WEEK,
      weekDays: [{ date: '2025-01-18', mealTypes: [meal(2, 'قورمه‌سبزی', ['11:30', '14:00'])] }],
    };
    expect(nextMealOf([eaten, next], at('2025-01-15T10:00:00+03:30'))?.date).toBe('2025-01-18');
    expect(nextMealOf([undefined, undefined], at('2025-01-15T10:00:00+03:30'))).toBeNull();
    expect(nextMealOf([WEEK], at('2025-01-17T00:00:00+03:30'))).toBeNull();
  });

  it('takes the day in Tehran, whatever the device zone: 23:00 UTC on the 14th is already the 15th', () => {
    expect(nextMealOf([WEEK], at('2025-01-14T23:00:00Z'))?.date).toBe('2025-01-15');
  });
});
