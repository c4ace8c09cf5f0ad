import type { ReserveCountInput } from '@machines/reserve-count.machine';
import type { ReserveMode } from '@machines/reserve-count-rules';
import type { ProgramDay, ProgramFoodType, ProgramMeal, Self } from '@/api/generated/rest/model';
import { isoDate, weekdayFromSaturday } from '@/lib/jalali';

/*
 * Pure readings of the contract's program and reserve shapes (modules.md 3), shared by the pages.
 */

/** "main|side" → the main food and the side food (modules.md 2.2: split on the pipe). */
export function splitFoodNames(names: string | null | undefined): { main: string; side: string } {
  const [main = '', ...rest] = (names ?? '').split('|').map((part) => part.trim());
  return { main, side: rest.filter(Boolean).join('، ') };
}

/** The side line of a program item: the side part of foodNames, then besideFoodNames (unless hidden). */
export function sideFoodOf(item: Pick<ProgramFoodType, 'foodNames' | 'besideFoodNames' | 'hideBesideFoodInPanel'>): string {
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

/** The reserve-count machine's input for one item of a meal (modules.md 4 "Reserve item"). */
export function countInputOf(meal: ProgramMeal, item: ProgramFoodType, mode: ReserveMode, mealReservedCount: number): ReserveCountInput {
  return {
    count: item.selectedCount,
    validMinCount: item.validMinCount ?? 0,
    validMaxCount: item.validMaxCount ?? NO_LIMIT,
    validTotalCount: meal.validTotalCount ?? NO_LIMIT,
    mealReservedCount,
    reserveRuleViolated: meal.reserveRuleViolated ?? false,
    cancelRuleViolated: meal.cancelRuleViolated ?? false,
    mode,
  };
}

/** The items a meal shows (hideInPanel ones are left out). */
export function visibleItems(meal: ProgramMeal): ProgramFoodType[] {
  return meal.programFoodTypes.filter((item) => !item.hideInPanel);
}

/** The meal types of a week, in order: the payload's list, else the order they first appear in. */
export function mealTypesOf(days: readonly ProgramDay[], declared?: readonly { id: number; name: string }[]): { id: number; name: string }[] {
  if (declared?.length) return [...declared];
  const seen = new Map<number, string>();
  for (const day of days) for (const meal of day.mealTypes) if (!seen.has(meal.mealTypeId)) seen.set(meal.mealTypeId, meal.mealTypeName ?? '');
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
