import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  amountAllowed,
  classifyCreated,
  fitAmount,
  PAYMENT_STATES,
  paymentMachine,
  problemOf,
  type BankRedirect,
  type CreatePaymentInput,
  type CreatePaymentOutput,
  type GatewayInfo,
  type PaymentInput,
  type PendingPayment,
  type VerifyPaymentInput,
  type VerifyPaymentOutput,
} from './payment.machine';
import { deferred } from './testing/deferred';
import { graphCoverage } from './testing/graph-coverage';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const twoBanks: GatewayInfo = {
  active: true,
  authzAmounts: [100_000, 200_000, 500_000],
  authzBanks: [
    { id: 1, displayName: 'ملت' },
    { id: 2, displayName: 'سداد' },
  ],
  canCustomAmountPay: true,
};
const oneBank: GatewayInfo = { ...twoBanks, authzBanks: [{ id: 2, displayName: 'سداد' }] };
const formAnswer: CreatePaymentOutput = {
  method: 'POST',
  url: 'https://bank.example/pay',
  formFields: { ref: 'P1', amount: '500000' },
  paymentCode: 'P1',
};
const serverError = {
  status: 400,
  hasServerMessage: true,
  messageFa: 'مبلغ نامعتبر است.',
  errorCode: 'EPAYMENT_AMOUNT_INVALID',
};
const networkError = { status: null, kind: 'network', hasServerMessage: false, messageFa: 'خطای شبکه' };

interface Fakes {
  loadGateways?: () => Promise<GatewayInfo>;
  createPayment?: (input: CreatePaymentInput) => Promise<CreatePaymentOutput>;
  verifyPayment?: (input: VerifyPaymentInput) => Promise<VerifyPaymentOutput>;
}

function start(input: PaymentInput = {}, fakes: Fakes = {}) {
  const calls = {
    loadGateways: 0,
    createPayment: [] as CreatePaymentInput[],
    verifyPayment: [] as VerifyPaymentInput[],
  };
  const persist = vi.fn<(p: PendingPayment | null) => void>();
  const submitToBank = vi.fn<(r: BankRedirect) => void>();
  const rememberAmount = vi.fn<(p: { amount: number }) => void>();
  const notifyCharged = vi.fn<() => void>();
  const machine = paymentMachine.provide({
    actors: {
      loadGateways: fromPromise(() => {
        calls.loadGateways += 1;
        return (fakes.loadGateways ?? (() => Promise.resolve(twoBanks)))();
      }),
      createPayment: fromPromise<CreatePaymentOutput, CreatePaymentInput>(({ input: i }) => {
        calls.createPayment.push(i);
        return (fakes.createPayment ?? (() => Promise.resolve(formAnswer)))(i);
      }),
      verifyPayment: fromPromise<VerifyPaymentOutput, VerifyPaymentInput>(({ input: i }) => {
        calls.verifyPayment.push(i);
        return (
          fakes.verifyPayment ??
          (() => Promise.resolve({ paymentCode: i.paymentCode, status: 'SUCCESS', amount: 500_000, credit: 1_750_000 }))
        )(i);
      }),
    },
    actions: {
      persist: (_, p) => persist(p),
      submitToBank: (_, r) => submitToBank(r),
      rememberAmount: (_, p) => rememberAmount(p),
      notifyCharged: () => notifyCharged(),
    },
  });
  const actor = createActor(machine, { input }).start();
  return {
    actor,
    calls,
    persist,
    submitToBank,
    rememberAmount,
    notifyCharged,
    state: () => actor.getSnapshot().value as string,
  };
}

/** A started machine at `choosingAmount` with gateway 1 chosen. */
async function atAmount(input: PaymentInput = {}, fakes: Fakes = {}) {
  const run = start(input, fakes);
  await flush();
  run.actor.send({ type: 'user.chooseGateway', gatewayId: 1 });
  return run;
}

const atBank = (over: Partial<PendingPayment> = {}): PendingPayment => ({
  step: 'atBank',
  gatewayId: 1,
  amount: 500_000,
  paymentCode: 'P1',
  redirect: { kind: 'form', method: 'POST', url: 'https://bank.example/pay', fields: { ref: 'P1' } },
  ...over,
});

