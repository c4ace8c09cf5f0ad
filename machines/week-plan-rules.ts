/**
 * Pure rules of the week planner (docs/week-planner.md): the student's preferences, what
 * they choose in a week's program, and the calls that turn the week's reserves into the plan.
 *
 * Nothing here reads a clock or the network: the caller passes each meal's reserve deadline (ms) and
 * `now`, the credit and the current counts. Counts obey the reserve-count rules (reserve-count-rules.ts).
 */
import { classSkipOf, type ClassDays } from './class-days-rules';
import { avoidedIn } from './food-avoid-rules';
import { reserveTarget } from './reserve-count-rules';

export type FoodRank = 'liked' | 'neutral' | 'never';

/** The student's preferences for one variant and self. */
export interface PlanPreferences {
  /** The meals the student eats: `weekday:mealTypeId` (weekday 0 = Saturday … 6 = Friday) → count. */
  meals: Record<string, number>;
  /** Foods by main name: how the student ranks them (absent: neutral). */
  foods: Record<string, FoodRank>;
  /** How often each food was reserved in the history (the tie-break among equally ranked foods). */
  history: Record<string, number>;
  /** What the student avoids (diet, allergens: food-avoid-rules.ts); the plan never picks a food holding one. */
  avoid?: string[];
  /** Meals planned only on days with a class (an imported timetable); absent: every day. */
  classes?: ClassDays;
}

export type { ClassDays };

export const mealKey = (weekday: number, mealTypeId: number) => `${weekday}:${mealTypeId}`;

/** One choice of a meal, as the planner reads it. */
export interface PlanItem {
  foodTypeId: number;
  /** The main food's name (the key of preferences). */
  food: string;
  /** What the student reads: "main · side". */
  label: string;
  /** Every name the server sent for the choice (main, side, beside), what avoided foods are matched in; absent: the label. */
  names?: string;
  /** One portion, rials; null when the server sent none. */
  price: number | null;
  validMinCount: number;
  validMaxCount: number;
  /** The student's current count of this choice. */
  selectedCount: number;
  /** What others thought: the server's average score (1 to 5) and its votes; null and 0 when none. */
  averageScore: number | null;
  voteCount: number;
}

/** One program (a meal of a day at the self). */
export interface PlanMeal {
  programId: number;
  mealTypeId: number;
  validTotalCount: number;
  reserveRuleViolated: boolean;
  cancelRuleViolated: boolean;
  /** When reserving this meal closes (ms). */
  reserveDeadline: number;
  /** When cancelling or lowering closes (ms). */
  cancelDeadline: number;
  items: PlanItem[];
}

export interface PlanDay {
  /** `yyyy-MM-dd` */
  date: string;
  weekday: number;
  meals: PlanMeal[];
}

export interface PlanWeek {
  days: PlanDay[];
  mealTypes: { id: number; name: string }[];
}

/** Why a cell is not reserved by the plan. */
export type SkipReason =
  | 'notWanted'
  | 'noProgram'
  | 'deadlinePassed'
  | 'ruleViolated'
  | 'neverOnly'
  | 'avoidedOnly'
  | 'noClass'
  | 'classHoliday';

/** What the plan wants in one cell: a choice and its count, or nothing. */
export interface CellChoice {
  foodTypeId: number;
  count: number;
}

export interface PlanCell {
  /** `date:mealTypeId` */
  key: string;
  date: string;
  weekday: number;
  mealTypeId: number;
  /** The program, when the day has this meal. */
  programId: number | null;
  /** The student's current reserve of the cell (a choice with a count), if any. */
  current: CellChoice | null;
  /** What the plan (or the student's edit) wants: null is "nothing". */
  target: CellChoice | null;
  /** Why the plan leaves the cell empty (with `target` null), or why it cannot be changed. */
  skip: SkipReason | null;
  /** The cell was changed by the student on the preview. */
  edited: boolean;
}

