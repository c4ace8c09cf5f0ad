/**
 * One meal's items on the reserve week (modules.md 4 "Reserve item": the meal's validTotalCount caps
 * the sum of its items' counts), and the one owner of their counts.
 *
 * Each item runs its own reserve-count machine (machines/reserve-count.machine.ts), spawned here
 * with `syncSnapshot`: every snapshot of an item reaches this machine, which records a changed
 * count and tells the OTHER items their new `mealReservedCount`. So a
 * sibling's plus is disabled the moment another item takes the meal's last unit, and no view
 * passes counts up and back down.
 *
 * The week refetched (`server.updated` with the meal's items): each child gets its item's server
 * values (a saving child keeps its own count: see reserve-count.machine.ts). The items are the
 * input's: a meal whose list of items changes is a new meal (use-reserve-meal.ts starts another).
 */
import { enqueueActions, setup, type ActorRefFrom, type EventObject, type SnapshotFrom } from 'xstate';
import { reserveCountMachine, type ReserveCountInput, type ReserveCountMachine } from './reserve-count.machine';

/** One item of the meal as the server has it (everything but the siblings' counts). */
export type ReserveMealItem = Omit<ReserveCountInput, 'mealReservedCount'>;

export interface ReserveMealInput {
  /** Every item of the meal, hidden ones too: their counts count towards the meal total. */
  items: ReserveMealItem[];
}

export type ReserveItemRef = ActorRefFrom<ReserveCountMachine>;

interface ItemSnapshotEvent {
  type: `xstate.snapshot.${string}`;
  snapshot: SnapshotFrom<ReserveCountMachine>;
}

/** The item and count an item's snapshot shows. */
const shown = (event: EventObject) => (event as ItemSnapshotEvent).snapshot.context;

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
    reserveCount: reserveCountMachine,
  },
  guards: {
    /** An item shows a count other than the one recorded. */
    countMoved: ({ context, event }) => context.counts[shown(event).itemId] !== shown(event).count,
  },
}).createMachine({
  id: 'reserveMeal',
  context: ({ input, spawn }) => {
    const counts = countsOf(input.items);
    const items: Record<number, ReserveItemRef> = {};
    for (const item of input.items)
      items[item.itemId] = spawn('reserveCount', {
        id: `item-${item.itemId}`,
        syncSnapshot: true,
        input: { ...item, mealReservedCount: othersCount(counts, item.itemId) },
      });
    return { items, counts };
  },
  on: {
    'xstate.snapshot.*': {
      guard: 'countMoved',
      // The one place siblings learn of a count: each is told the sum of the others.
      actions: enqueueActions(({ context, event, enqueue }) => {
        const { itemId, count } = shown(event);
        const counts = { ...context.counts, [itemId]: count };
        enqueue.assign({ counts });
        for (const [id, ref] of Object.entries<ReserveItemRef>(context.items))
          if (Number(id) !== itemId)
            enqueue.sendTo(ref, { type: 'server.updated', mealReservedCount: othersCount(counts, Number(id)) });
      }),
    },
    // Each item gets the server's values; one whose count changes shows it in its next snapshot, and
    // its siblings hear of it then.
    'server.updated': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        for (const item of event.items) {
          const ref = context.items[item.itemId];
          if (ref) enqueue.sendTo(ref, { type: 'server.updated', ...item });
        }
      }),
    },
  },
});

export type ReserveMealMachine = typeof reserveMealMachine;
