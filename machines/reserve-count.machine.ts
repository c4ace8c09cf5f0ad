/**
 * One reserve item's count (modules.md 4 "Reserve item", 7 "Reserve", 8).
 *
 * States: `idle` (the shown count is the server's) and `saving` (one `saveCount` call on the wire).
 *
 * Optimistic: a click changes the shown `count` at once; the server is told afterwards. A failure
 * reverts `count` to `confirmedCount`, the last count the server confirmed.
 *
 * Serialised, by coalescing: at most one `saveCount` call is on the wire. Clicks during a save only
 * move the shown `count` (the target); when the save succeeds and the target differs from what was
 * just confirmed, ONE follow-up save goes from the confirmed count to the target. The calls are
 * therefore strictly sequential and chained (each `from` is the previous `to`), and the reserve calls
 * set an absolute count (`selectedCount`, `{count}`), so one call per target loses nothing and a
 * burst of clicks costs at most two calls. Plus-then-minus during a save cancels out: no call.
 *
 * On a failure, the pending target is dropped with the failed save: the count reverts to the
 * confirmed one. Replaying clicks that were aimed at a state the server just refused would only
 * stack failures; the person sees the real count and can click again.
 *
 * If a save's output is a count other than the one asked for, the server wins: the count becomes
 * the server's and any pending target is dropped (it was computed from a count that is not true).
 *
 * Siblings: the meal's machine (machines/reserve-meal.machine.ts) spawns one of these per item and
 * follows its snapshots; it alone sends the other items their new `mealReservedCount`
 * (`server.updated`).
 */
import { assign, fromPromise, setup } from 'xstate';
import {
  canDecrement,
  canIncrement,
  canReserve,
  canRestore,
  decrementTarget,
  reserveTarget,
  type ReserveCountRules,
  type ReserveMode,
} from './reserve-count-rules';

export type ReserveCountInput = ReserveCountRules & {
  /** The program item (ProgramFoodType id) this count is of. */
  itemId: number;
  /** The item's current selectedCount, as the server has it. */
  count: number;
};

/** One change of the count, as the server is asked to make it. */
export interface SaveCountInput {
  itemId: number;
  from: number;
  to: number;
  mode: ReserveMode;
}

/** The server's confirmed count, or nothing when the call does not return one (then `to` is taken). */
export type SaveCountOutput = number | void;

export interface ReserveCountContext extends ReserveCountRules {
  itemId: number;
  /** The count shown: optimistic, and the target of the pending save when saving. */
  count: number;
  /** The last count the server confirmed; a failure reverts `count` to it. */
  confirmedCount: number;
  /** The save on the wire (`from` is always `confirmedCount`); null when idle. */
  inFlight: { from: number; to: number } | null;
}

export type ReserveCountEvent =
  | { type: 'user.reserve' }
  | { type: 'user.increment' }
  | { type: 'user.decrement' }
  /** Reserve a cancelled item again at the count it had (an undo): one save, from 0 to `count`. */
  | { type: 'user.restore'; count: number }
  /**
   * The page refetched (or a sibling item changed `mealReservedCount`): any subset of the input but the item.
   * While idle everything applies, `count` included. While saving the machine owns the count, so
   * `count` and `mode` are ignored and only the limits and rule flags apply.
   */
  | ({ type: 'server.updated' } & Partial<Omit<ReserveCountInput, 'itemId'>>);

/** The save on the wire (`inFlight` while saving). */
function saveOf(context: ReserveCountContext): { from: number; to: number } {
  return { from: context.inFlight?.from ?? context.confirmedCount, to: context.inFlight?.to ?? context.count };
}

/** After the confirming assign: the count the server just confirmed. */
const SAVED = {
  type: 'saved',
  params: ({ context }: { context: ReserveCountContext }) => ({ count: context.confirmedCount }),
} as const;

const saveCountNotProvided = fromPromise<SaveCountOutput, SaveCountInput>(async () => {
  throw new Error('reserve-count: provide the saveCount actor');
});

/** Output of the save that just succeeded: the server's count, else the count that was asked for. */
function confirmed(context: ReserveCountContext, output: SaveCountOutput): number {
  return typeof output === 'number' ? output : (context.inFlight?.to ?? context.count);
}

const RULES = [
  'validMinCount',
  'validMaxCount',
  'validTotalCount',
  'mealReservedCount',
  'reserveRuleViolated',
  'cancelRuleViolated',
] as const;

/** The rules an update carries (the others stay). */
function rulesFrom(event: Partial<ReserveCountRules>): Partial<ReserveCountRules> {
  return Object.fromEntries(RULES.filter((key) => event[key] !== undefined).map((key) => [key, event[key]]));
}

/** A save's output, as the guard and the action that read it take it. */
const OUTPUT = ({ event }: { event: { output: SaveCountOutput } }) => ({ output: event.output });

