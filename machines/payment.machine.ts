/**
 * Online credit charge (platform.md 2.8, 4 "credit charge", 5, 7 "credit and payment", 8 gateway errors).
 *
 *   start ─┬─ (returned from the bank) ─────────────────────────────► verifying
 *          ├─ (a payment was under way, no answer: back/reload) ────► interrupted
 *          └─► loadingGateways ─► choosingGateway ─► choosingAmount ─► creating ─► redirecting ─(page left)
 *                     │  (one gateway skips the choice) ────┘              │            │ (back, bfcache)
 *                     ├─► unavailable                                      ├─► failed    └─► interrupted
 *                     └─► gatewaysFailed ─(retry)─► loadingGateways        └─► failed (100 / 101 / no response / server)
 *   verifying ─► succeeded | failed | interrupted (still pending) | verifyFailed ─(retry)─► verifying
 *
 * The bank is a full page navigation, so the pending payment (code, amount, gateway, redirect, step)
 * is persisted through the injected `persist` action (sessionStorage in the app) and the machine is
 * restarted from it on the way back (`input.persisted` + `input.returned`): a reload is a resume or a
 * report, never a second charge (the server's verify is idempotent per payment code). `user.pay` is
 * only accepted while choosing, so a double click makes one payment.
 */
import { assign, fromPromise, setup } from 'xstate';
import type {
  GatewayInfo,
  PaymentForm,
  PaymentRedirect,
  ProcessPaymentRequest,
  VerifyPaymentRequest,
  VerifyPaymentResult,
  VerifyPaymentResultStatus,
} from '@/api/generated/epayment/model';

export type { GatewayInfo };

/** What process-payment answered: follow a redirect or auto-submit a form. */
export type BankRedirect =
  | { kind: 'redirect'; url: string }
  | { kind: 'form'; method: 'GET' | 'POST'; url: string; fields: Record<string, string> };

/** process-payment's body, but the callback address (the transport adds it). */
export type CreatePaymentInput = Pick<ProcessPaymentRequest, 'consumer' | 'amount' | 'gatewayId'>;
/**
 * The raw payload of process-payment, a redirect or a form (the machine classifies it: platform.md
 * 7, 8); any field may be missing or null on a broken server.
 */
export type CreatePaymentOutput = {
  [K in keyof (PaymentRedirect & PaymentForm)]?: (PaymentRedirect & PaymentForm)[K] | null;
};

export type VerifiedStatus = VerifyPaymentResultStatus;
/** verify-payment's body; `status` is the gateway's as it arrived in the callback query. */
export type VerifyPaymentInput = Required<Pick<VerifyPaymentRequest, 'paymentCode' | 'status'>>;
export type VerifyPaymentOutput = VerifyPaymentResult;

/** The step a persisted payment had reached when the page was left. */
export type PendingStep = 'choosing' | 'creating' | 'atBank';
/** What survives the trip to the bank (sessionStorage). */
export interface PendingPayment {
  step: PendingStep;
  gatewayId: number | null;
  amount: number | null;
  paymentCode: string | null;
  redirect: BankRedirect | null;
}

/** The gateway's answer in the callback query (`/payment-result?ref&status&amount`). */
export interface BankReturn {
  ref: string | null;
  status: string | null;
  amount: number | null;
}

/**
 * Why a payment did not go through. `gateway` codes are the client's of platform.md 8: 100 the call
 * threw (no answer), 101 the answer was neither a redirect nor a form; `noResponse` a gateway without
 * URL; `server` the server's own words; `bank` the bank's verdict.
 */
export type PaymentProblem =
  | { kind: 'gateway'; code: 100 | 101 }
  | { kind: 'noResponse' }
  | { kind: 'server'; code: string | null; message: string }
  | { kind: 'bank'; status: VerifiedStatus; code: string | null; message: string | null }
  | { kind: 'lost' };

