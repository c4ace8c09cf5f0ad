/**
 * Pure rules of one reserve item's count (modules.md 4 "Reserve item"). The reserve-count machine
 * uses them as guards, and the view uses them to decide what to show, so the buttons a person sees
 * and the events the machine accepts can never disagree.
 */
import type { ProgramFoodType, ProgramMeal } from '@/api/generated/rest/model';

/** Reserve mode (modules.md 4 "Reserve modes"): `default` = one delivery code for all, `new` = per unit. */
export type ReserveMode = 'default' | 'new';

/**
 * What the server says about one item (its validMinCount, validMaxCount) and its meal (Program meal,
 * modules.md 3: validTotalCount, and reserveRuleViolated / cancelRuleViolated, which hide plus and
 * reserve / minus), with the defaults filled in, plus what the week knows: `mealReservedCount`, the
 * sum of the counts of the meal's OTHER items (plus respects the meal total), and the reserve mode.
 */
export type ReserveCountRules = Required<Pick<ProgramFoodType, 'validMinCount' | 'validMaxCount'>> &
  Required<Pick<ProgramMeal, 'validTotalCount' | 'reserveRuleViolated' | 'cancelRuleViolated'>> & {
    mealReservedCount: number;
    mode: ReserveMode;
  };

/** The count the person sees, with the rules that bound it. */
export interface ReserveCountState extends ReserveCountRules {
  count: number;
}

/** What the view renders for one item. */
export interface ReserveCountView {
  /** Count 0: a single "reserve" button instead of plus and minus (hidden when reserveRuleViolated). */
  showReserveButton: boolean;
  /** The reserve button would exceed the item's max or the meal's total. */
  reserveDisabled: boolean;
  /** Count above 0 and reserving allowed. */
  showPlus: boolean;
  /** Count reached the item's validMaxCount or (with the meal's other items) the meal's validTotalCount. */
  plusDisabled: boolean;
  /** Count above 0 and cancelling allowed. */
  showMinus: boolean;
  /** Count is 0, or at or below validMinCount - 1 (modules.md 4, as written). */
  minusDisabled: boolean;
}

/**
 * Where the reserve button takes the count from 0: to validMinCount when that is above 1, else 1.
 *
 * The spec only says "count 0 shows a single reserve button". A first reservation below the item's
 * validMinCount is one the server refuses (the mock enforces counts within validMin/Max), so the
 * button would only flash a count and revert it; reserving the minimum at once is the one choice
 * that can succeed. With validMinCount 0 or 1 this is the plain 0 -> 1.
 */
export function reserveTarget(rules: Pick<ReserveCountRules, 'validMinCount'>): number {
  return Math.max(1, rules.validMinCount);
}

/** Where minus takes the count: the whole count is cancelled in default mode, one unit in new mode. */
export function decrementTarget(count: number, mode: ReserveMode): number {
  return mode === 'default' ? 0 : count - 1;
}

/** Would `target` stay within the item's max and the meal's total? */
function withinLimits(state: ReserveCountRules, target: number): boolean {
  return target <= state.validMaxCount && state.mealReservedCount + target <= state.validTotalCount;
}

export function isPlusDisabled(state: ReserveCountState): boolean {
  return !withinLimits(state, state.count + 1);
}

export function isMinusDisabled(state: ReserveCountState): boolean {
  return state.count <= 0 || state.count <= state.validMinCount - 1;
}

export function isReserveDisabled(state: ReserveCountRules): boolean {
  return !withinLimits(state, reserveTarget(state));
}

export function reserveCountView(state: ReserveCountState): ReserveCountView {
  const reserved = state.count > 0;
  return {
    showReserveButton: !reserved && !state.reserveRuleViolated,
    reserveDisabled: isReserveDisabled(state),
    showPlus: reserved && !state.reserveRuleViolated,
    plusDisabled: isPlusDisabled(state),
    showMinus: reserved && !state.cancelRuleViolated,
    minusDisabled: isMinusDisabled(state),
  };
}

/** A hidden or disabled button does nothing, whoever sends its event. */
export function canReserve(state: ReserveCountState): boolean {
  const view = reserveCountView(state);
  return view.showReserveButton && !view.reserveDisabled;
}

export function canIncrement(state: ReserveCountState): boolean {
  const view = reserveCountView(state);
  return view.showPlus && !view.plusDisabled;
}

export function canDecrement(state: ReserveCountState): boolean {
  const view = reserveCountView(state);
  return view.showMinus && !view.minusDisabled;
}

/**
 * Whether a cancelled item can be reserved again at `target` in one save (an undo): from 0, reserving
 * allowed, and the target a count the server accepts (at least the first reserve's, within the limits).
 */
export function canRestore(state: ReserveCountState, target: number): boolean {
  return (
    state.count === 0 &&
    !state.reserveRuleViolated &&
    Number.isInteger(target) &&
    target >= reserveTarget(state) &&
    withinLimits(state, target)
  );
}