export const cellKey = (date: string, mealTypeId: number) => `${date}:${mealTypeId}`;

function rankValue(rank: FoodRank | undefined): number {
  return rank === 'liked' ? 2 : rank === 'never' ? 0 : 1;
}

/** Fewer votes than this say too little: such a food counts as unrated. */
export const MIN_RATING_VOTES = 3;
/** An unrated food stands at the scale's middle: below a well-rated food, above a poorly rated one. */
const UNRATED_SCORE = 3;

/** The score the planner compares: the average as shown (rounded to 0.5), or the middle when unrated. */
export function ratingValue(item: Pick<PlanItem, 'averageScore' | 'voteCount'>): number {
  if (item.averageScore === null || !(item.voteCount >= MIN_RATING_VOTES)) return UNRATED_SCORE;
  return Math.round(item.averageScore * 2) / 2;
}

/**
 * The planner's rating step, among foods the student likes equally: the better rated first
 * (a comparator: negative when `a` is better rated).
 */
export function byRating(a: PlanItem, b: PlanItem): number {
  return ratingValue(b) - ratingValue(a);
}

/** What of the student's avoid list a choice holds (empty: nothing). */
export function avoidedOf(item: PlanItem, prefs: Pick<PlanPreferences, 'avoid'>): string[] {
  return avoidedIn(item.names ?? item.label, prefs.avoid);
}

/** The diet step: the choices holding nothing the student avoids (a step of its own, before any ranking). */
export function withoutAvoidedFoods<T extends { item: PlanItem }>(candidates: T[], prefs: PlanPreferences): T[] {
  return prefs.avoid?.length ? candidates.filter(({ item }) => avoidedOf(item, prefs).length === 0) : candidates;
}

/**
 * The choice preferences pick among a meal's items: foods the student avoids are out, then
 * never-foods; then liked before neutral, then the better rated (`byRating`), then the one
 * reserved most often in the history, then the cheaper, then the server's order.
 */
export function pickItem(items: readonly PlanItem[], prefs: PlanPreferences): PlanItem | null {
  const candidates = withoutAvoidedFoods(
    items.map((item, index) => ({ item, index })),
    prefs,
  ).filter(({ item }) => prefs.foods[item.food] !== 'never');
  candidates.sort(
    (a, b) =>
      rankValue(prefs.foods[b.item.food]) - rankValue(prefs.foods[a.item.food]) ||
      byRating(a.item, b.item) ||
      (prefs.history[b.item.food] ?? 0) - (prefs.history[a.item.food] ?? 0) ||
      (a.item.price ?? Number.MAX_SAFE_INTEGER) - (b.item.price ?? Number.MAX_SAFE_INTEGER) ||
      a.index - b.index,
  );
  return candidates[0]?.item ?? null;
}

/**
 * The count a choice can have: the wanted one, raised to what the reserve button gives (the item's
 * validMinCount) and lowered to the item's max and the meal's total; null when none fits.
 */
export function allowedCount(meal: Pick<PlanMeal, 'validTotalCount'>, item: PlanItem, wanted: number): number | null {
  const ceiling = Math.min(item.validMaxCount, meal.validTotalCount);
  const count = Math.min(Math.max(wanted, reserveTarget(item)), ceiling);
  return count >= 1 && count >= item.validMinCount ? count : null;
}

/** The student's current reserve of a meal: its first choice with a count. */
export function currentOf(meal: PlanMeal | undefined): CellChoice | null {
  const item = meal?.items.find((i) => i.selectedCount > 0);
  return item ? { foodTypeId: item.foodTypeId, count: item.selectedCount } : null;
}