describe('payment machine: choosing', () => {
  it('loads the gateways and asks for one when there are several', async () => {
    const { state, calls } = start();
    expect(state()).toBe('loadingGateways');
    await flush();
    expect(state()).toBe('choosingGateway');
    expect(calls.loadGateways).toBe(1);
  });

  it('one gateway skips the choice', async () => {
    const { state, actor } = start({}, { loadGateways: () => Promise.resolve(oneBank) });
    await flush();
    expect(state()).toBe('choosingAmount');
    expect(actor.getSnapshot().context.gatewayId).toBe(2);
    // and "back" has nowhere to go
    actor.send({ type: 'user.back' });
    expect(state()).toBe('choosingAmount');
  });

  it('an inactive consumer or no bank is "unavailable"', async () => {
    const a = start({}, { loadGateways: () => Promise.resolve({ ...twoBanks, active: false }) });
    const b = start({}, { loadGateways: () => Promise.resolve({ ...twoBanks, authzBanks: [] }) });
    await flush();
    expect(a.state()).toBe('unavailable');
    expect(b.state()).toBe('unavailable');
  });

  it('a failed gateways call can be retried', async () => {
    let fail = true;
    const { state, actor } = start(
      {},
      { loadGateways: () => (fail ? Promise.reject(networkError) : Promise.resolve(twoBanks)) },
    );
    await flush();
    expect(state()).toBe('gatewaysFailed');
    expect(actor.getSnapshot().context.loadError).toEqual({ kind: 'gateway', code: 100 });
    fail = false;
    actor.send({ type: 'user.retry' });
    await flush();
    expect(state()).toBe('choosingGateway');
  });

  it('ignores an unknown gateway, keeps an amount chosen before the gateway, goes back to the gateways', async () => {
    const { state, actor, persist } = start();
    await flush();
    actor.send({ type: 'user.chooseAmount', amount: 200_000 });
    actor.send({ type: 'user.chooseGateway', gatewayId: 99 });
    expect(state()).toBe('choosingGateway');
    actor.send({ type: 'user.chooseGateway', gatewayId: 2 });
    expect(state()).toBe('choosingAmount');
    expect(persist).toHaveBeenLastCalledWith({
      step: 'choosing',
      gatewayId: 2,
      amount: 200_000,
      paymentCode: null,
      redirect: null,
    });
    actor.send({ type: 'user.back' });
    expect(state()).toBe('choosingGateway');
    expect(actor.getSnapshot().context.gatewayId).toBeNull();
  });

  it('the bank can be changed after an amount and a bank were chosen: "pay" goes to the last one', async () => {
    const { state, actor, persist, calls } = start();
    await flush();
    actor.send({ type: 'user.chooseAmount', amount: 200_000 });
    actor.send({ type: 'user.chooseGateway', gatewayId: 1 });
    actor.send({ type: 'user.chooseGateway', gatewayId: 2 });
    expect(actor.getSnapshot().context.gatewayId).toBe(2);
    expect(persist).toHaveBeenLastCalledWith({
      step: 'choosing',
      gatewayId: 2,
      amount: 200_000,
      paymentCode: null,
      redirect: null,
    });
    actor.send({ type: 'user.chooseGateway', gatewayId: 99 });
    expect(actor.getSnapshot().context.gatewayId).toBe(2);
    actor.send({ type: 'user.pay' });
    expect(state()).toBe('creating');
    await flush();
    expect(calls.createPayment[0]).toMatchObject({ gatewayId: 2, amount: 200_000 });
  });

  it('pay waits for an allowed amount (preset, or custom of at least the smallest preset)', async () => {
    const { state, actor, persist } = await atAmount();
    actor.send({ type: 'user.pay' });
    expect(state()).toBe('choosingAmount');
    actor.send({ type: 'user.chooseAmount', amount: 50_000 });
    actor.send({ type: 'user.pay' });
    expect(state()).toBe('choosingAmount');
    actor.send({ type: 'user.chooseAmount', amount: 150_000 });
    expect(persist).toHaveBeenLastCalledWith({
      step: 'choosing',
      gatewayId: 1,
      amount: 150_000,
      paymentCode: null,
      redirect: null,
    });
    actor.send({ type: 'user.pay' });
    expect(state()).toBe('creating');
  });

  it('a requested amount (?charge=) is fitted to the limits and preselected', async () => {
    const { actor } = start({ requestedAmount: 30_000 });
    await flush();
    expect(actor.getSnapshot().context.amount).toBe(100_000);
  });
});

