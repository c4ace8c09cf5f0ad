import { createActor, fromPromise } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { describe, expect, it, vi } from 'vitest';
import {
  reserveCountMachine,
  type ReserveCountEvent,
  type ReserveCountInput,
  type SaveCountInput,
  type SaveCountOutput,
} from './reserve-count.machine';
import { deferred } from './testing/deferred';
import { countState } from './testing/reserve-count-fixture';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/** Let the promise actor report to its parent. */
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const baseInput: ReserveCountInput = { ...countState({ count: 0 }), itemId: 7 };

/** A started actor whose saveCount calls wait on deferreds the test settles one by one. */
function start(overrides: Partial<ReserveCountInput> = {}) {
  const calls: Omit<SaveCountInput, 'itemId'>[] = [];
  const saves: Deferred<SaveCountOutput>[] = [];
  const logFailure = vi.fn<(params: { error: unknown; from: number; to: number }) => void>();
  const saved = vi.fn<(count: number) => void>();
  const machine = reserveCountMachine.provide({
    actors: {
      saveCount: fromPromise<SaveCountOutput, SaveCountInput>(({ input: { itemId, ...call } }) => {
        expect(itemId).toBe(baseInput.itemId);
        calls.push(call);
        const save = deferred<SaveCountOutput>();
        saves.push(save);
        return save.promise;
      }),
    },
    actions: {
      logFailure: (_, params) => logFailure(params),
      saved: (_, { count }) => saved(count),
    },
  });
  const actor = createActor(machine, { input: { ...baseInput, ...overrides } }).start();
  const save = (index: number) => {
    const found = saves[index];
    if (!found) throw new Error(`no save #${index} was made`);
    return found;
  };
  return {
    actor,
    calls,
    logFailure,
    saved,
    send: (event: ReserveCountEvent) => actor.send(event),
    context: () => actor.getSnapshot().context,
    state: () => actor.getSnapshot().value,
    succeed: async (index: number, output?: SaveCountOutput) => {
      save(index).resolve(output);
      await flush();
    },
    fail: async (index: number, error: unknown) => {
      save(index).reject(error);
      await flush();
    },
  };
}

describe('reserveCountMachine: start', () => {
  it('starts idle with the server count confirmed and no error', () => {
    // Act
    const { state, context } = start({ count: 2 });

    // Assert
    expect(state()).toBe('idle');
    expect(context()).toMatchObject({ count: 2, confirmedCount: 2, inFlight: null });
  });
});

describe('reserveCountMachine: user.reserve', () => {
  it('shows 1 at once (optimistic), before the save resolves, and saves 0 -> 1', async () => {
    // Arrange
    const t = start({ count: 0 });

    // Act
    t.send({ type: 'user.reserve' });

    // Assert: the count moved while the call is still on the wire.
    expect(t.state()).toBe('saving');
    expect(t.context()).toMatchObject({ count: 1, confirmedCount: 0, inFlight: { from: 0, to: 1 } });
    expect(t.calls).toEqual([{ from: 0, to: 1, mode: 'default' }]);
    expect(t.saved).not.toHaveBeenCalled();

    await t.succeed(0);
    expect(t.state()).toBe('idle');
    expect(t.context()).toMatchObject({ count: 1, confirmedCount: 1, inFlight: null });
    expect(t.saved.mock.calls).toEqual([[1]]);
  });

  it('reserves validMinCount at once when it is above 1', () => {
    const t = start({ count: 0, validMinCount: 3 });

    t.send({ type: 'user.reserve' });

    expect(t.context().count).toBe(3);
    expect(t.calls).toEqual([{ from: 0, to: 3, mode: 'default' }]);
  });

  it('does nothing when reserveRuleViolated (the button is hidden)', () => {
    const t = start({ count: 0, reserveRuleViolated: true });

    t.send({ type: 'user.reserve' });

    expect(t.state()).toBe('idle');
    expect(t.context().count).toBe(0);
    expect(t.calls).toEqual([]);
  });

  it('does nothing when the first reservation would cross the meal total (the button is disabled)', () => {
    const t = start({ count: 0, validTotalCount: 2, mealReservedCount: 2 });

    t.send({ type: 'user.reserve' });

    expect(t.context().count).toBe(0);
    expect(t.calls).toEqual([]);
  });

  it('does nothing above 0 (there is no reserve button then)', () => {
    const t = start({ count: 2 });

    t.send({ type: 'user.reserve' });

    expect(t.context().count).toBe(2);
    expect(t.calls).toEqual([]);
  });
});