/** Can the cell's reserves still change (both directions the change needs)? */
export function changeBlock(meal: PlanMeal, current: CellChoice | null, target: CellChoice | null, now: number) {
  const raises =
    target !== null && (current === null || current.foodTypeId !== target.foodTypeId || target.count > current.count);
  const lowers =
    current !== null && (target === null || current.foodTypeId !== target.foodTypeId || target.count < current.count);
  if ((raises && meal.reserveDeadline <= now) || (lowers && meal.cancelDeadline <= now)) return 'deadlinePassed';
  if ((raises && meal.reserveRuleViolated) || (lowers && meal.cancelRuleViolated)) return 'ruleViolated';
  return null;
}

/**
 * The plan of a week. Every day × meal type is a cell. A cell the student already reserved keeps
 * that reserve (the plan fills what is empty; the student edits a reserved cell to change it).
 */
export function planWeek(week: PlanWeek, prefs: PlanPreferences, now: number): PlanCell[] {
  const cells: PlanCell[] = [];
  for (const day of week.days) {
    for (const type of week.mealTypes) {
      const meal = day.meals.find((m) => m.mealTypeId === type.id);
      const current = currentOf(meal);
      const base = {
        key: cellKey(day.date, type.id),
        date: day.date,
        weekday: day.weekday,
        mealTypeId: type.id,
        programId: meal?.programId ?? null,
        current,
        edited: false,
      };
      const wanted = prefs.meals[mealKey(day.weekday, type.id)] ?? 0;
      if (current) {
        cells.push({ ...base, target: current, skip: null });
        continue;
      }
      // A wanted, offered meal on a day without class says so first (the timetable is the reason).
      const offered = wanted > 0 && meal !== undefined && meal.items.length > 0;
      const skip = (offered ? classSkipOf(prefs.classes, day.date, type.id) : null) ?? skipOf(meal, wanted, prefs, now);
      if (skip || !meal) {
        cells.push({ ...base, target: null, skip: skip ?? 'noProgram' });
        continue;
      }
      const item = pickItem(meal.items, prefs)!;
      const count = allowedCount(meal, item, wanted);
      cells.push(
        count === null
          ? { ...base, target: null, skip: 'ruleViolated' }
          : { ...base, target: { foodTypeId: item.foodTypeId, count }, skip: null },
      );
    }
  }
  return cells;
}

function skipOf(meal: PlanMeal | undefined, wanted: number, prefs: PlanPreferences, now: number): SkipReason | null {
  if (wanted <= 0) return 'notWanted';
  if (!meal || meal.items.length === 0) return 'noProgram';
  if (meal.reserveDeadline <= now) return 'deadlinePassed';
  if (meal.reserveRuleViolated) return 'ruleViolated';
  if (!pickItem(meal.items, prefs))
    return withoutAvoidedFoods(
      meal.items.map((item) => ({ item })),
      prefs,
    ).length === 0
      ? 'avoidedOnly'
      : 'neverOnly';
  return null;
}

/** The student's edit of a cell: a choice and count, or nothing (null). */
export function editCell(
  cells: readonly PlanCell[],
  week: PlanWeek,
  key: string,
  target: CellChoice | null,
  now: number,
): PlanCell[] {
  return cells.map((cell) => {
    if (cell.key !== key) return cell;
    const meal = mealOf(week, cell);
    if (!meal) return cell;
    let next = target;
    if (next) {
      const item = meal.items.find((i) => i.foodTypeId === next!.foodTypeId);
      const count = item ? allowedCount(meal, item, next.count) : null;
      if (!item || count === null) return cell;
      next = { foodTypeId: item.foodTypeId, count };
    }
    const block = changeBlock(meal, cell.current, next, now);
    if (block) return { ...cell, skip: block };
    return { ...cell, target: next, skip: null, edited: true };
  });
}

export function mealOf(week: PlanWeek, cell: Pick<PlanCell, 'date' | 'mealTypeId'>): PlanMeal | undefined {
  return week.days.find((d) => d.date === cell.date)?.meals.find((m) => m.mealTypeId === cell.mealTypeId);
}

/** One reserve call: a choice's count set to `to` (absolute, as the reserve calls take it). */
export interface PlanStep {
  programId: number;
  mealTypeId: number;
  foodTypeId: number;
  from: number;
  to: number;
  /** Rials this step costs (negative: a refund). */
  cost: number;
}

