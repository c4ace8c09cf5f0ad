/**
 * Online credit charge (machines/payment.machine.ts) on /user/wallet, persona all-modules, with the
 * standalone mock's own bank page (/__mock/bank: a real top-level navigation and form post). Two
 * variants, because the trip to the bank leaves the page and the app restarts the machine:
 *   - wallet: the machine as the charge tab starts it (gateways, amount, bank, pay, off to the bank;
 *     back from the bank without a verdict, check, resume, abandon; a verdict given at the bank
 *     through the control API (`POST /__mock/bank/complete`) before "check" is clicked);
 *   - bank: the machine as /payment-result restarts it from the persisted payment and the
 *     gateway's query (input `persisted` + `returned`); the setup walks to the bank and pays or
 *     cancels there, so its first state is the verification.
 * Charging switched off is the gateways call answering `active: false` (a fault with that body).
 * Not replayed: `user.back` (no view sends it), a double click on pay (the unit test's affair).
 */
import { expect } from '@playwright/test';
import type { EventFromLogic, EventObject } from 'xstate';
import { paymentMachine, type GatewayInfo, type PaymentInput } from '../../../machines/payment.machine';
import { addFault, apiLogin, expectAny, readForcedMessages, resetMock, seedTokens } from '../qa-kit';
import type { QaContext, QaModel, QaStep } from '../qa-model';

type M = typeof paymentMachine;
type E = EventFromLogic<M>;
type S = ReturnType<M['getInitialSnapshot']>;
type Variant = 'wallet' | 'bank';

/** The seeded NURTURE_CREDIT consumer (mocks/world/seed.ts): three gateways, five presets. */
const INFO: GatewayInfo = {
  active: true,
  authzAmounts: [100_000, 200_000, 500_000, 1_000_000, 2_000_000],
  authzBanks: [
    { id: 1, displayName: 'بانک ملت' },
    { id: 2, displayName: 'بانک ملی ایران (سداد)' },
    { id: 3, displayName: 'بانک تجارت' },
  ],
  canCustomAmountPay: true,
};
const AMOUNT = 100_000;
const AMOUNT_LABEL = '۱۰٬۰۰۰ تومان';
/** Gateway 1 redirects to the bank; gateway 3 answers a form without URL ("does not respond"). */
const GATEWAY_NAMES: Record<number, RegExp> = { 1: /ملت/, 3: /تجارت/ };

const outcome = (type: string, body: { output: unknown } | { error: unknown }) => ({ type, ...body }) as unknown as E;
const GATEWAYS = outcome('xstate.done.actor.loadGateways', { output: INFO });
const CHARGING_OFF = outcome('xstate.done.actor.loadGateways', { output: { ...INFO, active: false } });
const GATEWAYS_FAIL = outcome('xstate.error.actor.loadGateways', { error: new Error('qa') });
const TO_BANK = outcome('xstate.done.actor.createPayment', {
  output: { redirectUrl: '/__mock/bank?ref=qa', paymentCode: 'qa' },
});
const NO_RESPONSE = outcome('xstate.done.actor.createPayment', {
  output: { method: 'POST', url: null, paymentCode: 'qa' },
});
const CREATE_FAIL = outcome('xstate.error.actor.createPayment', { error: new Error('qa') });
const verified = (status: string) =>
  outcome('xstate.done.actor.verifyPayment', {
    output: { paymentCode: 'qa', status, amount: AMOUNT, credit: 1_350_000 },
  });
const PAID = verified('SUCCESS');
const PENDING = verified('PENDING');
const CANCELED = verified('CANCELED');
const VERIFY_FAIL = outcome('xstate.error.actor.verifyPayment', { error: new Error('qa') });

/** Events compared by content (a path's events are the listed ones, but not necessarily the same objects). */
const same = (a: EventObject | undefined, b: EventObject) =>
  !!a && a.type === b.type && JSON.stringify(a) === JSON.stringify(b);
const statusOf = (e: EventObject | undefined) =>
  (e as { output?: { status?: string } } | undefined)?.output?.status ?? null;

