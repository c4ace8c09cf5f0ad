/**
 * The week planner (docs/week-planner.md): load a week, preview the plan the preferences
 * make of it, let the student edit any cell, confirm once, reserve cell by cell, end with what was
 * reserved and what failed.
 *
 * States: `loading` (the week, the preferences and the credit: one `loadWeek` call), `failed` (it
 * failed; retry), `editing` (the preview), `reserving` (one `applyCell` call on the wire at a time,
 * in the plan's order), `verifying` (a cell's answer was lost: the server may have reserved, so its
 * cell is read again and what the server holds decides: done, failed, or unknown when even the
 * re-read fails), `done` (every cell answered; failed ones can be retried, or the week reloaded and
 * planned again, which changes only what still differs).
 *
 * The rules (what is planned, skipped, what the calls are) are week-plan-rules.ts; the app provides
 * `loadWeek`, `applyCell`, `rereadCell`, the `answerLost` guard and the `savePreferences` / `refresh`
 * actions.
 */
import { assign, fromPromise, setup } from 'xstate';
import {
  changesOf,
  sameChoice,
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
  /** Cells the student had edited before the page was left (a top-up's trip to the bank), by key. */
  edits?: Record<string, CellChoice | null>;
}

/** The plan of a loaded week, with the edits the student had made before leaving applied again. */
function plannedWithEdits(output: LoadedWeek): PlanCell[] {
  let cells = planWeek(output.week, output.prefs, output.now);
  for (const [key, target] of Object.entries(output.edits ?? {}))
    cells = editCell(cells, output.week, key, target, output.now);
  return cells;
}

export interface CellResult {
  /** `unknown`: the answer was lost and the cell could not be read again. */
  status: 'done' | 'failed' | 'unknown';
  error?: unknown;
  /** The answer was lost and the cell read again: what the server held then (null: nothing). */
  reread?: CellChoice | null;
}

/** The cell `rereadCell` reads again after a lost answer. */
export type RereadInput = Pick<PlanCell, 'key' | 'date' | 'mealTypeId'> & { weekStart: string };

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
  /** The error of the cell being read again (a lost answer). */
  lostError: unknown;
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
const rereadCellNotProvided = fromPromise<CellChoice | null, RereadInput>(async () => {
  throw new Error('week-plan: provide the rereadCell actor');
});

/** The plan again after new preferences, keeping what the student edited by hand. */
function replanKeepingEdits(context: WeekPlanContext, prefs: PlanPreferences): PlanCell[] {
  if (!context.week) return context.cells;
  const edited = new Map(context.cells.filter((c) => c.edited).map((c) => [c.key, c]));
  return planWeek(context.week, prefs, context.now).map((cell) => edited.get(cell.key) ?? cell);
}

export const weekPlanMachine = setup({
  types: {} as { context: WeekPlanContext; events: WeekPlanEvent; input: WeekPlanInput },
  actors: { loadWeek: loadWeekNotProvided, applyCell: applyCellNotProvided, rereadCell: rereadCellNotProvided },
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
      cells: plannedWithEdits(params.output),
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
    /** The failed cells again, from what each holds now (a lost answer's re-read may have moved it). */
    queueFailed: assign(({ context }) => ({
      queue: context.week
        ? changesOf(context.cells, context.week).filter((c) => context.results[c.key]?.status === 'failed')
        : [],
      index: 0,
    })),
    lost: assign((_, params: { error: unknown }) => ({ lostError: params.error })),
    /** The cell read again after a lost answer: the plan's choice reached the server (done), or not (failed). */
    recordReread: assign(({ context }, params: { current: CellChoice | null }) => {
      const change = context.queue[context.index];
      const cell = context.cells.find((c) => c.key === change?.key);
      if (!change || !cell) return {};
      const reached = sameChoice(params.current, cell.target);
      const result: CellResult = reached
        ? { status: 'done', reread: params.current }
        : { status: 'failed', error: context.lostError, reread: params.current };
      return {
        cells: context.cells.map((c) => (c.key === change.key ? { ...c, current: params.current } : c)),
        results: { ...context.results, [change.key]: result },
        index: context.index + 1,
        lostError: null,
      };
    }),
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
    /** Injected: the failure may come after the server acted (no answer, a timeout, a 5xx). */
    answerLost: (_, _params: { error: unknown }) => false,
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
    lostError: null,
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
            guard: { type: 'answerLost', params: ({ event }) => ({ error: event.error }) },
            target: 'verifying',
            actions: { type: 'lost', params: ({ event }) => ({ error: event.error }) },
          },
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
    verifying: {
      invoke: {
        id: 'rereadCell',
        src: 'rereadCell',
        input: ({ context }) => {
          const cell = context.cells.find((c) => c.key === context.queue[context.index]?.key)!;
          return { key: cell.key, date: cell.date, mealTypeId: cell.mealTypeId, weekStart: context.weekStart };
        },
        onDone: [
          {
            guard: 'hasNext',
            target: 'reserving',
            actions: { type: 'recordReread', params: ({ event }) => ({ current: event.output }) },
          },
          {
            target: 'done',
            actions: [{ type: 'recordReread', params: ({ event }) => ({ current: event.output }) }, 'refresh'],
          },
        ],
        onError: [
          {
            guard: 'hasNext',
            target: 'reserving',
            actions: { type: 'record', params: ({ context }) => ({ status: 'unknown', error: context.lostError }) },
          },
          {
            target: 'done',
            actions: [
              { type: 'record', params: ({ context }) => ({ status: 'unknown', error: context.lostError }) },
              'refresh',
            ],
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

export const WEEK_PLAN_STATES = ['loading', 'failed', 'editing', 'reserving', 'verifying', 'done'] as const;
export type WeekPlanState = (typeof WEEK_PLAN_STATES)[number];
