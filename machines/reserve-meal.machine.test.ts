import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { canIncrement, canReserve } from './reserve-count-rules';
import { reserveCountMachine, type SaveCountInput, type SaveCountOutput } from './reserve-count.machine';
import { othersCount, reserveMealMachine, type ReserveMealItem } from './reserve-meal.machine';
import { deferred } from './testing/deferred';

/** Let the promise actors report to their parents. */
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const item = (itemId: number, count: number, overrides: Partial<ReserveMealItem> = {}): ReserveMealItem => ({
  itemId,
  count,
  validMinCount: 0,
  validMaxCount: 5,
  validTotalCount: 2,
  reserveRuleViolated: false,
  cancelRuleViolated: false,
  mode: 'new',
  ...overrides,
});

/** A started meal whose saves wait on deferreds the test settles. */
function start(items: ReserveMealItem[]) {
  const calls: SaveCountInput[] = [];
  const saves: ReturnType<typeof deferred<SaveCountOutput>>[] = [];
  const machine = reserveMealMachine.provide({
    actors: {
      reserveCount: reserveCountMachine.provide({
        actors: {
          saveCount: fromPromise<SaveCountOutput, SaveCountInput>(({ input }) => {
            calls.push(input);
            const save = deferred<SaveCountOutput>();
            saves.push(save);
            return save.promise;
          }),
        },
      }),
    },
  });
  const actor = createActor(machine, { input: { items } }).start();
  const child = (id: number) => actor.getSnapshot().context.items[id]!;
  return { actor, calls, saves, child, counted: (id: number) => child(id).getSnapshot().context };
}

describe('reserveMealMachine: the meal owns its items’ counts', () => {
  it('starts each item with the sum of its siblings’ counts', () => {
    const t = start([item(1, 1), item(2, 0), item(3, 0)]);

    expect(t.actor.getSnapshot().context.counts).toEqual({ 1: 1, 2: 0, 3: 0 });
    expect(t.counted(1).mealReservedCount).toBe(0);
    expect(t.counted(2).mealReservedCount).toBe(1);
    expect(t.counted(3).mealReservedCount).toBe(1);
  });

  it('one click on an item updates its siblings at once, through the meal (no view, no round trip)', () => {
    // Arrange: the meal total is 2; item 1 holds one unit.
    const t = start([item(1, 1), item(2, 0), item(3, 0)]);
    expect(canReserve(t.counted(2))).toBe(true);

    // Act: one event, to item 1 only.
    t.child(1).send({ type: 'user.increment' });

    // Assert: synchronously, the meal recorded 2 and told both siblings; their reserve is now refused.
    expect(t.actor.getSnapshot().context.counts).toEqual({ 1: 2, 2: 0, 3: 0 });
    expect(t.counted(2).mealReservedCount).toBe(2);
    expect(t.counted(3).mealReservedCount).toBe(2);
    expect(canReserve(t.counted(2))).toBe(false);
    t.child(2).send({ type: 'user.reserve' });
    expect(t.counted(2).count).toBe(0);
    expect(t.calls).toEqual([{ itemId: 1, from: 1, to: 2, mode: 'new' }]);
  });

  it('a failed save gives the units back to the siblings', async () => {
    const t = start([item(1, 1), item(2, 0)]);
    t.child(1).send({ type: 'user.increment' });
    expect(canReserve(t.counted(2))).toBe(false);

    t.saves[0]!.reject(new Error('500'));
    await flush();

    expect(t.counted(1).count).toBe(1);
    expect(t.counted(2).mealReservedCount).toBe(1);
    expect(canReserve(t.counted(2))).toBe(true);
  });

  it('the week refetched: items take the server’s counts, and the siblings follow', () => {
    const t = start([item(1, 0), item(2, 0), item(3, 0)]);

    t.actor.send({ type: 'server.updated', items: [item(1, 1), item(2, 0), item(3, 1, { validMaxCount: 1 })] });

    expect(t.actor.getSnapshot().context.counts).toEqual({ 1: 1, 2: 0, 3: 1 });
    expect(t.counted(1)).toMatchObject({ count: 1, mealReservedCount: 1 });
    expect(t.counted(2)).toMatchObject({ count: 0, mealReservedCount: 2 });
    expect(t.counted(3)).toMatchObject({ count: 1, mealReservedCount: 1, validMaxCount: 1 });
    expect(canReserve(t.counted(2))).toBe(false);
    expect(canIncrement(t.counted(1))).toBe(false);
  });

  it('a refetch that changes nothing leaves the meal and its items’ snapshots as they were', () => {
    const items = [item(1, 1), item(2, 0)];
    const t = start(items);
    const before = [t.actor.getSnapshot().context, t.counted(1), t.counted(2)];

    t.actor.send({ type: 'server.updated', items: items.map((i) => ({ ...i })) });

    expect([t.actor.getSnapshot().context, t.counted(1), t.counted(2)]).toEqual(before);
    expect(t.actor.getSnapshot().context).toBe(before[0]);
    expect(t.counted(1)).toBe(before[1]);
    expect(t.counted(2)).toBe(before[2]);
  });

  it('othersCount sums every item but the one asked about', () => {
    expect(othersCount({ 1: 2, 2: 1, 3: 4 }, 2)).toBe(6);
    expect(othersCount({}, 1)).toBe(0);
  });
});
