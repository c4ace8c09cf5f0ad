import type { ReserveMode } from '@machines/reserve-count-rules';
import { createReserve } from '@/api/generated/rest/hooks/reserves/reserves';
import type { ProgramFoodType, ProgramMeal, ReserveRequest } from '@/api/generated/rest/model';

/** The client name sent with a reserve (openapi ReserveRequest.app). */
const RESERVE_APP = 'WEB';

/**
 * The body of POST /rest/reserves that sets an item's count to `to` (modules.md 7): the legacy
 * (default) mode sends selectedCount with freeFoodSelected, the new per-unit mode sends count; both
 * say `selected` (false for a cancel, modules.md 4 "Reserve selection is sent as selected true or
 * false"). The count is absolute, as the reserve-count machine requires.
 */
function reserveRequest(meal: Pick<ProgramMeal, 'programId' | 'mealTypeId'>, item: Pick<ProgramFoodType, 'foodTypeId'>, to: number, mode: ReserveMode): ReserveRequest {
  const base = { programId: meal.programId, foodTypeId: item.foodTypeId, mealTypeId: meal.mealTypeId, selected: to > 0, app: RESERVE_APP };
  return mode === 'new' ? { ...base, count: to } : { ...base, selectedCount: to, freeFoodSelected: false };
}

export async function saveReserveCount(
  meal: Pick<ProgramMeal, 'programId' | 'mealTypeId'>,
  item: Pick<ProgramFoodType, 'foodTypeId'>,
  to: number,
  mode: ReserveMode,
): Promise<void> {
  await createReserve(reserveRequest(meal, item, to, mode));
}