/** The calls of one cell: lower or cancel first (frees the meal's total), then raise. */
export interface CellChange {
  key: string;
  steps: PlanStep[];
}

/** The same choice and count (nothing and nothing alike). */
export function sameChoice(a: CellChoice | null, b: CellChoice | null): boolean {
  return a?.foodTypeId === b?.foodTypeId && (a?.count ?? 0) === (b?.count ?? 0);
}

/** The calls that make the server's reserves equal the plan: only the cells that differ. */
export function changesOf(cells: readonly PlanCell[], week: PlanWeek): CellChange[] {
  const changes: CellChange[] = [];
  for (const cell of cells) {
    if (sameChoice(cell.current, cell.target)) continue;
    const meal = mealOf(week, cell);
    if (!meal) continue;
    const priceOf = (foodTypeId: number) => meal.items.find((i) => i.foodTypeId === foodTypeId)?.price ?? 0;
    const step = (foodTypeId: number, from: number, to: number): PlanStep => ({
      programId: meal.programId,
      mealTypeId: meal.mealTypeId,
      foodTypeId,
      from,
      to,
      cost: priceOf(foodTypeId) * (to - from),
    });
    const { current, target } = cell;
    const steps: PlanStep[] = [];
    if (current && target && current.foodTypeId === target.foodTypeId) {
      steps.push(step(target.foodTypeId, current.count, target.count));
    } else {
      if (current) steps.push(step(current.foodTypeId, current.count, 0));
      if (target) steps.push(step(target.foodTypeId, 0, target.count));
    }
    changes.push({ key: cell.key, steps });
  }
  return changes;
}

/** The cost of the plan's changes (rials; refunds count back). */
export function planCost(changes: readonly CellChange[]): number {
  return changes.reduce((sum, c) => sum + c.steps.reduce((s, step) => s + step.cost, 0), 0);
}

/** The credit left after the plan, and whether it falls short. */
export function projectedCredit(credit: number, changes: readonly CellChange[]): { after: number; short: boolean } {
  const after = credit - planCost(changes);
  return { after, short: after < 0 };
}

/** One past reserve, as the history reads it (the reserve report of a past week). */
export interface PastReserve {
  weekStart: string;
  weekday: number;
  mealTypeId: number;
  food: string;
  count: number;
}

/**
 * Preferences learnt from the student's past reserves: a meal is on for a weekday when the student
 * reserved it on that weekday in at least half of the past weeks that hold any reserve (its count:
 * the most frequent one); a food reserved twice or more is liked. "Never" is the student's word only.
 */
export function learnPreferences(past: readonly PastReserve[]): PlanPreferences {
  const weeks = new Set(past.map((r) => r.weekStart)).size;
  const byMeal = new Map<string, { weeks: Set<string>; counts: Map<number, number> }>();
  const history: Record<string, number> = {};
  for (const r of past) {
    const key = mealKey(r.weekday, r.mealTypeId);
    const entry = byMeal.get(key) ?? { weeks: new Set<string>(), counts: new Map<number, number>() };
    entry.weeks.add(r.weekStart);
    entry.counts.set(r.count, (entry.counts.get(r.count) ?? 0) + 1);
    byMeal.set(key, entry);
    if (r.food) history[r.food] = (history[r.food] ?? 0) + 1;
  }
  const meals: Record<string, number> = {};
  for (const [key, entry] of byMeal) {
    if (entry.weeks.size * 2 < weeks) continue;
    // The most frequent count; the smaller on a tie (a plan never costs more than the habit).
    const [count] = [...entry.counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]!;
    meals[key] = count;
  }
  const foods: Record<string, FoodRank> = {};
  for (const [food, times] of Object.entries(history)) if (times >= 2) foods[food] = 'liked';
  return { meals, foods, history };
}
