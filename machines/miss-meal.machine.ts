/**
 * "I can't make it": a reserved meal the student will miss is given back while the server still
 * takes it, with one confirmation (docs/week-planner.md, "Deadlines").
 *
 *   idle ──user.open──▶ confirming (cancel: a full refund, before the cancel deadline;
 *                        │           sell: put up for sale, once cancelling has closed and the server offers it)
 *                        └──────────▶ unavailable (neither is possible any more)
 *   confirming ──user.confirm──▶ sending ──done──▶ done
 *                                        └─error─▶ failed ──user.retry──▶ sending
 *   confirming ──user.confirm, the option changed meanwhile (a deadline passed)──▶ confirming (changed)
 *   any but sending ──user.close──▶ idle
 *
 * What is possible is decided from the facts the event carries (the server's flags and the clock's
 * now) at open and again at confirm: a dialog left open past the cancel deadline asks again for what
 * is possible now, instead of sending a cancel the server refuses. The server has the last word.
 */
import { assign, fromPromise, setup } from 'xstate';
import { missOption, type MissFacts, type MissKind } from './miss-meal-rules';

export { missOption, type MissFacts, type MissKind } from './miss-meal-rules';

export interface MissMealContext {
  kind: MissKind | null;
  /** The option changed between open and confirm (a deadline passed): the dialog says so. */
  changed: boolean;
  error: unknown;
}

export type MissMealEvent =
  | { type: 'user.open'; facts: MissFacts }
  | { type: 'user.confirm'; facts: MissFacts }
  | { type: 'user.retry' }
  | { type: 'user.close' };

/** Stable state ids (the QA replay and the tests read them). */
export const MISS_MEAL_STATES = ['idle', 'confirming', 'unavailable', 'sending', 'done', 'failed'] as const;

const optionOf = (event: MissMealEvent): MissKind | null =>
  event.type === 'user.open' || event.type === 'user.confirm' ? missOption(event.facts) : null;

export const missMealMachine = setup({
  types: {
    context: {} as MissMealContext,
    events: {} as MissMealEvent,
  },
  actors: {
    /** Cancels the whole reserve or puts it up for sale: one call. */
    giveBack: fromPromise<void, { kind: MissKind }>(async () => {
      throw new Error('miss-meal: provide the giveBack actor');
    }),
  },
  actions: {
    /** Injected: re-read the credit, reserves and counts (after every outcome: the server decides). */
    refresh: () => {},
    /** Injected: tell the student it is done (a notification). */
    announce: (_, _params: { kind: MissKind }) => {},
    choose: assign(({ event }) => ({ kind: optionOf(event), changed: false, error: null })),
    rechoose: assign(({ event }) => ({ kind: optionOf(event), changed: true })),
    clear: assign({ kind: null, changed: false, error: null }),
    keepError: assign(({ event }) => ({ error: (event as { error?: unknown }).error ?? null })),
  },
  guards: {
    possible: ({ event }) => optionOf(event) !== null,
    unchanged: ({ context, event }) => optionOf(event) === context.kind,
  },
}).createMachine({
  id: 'missMeal',
  context: { kind: null, changed: false, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'user.open': [
          { guard: 'possible', target: 'confirming', actions: 'choose' },
          { target: 'unavailable', actions: 'choose' },
        ],
      },
    },
    confirming: {
      on: {
        'user.confirm': [
          { guard: 'unchanged', target: 'sending' },
          { guard: 'possible', target: 'confirming', actions: 'rechoose' },
          { target: 'unavailable', actions: 'rechoose' },
        ],
        'user.close': { target: 'idle', actions: 'clear' },
      },
    },
    unavailable: {
      on: { 'user.close': { target: 'idle', actions: 'clear' } },
    },
    sending: {
      invoke: {
        id: 'giveBack',
        src: 'giveBack',
        input: ({ context }) => ({ kind: context.kind ?? 'cancel' }),
        onDone: {
          target: 'done',
          actions: ['refresh', { type: 'announce', params: ({ context }) => ({ kind: context.kind ?? 'cancel' }) }],
        },
        onError: { target: 'failed', actions: ['keepError', 'refresh'] },
      },
    },
    done: {
      on: { 'user.close': { target: 'idle', actions: 'clear' } },
    },
    failed: {
      on: {
        'user.retry': { target: 'sending', actions: assign({ error: null }) },
        'user.close': { target: 'idle', actions: 'clear' },
      },
    },
  },
});

export type MissMealMachine = typeof missMealMachine;
