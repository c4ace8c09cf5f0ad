import type { MealType, Reserve, ReserveDayMeal, ReserveWeek, ReserveWeekDay } from '@/api/generated/rest/model';
import { tehranDay, tehranInstant } from '@/lib/reserve-deadlines';
import { dayOf } from '../program-model';

/** The student's next meal: the first reserve, today or later, whose serve has not ended. */
export interface NextMeal {
  /** `yyyy-MM-dd` */
  date: string;
  day: ReserveWeekDay;
  meal: ReserveDayMeal;
  reserve: Reserve;
  mealTypes: readonly MealType[];
  /** When the serve ends (ms): the end of the day when the server gives no window. */
  endsAt: number;
}

const sortKey = (time: string | null | undefined) => (time && /^\d{1,2}:\d{2}/.test(time) ? time.padStart(5, '0') : '');

/**
 * The next meal of the weeks given (this week and the next), at `now`: a reserve (count above 0,
 * not consumed) of a day from today on, in serve order (the server's start time, else its meal-type
 * order), the first whose serve has not ended yet. Days are Tehran days (src/lib/reserve-deadlines.ts).
 */
export function nextMealOf(weeks: readonly (ReserveWeek | undefined)[], now: number): NextMeal | null {
  const today = tehranDay(now);
  const found: (NextMeal & { order: string })[] = [];
  for (const week of weeks) {
    if (!week || !Array.isArray(week.weekDays)) continue;
    const typeOrder = (id: number) => {
      const index = week.mealTypes.findIndex((m) => m.id === id);
      return String(index < 0 ? 99 : index).padStart(2, '0');
    };
    for (const day of week.weekDays) {
      const date = dayOf(day.date);
      if (date < today) continue;
      for (const meal of day.mealTypes ?? []) {
        const reserve = meal.reserve;
        if (!reserve || !(reserve.selectedCount > 0) || reserve.consumed === true || reserve.selected === false)
          continue;
        const endsAt = meal.endServeTime ? tehranInstant(date, meal.endServeTime) : tehranInstant(date, '23:59');
        if (!(endsAt > now)) continue;
        const order = `${date} ${sortKey(meal.startServeTime) || '99:99'} ${typeOrder(meal.mealTypeId)}`;
        found.push({ date, day, meal, reserve, mealTypes: week.mealTypes, endsAt, order });
      }
    }
  }
  found.sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0));
  const first = found[0];
  if (!first) return null;
  const { order: _order, ...next } = first;
  return next;
}
