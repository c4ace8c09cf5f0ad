import { Button } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { missOption, type MissFacts } from '@machines/miss-meal-rules';
import type { ReserveItemRef } from '@machines/reserve-meal.machine';
import { useFixedT } from '@/i18n/language-context';
import { cancelDeadline, reserveDeadline } from '@/lib/reserve-deadlines';
import { useOnline } from '@/ui/use-online';
import { useMinuteNow } from '@/ui/use-minute-now';
import type { ItemView, MealView } from '../program-model';
import { DeadlineCountdown } from '../shared/deadline-countdown';

// Asked before anything is given back; its code (and the flow's machine) loads when first asked.
const MissMealDialog = lazy(() => import('./miss-meal-dialog'));

export interface CardDeadlineProps {
  /** The program day (`yyyy-MM-dd…`). */
  date: string;
  meal: MealView;
  item: ItemView;
  saleId: number;
  /** The item's reserve-count machine: its count the server confirmed (none while a save is on the wire). */
  countActor: ReserveItemRef;
  food: string;
  mealName: string;
  /** "شنبه ۱۴۰۳/۱۰/۲۹". */
  day: string;
}

/**
 * A card's deadline and what to do before it: while nothing is reserved, when reserving closes;
 * once reserved, when cancelling closes, and "Can't make it?", which cancels the meal (before that
 * deadline) or puts it up for sale (after it, when the server offers it), with one confirmation.
 * A leaf on the minute clock: the card around it does not re-render.
 */
export function CardDeadline({ date, meal, item, saleId, countActor, food, mealName, day }: CardDeadlineProps) {
  const t = useFixedT('reservation');
  const now = useMinuteNow();
  const online = useOnline();
  const [asking, setAsking] = useState(false);
  const isoDay = date.slice(0, 10);
  // Not offered while a save is on the wire: the cancel would race it.
  const count = useSelector(countActor, (snapshot) => (snapshot.matches('idle') ? snapshot.context.confirmedCount : 0));
  const reserved = count > 0;
  const facts = useCallback(
    (): MissFacts => ({
      now: Date.now(),
      count,
      cancelDeadline: cancelDeadline(isoDay),
      cancelRuleViolated: meal.cancelRuleViolated === true,
      saleable: item.saleableFreeFood === true,
      forSale: item.forSale === true,
    }),
    [isoDay, count, item.saleableFreeFood, item.forSale, meal.cancelRuleViolated],
  );
  const option = missOption({ ...facts(), now });
  const close = useCallback(() => setAsking(false), []);
  const reserveOpen = !reserved && !meal.reserveRuleViolated && reserveDeadline(isoDay) > now;
  const cancelOpen = reserved && !meal.cancelRuleViolated && cancelDeadline(isoDay) > now;
  if (!reserveOpen && !cancelOpen && !option && !asking) return null;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 6 }}>
      {reserveOpen && (
        <DeadlineCountdown deadline={reserveDeadline(isoDay)} kind="reserve" data-testid={`deadline-${item.id}`} />
      )}
      {cancelOpen && (
        <DeadlineCountdown deadline={cancelDeadline(isoDay)} kind="cancel" data-testid={`deadline-${item.id}`} />
      )}
      {option && (
        <Button
          size="compact-xs"
          variant="subtle"
          color={option === 'cancel' ? 'red' : 'orange'}
          disabled={!online}
          onClick={() => setAsking(true)}
          aria-label={t('miss.buttonLabel', { food, meal: mealName, day })}
          data-testid={`miss-${item.id}`}
          data-option={option}
        >
          {t('miss.button')}
        </Button>
      )}
      {asking && (
        <Suspense fallback={null}>
          <MissMealDialog {...{ meal, item, saleId, food, mealName, day, facts }} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