describe('reserveCountMachine: user.restore (undo of a cancel)', () => {
  it('reserves the cancelled count again in one save, 0 -> n', async () => {
    const t = start({ count: 0, validMaxCount: 3 });

    t.send({ type: 'user.restore', count: 2 });

    expect(t.context()).toMatchObject({ count: 2, inFlight: { from: 0, to: 2 } });
    expect(t.calls).toEqual([{ from: 0, to: 2, mode: 'default' }]);
    await t.succeed(0);
    expect(t.saved.mock.calls).toEqual([[2]]);
  });

  it('does nothing when reserving has closed, above the limits, or with a count already there', () => {
    for (const overrides of [
      { count: 0, reserveRuleViolated: true },
      { count: 0, validMaxCount: 1 },
      { count: 1, validMaxCount: 3 },
    ]) {
      const t = start(overrides);
      t.send({ type: 'user.restore', count: 2 });
      expect(t.calls).toEqual([]);
    }
  });
});

describe('reserveCountMachine: user.increment', () => {
  it('adds one optimistically and saves from -> to', async () => {
    const t = start({ count: 1 });

    t.send({ type: 'user.increment' });

    expect(t.context().count).toBe(2);
    expect(t.calls).toEqual([{ from: 1, to: 2, mode: 'default' }]);
    await t.succeed(0, 2);
    expect(t.context()).toMatchObject({ count: 2, confirmedCount: 2 });
  });

  it('does nothing at the item validMaxCount (plus disabled)', () => {
    const t = start({ count: 3, validMaxCount: 3 });

    t.send({ type: 'user.increment' });

    expect(t.state()).toBe('idle');
    expect(t.context().count).toBe(3);
    expect(t.calls).toEqual([]);
  });

  it('does nothing when the meal other items plus this count reach validTotalCount (plus disabled)', () => {
    const t = start({ count: 2, validMaxCount: 5, validTotalCount: 4, mealReservedCount: 2 });

    t.send({ type: 'user.increment' });

    expect(t.context().count).toBe(2);
    expect(t.calls).toEqual([]);
  });

  it('does nothing when reserveRuleViolated (plus hidden)', () => {
    const t = start({ count: 1, reserveRuleViolated: true });

    t.send({ type: 'user.increment' });

    expect(t.context().count).toBe(1);
    expect(t.calls).toEqual([]);
  });

  it('does nothing at count 0 (plus is not shown; reserve is)', () => {
    const t = start({ count: 0 });

    t.send({ type: 'user.increment' });

    expect(t.context().count).toBe(0);
    expect(t.calls).toEqual([]);
  });
});

describe('reserveCountMachine: user.decrement', () => {
  it('cancels the whole count in default mode', () => {
    const t = start({ count: 3, mode: 'default' });

    t.send({ type: 'user.decrement' });

    expect(t.context().count).toBe(0);
    expect(t.calls).toEqual([{ from: 3, to: 0, mode: 'default' }]);
  });

  it('removes one unit in new mode', () => {
    const t = start({ count: 3, mode: 'new' });

    t.send({ type: 'user.decrement' });

    expect(t.context().count).toBe(2);
    expect(t.calls).toEqual([{ from: 3, to: 2, mode: 'new' }]);
  });

  it('does nothing when cancelRuleViolated (minus hidden)', () => {
    const t = start({ count: 2, cancelRuleViolated: true });

    t.send({ type: 'user.decrement' });

    expect(t.context().count).toBe(2);
    expect(t.calls).toEqual([]);
  });

  it('stops at validMinCount - 1 in new mode (minus disabled there), not before', async () => {
    // Arrange
    const t = start({ count: 3, validMinCount: 3, mode: 'new' });

    // Act: at validMinCount minus is enabled ...
    t.send({ type: 'user.decrement' });
    await t.succeed(0);
    // ... at validMinCount - 1 it is disabled.
    t.send({ type: 'user.decrement' });

    // Assert
    expect(t.context()).toMatchObject({ count: 2, confirmedCount: 2 });
    expect(t.calls).toEqual([{ from: 3, to: 2, mode: 'new' }]);
    expect(t.state()).toBe('idle');
  });

  it('does nothing at count 0', () => {
    const t = start({ count: 0, mode: 'new' });

    t.send({ type: 'user.decrement' });

    expect(t.calls).toEqual([]);
  });
});

describe('reserveCountMachine: failure', () => {
  it('reverts to the confirmed count, logs the failure, and does not refresh the credit', async () => {
    // Arrange
    const t = start({ count: 1 });
    const error = { status: 500, errorCode: 'INTERNAL' };
    t.send({ type: 'user.increment' });

    // Act
    await t.fail(0, error);

    // Assert
    expect(t.state()).toBe('idle');
    expect(t.context()).toMatchObject({ count: 1, confirmedCount: 1, inFlight: null });
    expect(t.logFailure).toHaveBeenCalledExactlyOnceWith({ error, from: 1, to: 2 });
    expect(t.saved).not.toHaveBeenCalled();
  });
});