export const reserveCountMachine = setup({
  types: {} as {
    context: ReserveCountContext;
    events: ReserveCountEvent;
    input: ReserveCountInput;
  },
  actors: {
    saveCount: saveCountNotProvided,
  },
  actions: {
    /** Injected: record a failed save (no toast; modules.md 8 "revert the count silently"). */
    logFailure: (_, _params: { error: unknown; from: number; to: number }) => {},
    /**
     * Injected: a save succeeded and the server now holds `count` (the credit is refreshed after it,
     * modules.md 7 "credit is refreshed"; the view says so). Once per save, so once per chained save too.
     */
    saved: (_, _params: { count: number }) => {},
    // A click moves the shown count at once, and clears a shown error.
    reserve: assign(({ context }) => ({ count: reserveTarget(context) })),
    increment: assign(({ context }) => ({ count: context.count + 1 })),
    decrement: assign(({ context }) => ({ count: decrementTarget(context.count, context.mode) })),
    restore: assign(({ event }) => (event.type === 'user.restore' ? { count: event.count } : {})),
    /** Idle -> saving: the first save goes from the confirmed count to the shown one. */
    startSave: assign(({ context }) => ({ inFlight: { from: context.confirmedCount, to: context.count } })),
    /** The in-flight save succeeded as asked and a target is pending: send it next. */
    confirmAndChain: assign(({ context }) => {
      const to = context.inFlight?.to ?? context.count;
      return { confirmedCount: to, inFlight: { from: to, to: context.count } };
    }),
    /** The in-flight save succeeded (or the server answered another count, which then wins). */
    confirmAndSettle: assign(({ context }, params: { output: SaveCountOutput }) => {
      const count = confirmed(context, params.output);
      return { confirmedCount: count, count, inFlight: null };
    }),
    /** The save failed: back to the confirmed count, pending target dropped. */
    revert: assign(({ context }) => ({ count: context.confirmedCount, inFlight: null })),
    applyServerUpdate: assign(({ context, event }) => {
      if (event.type !== 'server.updated') return {};
      const count = event.count ?? context.count;
      return { ...rulesFrom(event), mode: event.mode ?? context.mode, count, confirmedCount: count };
    }),
    applyServerRules: assign(({ event }) => (event.type === 'server.updated' ? rulesFrom(event) : {})),
  },
  guards: {
    canReserve: ({ context }) => canReserve(context),
    canIncrement: ({ context }) => canIncrement(context),
    canDecrement: ({ context }) => canDecrement(context),
    canRestore: ({ context, event }) => event.type === 'user.restore' && canRestore(context, event.count),
    /** A server update that changes nothing is dropped (no new context: no re-render of the view). */
    serverChanges: ({ context, event }) =>
      event.type === 'server.updated' &&
      Object.entries(event).some(
        ([key, value]) => key !== 'type' && context[key as keyof ReserveCountContext] !== value,
      ),
    /** The server confirmed a count other than the one asked for. */
    serverDisagrees: ({ context }, params: { output: SaveCountOutput }) =>
      typeof params.output === 'number' && params.output !== context.inFlight?.to,
    /** Clicks during the save moved the target away from what is being saved. */
    hasPendingTarget: ({ context }) => context.inFlight !== null && context.count !== context.inFlight.to,
  },
}).createMachine({
  id: 'reserveCount',
  context: ({ input }) => ({
    ...input,
    confirmedCount: input.count,
    inFlight: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'user.reserve': { guard: 'canReserve', target: 'saving', actions: ['reserve', 'startSave'] },
        'user.increment': {
          guard: 'canIncrement',
          target: 'saving',
          actions: ['increment', 'startSave'],
        },
        'user.decrement': {
          guard: 'canDecrement',
          target: 'saving',
          actions: ['decrement', 'startSave'],
        },
        'user.restore': { guard: 'canRestore', target: 'saving', actions: ['restore', 'startSave'] },
        'server.updated': { guard: 'serverChanges', actions: 'applyServerUpdate' },
      },
    },
    saving: {
      invoke: {
        id: 'saveCount',
        src: 'saveCount',
        input: ({ context }) => ({ itemId: context.itemId, ...saveOf(context), mode: context.mode }),
        onDone: [
          {
            guard: { type: 'serverDisagrees', params: OUTPUT },
            target: 'idle',
            actions: [{ type: 'confirmAndSettle', params: OUTPUT }, SAVED],
          },
          { guard: 'hasPendingTarget', target: 'saving', reenter: true, actions: ['confirmAndChain', SAVED] },
          {
            target: 'idle',
            actions: [{ type: 'confirmAndSettle', params: OUTPUT }, SAVED],
          },
        ],
        onError: {
          target: 'idle',
          actions: [
            {
              type: 'logFailure',
              params: ({ context, event }) => ({ error: event.error, ...saveOf(context) }),
            },
            'revert',
          ],
        },
      },
      on: {
        // Coalesce: the shown count (the pending target) moves; the follow-up save carries it.
        'user.reserve': { guard: 'canReserve', actions: 'reserve' },
        'user.increment': { guard: 'canIncrement', actions: 'increment' },
        'user.decrement': { guard: 'canDecrement', actions: 'decrement' },
        'server.updated': { guard: 'serverChanges', actions: 'applyServerRules' },
      },
    },
  },
});

export type ReserveCountMachine = typeof reserveCountMachine;
