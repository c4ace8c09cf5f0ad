// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { graphCoverage } from './testing/graph-coverage';
import { MISS_MEAL_STATES, missMealMachine, missOption, type MissFacts, type MissKind } from './miss-meal.machine';

const HOUR = 3_600_000;
// Saturday's lunch: cancelling closes at 12:00 on Friday (Tehran).
const CANCEL_DEADLINE = Date.parse('2025-01-17T12:00:00+03:30');

const facts = (over: Partial<MissFacts> = {}): MissFacts => ({
  now: CANCEL_DEADLINE - 5 * HOUR,
  count: 1,
  cancelDeadline: CANCEL_DEADLINE,
  cancelRuleViolated: false,
  saleable: false,
  forSale: false,
  ...over,
});
const afterDeadline = (over: Partial<MissFacts> = {}) =>
  facts({ now: CANCEL_DEADLINE + HOUR, cancelRuleViolated: true, ...over });

function start(giveBack: (kind: MissKind) => Promise<void>) {
  const calls: MissKind[] = [];
  const announced: MissKind[] = [];
  let refreshed = 0;
  const actor = createActor(
    missMealMachine.provide({
      actors: {
        giveBack: fromPromise(async ({ input }) => {
          calls.push(input.kind);
          await giveBack(input.kind);
        }),
      },
      actions: {
        refresh: () => {
          refreshed += 1;
        },
        announce: (_, params) => {
          announced.push(params.kind);
        },
      },
    }),
  ).start();
  return { actor, calls, announced, refreshes: () => refreshed };
}

describe('miss-meal rules', () => {
  it('cancel while cancelling is open; sell once it has closed and the server offers it; else nothing', () => {
    expect(missOption(facts())).toBe('cancel');
    expect(missOption(facts({ cancelRuleViolated: true }))).toBeNull();
    expect(missOption(afterDeadline())).toBeNull();
    expect(missOption(afterDeadline({ saleable: true }))).toBe('sell');
    // The clock alone closes cancelling (the flags may be a minute old).
    expect(missOption(facts({ now: CANCEL_DEADLINE, saleable: true }))).toBe('sell');
    expect(missOption(afterDeadline({ saleable: true, forSale: true }))).toBeNull();
    expect(missOption(facts({ count: 0 }))).toBeNull();
  });
});

describe('miss-meal machine', () => {
  it('one confirmation, one call; the credit and reserves are read again and the student told', async () => {
    const { actor, calls, announced, refreshes } = start(async () => {});
    actor.send({ type: 'user.open', facts: facts() });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.kind).toBe('cancel');
    expect(calls).toEqual([]);
    actor.send({ type: 'user.confirm', facts: facts({ now: CANCEL_DEADLINE - HOUR }) });
    await waitFor(actor, (s) => s.matches('done'));
    // A second confirm (a double tap) in sending or done sends nothing.
    actor.send({ type: 'user.confirm', facts: facts() });
    expect(calls).toEqual(['cancel']);
    expect(announced).toEqual(['cancel']);
    expect(refreshes()).toBe(1);
  });

  it('the cancel deadline passes while asking: it asks again, for the sale, and sends nothing yet', async () => {
    const { actor, calls } = start(async () => {});
    actor.send({ type: 'user.open', facts: facts({ now: CANCEL_DEADLINE - 60_000 }) });
    actor.send({ type: 'user.confirm', facts: afterDeadline({ saleable: true }) });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context).toMatchObject({ kind: 'sell', changed: true });
    expect(calls).toEqual([]);
    actor.send({ type: 'user.confirm', facts: afterDeadline({ saleable: true }) });
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls).toEqual(['sell']);
  });

  it('nothing possible any more: it says so and sends nothing', () => {
    const { actor, calls } = start(async () => {});
    actor.send({ type: 'user.open', facts: afterDeadline() });
    expect(actor.getSnapshot().value).toBe('unavailable');
    actor.send({ type: 'user.close' });
    actor.send({ type: 'user.open', facts: facts() });
    actor.send({ type: 'user.confirm', facts: afterDeadline() });
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(calls).toEqual([]);
  });

  it('a refusal keeps the error, re-reads the truth, and a retry sends once more', async () => {
    let fail = true;
    const { actor, calls, refreshes } = start(async () => {
      if (fail) throw Object.assign(new Error('refused'), { status: 400 });
    });
    actor.send({ type: 'user.open', facts: afterDeadline({ saleable: true }) });
    actor.send({ type: 'user.confirm', facts: afterDeadline({ saleable: true }) });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toMatchObject({ status: 400 });
    expect(refreshes()).toBe(1);
    fail = false;
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls).toEqual(['sell', 'sell']);
    actor.send({ type: 'user.close' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { kind: null, error: null } });
  });

  it('model: every state is reachable and every transition is taken', () => {
    const c = graphCoverage(missMealMachine, {
      events: [
        { type: 'user.open', facts: facts() },
        { type: 'user.open', facts: afterDeadline() },
        { type: 'user.confirm', facts: facts() },
        { type: 'user.confirm', facts: afterDeadline({ saleable: true }) },
        { type: 'user.confirm', facts: afterDeadline() },
        { type: 'xstate.done.actor.giveBack' },
        { type: 'xstate.error.actor.giveBack', error: new Error('down') },
        { type: 'user.retry' },
        { type: 'user.close' },
      ],
    });
    expect(c.missingStates).toEqual([]);
    expect(c.missingTransitions).toEqual([]);
    expect([...c.states].sort()).toEqual([...MISS_MEAL_STATES].sort());
  });
});
