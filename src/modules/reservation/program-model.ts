import type { ReserveMealItem } from '@machines/reserve-meal.machine';
import type { ReserveMode } from '@machines/reserve-count-rules';
import type { Food, ProgramFoodType, ProgramMeal, ProgramWeek, Reserve, Self } from '@/api/generated/rest/model';
import { addDays, isoDate, jalaliString, toJalali, weekdayFromSaturday } from '@/lib/jalali';

/*
 * Pure readings of the contract's program and reserve shapes (modules.md 3), shared by the pages.
 */

// ───────────── The week's program as the pages read it ─────────────

/** A choice of a meal, with the id and count the pages key on (whichever server version sent it). */
export type ItemView = ProgramFoodType & { id: number; selectedCount: number };
/** A program (one meal of a day at a self) with its choices. */
export type MealView = Omit<ProgramMeal, 'programFoodTypes'> & { programFoodTypes: ItemView[] };
export interface DayView {
  /** `yyyy-MM-dd` */
  date: string;
  dateJStr?: string;
  mealTypes: MealView[];
}
/** The week the reserve page and the reminders draw: every day of the week, each with its meals. */
export interface WeekProgram {
  weekDays: DayView[];
  mealTypes: { id: number; name: string }[];
}

/**
 * An id for a choice the server sent without one (the real servers' programFoodTypes have none):
 * negative, so it never meets a real one, and the same for the same program and choice.
 */
function itemIdOf(meal: Pick<ProgramMeal, 'programId'>, index: number): number {
  return -(meal.programId * 100 + index + 1);
}

/** The user's live reserves of a program's food type (userWeekReserves). */
function reservesOfItem(reserves: readonly Reserve[], programId: number, foodTypeId: number): Reserve[] {
  return reserves.filter((r) => r.programId === programId && r.foodTypeId === foodTypeId && r.selected !== false);
}

/** A program's choices: its programFoodTypes, or (a server that sends none) the food on the program itself. */
function choicesOf(meal: ProgramMeal): ProgramFoodType[] {
  if (meal.programFoodTypes?.length) return meal.programFoodTypes;
  if (typeof meal.foodTypeId !== 'number') return [];
  return [
    {
      foodTypeId: meal.foodTypeId,
      foodTypeTitle: meal.foodTypeTitle ?? null,
      foodId: meal.foodId ?? null,
      foodNames: meal.foodName ?? null,
      ...(typeof meal.price === 'number' ? { price: meal.price } : {}),
      ...(meal.foodId != null
        ? { foodList: [{ id: meal.foodId, ...(meal.foodName ? { name: meal.foodName } : {}) }] }
        : {}),
    },
  ];
}

/**
 * One program with its choices' ids and counts: the spec's servers send both on each choice; the
 * real ones send neither, the count being the matching `userWeekReserves` record's (as foodie and
 * Poisonad-v2 read it), which also says whether it is up for sale, sold, or may change self.
 */
export function mealViewOf(meal: ProgramMeal, reserves: readonly Reserve[]): MealView {
  const programFoodTypes = choicesOf(meal).map((item, index): ItemView => {
    const own = reservesOfItem(reserves, meal.programId, item.foodTypeId);
    const record = own[0];
    return {
      ...item,
      id: typeof item.id === 'number' ? item.id : itemIdOf(meal, index),
      selectedCount:
        typeof item.selectedCount === 'number'
          ? item.selectedCount
          : own.reduce((sum, r) => sum + (r.selectedCount ?? 0), 0),
      forSale: item.forSale ?? record?.forSale,
      sold: item.sold ?? record?.sold,
      changableSelf: item.changableSelf ?? record?.changableSelf,
      saleableFreeFood: item.saleableFreeFood ?? record?.saleableFreeFood,
      selfChangeToll: item.selfChangeToll ?? record?.selfChangeToll,
      saleableFreeFoodToll: item.saleableFreeFoodToll ?? record?.saleableFreeFoodToll,
      hideInPanel: item.hideInPanel ?? meal.hideInPanel,
      selfId: item.selfId ?? meal.selfId,
    };
  });
  return { ...meal, programFoodTypes };
}

/**
 * The week as the pages draw it, from `programs/v2` (openapi ProgramWeek): every day from the week's
 * Saturday to its Friday (days the server left out have no meals), each with its programs; the meal
 * types in the server's display order (disPriority), else in the order they first appear.
 */
export function weekProgramOf(payload: ProgramWeek, weekStart: string): WeekProgram {
  const reserves = Array.isArray(payload.userWeekReserves) ? payload.userWeekReserves : [];
  const byDay = new Map<string, MealView[]>();
  for (const day of Array.isArray(payload.selfWeekPrograms) ? payload.selfWeekPrograms : []) {
    for (const meal of Array.isArray(day) ? day : []) {
      const date = dayOf(meal.date);
      byDay.set(date, [...(byDay.get(date) ?? []), mealViewOf(meal, reserves)]);
    }
  }
  const dates = new Set(Array.from({ length: 7 }, (_, i) => isoDate(addDays(weekStart, i))));
  for (const date of byDay.keys()) dates.add(date);
  const weekDays = [...dates]
    .sort()
    .map((date) => ({ date, dateJStr: jalaliString(toJalali(date)), mealTypes: byDay.get(date) ?? [] }));
  const declared = [...(payload.mealTypes ?? [])]
    .sort((a, b) => (a.disPriority ?? 0) - (b.disPriority ?? 0))
    .map(({ id, name }) => ({ id, name }));
  return { weekDays, mealTypes: mealTypesOf(weekDays, declared) };
}

