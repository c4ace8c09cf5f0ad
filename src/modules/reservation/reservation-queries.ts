import { useQueries, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { isApiError, type ApiError } from '@/api/api-error';
import {
  getGetNurtureProfileQueryKey,
  getGetNurtureProfileQueryOptions,
} from '@/api/generated/rest/hooks/credit/credit';
import {
  getListDailySellProgramsQueryKey,
  getListMyReserveDailySalesQueryKey,
} from '@/api/generated/rest/hooks/daily-sale/daily-sale';
import {
  getGetProgramsV2QueryKey,
  getGetProgramsV2QueryOptions,
  getGetReservationProgramsV2QueryKey,
  getGetReservationProgramsV2QueryOptions,
  getListReservationSelfsQueryOptions,
  getListSelfsQueryOptions,
} from '@/api/generated/rest/hooks/programs/programs';
import { getListReservesQueryKey, getListReservesQueryOptions } from '@/api/generated/rest/hooks/reserves/reserves';
import type {
  ProgramFoodType,
  ProgramMeal,
  ProgramWeekEnvelope,
  Reserve,
  ReserveWeek,
  Self,
  SelfListEnvelope,
} from '@/api/generated/rest/model';
import { useConfig } from '@/config/config-context';
import type { RuntimeConfig } from '@/config/schema';
import { PREFETCHED_FRESH_MS } from '@/lib/module-manifest';
import { useFromDevice } from '@/lib/restored-queries';
import { useTransitionQuery } from '@/lib/use-transition-query';
import { useSession } from '@/session/session-provider';
import { selfTypeOf, weekProgramOf, type WeekProgram } from './program-model';
import type { ReservationVariant } from './variants';

/*
 * The module's reads, on the generated query options (one source of each query key). Week
 * programs and selfs are served at one of two paths (config endpoints.reservationsPathStyle);
 * both answer the same shape, so the choice is made here once.
 */

type PathStyle = RuntimeConfig['endpoints']['reservationsPathStyle'];

/**
 * The week's first day as programs/v2 is asked for it: `yyyy-MM-dd 00:00:00`. Every real client
 * delivers a space there (foodie's LocalDate.kt writes it, Poisonad-v2 and foodPilot write the `+`
 * of a query string); the spec's `YYYY-MM-DD+00:00:00` is that `+` unencoded.
 */
function programWeekParam(isoDate: string): string {
  return `${isoDate} 00:00:00`;
}

function selfsQueryOptions(style: PathStyle) {
  return style === 'reservations'
    ? getListReservationSelfsQueryOptions<SelfListEnvelope, ApiError>()
    : getListSelfsQueryOptions<SelfListEnvelope, ApiError>();
}

function programsQueryOptions(style: PathStyle, selfId: number, weekStart: string) {
  const params = { selfId, weekStartDate: programWeekParam(weekStart) };
  // SELF_HAS_NO_PROGRAM is answered by the caller (an empty week), not toasted (platform.md 8).
  return style === 'reservations'
    ? getGetReservationProgramsV2QueryOptions<ProgramWeekEnvelope, ApiError>(params)
    : getGetProgramsV2QueryOptions<ProgramWeekEnvelope, ApiError>(params);
}

function reservesQueryOptions(variant: ReservationVariant, weekStart: string) {
  return getListReservesQueryOptions<{ payload: ReserveWeek }, ApiError>({
    weekStartDate: weekStart,
    selfType: variant.selfType,
  });
}

/** Every self the user may use, of any type. */
export function useAllSelfs() {
  const { endpoints } = useConfig();
  return useQuery({
    ...selfsQueryOptions(endpoints.reservationsPathStyle),
    select: (envelope: SelfListEnvelope) => envelope.payload,
  });
}

/** The selfs of a variant's type in a self list. */
export function selfsOfVariant(envelope: SelfListEnvelope, variant: ReservationVariant): Self[] {
  return envelope.payload.filter((self) => selfTypeOf(self) === variant.selfType);
}

/*
 * The reserve page's four reads, as options that its hooks and its prefetch at boot share
 * (reserve/reserve-prefetch.ts): one key and one retry policy each. The staleTime lets the page's
 * mount take the prefetched answer instead of asking again. Their hooks render an answer in a
 * transition (useTransitionQuery): they land while the page's first render is sliced (TBT).
 */

/** Every self of the user (the page filters by variant). */
export function selfListOptions(style: PathStyle) {
  return { ...selfsQueryOptions(style), staleTime: PREFETCHED_FRESH_MS };
}

/** A self's week program; "no program" is an answer, not a failure to retry. */
export function weekProgramOptions(queryClient: QueryClient, style: PathStyle, selfId: number, weekStart: string) {
  return {
    ...programsQueryOptions(style, selfId, weekStart),
    retry: retryUnless(queryClient, isNoProgram),
    staleTime: PREFETCHED_FRESH_MS,
  };
}

/** The user's reserves of a week, for the variant's self type. */
export function weekReservesOptions(variant: ReservationVariant, weekStart: string) {
  return { ...reservesQueryOptions(variant, weekStart), staleTime: PREFETCHED_FRESH_MS };
}

/** The user's cash and subsidy credit, shown beside the week (what a reserve is paid from). */
export function reserveCreditOptions() {
  return getGetNurtureProfileQueryOptions({ query: { staleTime: PREFETCHED_FRESH_MS } });
}

export function useReserveCredit() {
  return useTransitionQuery(reserveCreditOptions());
}

/** The selfs of the variant's type (`enabled` false: not fetched, e.g. no reminder is on). */
export function useVariantSelfs(variant: ReservationVariant, enabled = true) {
  const { endpoints } = useConfig();
  return useTransitionQuery({
    ...selfListOptions(endpoints.reservationsPathStyle),
    enabled,
    select: (envelope: SelfListEnvelope) => selfsOfVariant(envelope, variant),
  });
}

const SELF_HAS_NO_PROGRAM = 'SELF_HAS_NO_PROGRAM';

export function isNoProgram(error: unknown): boolean {
  return isApiError(error) && (error.errorCode === SELF_HAS_NO_PROGRAM || error.status === 404);
}

/** The app's retry policy (platform.md 4: retry 2), except for errors that are answers, not failures. */
export function useRetryUnless(isAnswer: (error: ApiError) => boolean): (count: number, error: ApiError) => boolean {
  return retryUnless(useQueryClient(), isAnswer);
}

function retryUnless(
  queryClient: QueryClient,
  isAnswer: (error: ApiError) => boolean,
): (count: number, error: ApiError) => boolean {
  const base = queryClient.getDefaultOptions().queries?.retry;
  return (count, error) => {
    if (isAnswer(error)) return false;
    if (typeof base === 'function') return base(count, error);
    if (typeof base === 'number') return count < base;
    return base ?? count < 3;
  };
}

/** The week's program of a self, as the pages draw it (program-model.ts weekProgramOf). */
export function useWeekProgram(selfId: number | null, weekStart: string) {
  const { endpoints } = useConfig();
  // One select per week: a new function each render would rebuild the week each render.
  const select = useCallback(
    (envelope: ProgramWeekEnvelope): WeekProgram => weekProgramOf(envelope.payload, weekStart),
    [weekStart],
  );
  return useTransitionQuery({
    ...weekProgramOptions(useQueryClient(), endpoints.reservationsPathStyle, selfId ?? 0, weekStart),
    enabled: selfId !== null,
    select,
  });
}

/**
 * The week programs of several selfs and weeks at once (the reserve reminders read this week's and
 * next week's programs of every self with reminders on). Shares the cache of useWeekProgram.
 */
export function useWeekPrograms(pairs: readonly { selfId: number; weekStart: string }[]) {
  const { endpoints } = useConfig();
  const queryClient = useQueryClient();
  return useQueries({
    queries: pairs.map(({ selfId, weekStart }) => ({
      ...weekProgramOptions(queryClient, endpoints.reservationsPathStyle, selfId, weekStart),
      select: (envelope: ProgramWeekEnvelope): WeekProgram => weekProgramOf(envelope.payload, weekStart),
    })),
  });
}

/** The programs query key of a self and week (for cache updates after a reserve); stable across renders. */
export function useProgramsQueryKey(selfId: number | null, weekStart: string): QueryKey {
  const { endpoints } = useConfig();
  const style = endpoints.reservationsPathStyle;
  return useMemo(() => programsQueryOptions(style, selfId ?? 0, weekStart).queryKey, [style, selfId, weekStart]);
}

/** The user's reserves of a week, for the variant's self type. */
export function useWeekReserves(variant: ReservationVariant, weekStart: string, enabled = true) {
  return useTransitionQuery({
    ...weekReservesOptions(variant, weekStart),
    enabled,
    select: (envelope: { payload: ReserveWeek }) => envelope.payload,
  });
}

/**
 * Sets one choice's count in a cached week program (so a remount reads what the server confirmed):
 * on the choice itself when the server sends counts there (the spec's version), else on the user's
 * reserve record of it (the real servers' userWeekReserves). Only the day holding the program
 * changes identity: the other days' meals keep their props and do not re-render.
 */
/** What a week answer says the student holds of one item: the item's own count, else the week's reserves. */
function countIn(
  week: ProgramWeekEnvelope['payload'],
  meal: Pick<ProgramMeal, 'programId'>,
  foodTypeId: number,
): number {
  const choice = week.selfWeekPrograms
    .flat()
    .map((m) =>
      m.programId === meal.programId ? m.programFoodTypes?.find((i) => i.foodTypeId === foodTypeId) : undefined,
    )
    .find(Boolean);
  if (typeof choice?.selectedCount === 'number') return choice.selectedCount;
  const reserve = (week.userWeekReserves ?? []).find(
    (r) => r.programId === meal.programId && r.foodTypeId === foodTypeId,
  );
  return reserve?.selectedCount ?? 0;
}

/**
 * The week at `key` read again from the server, then what it says the student holds of one item
 * (undefined when the read failed too): after a lost answer, the server's word, not a guess.
 */
export async function rereadItemCount(
  queryClient: QueryClient,
  key: QueryKey,
  meal: Pick<ProgramMeal, 'programId'>,
  foodTypeId: number,
): Promise<number | undefined> {
  await queryClient.invalidateQueries({ queryKey: key, exact: true });
  const state = queryClient.getQueryState<ProgramWeekEnvelope>(key);
  if (!state?.data || state.status === 'error') return undefined;
  return countIn(state.data.payload, meal, foodTypeId);
}

export function setCachedItemCount(
  queryClient: QueryClient,
  key: QueryKey,
  meal: Pick<ProgramMeal, 'programId' | 'mealTypeId'>,
  foodTypeId: number,
  count: number,
): void {
  queryClient.setQueryData<ProgramWeekEnvelope>(key, (envelope) => {
    if (!envelope) return envelope;
    const week = envelope.payload;
    const reserves = week.userWeekReserves ?? [];
    const mine = (r: Reserve) => r.programId === meal.programId && r.foodTypeId === foodTypeId;
    const choiceOf = (m: ProgramMeal) =>
      m.programId === meal.programId ? m.programFoodTypes?.find((i) => i.foodTypeId === foodTypeId) : undefined;
    const choice = week.selfWeekPrograms.flat().map(choiceOf).find(Boolean);
    const onChoice = typeof choice?.selectedCount === 'number';
    const before = countIn(week, meal, foodTypeId);
    // What the server counts as free moves with the user's own count (remainCapacity includes it).
    const patch = (i: ProgramFoodType): ProgramFoodType => ({
      ...i,
      ...(onChoice ? { selectedCount: count } : {}),
      ...(typeof i.remainCapacity === 'number'
        ? { remainCapacity: Math.max(0, i.remainCapacity - (count - before)) }
        : {}),
    });
    const selfWeekPrograms = week.selfWeekPrograms.map((day) => {
      if (!day.some((m) => m.programId === meal.programId)) return day;
      return day.map((m) => {
        const item = choiceOf(m);
        if (!item) return m;
        return { ...m, programFoodTypes: m.programFoodTypes!.map((i) => (i === item ? patch(i) : i)) };
      });
    });
    if (onChoice) return { ...envelope, payload: { ...week, selfWeekPrograms } };
    const patched: Reserve = {
      ...(reserves.find(mine) ?? {
        programId: meal.programId,
        foodTypeId,
        mealTypeId: meal.mealTypeId,
        consumed: false,
      }),
      selectedCount: count,
      selected: count > 0,
    };
    return {
      ...envelope,
      payload: { ...week, selfWeekPrograms, userWeekReserves: [...reserves.filter((r) => !mine(r)), patched] },
    };
  });
}

/** What changes after a reserve action: the credit (modules.md 7), the reserves, the daily sale. */
export function useRefreshAfterReserve() {
  const queryClient = useQueryClient();
  const { endpoints } = useConfig();
  const style = endpoints.reservationsPathStyle;
  const refreshPrograms = useCallback(() => {
    const queryKey = style === 'reservations' ? getGetReservationProgramsV2QueryKey() : getGetProgramsV2QueryKey();
    void queryClient.invalidateQueries({ queryKey });
  }, [queryClient, style]);
  const refreshCredit = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: getGetNurtureProfileQueryKey() });
  }, [queryClient]);
  const refreshReserves = useCallback(() => {
    // Every week and self type: the prefix of the generated key.
    void queryClient.invalidateQueries({ queryKey: getListReservesQueryKey() });
  }, [queryClient]);
  const refreshDailySale = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: getListDailySellProgramsQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getListMyReserveDailySalesQueryKey() });
  }, [queryClient]);
  return { queryClient, refreshCredit, refreshReserves, refreshDailySale, refreshPrograms };
}

