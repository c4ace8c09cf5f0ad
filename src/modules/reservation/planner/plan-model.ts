import type { PastReserve, PlanItem, PlanWeek } from '@machines/week-plan-rules';
import type { ReserveWeek } from '@/api/generated/rest/model';
import { cancelDeadline, reserveDeadline } from '@/lib/reserve-deadlines';
import {
  dayOf,
  foodOf,
  priceOf,
  sideFoodOf,
  splitFoodNames,
  visibleItems,
  weekdayIndexOf,
  type ItemView,
  type WeekProgram,
} from '../program-model';

/*
 * The planner's readings of the contract's shapes: a week program as the planner's rules
 * take it, and past weeks' reserves as the history its preferences are learnt from.
 */

/** No limit given by the server: never the reason a count is lowered. */
const NO_LIMIT = Number.MAX_SAFE_INTEGER;

/** The main food of a choice: the key of the student's preferences. */
export function foodOfItem(item: Pick<ItemView, 'foodNames' | 'foodTypeTitle' | 'foodTypeId'>): string {
  return splitFoodNames(item.foodNames).main || item.foodTypeTitle || `#${item.foodTypeId}`;
}

function planItemOf(item: ItemView): PlanItem {
  const food = foodOfItem(item);
  const side = sideFoodOf(item);
  const rated = foodOf(item);
  return {
    foodTypeId: item.foodTypeId,
    food,
    label: side ? `${food} (${side})` : food,
    names: [item.foodNames, item.besideFoodNames ?? ''].join('|'),
    price: priceOf(item),
    validMinCount: item.validMinCount ?? 0,
    validMaxCount: item.validMaxCount ?? NO_LIMIT,
    selectedCount: item.selectedCount,
    averageScore: typeof rated?.averageScore === 'number' ? rated.averageScore : null,
    voteCount: rated?.voteCount ?? 0,
  };
}

/** The week as the planner's rules read it; each meal's deadlines are the spec's (src/lib/reserve-deadlines.ts). */
export function planWeekOf(week: WeekProgram): PlanWeek {
  return {
    mealTypes: week.mealTypes,
    days: week.weekDays.map((day) => {
      const date = dayOf(day.date);
      return {
        date,
        weekday: weekdayIndexOf(date),
        meals: day.mealTypes.map((meal) => ({
          programId: meal.programId,
          mealTypeId: meal.mealTypeId,
          validTotalCount: meal.validTotalCount ?? NO_LIMIT,
          reserveRuleViolated: meal.reserveRuleViolated === true,
          cancelRuleViolated: meal.cancelRuleViolated === true,
          reserveDeadline: reserveDeadline(date),
          cancelDeadline: cancelDeadline(date),
          items: visibleItems(meal).map(planItemOf),
        })),
      };
    }),
  };
}

/** A past week's live reserves at the self (a reserve that names no self counts: older servers omit it). */
export function pastReservesOf(week: ReserveWeek, weekStart: string, selfId: number): PastReserve[] {
  const out: PastReserve[] = [];
  for (const day of Array.isArray(week.weekDays) ? week.weekDays : []) {
    for (const meal of Array.isArray(day.mealTypes) ? day.mealTypes : []) {
      const reserve = meal.reserve;
      if (!reserve || reserve.selected === false || !(reserve.selectedCount > 0)) continue;
      if (typeof reserve.selfId === 'number' && reserve.selfId !== selfId) continue;
      out.push({
        weekStart,
        weekday: weekdayIndexOf(day.date),
        mealTypeId: meal.mealTypeId,
        food: splitFoodNames(reserve.foodNames).main || reserve.foodTypeTitle || '',
        count: reserve.selectedCount,
      });
    }
  }
  return out;
}
