import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { missMealMachine, type MissKind } from '@machines/miss-meal.machine';
import type { CallOptions } from '@/api/transport';
import { sellReserve } from '@/api/generated/rest/hooks/reserves/reserves';
import { useFixedT } from '@/i18n/language-context';
import type { ItemView, MealView } from '../program-model';
import { useReserveMode } from '../local-settings';
import { useMoneyTruth } from '../money-truth';
import { notify } from '../shared/notify';
import { useVariant } from '../shared/variant-scope';
import { saveReserveCount } from './reserve-calls';

// The dialog reports the outcome itself: no transport toast on top.
const quiet: CallOptions = { suppressToast: true };

export interface MissMealTarget {
  meal: MealView;
  item: ItemView;
  /** The user's reserve that sell-reserve names (GET /rest/reserves), else the program item. */
  saleId: number;
  food: string;
}

/**
 * The miss-meal flow's implementations (decision 0022): the cancel is the reserve page's own call
 * with the count 0 (absolute, so a retry cannot cancel twice), the sale the live server's
 * sell-reserve; after either outcome the credit, reserves and counts are read again.
 */
export function useMissMeal({ meal, item, saleId, food }: MissMealTarget) {
  const t = useFixedT('reservation');
  const variant = useVariant();
  const { mode } = useReserveMode(variant.key);
  const client = useQueryClient();
  const truth = useMoneyTruth();
  const actor = useActorRef(
    missMealMachine.provide({
      actors: {
        giveBack: fromPromise<void, { kind: MissKind }>(async ({ input }) => {
          if (input.kind === 'cancel') await saveReserveCount(meal, item, 0, mode);
          else await sellReserve(saleId, quiet);
        }),
      },
      actions: {
        refresh: () => {
          for (const queryKey of truth) void client.invalidateQueries({ queryKey });
        },
        announce: (_, { kind }) =>
          notify(kind === 'cancel' ? t('miss.cancelled', { food }) : t('freeFood.saleStarted')),
      },
    }),
  );
  const snapshot = useSelector(actor, (s) => s);
  return [snapshot, actor.send] as const;
}