/** What a person (or the backend) may do next in each state. */
function nextEvents(variant: Variant, s: S): E[] {
  const c = s.context;
  switch (String(s.value)) {
    // The first load may fail or say charging is off; later loads (after abandon, again) succeed.
    case 'loadingGateways':
      return c.info ? [GATEWAYS] : [GATEWAYS, CHARGING_OFF, GATEWAYS_FAIL];
    case 'gatewaysFailed':
      return [{ type: 'user.retry' }];
    case 'choosingGateway':
      return c.amount === null
        ? [{ type: 'user.chooseAmount', amount: AMOUNT }]
        : [
            { type: 'user.chooseGateway', gatewayId: 1 },
            { type: 'user.chooseGateway', gatewayId: 3 },
          ];
    case 'choosingAmount':
      return [{ type: 'user.pay' }];
    case 'creating':
      return c.gatewayId === 3 ? [NO_RESPONSE] : [TO_BANK, CREATE_FAIL];
    case 'redirecting':
      return [{ type: 'page.restored' }];
    case 'interrupted':
      return [{ type: 'user.verify' }, { type: 'user.resumeBank' }, { type: 'user.abandon' }];
    // Back at the app with the bank's verdict (bank variant), or checking from the interrupted view.
    case 'verifying':
      return variant === 'bank' ? [PAID, CANCELED, VERIFY_FAIL] : [PAID, PENDING, CANCELED, VERIFY_FAIL];
    case 'verifyFailed':
      return [{ type: 'user.retry' }];
    // /payment-result links back to the wallet instead of "again" / "try again".
    case 'succeeded':
      return variant === 'bank' ? [] : [{ type: 'user.again' }];
    case 'failed':
      return variant === 'bank' ? [] : [{ type: 'user.retry' }];
    default:
      return [];
  }
}

function eventName(e: E): string {
  const output = (e as { output?: Record<string, unknown> }).output;
  switch (e.type as string) {
    case 'user.chooseAmount':
      return 'amount';
    case 'user.chooseGateway':
      return (e as { gatewayId: number }).gatewayId === 3 ? 'offline-gateway' : 'gateway';
    case 'xstate.done.actor.loadGateways':
      return output?.active ? '' : 'charging-off';
    case 'xstate.error.actor.loadGateways':
      return 'gateways-fail';
    case 'xstate.done.actor.createPayment':
      return output?.redirectUrl ? 'to-bank' : 'no-response';
    case 'xstate.error.actor.createPayment':
      return 'refused';
    case 'xstate.done.actor.verifyPayment':
      return String(output?.status).toLowerCase();
    case 'xstate.error.actor.verifyPayment':
      return 'verify-fails';
    case 'page.restored':
      return 'back';
    case 'user.verify':
      return 'check';
    case 'user.resumeBank':
      return 'resume';
    default:
      return e.type.replace(/^user\./, '');
  }
}

const GATEWAYS_PATH = '/rest/modules/epayment/processing/gateways';
const PROCESS_PATH = '/rest/modules/epayment/processing/v3/payment-gates/process-payment';
const VERIFY_PATH = '/rest/modules/epayment/processing/v3/payment-gates/verify-payment';

/** The next gateways call fails, or says charging is off, when the next step says so. */
async function prepareGateways(ctx: QaContext, next: QaStep<M> | undefined): Promise<void> {
  if (same(next?.event, GATEWAYS_FAIL)) await addFault(ctx, { method: 'GET', path: GATEWAYS_PATH, status: 500 });
  if (same(next?.event, CHARGING_OFF)) {
    const body = {
      type: 'SUCCESS',
      code: 200,
      message: 'OK',
      messageFa: null,
      messageResource: null,
      payload: { ...INFO, active: false },
    };
    await addFault(ctx, { method: 'GET', path: GATEWAYS_PATH, status: 200, body });
  }
}

/** The bank's verdict, given on its page as a person would (pay / cancel). */
async function answerAtBank(ctx: QaContext, verdict: 'pay' | 'cancel'): Promise<void> {
  await expect(ctx.page).toHaveURL(/\/__mock\/bank/);
  await ctx.page.getByRole('button', { name: verdict === 'pay' ? 'پرداخت' : 'انصراف' }).click();
  await expect(ctx.page).toHaveURL(/\/payment-result\?/);
}

