import type { QueryKey } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import type { ReserveMode } from '@machines/reserve-count-rules';
import { reserveCountMachine, type SaveCountInput, type SaveCountOutput } from '@machines/reserve-count.machine';
import { reserveMealMachine } from '@machines/reserve-meal.machine';
import { useFixedT, useLanguage } from '@/i18n/language-context';
import { localizeDigits } from '@/lib/digits';
import { countInputOf, splitFoodNames, type MealView } from '../program-model';
import { outcomeUnknown } from '@/api/money-outcome';
import { rereadItemCount, setCachedItemCount, useRefreshAfterReserve } from '../reservation-queries';
import { notify } from '../shared/notify';
import { saveReserveCount } from './reserve-calls';

/**
 * Runs one meal's reserve-meal machine (machines/reserve-meal.machine.ts) with the real calls: each
 * item's save, the credit refresh after it, and what a failure reads again. The machine owns the
 * items' counts and tells siblings of each change; this hook only feeds it the server's meal.
 */
export function useReserveMeal(meal: MealView, mode: ReserveMode, programsKey: QueryKey) {
  // One per meal of the week: the cheap translation hook (src/i18n/language-context.tsx).
  const t = useFixedT('reservation');
  const lng = useLanguage();
  const { queryClient, refreshCredit, refreshReserves, refreshPrograms } = useRefreshAfterReserve();
  // The actors run after a refetch too: they read the latest meal, not the first render's (a holder
  // object, not a ref: the machine's implementations close over it).
  const [latest] = useState(() => new Holder({ meal, programsKey, t, lng }));
  useEffect(() => latest.set({ meal, programsKey, t, lng }));

  const machine = useMemo(() => {
    /** The item on the latest week (a save may outlive a refetch; the meal's items stay: meal-cell.tsx). */
    const itemOf = (itemId: number) => latest.get().meal.programFoodTypes.find((item) => item.id === itemId)!;
    return reserveMealMachine.provide({
      actors: {
        reserveCount: reserveCountMachine.provide({
          actors: {
            saveCount: fromPromise<SaveCountOutput, SaveCountInput>(({ input }) =>
              saveReserveCount(latest.get().meal, itemOf(input.itemId), input.to, input.mode),
            ),
          },
          actions: {
            saved: ({ context }, { count }) => {
              const { meal: now, programsKey: key, t: tr } = latest.get();
              const item = itemOf(context.itemId);
              // What the server now holds, for anything that mounts this week again.
              setCachedItemCount(queryClient, key, now, item.foodTypeId, count);
              refreshCredit();
              refreshReserves();
              const food = splitFoodNames(item.foodNames).main;
              notify(tr(count > 0 ? 'reserve.succeeded' : 'reserve.cancelled', { food }));
            },
            // modules.md 8: a failed reserve or cancel reverts the count silently (the transport toasts
            // RESERVE_MAX_RESERVE_COUNT_CROSS's fixed message itself).
            logFailure: ({ context }, params) => {
              console.warn('reserve failed', { item: context.itemId, ...params });
              refreshCredit();
              refreshReserves();
              // A refusal: nothing moved, the revert is the truth. A lost answer, a timeout or a 5xx may
              // come after the server reserved and took the money, so the revert is a guess: the week is
              // read again, the server's count wins (`server.updated`), and the student is told what it
              // holds (docs/security.md, "Money actions with lost answers"). A retry is harmless: the
              // count sent is absolute.
              if (!outcomeUnknown(params.error)) return refreshPrograms();
              const { meal: now, programsKey: key, t: tr, lng: language } = latest.get();
              const item = itemOf(context.itemId);
              const food = splitFoodNames(item.foodNames).main;
              void rereadItemCount(queryClient, key, now, item.foodTypeId).then((held) =>
                notify(
                  held === undefined
                    ? tr('reserve.unknownUnread', { food })
                    : tr('reserve.unknownNow', { food, count: localizeDigits(held, language) }),
                  'gray',
                ),
              );
            },
          },
        }),
      },
    });
  }, [latest, queryClient, refreshCredit, refreshReserves, refreshPrograms]);

  const items = useMemo(() => meal.programFoodTypes.map((item) => countInputOf(meal, item, mode)), [meal, mode]);
  const actor = useActorRef(machine, { input: { items } });
  // A refetch (or the cache update after a save): the machine hands each item what changed.
  useEffect(() => {
    actor.send({ type: 'server.updated', items });
  }, [actor, items]);

  return useSelector(actor, (snapshot) => snapshot.context);
}

/** One value the actors read when they run, set after each render. */
class Holder<T> {
  constructor(private value: T) {}
  set(value: T): void {
    this.value = value;
  }
  get(): T {
    return this.value;
  }
}
