/**
 * The week planner (issue 43, docs/week-planner.md): load a week, preview the plan the preferences
 * make of it, let the student edit any cell, confirm once, reserve cell by cell, end with what was
 * reserved and what failed.
 *
 * States: `loading` (the week, the preferences and the credit: one `loadWeek` call), `failed` (it
 * failed; retry), `editing` (the preview), `reserving` (one `applyCell` call on the wire at a time,
 * in the plan's order), `done` (every cell answered; failed ones can be retried, or the week
 * reloaded and planned again, which changes only what still differs).
 *
 * The rules (what is planned, skipped, what the calls are) are week-plan-rules.ts; the app provides
 * `loadWeek`, `applyCell` and the `savePreferences` / `refresh` actions.
 */
import { assign, fromPromise, setup } from 'xstate';
import {
  changesOf,
  editCell,
  planWeek,
  type CellChange,
  type CellChoice,
  type PlanCell,
  type PlanPreferences,
  type PlanWeek,
} from './week-plan-rules';

export interface WeekPlanInput {
  /** `yyyy-MM-dd`, the week's Saturday. */
  weekStart: string;
}

/** What `loadWeek` answers. */
export interface LoadedWeek {
  week: PlanWeek;
  prefs: PlanPreferences;
  /** What a reserve can be paid from (rials). */
  credit: number;
  /** The instant the rules compare deadlines with. */
  now: number;
}

export interface CellResult {
  status: 'done' | 'failed';
  error?: unknown;
}

export interface WeekPlanContext {
  weekStart: string;
  week: PlanWeek | null;
  prefs: PlanPreferences | null;
  credit: number;
  now: number;
  cells: PlanCell[];
  /** The calls of the confirmed plan, cell by cell; `index` is the one on the wire. */
  queue: CellChange[];
  index: number;
  results: Record<string, CellResult>;
  loadError: unknown;
}

export type WeekPlanEvent =
  | { type: 'user.edit'; key: string; target: CellChoice | null }
  | { type: 'user.setPreferences'; prefs: PlanPreferences }
  | { type: 'user.confirm' }
  | { type: 'user.retry' }
  | { type: 'user.retryFailed' }
  | { type: 'user.replan' };

const loadWeekNotProvided = fromPromise<LoadedWeek, WeekPlanInput>(async () => {
  throw new Error('week-plan: provide the loadWeek actor');
});
const applyCellNotProvided = fromPromise<void, CellChange>(async () => {
  throw new Error('week-plan: provide the applyCell actor');
});

/** The plan again after new preferences, keeping what the student edited by hand. */
function replanKeepingEdits(context: WeekPlanContext, prefs: PlanPreferences): PlanCell[] {
  if (!context.week) return context.cells;
  const edited = new Map(context.cells.filter((c) => c.edited).map((c) => [c.key, c]));
  return planWeek(context.week, prefs, context.now).map((cell) => edited.get(cell.key) ?? cell);
}

export const weekPlanMachine = setup({
  types: {} as { context: WeekPlanContext; events: WeekPlanEvent; input: WeekPlanInput },
  actors: { loadWeek: loadWeekNotProvided, applyCell: applyCellNotProvided },
  actions: {
    /** Injected: keep the student's preferences (local storage). */
    savePreferences: (_, _params: { prefs: PlanPreferences }) => {},
    /** Injected: the reserves, programs and credit changed; the pages read them again. */
    refresh: () => {},
    loaded: assign((_, params: { output: LoadedWeek }) => ({
      week: params.output.week,
      prefs: params.output.prefs,
      credit: params.output.credit,
      now: params.output.now,
      cells: planWeek(params.output.week, params.output.prefs, params.output.now),
      queue: [],
      index: 0,
      results: {},
      loadError: null,
    })),
    loadFailed: assign((_, params: { error: unknown }) => ({ loadError: params.error })),
    edit: assign(({ context, event }) => {
      if (event.type !== 'user.edit' || !context.week) return {};
      return { cells: editCell(context.cells, context.week, event.key, event.target, context.now) };
    }),
    setPreferences: assign(({ context, event }) =>
      event.type === 'user.setPreferences'
        ? { prefs: event.prefs, cells: replanKeepingEdits(context, event.prefs) }
        : {},
    ),
    queueChanges: assign(({ context }) => ({
      queue: context.week ? changesOf(context.cells, context.week) : [],
      index: 0,
      results: {},
    })),
    queueFailed: assign(({ context }) => ({
      queue: context.queue.filter((c) => context.results[c.key]?.status === 'failed'),
      index: 0,
    })),
    /** The cell on the wire answered: its result, and (done) its reserve is now the plan's. */
    record: assign(({ context }, params: CellResult) => {
      const change = context.queue[context.index];
      if (!change) return {};
      const cells =
        params.status === 'done'
          ? context.cells.map((c) => (c.key === change.key ? { ...c, current: c.target } : c))
          : context.cells;
      return { cells, results: { ...context.results, [change.key]: params }, index: context.index + 1 };
    }),
  },
  guards: {
    hasChanges: ({ context }) => context.week !== null && changesOf(context.cells, context.week).length > 0,
    /** Another cell waits after the one that just answered. */
    hasNext: ({ context }) => context.index + 1 < context.queue.length,
    hasFailures: ({ context }) => Object.values(context.results).some((r) => r.status === 'failed'),
  },
}).createMachine({
  id: 'weekPlan',
  context: ({ input }) => ({
    weekStart: input.weekStart,
    week: null,
    prefs: null,
    credit: 0,
    now: 0,
    cells: [],
    queue: [],
    index: 0,
    results: {},
    loadError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadWeek',
        src: 'loadWeek',
        input: ({ context }) => ({ weekStart: context.weekStart }),
        onDone: { target: 'editing', actions: { type: 'loaded', params: ({ event }) => ({ output: event.output }) } },
        onError: { target: 'failed', actions: { type: 'loadFailed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { 'user.retry': 'loading' },
    },
    editing: {
      on: {
        'user.edit': { actions: 'edit' },
        'user.setPreferences': {
          actions: ['setPreferences', { type: 'savePreferences', params: ({ event }) => ({ prefs: event.prefs }) }],
        },
        'user.confirm': { guard: 'hasChanges', target: 'reserving', actions: 'queueChanges' },
        'user.replan': 'loading',
      },
    },
    reserving: {
      invoke: {
        id: 'applyCell',
        src: 'applyCell',
        input: ({ context }) => context.queue[context.index]!,
        onDone: [
          {
            guard: 'hasNext',
            target: 'reserving',
            reenter: true,
            actions: { type: 'record', params: { status: 'done' } },
          },
          { target: 'done', actions: [{ type: 'record', params: { status: 'done' } }, 'refresh'] },
        ],
        onError: [
          {
            guard: 'hasNext',
            target: 'reserving',
            reenter: true,
            actions: { type: 'record', params: ({ event }) => ({ status: 'failed', error: event.error }) },
          },
          {
            target: 'done',
            actions: [{ type: 'record', params: ({ event }) => ({ status: 'failed', error: event.error }) }, 'refresh'],
          },
        ],
      },
    },
    done: {
      on: {
        'user.retryFailed': { guard: 'hasFailures', target: 'reserving', actions: 'queueFailed' },
        'user.replan': 'loading',
      },
    },
  },
});

export const WEEK_PLAN_STATES = ['loading', 'failed', 'editing', 'reserving', 'done'] as const;
export type WeekPlanState = (typeof WEEK_PLAN_STATES)[number];