export interface PaymentInput {
  consumer?: string;
  persisted?: PendingPayment | null;
  returned?: BankReturn | null;
  /** An amount asked for by a link (`?charge=<rials>`, the low-credit notice) or remembered (creditChargeConstant). */
  requestedAmount?: number | null;
}

export interface PaymentContext {
  consumer: string;
  info: GatewayInfo | null;
  gatewayId: number | null;
  amount: number | null;
  requestedAmount: number | null;
  paymentCode: string | null;
  redirect: BankRedirect | null;
  returned: BankReturn | null;
  /** The interrupted payment's step, when the machine resumed one. */
  interruptedStep: PendingStep | null;
  /** Verified again and the bank still has no verdict. */
  stillPending: boolean;
  result: VerifyPaymentOutput | null;
  problem: PaymentProblem | null;
  loadError: PaymentProblem | null;
}

export type PaymentEvent =
  | { type: 'user.chooseGateway'; gatewayId: number }
  /** `amount` in rials, null while a custom amount is missing or too small. */
  | { type: 'user.chooseAmount'; amount: number | null }
  | { type: 'user.back' }
  | { type: 'user.pay' }
  | { type: 'user.retry' }
  | { type: 'user.verify' }
  /** Return to the bank page of the same payment (no new payment). */
  | { type: 'user.resumeBank' }
  | { type: 'user.abandon' }
  | { type: 'user.again' }
  /** The page came back from the back/forward cache while the bank was loading. */
  | { type: 'page.restored' };

/** State names, stable: the QA replay issue generates browser scenarios from them. */
export const PAYMENT_STATES = [
  'start',
  'loadingGateways',
  'gatewaysFailed',
  'unavailable',
  'choosingGateway',
  'choosingAmount',
  'creating',
  'redirecting',
  'interrupted',
  'verifying',
  'verifyFailed',
  'succeeded',
  'failed',
] as const;
export type PaymentStateName = (typeof PAYMENT_STATES)[number];

export const DEFAULT_CONSUMER = 'NURTURE_CREDIT';

/** Smallest custom amount: the smallest preset (platform.md 5). */
export function minAmount(info: GatewayInfo): number {
  return info.authzAmounts.length ? Math.min(...info.authzAmounts) : 1;
}

/** Whether an amount may be paid with these settings (a preset, or a custom one of at least the smallest preset). */
export function amountAllowed(info: GatewayInfo | null, amount: number | null): boolean {
  if (!info || amount === null || !Number.isInteger(amount) || amount < 1) return false;
  if (info.authzAmounts.includes(amount)) return true;
  return info.canCustomAmountPay && amount >= minAmount(info);
}

/**
 * The amount a request (`?charge=`) turns into: itself when allowed, else the smallest preset that
 * covers it (or the largest preset), or null without presets.
 */
export function fitAmount(info: GatewayInfo, requested: number | null): number | null {
  if (requested === null || requested < 1) return null;
  if (amountAllowed(info, requested)) return requested;
  if (info.canCustomAmountPay) return Math.max(requested, minAmount(info));
  const sorted = [...info.authzAmounts].sort((a, b) => a - b);
  return sorted.find((a) => a >= requested) ?? sorted.at(-1) ?? null;
}

/** Classifies process-payment's answer (platform.md 7: redirect, or method + URL + fields; no URL: no response). */
export function classifyCreated(out: CreatePaymentOutput | null | undefined): BankRedirect | PaymentProblem {
  if (!out || typeof out !== 'object') return { kind: 'gateway', code: 101 };
  if (typeof out.redirectUrl === 'string') {
    return out.redirectUrl.trim() ? { kind: 'redirect', url: out.redirectUrl } : { kind: 'noResponse' };
  }
  if (typeof out.method === 'string' || 'url' in out) {
    if (typeof out.url !== 'string' || !out.url.trim()) return { kind: 'noResponse' };
    const method = String(out.method ?? 'POST').toUpperCase();
    if (method !== 'GET' && method !== 'POST') return { kind: 'gateway', code: 101 };
    return { kind: 'form', method, url: out.url, fields: { ...(out.formFields ?? {}) } };
  }
  return { kind: 'gateway', code: 101 };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * A failed call as a problem: the server's own words when its answer carried them (the app's ApiError:
 * `status`, `hasServerMessage`, `messageFa`, `errorCode`), otherwise `fallback` (no answer: code 100).
 */