describe('payment machine: paying', () => {
  it('creates one payment, persists it and submits the form to the bank, even on a double click', async () => {
    const created = deferred<CreatePaymentOutput>();
    const { state, actor, calls, persist, submitToBank, rememberAmount } = await atAmount(
      {},
      { createPayment: () => created.promise },
    );
    actor.send({ type: 'user.chooseAmount', amount: 500_000 });
    actor.send({ type: 'user.pay' });
    actor.send({ type: 'user.pay' });
    expect(persist).toHaveBeenLastCalledWith({
      step: 'creating',
      gatewayId: 1,
      amount: 500_000,
      paymentCode: null,
      redirect: null,
    });
    created.resolve(formAnswer);
    await flush();
    expect(calls.createPayment).toEqual([{ consumer: 'NURTURE_CREDIT', amount: 500_000, gatewayId: 1 }]);
    expect(state()).toBe('redirecting');
    const redirect = {
      kind: 'form',
      method: 'POST',
      url: 'https://bank.example/pay',
      fields: { ref: 'P1', amount: '500000' },
    };
    expect(persist).toHaveBeenLastCalledWith({
      step: 'atBank',
      gatewayId: 1,
      amount: 500_000,
      paymentCode: 'P1',
      redirect,
    });
    expect(submitToBank).toHaveBeenCalledTimes(1);
    expect(submitToBank).toHaveBeenCalledWith(redirect);
    expect(rememberAmount).toHaveBeenCalledWith({ amount: 500_000 });
    actor.send({ type: 'user.pay' });
    expect(submitToBank).toHaveBeenCalledTimes(1);
  });

  it('a redirect answer is followed', async () => {
    const { actor, submitToBank } = await atAmount(
      {},
      { createPayment: () => Promise.resolve({ redirectUrl: '/__mock/bank?ref=P2', paymentCode: 'P2' }) },
    );
    actor.send({ type: 'user.chooseAmount', amount: 100_000 });
    actor.send({ type: 'user.pay' });
    await flush();
    expect(submitToBank).toHaveBeenCalledWith({ kind: 'redirect', url: '/__mock/bank?ref=P2' });
  });

  it.each([
    [
      'a form without URL: "this gateway does not respond"',
      () => Promise.resolve({ method: 'POST', url: '', formFields: {} }),
      { kind: 'noResponse' },
    ],
    [
      'an answer of another shape: code 101',
      () => Promise.resolve({ something: 'else' } as CreatePaymentOutput),
      { kind: 'gateway', code: 101 },
    ],
    ['no answer at all: code 100', () => Promise.reject(networkError), { kind: 'gateway', code: 100 }],
    [
      'the server refuses: its own words',
      () => Promise.reject(serverError),
      { kind: 'server', code: 'EPAYMENT_AMOUNT_INVALID', message: 'مبلغ نامعتبر است.' },
    ],
  ])('%s', async (_, createPayment, problem) => {
    const { state, actor, persist, submitToBank } = await atAmount({}, { createPayment });
    actor.send({ type: 'user.chooseAmount', amount: 100_000 });
    actor.send({ type: 'user.pay' });
    await flush();
    expect(state()).toBe('failed');
    expect(actor.getSnapshot().context.problem).toEqual(problem);
    expect(persist).toHaveBeenLastCalledWith(null);
    expect(submitToBank).not.toHaveBeenCalled();
  });

  it('after a failure, "try again" keeps the gateway and amount', async () => {
    const { state, actor } = await atAmount({}, { createPayment: () => Promise.resolve({ method: 'POST', url: '' }) });
    actor.send({ type: 'user.chooseAmount', amount: 200_000 });
    actor.send({ type: 'user.pay' });
    await flush();
    actor.send({ type: 'user.retry' });
    await flush();
    expect(state()).toBe('choosingGateway');
    expect(actor.getSnapshot().context).toMatchObject({ gatewayId: 1, amount: 200_000, problem: null });
  });

  it('the back button from the bank (page restored) is an interrupted payment, not a new one', async () => {
    const { state, actor, submitToBank, calls } = await atAmount();
    actor.send({ type: 'user.chooseAmount', amount: 500_000 });
    actor.send({ type: 'user.pay' });
    await flush();
    actor.send({ type: 'page.restored' });
    expect(state()).toBe('interrupted');
    actor.send({ type: 'user.resumeBank' });
    expect(state()).toBe('redirecting');
    expect(submitToBank).toHaveBeenCalledTimes(2);
    expect(calls.createPayment).toHaveLength(1);
  });
});

