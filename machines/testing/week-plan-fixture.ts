import type { PlanItem, PlanMeal } from '../week-plan-rules';

/** The planner tests' "now": a Wednesday morning, Tehran time. */
export const HOUR = 3_600_000;
export const NOW = Date.parse('2025-01-15T08:30:00+03:30');
export const LUNCH = 2;
export const DINNER = 3;

/** A food as the tests start from: counts 1 to 3, nothing reserved, unrated. */
export function planItem(foodTypeId: number, food: string, price: number, extra: Partial<PlanItem> = {}): PlanItem {
  return {
    foodTypeId,
    food,
    label: food,
    price,
    validMinCount: 1,
    validMaxCount: 3,
    selectedCount: 0,
    averageScore: null,
    voteCount: 0,
    ...extra,
  };
}

/** A meal of three at most, open for reserving two days and cancelling three days from `NOW`. */
export function planMeal(
  programId: number,
  mealTypeId: number,
  items: PlanItem[],
  extra: Partial<PlanMeal> = {},
): PlanMeal {
  return {
    programId,
    mealTypeId,
    validTotalCount: 3,
    reserveRuleViolated: false,
    cancelRuleViolated: false,
    reserveDeadline: NOW + 48 * HOUR,
    cancelDeadline: NOW + 72 * HOUR,
    items,
    ...extra,
  };
}