describe('reserveCountMachine: server answer', () => {
  it('takes the asked count when the save returns nothing', async () => {
    const t = start({ count: 1 });
    t.send({ type: 'user.increment' });

    await t.succeed(0, undefined);

    expect(t.context()).toMatchObject({ count: 2, confirmedCount: 2 });
  });

  it('lets the server win when it confirms another count, dropping the pending target', async () => {
    // Arrange: 1 -> 2 on the wire, the person already at 3.
    const t = start({ count: 1 });
    t.send({ type: 'user.increment' });
    t.send({ type: 'user.increment' });

    // Act: the server says 1.
    await t.succeed(0, 1);

    // Assert
    expect(t.state()).toBe('idle');
    expect(t.context()).toMatchObject({ count: 1, confirmedCount: 1, inFlight: null });
    expect(t.calls).toHaveLength(1);
    expect(t.saved).toHaveBeenCalledTimes(1);
  });
});

describe('reserveCountMachine: serialisation of rapid clicks', () => {
  it('never has two saves on the wire: three rapid increments give chained saves and the right final count', async () => {
    // Arrange
    const t = start({ count: 1, validMaxCount: 10 });

    // Act: three clicks while the first save is on the wire.
    t.send({ type: 'user.increment' });
    t.send({ type: 'user.increment' });
    t.send({ type: 'user.increment' });

    // Assert: one call so far; the screen shows the target.
    expect(t.calls).toEqual([{ from: 1, to: 2, mode: 'default' }]);
    expect(t.context()).toMatchObject({ count: 4, confirmedCount: 1 });

    // The second save starts only after the first one succeeds, from where the first ended.
    await t.succeed(0, 2);
    expect(t.calls).toEqual([
      { from: 1, to: 2, mode: 'default' },
      { from: 2, to: 4, mode: 'default' },
    ]);
    expect(t.state()).toBe('saving');
    expect(t.context()).toMatchObject({ count: 4, confirmedCount: 2, inFlight: { from: 2, to: 4 } });

    await t.succeed(1, 4);
    expect(t.calls).toHaveLength(2);
    expect(t.state()).toBe('idle');
    expect(t.context()).toMatchObject({ count: 4, confirmedCount: 4, inFlight: null });
    // Each save of the chain reports what the server then held.
    expect(t.saved.mock.calls).toEqual([[2], [4]]);
  });

  it('guards queued clicks against the shown (optimistic) count: plus stops at validMaxCount', async () => {
    const t = start({ count: 1, validMaxCount: 3 });

    for (let i = 0; i < 5; i++) t.send({ type: 'user.increment' });

    expect(t.context().count).toBe(3);
    await t.succeed(0);
    expect(t.calls.at(-1)).toEqual({ from: 2, to: 3, mode: 'default' });
  });

  it('guards queued clicks against the meal total with the other items', () => {
    const t = start({ count: 1, validMaxCount: 9, validTotalCount: 4, mealReservedCount: 1 });

    for (let i = 0; i < 5; i++) t.send({ type: 'user.increment' });

    expect(t.context().count).toBe(3);
  });

  it('sends no follow-up when clicks during a save come back to the saved count', async () => {
    const t = start({ count: 1, mode: 'new' });
    t.send({ type: 'user.increment' });
    t.send({ type: 'user.increment' });
    t.send({ type: 'user.decrement' });

    await t.succeed(0);

    expect(t.calls).toEqual([{ from: 1, to: 2, mode: 'new' }]);
    expect(t.state()).toBe('idle');
    expect(t.context().count).toBe(2);
  });

  it('chains a cancel queued behind an increment (default mode)', async () => {
    const t = start({ count: 1, mode: 'default' });
    t.send({ type: 'user.increment' });
    t.send({ type: 'user.decrement' });
    expect(t.context().count).toBe(0);

    await t.succeed(0);

    expect(t.calls.at(-1)).toEqual({ from: 2, to: 0, mode: 'default' });
  });

  it('drops the pending target and reverts when the save on the wire fails', async () => {
    // Arrange
    const t = start({ count: 1 });
    t.send({ type: 'user.increment' });
    t.send({ type: 'user.increment' });
    t.send({ type: 'user.increment' });

    // Act
    await t.fail(0, new Error('offline'));

    // Assert
    expect(t.state()).toBe('idle');
    expect(t.context()).toMatchObject({ count: 1, confirmedCount: 1, inFlight: null });
    expect(t.calls).toHaveLength(1);
    expect(t.logFailure).toHaveBeenCalledTimes(1);
    expect(t.saved).not.toHaveBeenCalled();
  });

  it('reverts to the last confirmed count when the follow-up save fails', async () => {
    const t = start({ count: 1 });
    t.send({ type: 'user.increment' });
    t.send({ type: 'user.increment' });
    t.send({ type: 'user.increment' });
    await t.succeed(0, 2);

    await t.fail(1, { status: 400, errorCode: 'RESERVE_MAX_RESERVE_COUNT_CROSS' });

    expect(t.context()).toMatchObject({ count: 2, confirmedCount: 2 });
    expect(t.logFailure).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ from: 2, to: 4 }));
    expect(t.saved).toHaveBeenCalledTimes(1);
  });
});