describe('payment machine: back from the bank', () => {
  it('verifies the returned payment once and reports the new balance', async () => {
    const { state, actor, calls, persist, notifyCharged } = start({
      persisted: atBank(),
      returned: { ref: 'P1', status: 'SUCCESS', amount: 500_000 },
    });
    expect(state()).toBe('verifying');
    await flush();
    expect(calls.verifyPayment).toEqual([{ paymentCode: 'P1', status: 'SUCCESS' }]);
    expect(calls.loadGateways).toBe(0);
    expect(state()).toBe('succeeded');
    expect(actor.getSnapshot().context.result?.credit).toBe(1_750_000);
    expect(persist).toHaveBeenLastCalledWith(null);
    expect(notifyCharged).toHaveBeenCalledTimes(1);
  });

  it('"charge again" after a success starts a fresh choice', async () => {
    const { state, actor } = start({ returned: { ref: 'P1', status: 'SUCCESS', amount: 500_000 } });
    await flush();
    actor.send({ type: 'user.again' });
    await flush();
    expect(state()).toBe('choosingGateway');
    expect(actor.getSnapshot().context.result).toBeNull();
  });

  it('a cancelled payment fails with the gateway code and text', async () => {
    const { state, actor } = start(
      { persisted: atBank(), returned: { ref: 'P1', status: 'CANCELED', amount: 500_000 } },
      {
        verifyPayment: () =>
          Promise.resolve({
            paymentCode: 'P1',
            status: 'CANCELED',
            amount: 500_000,
            credit: 1_250_000,
            bankCode: '17',
            bankMessage: 'انصراف کاربر',
          }),
      },
    );
    await flush();
    expect(state()).toBe('failed');
    expect(actor.getSnapshot().context.problem).toEqual({
      kind: 'bank',
      status: 'CANCELED',
      code: '17',
      message: 'انصراف کاربر',
    });
  });

  it('a verify that cannot answer keeps the payment and can be retried (idempotent on the server)', async () => {
    let fail = true;
    const { state, actor, persist } = start(
      { persisted: atBank(), returned: { ref: 'P1', status: 'SUCCESS', amount: 500_000 } },
      {
        verifyPayment: () =>
          fail
            ? Promise.reject(networkError)
            : Promise.resolve({ paymentCode: 'P1', status: 'SUCCESS', amount: 500_000, credit: 1 }),
      },
    );
    await flush();
    expect(state()).toBe('verifyFailed');
    expect(persist).not.toHaveBeenCalled();
    fail = false;
    actor.send({ type: 'user.retry' });
    await flush();
    expect(state()).toBe('succeeded');
  });

  it('back at /payment-result with nothing to verify reports a lost payment', () => {
    const { state, actor, calls } = start({ returned: { ref: null, status: null, amount: null } });
    expect(state()).toBe('failed');
    expect(actor.getSnapshot().context.problem).toEqual({ kind: 'lost' });
    expect(calls.verifyPayment).toEqual([]);
  });
});

describe('payment machine: reload', () => {
  it('a reload while at the bank resumes as "interrupted": check it, still pending, then drop it', async () => {
    const { state, actor, calls, persist } = start(
      { persisted: atBank() },
      { verifyPayment: () => Promise.resolve({ paymentCode: 'P1', status: 'PENDING', amount: 500_000 }) },
    );
    expect(state()).toBe('interrupted');
    actor.send({ type: 'user.verify' });
    await flush();
    expect(calls.verifyPayment).toEqual([{ paymentCode: 'P1', status: null }]);
    expect(state()).toBe('interrupted');
    expect(actor.getSnapshot().context.stillPending).toBe(true);
    actor.send({ type: 'user.abandon' });
    expect(persist).toHaveBeenLastCalledWith(null);
    await flush();
    expect(state()).toBe('choosingGateway');
    expect(calls.createPayment).toEqual([]);
  });

  it('a reload while creating: no code to verify, no bank to resume, only "start over"', () => {
    const { state, actor } = start({ persisted: atBank({ step: 'creating', paymentCode: null, redirect: null }) });
    expect(state()).toBe('interrupted');
    actor.send({ type: 'user.verify' });
    actor.send({ type: 'user.resumeBank' });
    expect(state()).toBe('interrupted');
  });

  it('a reload while choosing restores the gateway and amount', async () => {
    const { state, actor } = start({
      persisted: { step: 'choosing', gatewayId: 2, amount: 200_000, paymentCode: null, redirect: null },
    });
    await flush();
    expect(state()).toBe('choosingGateway');
    expect(actor.getSnapshot().context).toMatchObject({ gatewayId: 2, amount: 200_000 });
  });

  it('an actor the app forgot to provide fails like no answer', async () => {
    const actor = createActor(paymentMachine, { input: {} }).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('gatewaysFailed');
  });
});