/** The first food of a choice: `foodList` holds foods (or, on some servers, names, the foods in `foodDefs`). */
export function foodOf(item: Pick<ProgramFoodType, 'foodList' | 'foodDefs'>): Food | undefined {
  return item.foodList?.find((f): f is Food => typeof f === 'object' && f !== null) ?? item.foodDefs?.[0];
}

/** "main|side" → the main food and the side food (modules.md 2.2: split on the pipe). */
export function splitFoodNames(names: string | null | undefined): { main: string; side: string } {
  const [main = '', ...rest] = (names ?? '').split('|').map((part) => part.trim());
  return { main, side: rest.filter(Boolean).join('، ') };
}

/** The side line of a program item: the side part of foodNames, then besideFoodNames (unless hidden). */
export function sideFoodOf(
  item: Pick<ProgramFoodType, 'foodNames' | 'besideFoodNames' | 'hideBesideFoodInPanel'>,
): string {
  if (item.hideBesideFoodInPanel) return '';
  const { side } = splitFoodNames(item.foodNames);
  return [side, item.besideFoodNames?.trim() ?? ''].filter(Boolean).join('، ');
}

/** The day part of a server date ("2025-01-18", "2025-01-18T00:00:00", "2025-01-18+00:00:00"). */
export function dayOf(date: string): string {
  return date.slice(0, 10);
}

/** Weekday counted from Saturday (0) to Friday (6). */
export function weekdayIndexOf(date: string): number {
  return weekdayFromSaturday(dayOf(date));
}

/** Strictly before today (a past day shows no QR code). */
export function isPastDay(date: string, today: Date = new Date()): boolean {
  return dayOf(date) < isoDate(today);
}

/** A self without a type is NORMAL (modules.md 3: "NORMAL default"). */
export function selfTypeOf(self: Pick<Self, 'type'>): Self['type'] {
  return self.type ?? 'NORMAL';
}

/** No limit given by the server: never the reason a button is disabled. */
const NO_LIMIT = Number.MAX_SAFE_INTEGER;

/**
 * The most the user can hold of an item: its validMaxCount, and no more than what they hold plus the
 * portions still free when the server says (remainCapacity): plus then stops at the limit instead of
 * learning it from RESERVE_MAX_RESERVE_COUNT_CROSS.
 */
export function maxCountOf(item: Pick<ItemView, 'validMaxCount' | 'selectedCount' | 'remainCapacity'>): number {
  const max = item.validMaxCount ?? NO_LIMIT;
  const left = item.remainCapacity;
  return typeof left === 'number' && Number.isFinite(left)
    ? Math.min(max, item.selectedCount + Math.max(0, left))
    : max;
}

/** One item of a meal as the reserve-meal machine takes it (modules.md 4 "Reserve item"). */
export function countInputOf(
  meal: Pick<ProgramMeal, 'validTotalCount' | 'reserveRuleViolated' | 'cancelRuleViolated'>,
  item: ItemView,
  mode: ReserveMode,
): ReserveMealItem {
  return {
    itemId: item.id,
    count: item.selectedCount,
    validMinCount: item.validMinCount ?? 0,
    validMaxCount: maxCountOf(item),
    validTotalCount: meal.validTotalCount ?? NO_LIMIT,
    reserveRuleViolated: meal.reserveRuleViolated ?? false,
    cancelRuleViolated: meal.cancelRuleViolated ?? false,
    mode,
  };
}

/** The items a meal shows (hideInPanel ones are left out). */
export function visibleItems(meal: MealView): ItemView[] {
  return meal.programFoodTypes.filter((item) => !item.hideInPanel);
}

/** The meal types of a week, in order: the payload's list, else the order they first appear in. */
export function mealTypesOf(
  days: readonly DayView[],
  declared?: readonly { id: number; name: string }[],
): { id: number; name: string }[] {
  if (declared?.length) return [...declared];
  const seen = new Map<number, string>();
  for (const day of days)
    for (const meal of day.mealTypes)
      if (!seen.has(meal.mealTypeId)) seen.set(meal.mealTypeId, meal.mealTypeName ?? '');
  return [...seen].map(([id, name]) => ({ id, name }));
}

/** Average score rounded to the nearest half (modules.md 9). */
export function roundToHalf(score: number | null | undefined): number {
  return typeof score === 'number' && Number.isFinite(score) ? Math.round(score * 2) / 2 : 0;
}

/** A free-restaurant self puts its items in the local cart instead of reserve calls (modules.md 2.5). */
/**
 * The self the reserve page shows (modules.md 2.5): the variant's only self, else the stored choice
 * when it is still in the list; none means the user chooses. The page and its prefetch at boot both
 * ask this.
 */
export function shownSelf<S extends Pick<Self, 'id'>>(selfs: readonly S[], storedId: number | null): S | undefined {
  return selfs.length === 1 ? selfs[0] : selfs.find((s) => s.id === storedId);
}

export function isFreeRestaurant(self: Pick<Self, 'freeRestaurant'> | null | undefined): boolean {
  return self?.freeRestaurant === true;
}

/** The price of one portion in rials, when the server sends it. */
export function priceOf(item: Pick<ProgramFoodType, 'price'>): number | null {
  return typeof item.price === 'number' && Number.isFinite(item.price) ? item.price : null;
}
