import type { DailySaleReserve, MealType, Reserve, ReserveDayMeal, ReserveWeekDay } from '@/api/generated/rest/model';
import { splitFoodNames } from '../program-model';

/*
 * The reserve-details modal of one day (modules.md 2.5): sections own reserves, daily-sale items and
 * teammate reserves, chosen by the meal-type mode 1 (both), 2 (self only) or 3 (teammate only).
 * Partly consumed reserves split into a remaining part and a consumed part; consumed cards are
 * greyed, sorted last and have no forgotten-card action (modules.md 4).
 */

export const DETAIL_MODES = [1, 2, 3] as const;
export type DetailMode = (typeof DETAIL_MODES)[number];

export type DetailSectionKey = 'own' | 'dailySales' | 'teammates';

const SECTIONS_BY_MODE: Readonly<Record<DetailMode, readonly DetailSectionKey[]>> = {
  1: ['own', 'dailySales', 'teammates'],
  2: ['own', 'dailySales'],
  3: ['teammates'],
};

export interface DetailCard {
  key: string;
  /** The reserve's id (own and teammate reserves) or the daily-sale reserve's id; the QR code's value. */
  reserveId: number | null;
  dailySale: boolean;
  mealTypeId: number;
  mealTypeName: string;
  main: string;
  side: string;
  selfName: string | null;
  count: number;
  consumed: boolean;
  imageSrc: string | null;
  startServeTime: string | null;
  endServeTime: string | null;
  description: string | null;
  /** The teammate who owns the reserve (teammate section only). */
  owner: string | null;
}

export interface DetailSection {
  key: DetailSectionKey;
  cards: DetailCard[];
}

/**
 * How many of a reserve are consumed. The contract's Reserve carries only `consumed` (all or
 * nothing); a partly consumed reserve needs a count (reported: `consumedCount`), read structurally.
 */
export function consumedCountOf(reserve: Reserve): number {
  const count = (reserve as Reserve & { consumedCount?: unknown }).consumedCount;
  if (typeof count === 'number' && Number.isFinite(count)) return Math.min(Math.max(0, count), reserve.selectedCount);
  return reserve.consumed ? reserve.selectedCount : 0;
}

function mealName(mealTypes: readonly MealType[], id: number): string {
  return mealTypes.find((m) => m.id === id)?.name ?? '';
}

function reserveCards(
  reserve: Reserve,
  meal: ReserveDayMeal,
  mealTypes: readonly MealType[],
  prefix: string,
  owner: string | null,
): DetailCard[] {
  if (reserve.selectedCount <= 0) return [];
  const { main, side } = splitFoodNames(reserve.foodNames);
  const base: Omit<DetailCard, 'key' | 'count' | 'consumed'> = {
    reserveId: reserve.id ?? null,
    dailySale: false,
    mealTypeId: reserve.mealTypeId,
    mealTypeName: mealName(mealTypes, reserve.mealTypeId),
    main,
    side,
    selfName: reserve.selfCodeName ?? null,
    imageSrc: reserve.foodImageSrc ?? null,
    startServeTime: meal.startServeTime ?? null,
    endServeTime: meal.endServeTime ?? null,
    description: meal.demonstrationDescription ?? null,
    owner,
  };
  const consumed = consumedCountOf(reserve);
  const remaining = reserve.selectedCount - consumed;
  const cards: DetailCard[] = [];
  if (remaining > 0) cards.push({ ...base, key: `${prefix}:remaining`, count: remaining, consumed: false });
  if (consumed > 0) cards.push({ ...base, key: `${prefix}:consumed`, count: consumed, consumed: true });
  return cards;
}

function dailySaleCard(item: DailySaleReserve, mealTypes: readonly MealType[]): DetailCard {
  return {
    key: `daily:${item.reserveDailySaleId}`,
    reserveId: item.reserveDailySaleId,
    dailySale: true,
    mealTypeId: item.mealTypeId ?? 0,
    mealTypeName: item.mealTypeId === undefined ? '' : mealName(mealTypes, item.mealTypeId),
    main: '',
    side: '',
    selfName: null,
    count: item.selectedCount,
    consumed: item.consumed ?? false,
    imageSrc: null,
    startServeTime: null,
    endServeTime: null,
    description: null,
    owner: null,
  };
}

/** Consumed cards last, otherwise in meal order. */
function ordered(cards: DetailCard[]): DetailCard[] {
  return cards
    .map((card, index) => ({ card, index }))
    .sort((a, b) => Number(a.card.consumed) - Number(b.card.consumed) || a.index - b.index)
    .map(({ card }) => card);
}

function ownerName(reserve: Pick<Reserve, 'firstName' | 'lastName' | 'username'>): string {
  const name = [reserve.firstName, reserve.lastName].filter(Boolean).join(' ').trim();
  return name || reserve.username || '';
}

/** The sections of a day's modal, in order; an empty section is kept (its empty text is shown). */
export function detailSections(day: ReserveWeekDay, mealTypes: readonly MealType[], mode: DetailMode): DetailSection[] {
  const build: Record<DetailSectionKey, () => DetailCard[]> = {
    own: () =>
      ordered(
        day.mealTypes.flatMap((meal) =>
          meal.reserve ? reserveCards(meal.reserve, meal, mealTypes, `own:${meal.mealTypeId}`, null) : [],
        ),
      ),
    dailySales: () =>
      ordered((day.dailySales ?? []).filter((d) => d.selectedCount > 0).map((d) => dailySaleCard(d, mealTypes))),
    teammates: () =>
      ordered(
        day.mealTypes.flatMap((meal) =>
          (meal.teammateReserve ?? []).flatMap((reserve, i) =>
            reserveCards(
              reserve,
              meal,
              mealTypes,
              `mate:${meal.mealTypeId}:${reserve.id ?? reserve.username ?? i}`,
              ownerName(reserve),
            ),
          ),
        ),
      ),
  };
  return SECTIONS_BY_MODE[mode].map((key) => ({ key, cards: build[key]() }));
}