const testId = (ctx: QaContext, id: string) => ctx.page.getByTestId(id);
const bankPage = (ctx: QaContext) => ctx.page.getByText('درگاه پرداخت آزمایشی (سرور ماک)');

function paymentModel(variant: Variant): QaModel<M> {
  const input: PaymentInput =
    variant === 'bank'
      ? {
          persisted: {
            step: 'atBank',
            gatewayId: 1,
            amount: AMOUNT,
            paymentCode: 'qa',
            redirect: { kind: 'redirect', url: '/__mock/bank?ref=qa' },
          },
          returned: { ref: 'qa', status: 'SUCCESS', amount: AMOUNT },
        }
      : {};
  return {
    id: 'payment',
    variant: variant === 'bank' ? 'bank' : undefined,
    machine: paymentMachine,
    input,
    events: (s) => nextEvents(variant, s),
    eventName,
    serializeState: (s) =>
      JSON.stringify([
        s.value,
        s.matches('choosingAmount') || s.matches('creating') ? s.context.gatewayId : null,
        s.matches('choosingGateway') ? s.context.amount !== null : null,
        s.matches('interrupted') && s.context.stillPending,
        // Each failure its own vertex (a merged one would carry another path's problem).
        s.matches('failed') ? s.context.problem?.kind : null,
      ]),
    paths: {
      shortest: true,
      maxSteps: 10,
      // Shortest paths reach every state; the longest of them are the journeys (a verified charge).
      keep: (p) => p.steps.length > 1,
      maxScenarios: variant === 'bank' ? 3 : 20,
    },
    async setup(ctx, steps) {
      await resetMock(ctx, 'all-modules');
      const tokens = await apiLogin(ctx, 'all-modules');
      await readForcedMessages(ctx, tokens);
      await seedTokens(ctx.page, tokens);
      await ctx.page.setViewportSize({ width: 1280, height: 1000 });
      if (variant === 'wallet') {
        await prepareGateways(ctx, steps[1]);
        await ctx.page.goto('/user/wallet');
        return;
      }
      // To the bank with a real payment, then its verdict: the app comes back to /payment-result.
      await ctx.page.goto('/user/wallet');
      const form = testId(ctx, 'charge-form');
      await form.getByText(AMOUNT_LABEL, { exact: true }).click();
      await form.getByRole('radio', { name: GATEWAY_NAMES[1] }).click();
      await testId(ctx, 'charge-pay').click();
      const first = steps[1]?.event;
      if (same(first, VERIFY_FAIL)) await addFault(ctx, { method: 'POST', path: VERIFY_PATH, status: 500 });
      await answerAtBank(ctx, statusOf(first) === 'CANCELED' ? 'cancel' : 'pay');
    },
    states: {
      loadingGateways: async (ctx) =>
        expectAny(
          testId(ctx, 'charge-loading'),
          testId(ctx, 'charge-form'),
          testId(ctx, 'charge-unavailable'),
          testId(ctx, 'charge-load-failed'),
        ),
      gatewaysFailed: async (ctx) => expect(testId(ctx, 'charge-load-failed')).toBeVisible(),
      unavailable: async (ctx) => expect(testId(ctx, 'charge-unavailable')).toBeVisible(),
      choosingGateway: async (ctx) =>
        expect(testId(ctx, 'charge-form')).toHaveAttribute('data-state', 'choosingGateway'),
      choosingAmount: async (ctx) => {
        await expect(testId(ctx, 'charge-form')).toHaveAttribute('data-state', 'choosingAmount');
        await expect(testId(ctx, 'charge-pay')).toBeEnabled();
      },
      // Milliseconds: the busy pay button, or already the bank or the failure.
      creating: async (ctx) => expectAny(testId(ctx, 'charge-pay'), bankPage(ctx), testId(ctx, 'charge-failed')),
      // The bank's own page (the machine's job ends with the navigation).
      redirecting: async (ctx) => {
        await expect(ctx.page).toHaveURL(/\/__mock\/bank\?ref=/);
        await expect(bankPage(ctx)).toBeVisible();
        ctx.memo.ref = new URL(ctx.page.url()).searchParams.get('ref');
      },
      interrupted: async (ctx, s) => {
        await expect(testId(ctx, 'charge-interrupted')).toBeVisible();
        if (s.context.stillPending)
          await expect(testId(ctx, 'charge-interrupted')).toContainText(
            'بانک هنوز نتیجهٔ این پرداخت را اعلام نکرده است',
          );
      },
      verifying: async (ctx) =>
        expectAny(
          testId(ctx, 'charge-verifying'),
          testId(ctx, 'charge-success'),
          testId(ctx, 'charge-failed'),
          testId(ctx, 'charge-interrupted'),
          testId(ctx, 'charge-verify-failed'),
        ),
      verifyFailed: async (ctx) => expect(testId(ctx, 'charge-verify-failed')).toBeVisible(),
      succeeded: async (ctx) => {
        await expect(testId(ctx, 'charge-success')).toBeVisible();
        // 1,250,000 rials seeded + 100,000 paid, shown in tomans.
        await expect(testId(ctx, 'charge-new-balance')).toContainText('۱۳۵٬۰۰۰');
      },
      failed: async (ctx, s) => {
        await expect(testId(ctx, 'charge-failed')).toBeVisible();
        if (s.context.problem?.kind === 'bank')
          await expect(testId(ctx, 'charge-failed')).toContainText('پرداخت لغو شد');
      },
    },
    on: {
      'user.retry': async (ctx, step, next) => {
        // (A step's state is where its event leads.)
        const to = step.state.value;
        if (to === 'loadingGateways') {
          await prepareGateways(ctx, next);
          const retry = testId(ctx, 'charge-load-failed').or(testId(ctx, 'charge-failed'));
          await retry.getByRole('button').first().click();
        } else if (to === 'verifying') {
          await testId(ctx, 'charge-verify-failed').getByRole('button').click();
        }
      },
      'user.chooseAmount': async (ctx) => testId(ctx, 'charge-form').getByText(AMOUNT_LABEL, { exact: true }).click(),
      'user.chooseGateway': async (ctx, step) => {
        const id = (step.event as unknown as { gatewayId: number }).gatewayId;
        await testId(ctx, 'charge-form').getByRole('radio', { name: GATEWAY_NAMES[id] }).click();
      },
      'user.pay': async (ctx, _step, next) => {
        if (same(next?.event, CREATE_FAIL)) await addFault(ctx, { method: 'POST', path: PROCESS_PATH, status: 500 });
        await testId(ctx, 'charge-pay').click();
      },
      // Back from the bank without a verdict (the back button: the page restored or reloaded).
      'page.restored': async (ctx) => {
        await ctx.page.goBack();
      },
      // A verdict at the bank (another tab, say) before the check, through the bank's own endpoint.
      'user.verify': async (ctx, _step, next) => {
        const status = statusOf(next?.event);
        if (status === 'SUCCESS' || status === 'CANCELED') {
          const answer = await ctx.request.post('/__mock/bank/complete', {
            form: { ref: String(ctx.memo.ref), status },
            headers: { Accept: 'application/json' },
          });
          expect(answer.ok(), await answer.text()).toBe(true);
        }
        if (same(next?.event, VERIFY_FAIL)) await addFault(ctx, { method: 'POST', path: VERIFY_PATH, status: 500 });
        await testId(ctx, 'charge-check').click();
      },
      'user.resumeBank': async (ctx) => testId(ctx, 'charge-resume').click(),
      'user.abandon': async (ctx, _step, next) => {
        await prepareGateways(ctx, next);
        await testId(ctx, 'charge-abandon').click();
      },
      'user.again': async (ctx, _step, next) => {
        await prepareGateways(ctx, next);
        await testId(ctx, 'charge-success').getByRole('button').click();
      },
    },
  };
}

export const paymentModels = (['wallet', 'bank'] as const).map(paymentModel);
