import { useMachine } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { fromAbortablePromise } from '@machines/abortable-promise';
import type { ReserveMode } from '@machines/reserve-count-rules';
import { weekPlanMachine, type LoadedWeek, type RereadInput, type WeekPlanInput } from '@machines/week-plan.machine';
import {
  currentOf,
  learnPreferences,
  mealOf,
  type CellChange,
  type CellChoice,
  type PastReserve,
} from '@machines/week-plan-rules';
import { outcomeUnknown } from '@/api/money-outcome';
import { useConfig } from '@/config/config-context';
import { addDays, isoDate } from '@/lib/jalali';
import { useDraftOwner } from '@/session/use-draft';
import { weekProgramOf, type WeekProgram } from '../program-model';
import {
  isNoProgram,
  reserveCreditOptions,
  useRefreshAfterReserve,
  weekProgramOptions,
  weekReservesOptions,
} from '../reservation-queries';
import { saveReserveCount } from '../reserve/reserve-calls';
import type { ReservationVariant } from '../variants';
import { pastReservesOf, planWeekOf } from './plan-model';
import { avoidListChanged } from '../shared/avoid-list';
import { classDaysOf } from './class-days';
import { readRoutine, writePreferences } from './plan-preferences';

/** How many weeks before the planned one the preferences are learnt from. */
export const HISTORY_WEEKS = 5;

const EMPTY_PROGRAM = { selfWeekPrograms: [], userWeekReserves: [], mealTypes: [] };

/** The instant the plan's deadlines are compared with (the device's clock, as the reserve page's). */
const clock = () => Date.now();

/**
 * Runs the week-plan machine (machines/week-plan.machine.ts) for a self and week, with the app's
 * calls as its actors: the week program, the past weeks' reserves and the credit read afresh (a
 * re-plan must start from what the server holds), and each cell's reserve calls as the reserve page
 * makes them (reserve/reserve-calls.ts), one after the other.
 */
export function useWeekPlan(
  variant: ReservationVariant,
  selfId: number,
  weekStart: string,
  mode: ReserveMode,
  now: () => number = clock,
) {
  const queryClient = useQueryClient();
  const { endpoints } = useConfig();
  const owner = useDraftOwner();
  const { refreshCredit, refreshReserves, refreshPrograms } = useRefreshAfterReserve();
  const style = endpoints.reservationsPathStyle;

  /** The week program as the server holds it now (a re-plan, a re-read after a lost answer). */
  const readProgram = useCallback(
    (start: string): Promise<WeekProgram> =>
      queryClient
        .fetchQuery({ ...weekProgramOptions(queryClient, style, selfId, start), staleTime: 0 })
        .then((envelope) => weekProgramOf(envelope.payload, start))
        .catch((error: unknown) => {
          if (isNoProgram(error)) return weekProgramOf(EMPTY_PROGRAM, start);
          throw error;
        }),
    [queryClient, style, selfId],
  );

  const machine = useMemo(
    () =>
      weekPlanMachine.provide({
        // A failure that may come after the server reserved: the cell is read again (rereadCell).
        guards: { answerLost: (_, { error }) => outcomeUnknown(error) },
        actors: {
          loadWeek: fromAbortablePromise<LoadedWeek, WeekPlanInput>(async ({ input }) => {
            const program = await readProgram(input.weekStart);
            const pastWeeks = Array.from({ length: HISTORY_WEEKS }, (_, i) =>
              isoDate(addDays(input.weekStart, -7 * (i + 1))),
            );
            // A past week that fails to load only teaches less.
            const history = await Promise.allSettled(
              pastWeeks.map(async (start) => {
                const envelope = await queryClient.fetchQuery({ ...weekReservesOptions(variant, start), staleTime: 0 });
                return pastReservesOf(envelope.payload, start, selfId);
              }),
            );
            const past: PastReserve[] = history.flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
            const credit = await queryClient.fetchQuery({ ...reserveCreditOptions(), staleTime: 0 });
            const learnt = learnPreferences(past);
            const routine = readRoutine(owner);
            const stored = routine.entries[`${variant.key}:${selfId}`];
            const week = planWeekOf(program);
            const base = stored ? { ...stored, history: learnt.history } : learnt;
            return {
              week,
              prefs: { ...base, avoid: routine.avoid, classes: classDaysOf(routine, stored, week) },
              credit: (credit.payload.credit ?? 0) + (credit.payload.subsidyCredit ?? 0),
              now: now(),
            };
          }),
          applyCell: fromAbortablePromise<void, CellChange>(async ({ input, signal }) => {
            // A page left mid-cell sends no further step of it (the calls already sent stand).
            for (const step of input.steps) {
              if (signal.aborted) return;
              await saveReserveCount(
                { programId: step.programId, mealTypeId: step.mealTypeId },
                { foodTypeId: step.foodTypeId },
                step.to,
                mode,
              );
            }
          }),
          // What the server holds in the cell now: the week read again, the cell's current reserve.
          rereadCell: fromAbortablePromise<CellChoice | null, RereadInput>(async ({ input }) => {
            const program = await readProgram(input.weekStart);
            return currentOf(mealOf(planWeekOf(program), input));
          }),
        },
        actions: {
          savePreferences: (_, { prefs }) => {
            writePreferences(owner, variant.key, selfId, {
              ...prefs,
              classMeals: prefs.classes ? prefs.classes.mealTypeIds : undefined,
            });
            avoidListChanged();
          },
          refresh: () => {
            refreshCredit();
            refreshReserves();
            refreshPrograms();
          },
        },
      }),
    [queryClient, readProgram, selfId, variant, owner, mode, now, refreshCredit, refreshReserves, refreshPrograms],
  );
  return useMachine(machine, { input: { weekStart } });
}

/** What the planner's views send to its machine. */
export type WeekPlanSend = ReturnType<typeof useWeekPlan>[1];
