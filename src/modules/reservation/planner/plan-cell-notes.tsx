import type { PlanCell, PlanMeal } from '@machines/week-plan-rules';
import { DeadlineCountdown } from '../shared/deadline-countdown';
import { FoodRating } from '../shared/food-rating';

/**
 * Under a planner cell: what others thought of the chosen food (the server's average and votes)
 * and when the cell's day closes: reserving while nothing is reserved, cancelling once it is.
 */
export function PlanCellNotes({ meal, cell }: { meal: PlanMeal; cell: PlanCell }) {
  const chosen = cell.target ? meal.items.find((i) => i.foodTypeId === cell.target!.foodTypeId) : undefined;
  const deadline = cell.current
    ? !meal.cancelRuleViolated && { at: meal.cancelDeadline, kind: 'cancel' as const }
    : !meal.reserveRuleViolated && { at: meal.reserveDeadline, kind: 'reserve' as const };
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 6 }}>
      {chosen && (
        <FoodRating averageScore={chosen.averageScore} voteCount={chosen.voteCount} data-testid="plan-cell-rating" />
      )}
      {deadline && <DeadlineCountdown deadline={deadline.at} kind={deadline.kind} data-testid="plan-cell-deadline" />}
    </div>
  );
}