describe('reserveCountMachine: server.updated', () => {
  it('while idle, takes the server count and limits', () => {
    // Arrange
    const t = start({ count: 1, validMaxCount: 5 });

    // Act
    t.send({ type: 'server.updated', count: 3, validMaxCount: 3, cancelRuleViolated: true, mode: 'new' });

    // Assert
    expect(t.context()).toMatchObject({
      count: 3,
      confirmedCount: 3,
      validMaxCount: 3,
      cancelRuleViolated: true,
      mode: 'new',
    });
    t.send({ type: 'user.increment' });
    t.send({ type: 'user.decrement' });
    expect(t.calls).toEqual([]);
  });

  it('while idle, a partial update (a sibling changed mealReservedCount) keeps the count', () => {
    const t = start({ count: 2, validTotalCount: 4 });

    t.send({ type: 'server.updated', mealReservedCount: 2 });

    expect(t.context()).toMatchObject({ count: 2, confirmedCount: 2, mealReservedCount: 2 });
    t.send({ type: 'user.increment' });
    expect(t.calls).toEqual([]);
  });

  it('while saving, applies limits but not the count (the machine owns it until the saves settle)', async () => {
    const t = start({ count: 1, validMaxCount: 5 });
    t.send({ type: 'user.increment' });

    t.send({ type: 'server.updated', count: 1, validMaxCount: 2, mode: 'new' });

    expect(t.context()).toMatchObject({ count: 2, confirmedCount: 1, validMaxCount: 2, mode: 'default' });
    t.send({ type: 'user.increment' });
    expect(t.context().count).toBe(2);
    await t.succeed(0);
    expect(t.context()).toMatchObject({ count: 2, confirmedCount: 2 });
  });
});

describe('reserveCountMachine: graph', () => {
  // The promise actor does not run during traversal: its outcomes are supplied as events.
  const outcomes = [
    { type: 'xstate.done.actor.saveCount', output: undefined },
    { type: 'xstate.done.actor.saveCount', output: 0 },
    { type: 'xstate.error.actor.saveCount', error: { status: 500, errorCode: null } },
    { type: 'xstate.error.actor.saveCount', error: { status: 400, errorCode: 'RESERVE_MAX_RESERVE_COUNT_CROSS' } },
  ] as unknown as ReserveCountEvent[];
  const events: ReserveCountEvent[] = [
    { type: 'user.reserve' },
    { type: 'user.increment' },
    { type: 'user.decrement' },
    { type: 'server.updated', count: 0 },
    { type: 'server.updated', mealReservedCount: 1 },
    ...outcomes,
  ];
  const input: ReserveCountInput = { ...baseInput, validMinCount: 2, validMaxCount: 3, validTotalCount: 4 };

  it.each(['default', 'new'] as const)(
    'reaches every state, with the rules holding in every reachable snapshot (%s mode)',
    (mode) => {
      // Act: the reachable space is finite (about 60 snapshots); the limit turns a regression that makes
      // it unbounded (a count escaping its limits) into a failure instead of a hang.
      const paths = getShortestPaths(reserveCountMachine, { input: { ...input, mode }, events, limit: 10_000 });

      // Assert: every state node is the end of some path.
      const reached = new Set(paths.map((path) => String(path.state.value)));
      const stateKeys = getStateNodes(reserveCountMachine.root).map((node) => node.key);
      expect(stateKeys.sort()).toEqual(['idle', 'saving']);
      expect([...reached].sort()).toEqual(stateKeys);

      // A pending follow-up is reachable.
      expect(
        paths.some(
          (path) => path.state.matches('saving') && path.state.context.count !== path.state.context.inFlight?.to,
        ),
      ).toBe(true);

      for (const { state } of paths) {
        const { count, confirmedCount, inFlight, validMaxCount, validTotalCount, mealReservedCount } = state.context;
        expect(count).toBeGreaterThanOrEqual(0);
        expect(count).toBeLessThanOrEqual(validMaxCount);
        expect(count + mealReservedCount).toBeLessThanOrEqual(validTotalCount);
        if (state.matches('idle')) {
          expect(inFlight).toBeNull();
          expect(count).toBe(confirmedCount);
        } else {
          expect(inFlight?.from).toBe(confirmedCount);
        }
      }
    },
  );
});