/**
 * What paints the reserve page's week, kept on the device for the next visit: the selfs,
 * the week programs and the week reserves, in both path styles; never the credit (acted on).
 * Literals (repeat-visit.test.tsx checks them against the generated keys).
 */
export const PERSISTED_PATHS: ReadonlySet<string> = new Set([
  '/rest/selfs',
  '/rest/reservations/selfs',
  '/rest/programs/v2',
  '/rest/reservations/programs/v2',
  '/rest/reserves',
]);

/** The persistence's chunk: the restore and the writer (loaded by the prefetch at boot, or by the page). */
const loadPersistence = () => import(/* webpackChunkName: "kept-answers" */ '@/lib/query-persistence');

/** Keeps the week's answers for the next visit, from now on (the writer also takes what is already in the cache). */
export function keepWeek(queryClient: QueryClient): void {
  loadPersistence()
    .then(({ persistQueries }) => persistQueries(queryClient, PERSISTED_PATHS))
    .catch((error: unknown) => console.warn('keep the week', error));
}

/** Keeps the session's profile too: the signed-in page waits for a profile before it paints. */
function keepSessionProfile(profile: { username?: unknown }): void {
  loadPersistence()
    .then(({ keepProfile }) => keepProfile(profile))
    .catch((error: unknown) => console.warn('keep the profile', error));
}