export function problemOf(error: unknown, fallback: PaymentProblem = { kind: 'gateway', code: 100 }): PaymentProblem {
  if (isRecord(error) && error.hasServerMessage === true && typeof error.messageFa === 'string') {
    return {
      kind: 'server',
      code: typeof error.errorCode === 'string' ? error.errorCode : null,
      message: error.messageFa,
    };
  }
  if (isRecord(error) && error.kind === 'invalid-response') return { kind: 'gateway', code: 101 };
  return fallback;
}

function isRedirect(value: BankRedirect | PaymentProblem): value is BankRedirect {
  return value.kind === 'redirect' || value.kind === 'form';
}

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`payment machine: actor "${name}" was not provided`));

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
  },
  actors: {
    loadGateways: fromPromise<GatewayInfo, { consumer: string }>(notProvided('loadGateways')),
    createPayment: fromPromise<CreatePaymentOutput, CreatePaymentInput>(notProvided('createPayment')),
    verifyPayment: fromPromise<VerifyPaymentOutput, VerifyPaymentInput>(notProvided('verifyPayment')),
  },
  guards: {
    returnedFromBank: ({ context }) => context.returned !== null && context.paymentCode !== null,
    returnedWithoutCode: ({ context }) => context.returned !== null && context.paymentCode === null,
    wasUnderWay: ({ context }) => context.interruptedStep === 'creating' || context.interruptedStep === 'atBank',
    hasPaymentCode: ({ context }) => context.paymentCode !== null,
    hasRedirect: ({ context }) => context.redirect !== null,
    severalGateways: ({ context }) => (context.info?.authzBanks.length ?? 0) > 1,
    canPay: ({ context }) => context.gatewayId !== null && amountAllowed(context.info, context.amount),
    knownGateway: ({ context, event }) =>
      event.type === 'user.chooseGateway' && Boolean(context.info?.authzBanks.some((b) => b.id === event.gatewayId)),
  },
  actions: {
    /** Saves (or, with null, clears) the payment under way; the app writes sessionStorage. */
    persist: (_, _params: PendingPayment | null) => {},
    /** Sends the browser to the bank: a real navigation or form submit, never a fetch. */
    submitToBank: (_, _params: BankRedirect) => {},
    /** Remembers the paid amount as the next default (creditChargeConstant). */
    rememberAmount: (_, _params: { amount: number }) => {},
    /** A verified success: the wallet and history queries refresh. */
    notifyCharged: () => {},
  },
}).createMachine({
  id: 'payment',
  context: ({ input: given }) => {
    const input: PaymentInput = given ?? {};
    const persisted = input.persisted ?? null;
    return {
      consumer: input.consumer ?? DEFAULT_CONSUMER,
      info: null,
      gatewayId: persisted?.gatewayId ?? null,
      amount: persisted?.amount ?? null,
      requestedAmount: input.requestedAmount ?? null,
      paymentCode: input.returned?.ref || persisted?.paymentCode || null,
      redirect: persisted?.redirect ?? null,
      returned: input.returned ?? null,
      interruptedStep: persisted?.step ?? null,
      stillPending: false,
      result: null,
      problem: null,
      loadError: null,
    };
  },
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'returnedFromBank', target: 'verifying' },
        // Back at /payment-result with neither a ref nor a payment of ours: nothing to verify.
        { guard: 'returnedWithoutCode', target: 'failed', actions: assign({ problem: { kind: 'lost' } }) },
        { guard: 'wasUnderWay', target: 'interrupted' },
        { target: 'loadingGateways' },
      ],
    },
    loadingGateways: {
      invoke: {
        id: 'loadGateways',
        src: 'loadGateways',
        input: ({ context }) => ({ consumer: context.consumer }),
        onDone: [
          {
            guard: ({ event }) => !event.output.active || event.output.authzBanks.length === 0,
            target: 'unavailable',
            actions: assign({ info: ({ event }) => event.output }),
          },
          {
            target: 'choosingGateway',
            actions: assign(({ context, event }) => {
              const info = event.output;
              const banks = info.authzBanks;
              // One gateway skips the choice; a remembered one stays chosen while still offered.
              const gatewayId =
                banks.length === 1
                  ? banks[0]!.id
                  : banks.some((b) => b.id === context.gatewayId)
                    ? context.gatewayId
                    : null;
              const wanted = context.requestedAmount ?? context.amount;
              return { info, gatewayId, amount: fitAmount(info, wanted), loadError: null };
            }),
          },
        ],
        onError: {
          target: 'gatewaysFailed',
          actions: assign({ loadError: ({ event }) => problemOf(event.error) }),
        },
      },
    },
    gatewaysFailed: {
      on: { 'user.retry': 'loadingGateways' },
    },
    /** The gateways call says charging is off (inactive consumer, group forbids it, no bank). */
    unavailable: {},
    choosingGateway: {
      always: {
        guard: ({ context }) => context.gatewayId !== null && (context.info?.authzBanks.length ?? 0) === 1,
        target: 'choosingAmount',
      },
      on: {
        'user.chooseGateway': {
          guard: 'knownGateway',
          target: 'choosingAmount',
          actions: [
            assign({ gatewayId: ({ event }) => event.gatewayId }),
            {
              type: 'persist',
              params: ({ context, event }) => ({
                step: 'choosing',
                gatewayId: event.gatewayId,
                amount: context.amount,
                paymentCode: null,
                redirect: null,
              }),
            },
          ],
        },
        'user.chooseAmount': { actions: assign({ amount: ({ event }) => event.amount }) },
      },
    },
    choosingAmount: {
      on: {
        'user.chooseAmount': {
          actions: [
            assign({ amount: ({ event }) => event.amount }),
            {
              type: 'persist',
              params: ({ context, event }) => ({
                step: 'choosing',
                gatewayId: context.gatewayId,
                amount: event.amount,
                paymentCode: null,
                redirect: null,
              }),
            },
          ],
        },
        // Any choice can still change until "pay": another bank replaces the first.
        'user.chooseGateway': {
          guard: 'knownGateway',
          actions: [
            assign({ gatewayId: ({ event }) => event.gatewayId }),
            {
              type: 'persist',
              params: ({ context, event }) => ({
                step: 'choosing',
                gatewayId: event.gatewayId,
                amount: context.amount,
                paymentCode: null,
                redirect: null,
              }),
            },
          ],
        },
        'user.back': { guard: 'severalGateways', target: 'choosingGateway', actions: assign({ gatewayId: null }) },
        'user.pay': { guard: 'canPay', target: 'creating' },
      },
    },
    creating: {
      entry: [
        assign({ problem: null }),
        {
          type: 'persist',
          params: ({ context }) => ({
            step: 'creating',
            gatewayId: context.gatewayId,
            amount: context.amount,
            paymentCode: null,
            redirect: null,
          }),
        },
      ],
      // No `user.pay` here: a second click while the server answers is ignored (one payment).
      invoke: {
        id: 'createPayment',
        src: 'createPayment',
        input: ({ context }) => ({
          consumer: context.consumer,
          amount: context.amount!,
          gatewayId: context.gatewayId!,
        }),
        onDone: [
          {
            guard: ({ event }) => isRedirect(classifyCreated(event.output)),
            target: 'redirecting',
            actions: assign({
              redirect: ({ event }) => classifyCreated(event.output) as BankRedirect,
              paymentCode: ({ event }) => event.output.paymentCode ?? null,
            }),
          },
          {
            target: 'failed',
            actions: [
              assign({ problem: ({ event }) => classifyCreated(event.output) as PaymentProblem }),
              { type: 'persist', params: null },
            ],
          },
        ],
        onError: {
          target: 'failed',
          actions: [assign({ problem: ({ event }) => problemOf(event.error) }), { type: 'persist', params: null }],
        },
      },
    },
    /** The browser is on its way to the bank; leaving the page is the expected end of this state. */
    redirecting: {
      entry: [
        {
          type: 'persist',
          params: ({ context }) => ({
            step: 'atBank',
            gatewayId: context.gatewayId,
            amount: context.amount,
            paymentCode: context.paymentCode,
            redirect: context.redirect,
          }),
        },
        { type: 'rememberAmount', params: ({ context }) => ({ amount: context.amount! }) },
        { type: 'submitToBank', params: ({ context }) => context.redirect! },
      ],
      on: {
        'page.restored': { target: 'interrupted', actions: assign({ interruptedStep: 'atBank' }) },
      },
    },
    /**
     * A payment was under way and the bank's answer did not arrive (back button, reload, a closed
     * bank tab). Nothing is charged again from here: ask the server, go back to the same bank page,
     * or drop it and start over.
     */
    interrupted: {
      on: {
        'user.verify': { guard: 'hasPaymentCode', target: 'verifying' },
        'user.resumeBank': { guard: 'hasRedirect', target: 'redirecting' },
        'user.abandon': {
          target: 'loadingGateways',
          actions: [
            assign({ paymentCode: null, redirect: null, interruptedStep: null, stillPending: false, returned: null }),
            { type: 'persist', params: null },
          ],
        },
      },
    },
    verifying: {
      invoke: {
        id: 'verifyPayment',
        src: 'verifyPayment',
        input: ({ context }) => ({
          paymentCode: context.paymentCode ?? context.returned?.ref ?? '',
          status: context.returned?.status ?? null,
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.status === 'SUCCESS',
            target: 'succeeded',
            actions: assign({ result: ({ event }) => event.output, problem: null }),
          },
          {
            guard: ({ event }) => event.output.status === 'PENDING',
            target: 'interrupted',
            actions: assign({
              result: ({ event }) => event.output,
              paymentCode: ({ event }) => event.output.paymentCode,
              interruptedStep: 'atBank',
              stillPending: true,
              returned: null,
            }),
          },
          {
            target: 'failed',
            actions: [
              assign({
                result: ({ event }) => event.output,
                problem: ({ event }) => ({
                  kind: 'bank',
                  status: event.output.status,
                  code: event.output.bankCode ?? null,
                  message: event.output.bankMessage ?? null,
                }),
              }),
              { type: 'persist', params: null },
            ],
          },
        ],
        onError: {
          target: 'verifyFailed',
          actions: assign({ problem: ({ event }) => problemOf(event.error) }),
        },
      },
    },
    /** The server could not say (no answer, an error): the payment stays persisted, retry is safe. */
    verifyFailed: {
      on: { 'user.retry': 'verifying' },
    },
    succeeded: {
      entry: [{ type: 'persist', params: null }, 'notifyCharged'],
      on: {
        'user.again': {
          target: 'loadingGateways',
          actions: assign({
            paymentCode: null,
            redirect: null,
            returned: null,
            result: null,
            interruptedStep: null,
            stillPending: false,
            requestedAmount: null,
          }),
        },
      },
    },
    failed: {
      on: {
        // Try again with the same gateway and amount: a new payment, the failed one stays failed.
        'user.retry': {
          target: 'loadingGateways',
          actions: assign({
            paymentCode: null,
            redirect: null,
            returned: null,
            result: null,
            interruptedStep: null,
            stillPending: false,
            problem: null,
          }),
        },
      },
    },
  },
});
