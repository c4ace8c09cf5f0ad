/**
 * One meal's items on the reserve week (modules.md 4 "Reserve item": the meal's validTotalCount caps
 * the sum of its items' counts), and the one owner of their counts.
 *
 * Each item runs its own reserve-count machine (machines/reserve-count.machine.ts), spawned here.
 * A child reports every change of its shown count (`item.counted`, through its `countChanged`
 * action); this machine records it and tells the OTHER items their new `mealReservedCount`. So a
 * sibling's plus is disabled the moment another item takes the meal's last unit, and no view
 * passes counts up and back down.
 *
 * The week refetched (`server.updated` with the meal's items): each child gets its item's server
 * values (a saving child keeps its own count: see reserve-count.machine.ts). The items are the
 * input's: a meal whose list of items changes is a new meal (use-reserve-meal.ts starts another).
 */
import { enqueueActions, sendParent, setup, type ActorRefFrom } from 'xstate';
import { reserveCountMachine, type ReserveCountInput } from './reserve-count.machine';

/** One item of the meal as the server has it (everything but the siblings' counts). */
export type ReserveMealItem = Omit<ReserveCountInput, 'mealReservedCount'>;

export interface ReserveMealInput {
  /** Every item of the meal, hidden ones too: their counts count towards the meal total. */
  items: ReserveMealItem[];
}

/** The item machine as this one spawns it: it reports its count changes to the meal. */
export const reserveMealItemMachine = reserveCountMachine.provide({
  actions: {
    countChanged: sendParent(({ context }) => ({
      type: 'item.counted' as const,
      itemId: context.itemId,
      count: context.count,
    })),
  },
});

export type ReserveItemRef = ActorRefFrom<typeof reserveMealItemMachine>;

export interface ReserveMealContext {
  /** Each item's running machine, by item id. */
  items: Record<number, ReserveItemRef>;
  /** Each item's shown count, as its machine last reported it. */
  counts: Record<number, number>;
}

export type ReserveMealEvent =
  { type: 'item.counted'; itemId: number; count: number } | { type: 'server.updated'; items: ReserveMealItem[] };

/** The counts of the meal's items other than `itemId`. */
export function othersCount(counts: Record<number, number>, itemId: number): number {
  let sum = 0;
  for (const [id, count] of Object.entries(counts)) if (Number(id) !== itemId) sum += count;
  return sum;
}

const countsOf = (items: ReserveMealItem[]): Record<number, number> =>
  Object.fromEntries(items.map((item) => [item.itemId, item.count]));

export const reserveMealMachine = setup({
  types: {} as {
    context: ReserveMealContext;
    events: ReserveMealEvent;
    input: ReserveMealInput;
  },
  actors: {
    reserveCount: reserveMealItemMachine,
  },
  guards: {
    /** A child reports a count other than the one recorded (its own echo of a sibling update is not). */
    countMoved: ({ context, event }) => event.type === 'item.counted' && context.counts[event.itemId] !== event.count,
  },
}).createMachine({
  id: 'reserveMeal',
  context: ({ input, spawn }) => {
    const counts = countsOf(input.items);
    const items: Record<number, ReserveItemRef> = {};
    for (const item of input.items)
      items[item.itemId] = spawn('reserveCount', {
        id: `item-${item.itemId}`,
        input: { ...item, mealReservedCount: othersCount(counts, item.itemId) },
      });
    return { items, counts };
  },
  on: {
    'item.counted': {
      guard: 'countMoved',
      // The one place siblings learn of a count: each is told the sum of the others.
      actions: enqueueActions(({ context, event, enqueue }) => {
        const counts = { ...context.counts, [event.itemId]: event.count };
        enqueue.assign({ counts });
        for (const [id, ref] of Object.entries(context.items))
          if (Number(id) !== event.itemId)
            enqueue.sendTo(ref, { type: 'server.updated', mealReservedCount: othersCount(counts, Number(id)) });
      }),
    },
    // Each item gets the server's values; one whose count changes reports it (`item.counted`).
    'server.updated': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        for (const item of event.items) {
          const ref = context.items[item.itemId];
          if (ref)
            enqueue.sendTo(ref, {
              type: 'server.updated',
              ...item,
              mealReservedCount: othersCount(context.counts, item.itemId),
            });
        }
      }),
    },
  },
});

export type ReserveMealMachine = typeof reserveMealMachine;