/** Puts these queries kept from the last visit back in the cache (after their checks); resolves when done. */
export async function restoreWeek(queryClient: QueryClient, only: readonly QueryKey[]): Promise<void> {
  await (await loadPersistence()).restorePersistedQueries(queryClient, PERSISTED_PATHS, { only });
}

/** Keeps the week's answers for the next visit (once per query client; the prefetch may have started it). */
export function useKeepWeek(): void {
  const queryClient = useQueryClient();
  // Changes once the server's profile replaces a kept one.
  const { profile } = useSession();
  useEffect(() => {
    keepWeek(queryClient);
  }, [queryClient]);
  useEffect(() => {
    if (profile) keepSessionProfile(profile);
  }, [profile]);
}

/**
 * Whether the week on screen (its selfs, program or reserves) is still the copy kept on
 * this device from the last visit: shown as "updating", never acted on.
 */
export function useWeekFromDevice(variant: ReservationVariant, selfId: number | null, weekStart: string): boolean {
  const { endpoints } = useConfig();
  const style = endpoints.reservationsPathStyle;
  const keys = useMemo(
    () => [
      selfsQueryOptions(style).queryKey,
      programsQueryOptions(style, selfId ?? 0, weekStart).queryKey,
      reservesQueryOptions(variant, weekStart).queryKey,
    ],
    [style, selfId, weekStart, variant],
  );
  return useFromDevice(keys);
}
