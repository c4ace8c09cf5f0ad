/**
 * Credit that covers the plan (docs/week-planner.md "Credit that covers the plan"): when the
 * planned changes cost more than the credit, the planner offers one top-up of the shortfall,
 * fitted to what the gateways accept (the payment machine's `fitAmount`: the amount itself, or the
 * smallest preset above it), and hands it to the wallet's payment flow (payment.machine.ts, the
 * one way money is charged: gateway, bank, verify). The bank is a full-page trip, so this
 * machine ends in `leaving`; the planner starts it again on the way back with what the payment's
 * verify said (`returned`), and the student confirms the plan themselves.
 *
 *   start ─┬─► covered (no shortfall)
 *          ├─► unavailable (charging online not allowed, no gateway)
 *          └─► pricing ─► offered ─(user.topUp, once)─► leaving (final: to the wallet's payment flow)
 *                 └─► offerFailed ─(user.retry)─► pricing
 *   plan.changed (any state but leaving) ─► start: the new shortfall priced again
 *
 * Nothing here confirms a plan: a paid top-up only says so (`returned: paid`), a failed or unknown
 * one says that nothing was confirmed, and the plan's confirm stays the student's.
 */
import { assign, fromPromise, setup } from 'xstate';
import { fitAmount, type GatewayInfo } from './payment.machine';

/** What the payment's verify said when the student came back from the bank (null: not back from one). */
export type TopUpReturn = 'paid' | 'notPaid' | 'unknown';

export interface PlanTopUpInput {
  /** Rials the plan's changes cost beyond the credit (0 or less: covered). */
  shortfall: number;
  /** The university and the student's group allow charging online (platform.md 6). */
  canCharge: boolean;
  returned?: TopUpReturn | null;
  /** The amount of the returned top-up (rials), as the wallet charged it. */
  returnedAmount?: number | null;
}

export interface PlanTopUpContext {
  shortfall: number;
  canCharge: boolean;
  /** The amount offered: the shortfall fitted to the gateways' amounts. */
  amount: number | null;
  returned: TopUpReturn | null;
  returnedAmount: number | null;
  error: unknown;
}

export type PlanTopUpEvent =
  | { type: 'plan.changed'; shortfall: number }
  | { type: 'user.topUp' }
  | { type: 'user.retry' }
  | { type: 'user.dismissReturn' };

const loadGatewaysNotProvided = fromPromise<GatewayInfo, void>(async () => {
  throw new Error('plan-top-up: provide the loadGateways actor');
});

/** The top-up of a shortfall: the amount itself when the gateways take it, else the smallest preset above it. */
export function topUpAmount(info: GatewayInfo, shortfall: number): number | null {
  if (shortfall <= 0 || !info.active || info.authzBanks.length === 0) return null;
  return fitAmount(info, Math.ceil(shortfall));
}

/** Any state but `leaving`: a changed plan is priced again, or is covered. */
const REPRICE = {
  'plan.changed': {
    target: '#planTopUp.start',
    actions: {
      type: 'setShortfall',
      params: ({ event }: { event: { shortfall: number } }) => ({ shortfall: event.shortfall }),
    },
  },
} as const;

export const planTopUpMachine = setup({
  types: {} as { context: PlanTopUpContext; events: PlanTopUpEvent; input: PlanTopUpInput },
  actors: { loadGateways: loadGatewaysNotProvided },
  actions: {
    /** Injected: keep the plan and go to the wallet's payment flow with the amount. */
    goToPayment: (_, _params: { amount: number }) => {},
    setShortfall: assign((_, params: { shortfall: number }) => ({ shortfall: params.shortfall })),
    offer: assign((_, params: { amount: number | null }) => ({ amount: params.amount, error: null })),
    failed: assign((_, params: { error: unknown }) => ({ error: params.error })),
    dismissReturn: assign({ returned: null, returnedAmount: null }),
  },
  guards: {
    covered: ({ context }) => context.shortfall <= 0,
    cannotCharge: ({ context }) => !context.canCharge,
    noAmount: (_, params: { amount: number | null }) => params.amount === null,
  },
}).createMachine({
  id: 'planTopUp',
  context: ({ input }) => ({
    shortfall: input.shortfall,
    canCharge: input.canCharge,
    amount: null,
    returned: input.returned ?? null,
    returnedAmount: input.returnedAmount ?? null,
    error: null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'covered', target: 'covered' },
        { guard: 'cannotCharge', target: 'unavailable' },
        { target: 'pricing' },
      ],
    },
    covered: {
      on: { ...REPRICE, 'user.dismissReturn': { actions: 'dismissReturn' } },
    },
    pricing: {
      on: REPRICE,
      invoke: {
        id: 'loadGateways',
        src: 'loadGateways',
        onDone: [
          {
            guard: {
              type: 'noAmount',
              params: ({ context, event }) => ({ amount: topUpAmount(event.output, context.shortfall) }),
            },
            target: 'unavailable',
          },
          {
            target: 'offered',
            actions: {
              type: 'offer',
              params: ({ context, event }) => ({ amount: topUpAmount(event.output, context.shortfall) }),
            },
          },
        ],
        onError: {
          target: 'offerFailed',
          actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    offered: {
      on: {
        ...REPRICE,
        'user.dismissReturn': { actions: 'dismissReturn' },
        // One charge per action: accepted once, and the machine is done.
        'user.topUp': {
          target: 'leaving',
          actions: { type: 'goToPayment', params: ({ context }) => ({ amount: context.amount! }) },
        },
      },
    },
    offerFailed: {
      on: { ...REPRICE, 'user.retry': 'pricing' },
    },
    unavailable: {
      on: REPRICE,
    },
    leaving: { type: 'final' },
  },
});

export const PLAN_TOP_UP_STATES = [
  'start',
  'covered',
  'pricing',
  'offered',
  'offerFailed',
  'unavailable',
  'leaving',
] as const;
export type PlanTopUpState = (typeof PLAN_TOP_UP_STATES)[number];
