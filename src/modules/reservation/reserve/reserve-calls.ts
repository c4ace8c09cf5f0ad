import type { ReserveMode } from '@machines/reserve-count-rules';
import { createReserve, updateReserve } from '@/api/generated/rest/hooks/reserves/reserves';
import type { ProgramMeal } from '@/api/generated/rest/model';
import type { ItemView } from '../program-model';

/** The client name sent with a new-mode reserve (openapi ReserveRequest.app). */
const RESERVE_APP = 'WEB';

/**
 * Sets a choice's count to `to` (absolute, as the reserve-count machine requires; modules.md 4
 * "Reserve selection is sent as selected true or false"):
 * - default mode: PUT /rest/reserves/{programId}/reserve with foodTypeId, mealTypeId, selectedCount,
 *   freeFoodSelected and selected, the call every real client makes (foodie, Poisonad-v2, foodPilot);
 * - new (per-unit) mode: POST /rest/reserves with {programId, count} (modules.md 7).
 */
export async function saveReserveCount(
  meal: Pick<ProgramMeal, 'programId' | 'mealTypeId'>,
  item: Pick<ItemView, 'foodTypeId'>,
  to: number,
  mode: ReserveMode,
): Promise<void> {
  if (mode === 'new') {
    await createReserve({
      programId: meal.programId,
      foodTypeId: item.foodTypeId,
      mealTypeId: meal.mealTypeId,
      selected: to > 0,
      count: to,
      app: RESERVE_APP,
    });
    return;
  }
  await updateReserve(meal.programId, {
    foodTypeId: item.foodTypeId,
    mealTypeId: meal.mealTypeId,
    selectedCount: to,
    freeFoodSelected: false,
    selected: to > 0,
  });
}