describe('payment rules', () => {
  it('amountAllowed and fitAmount follow platform.md 5', () => {
    expect(amountAllowed(twoBanks, 100_000)).toBe(true);
    expect(amountAllowed(twoBanks, 99_999)).toBe(false);
    expect(amountAllowed({ ...twoBanks, canCustomAmountPay: false }, 150_000)).toBe(false);
    expect(amountAllowed(null, 100_000)).toBe(false);
    expect(fitAmount(twoBanks, 123_450)).toBe(123_450);
    expect(fitAmount({ ...twoBanks, canCustomAmountPay: false }, 150_000)).toBe(200_000);
    expect(fitAmount({ ...twoBanks, canCustomAmountPay: false }, 9_000_000)).toBe(500_000);
    expect(fitAmount(twoBanks, null)).toBeNull();
  });

  it('classifyCreated and problemOf', () => {
    expect(classifyCreated({ redirectUrl: '' })).toEqual({ kind: 'noResponse' });
    expect(classifyCreated({ method: 'PUT', url: 'x' })).toEqual({ kind: 'gateway', code: 101 });
    expect(classifyCreated({ method: 'get', url: 'x' })).toEqual({ kind: 'form', method: 'GET', url: 'x', fields: {} });
    expect(classifyCreated(null)).toEqual({ kind: 'gateway', code: 101 });
    expect(problemOf({ kind: 'invalid-response' })).toEqual({ kind: 'gateway', code: 101 });
    expect(problemOf(new Error('x'))).toEqual({ kind: 'gateway', code: 100 });
  });
});

describe('model', () => {
  it('every state is reachable and every transition taken on a path of its graph (xstate/graph); PAYMENT_STATES names them all', () => {
    const verified = (status: string) => ({
      type: 'xstate.done.actor.verifyPayment',
      output: { paymentCode: 'P1', status, amount: 1 },
    });
    const c = graphCoverage(paymentMachine, {
      // Fresh, back after leaving for the bank, returned with and without a payment code.
      inputs: [
        {},
        { persisted: atBank() },
        { returned: { ref: 'P1', status: 'OK', amount: 1 } },
        { returned: { ref: null, status: 'OK', amount: null } },
      ],
      events: [
        { type: 'user.chooseGateway', gatewayId: 1 },
        { type: 'user.chooseGateway', gatewayId: 9 },
        { type: 'user.chooseAmount', amount: 100_000 },
        { type: 'xstate.done.actor.loadGateways', output: twoBanks },
        { type: 'xstate.done.actor.loadGateways', output: oneBank },
        { type: 'xstate.done.actor.loadGateways', output: { ...twoBanks, active: false } },
        { type: 'xstate.error.actor.loadGateways', error: networkError },
        { type: 'xstate.done.actor.createPayment', output: formAnswer },
        { type: 'xstate.done.actor.createPayment', output: { method: 'POST', url: '' } },
        { type: 'xstate.error.actor.createPayment', error: serverError },
        verified('SUCCESS'),
        verified('PENDING'),
        verified('CANCELED'),
        { type: 'xstate.error.actor.verifyPayment', error: networkError },
      ],
      serializeState: (s) =>
        JSON.stringify([
          s.value,
          s.context.gatewayId,
          s.context.amount,
          !!s.context.paymentCode,
          !!s.context.redirect,
          !!s.context.info,
        ]),
    });
    expect(c.missingStates).toEqual([]);
    expect(c.missingTransitions).toEqual([]);
    expect([...PAYMENT_STATES].sort()).toEqual(Object.keys(paymentMachine.root.states).sort());
  });
});
