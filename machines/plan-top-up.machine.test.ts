// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { GatewayInfo } from './payment.machine';
import { PLAN_TOP_UP_STATES, planTopUpMachine, topUpAmount } from './plan-top-up.machine';
import { graphCoverage } from './testing/graph-coverage';

const BANK = { id: 1, displayName: 'بانک', enable: true } as unknown as GatewayInfo['authzBanks'][number];
const CUSTOM: GatewayInfo = {
  active: true,
  authzAmounts: [100_000, 200_000, 500_000],
  authzBanks: [BANK],
  canCustomAmountPay: true,
};
const PRESETS_ONLY: GatewayInfo = { ...CUSTOM, canCustomAmountPay: false };

describe('the amount of a top-up', () => {
  it('is the shortfall itself when the gateways take any amount', () => {
    expect(topUpAmount(CUSTOM, 1_234_000)).toBe(1_234_000);
    expect(topUpAmount(CUSTOM, 1_234_000.4)).toBe(1_234_001);
  });

  it('is the smallest preset above it otherwise, or the smallest preset when the shortfall is below every preset', () => {
    expect(topUpAmount(PRESETS_ONLY, 150_000)).toBe(200_000);
    expect(topUpAmount(PRESETS_ONLY, 200_000)).toBe(200_000);
    expect(topUpAmount(CUSTOM, 30_000)).toBe(100_000);
  });

  it('is nothing when nothing is short or no gateway is open', () => {
    expect(topUpAmount(CUSTOM, 0)).toBeNull();
    expect(topUpAmount({ ...CUSTOM, active: false }, 10)).toBeNull();
    expect(topUpAmount({ ...CUSTOM, authzBanks: [] }, 10)).toBeNull();
  });
});

describe('the plan top-up machine', () => {
  const provide = (info: Promise<GatewayInfo>, go: (amount: number) => void = () => {}) =>
    planTopUpMachine.provide({
      actors: { loadGateways: fromPromise(() => info) },
      actions: { goToPayment: (_, { amount }) => go(amount) },
    });

  it('offers the shortfall and goes to the payment flow once, however often it is asked', async () => {
    const gone: number[] = [];
    const actor = createActor(
      provide(Promise.resolve(CUSTOM), (a) => gone.push(a)),
      {
        input: { shortfall: 1_585_000, canCharge: true },
      },
    ).start();
    await waitFor(actor, (s) => s.matches('offered'));
    expect(actor.getSnapshot().context.amount).toBe(1_585_000);
    actor.send({ type: 'user.topUp' });
    actor.send({ type: 'user.topUp' });
    expect(actor.getSnapshot().value).toBe('leaving');
    expect(gone).toEqual([1_585_000]);
  });

  it('a covered plan offers nothing; a change that makes it short prices it', async () => {
    const actor = createActor(provide(Promise.resolve(PRESETS_ONLY)), {
      input: { shortfall: 0, canCharge: true },
    }).start();
    expect(actor.getSnapshot().value).toBe('covered');
    actor.send({ type: 'plan.changed', shortfall: 150_000 });
    await waitFor(actor, (s) => s.matches('offered'));
    expect(actor.getSnapshot().context.amount).toBe(200_000);
    actor.send({ type: 'plan.changed', shortfall: -5 });
    expect(actor.getSnapshot().value).toBe('covered');
  });

  it('keeps what the return from the bank said, never confirming anything, until dismissed', () => {
    const actor = createActor(provide(Promise.resolve(CUSTOM)), {
      input: { shortfall: 0, canCharge: true, returned: 'notPaid', returnedAmount: 1_000 },
    }).start();
    expect(actor.getSnapshot().context.returned).toBe('notPaid');
    actor.send({ type: 'user.dismissReturn' });
    expect(actor.getSnapshot().context.returned).toBeNull();
  });

  it('says so when charging online is not allowed', () => {
    const actor = createActor(provide(Promise.resolve(CUSTOM)), { input: { shortfall: 5, canCharge: false } }).start();
    expect(actor.getSnapshot().value).toBe('unavailable');
  });

  it('model: every state is reachable and every transition is taken', () => {
    const c = graphCoverage(planTopUpMachine, {
      inputs: [
        { shortfall: 0, canCharge: true, returned: 'paid', returnedAmount: 1 },
        { shortfall: 10, canCharge: true },
        { shortfall: 10, canCharge: false },
      ],
      events: [
        { type: 'plan.changed', shortfall: 10 },
        { type: 'plan.changed', shortfall: 0 },
        { type: 'xstate.done.actor.loadGateways', output: CUSTOM },
        { type: 'xstate.done.actor.loadGateways', output: { ...CUSTOM, active: false } },
        { type: 'xstate.error.actor.loadGateways', error: new Error('down') },
        { type: 'user.retry' },
        { type: 'user.topUp' },
        { type: 'user.dismissReturn' },
      ],
      serializeState: (s) => JSON.stringify([s.value, s.context.shortfall, s.context.amount, s.context.returned]),
    });
    expect(c.missingStates).toEqual([]);
    expect(c.missingTransitions).toEqual([]);
    expect([...PLAN_TOP_UP_STATES].sort()).toEqual(Object.keys(planTopUpMachine.root.states).sort());
  });
});
