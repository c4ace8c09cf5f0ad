import { ActionIcon, Button, Group, Text } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import { IconMinus, IconPlus, IconTrash } from '@tabler/icons-react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef, type FocusEvent } from 'react';
import { useFixedT } from '@/i18n/language-context';
import { fromPromise } from 'xstate';
import { reserveCountMachine, type SaveCountInput, type SaveCountOutput } from '@machines/reserve-count.machine';
import { reserveCountView, type ReserveMode } from '@machines/reserve-count-rules';
import { countInputOf, type ItemView, type MealView } from '../program-model';
import { setCachedItemCount, useRefreshAfterReserve } from '../reservation-queries';
import { notify } from '../shared/notify';
import { useFormatters } from '@/ui/use-formatters';
import { useOnline } from '@/ui/use-online';
import { saveReserveCount } from './reserve-calls';

export interface ReserveCounterProps {
  meal: MealView;
  item: ItemView;
  mode: ReserveMode;
  /** The meal's other items' counts (the meal total caps plus). */
  mealReservedCount: number;
  /** For the buttons' names ("add one portion of X"). */
  foodName: string;
  /** The cached week program this item belongs to (updated with what the server confirmed). */
  programsKey: QueryKey;
  onCountChange: (itemId: number, count: number) => void;
}

/**
 * One item's count, driven by the reserve-count machine (machines/reserve-count.machine.ts):
 * optimistic clicks, one save on the wire, revert on failure. The buttons shown and enabled come
 * from the same pure rules the machine guards with, so they cannot disagree.
 */
export function ReserveCounter({
  meal,
  item,
  mode,
  mealReservedCount,
  foodName,
  programsKey,
  onCountChange,
}: ReserveCounterProps) {
  // One per card of the week: the cheap translation hook (src/i18n/language-context.tsx).
  const t = useFixedT('reservation');
  const { digits } = useFormatters();
  // Offline (the service worker's cached week): nothing to reserve or cancel with (issue 22).
  const offline = !useOnline();
  const { queryClient, refreshCredit, refreshReserves, refreshPrograms } = useRefreshAfterReserve();
  const input = countInputOf(meal, item, mode, mealReservedCount);

  const actor = useActorRef(
    reserveCountMachine.provide({
      actors: {
        saveCount: fromPromise<SaveCountOutput, SaveCountInput>(async ({ input: save }) => {
          await saveReserveCount(meal, item, save.to, save.mode);
          // What the server now holds, for anything that mounts this week again.
          setCachedItemCount(queryClient, programsKey, meal, item.foodTypeId, save.to);
          refreshReserves();
          notify(t(save.to > 0 ? 'reserve.succeeded' : 'reserve.cancelled', { food: foodName }));
        }),
      },
      actions: {
        refreshCredit: () => refreshCredit(),
        // modules.md 8: a failed reserve or cancel reverts the count silently (the transport toasts
        // RESERVE_MAX_RESERVE_COUNT_CROSS itself, so the machine's errorKey is not shown twice).
        logFailure: (_, params) => {
          console.warn('reserve failed', { item: item.id, from: params.from, to: params.to, error: params.error });
          // Issue 40: a failure may come after the server reserved and took the money (a lost answer,
          // a timeout, a 5xx), so the revert is a guess: the week and the credit are read again and
          // the server's count wins (`server.updated`). A retry is harmless: the count sent is absolute.
          refreshPrograms();
          refreshCredit();
          refreshReserves();
        },
      },
    }),
    { input },
  );
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const saving = useSelector(actor, (snapshot) => snapshot.matches('saving'));

  // The server's view changed (refetch, cache update, a sibling's count): the machine decides what applies.
  const { count, validMinCount, validMaxCount, validTotalCount, reserveRuleViolated, cancelRuleViolated } = input;
  // Not on mount: the machine started from these values, and an update would re-render every
  // counter of the week once more (a new context object) for nothing (issue 20).
  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    actor.send({
      type: 'server.updated',
      count,
      validMinCount,
      validMaxCount,
      validTotalCount,
      reserveRuleViolated,
      cancelRuleViolated,
      mode,
      mealReservedCount,
    });
  }, [
    actor,
    count,
    validMinCount,
    validMaxCount,
    validTotalCount,
    reserveRuleViolated,
    cancelRuleViolated,
    mode,
    mealReservedCount,
  ]);

  useEffect(() => {
    onCountChange(item.id, context.count);
  }, [onCountChange, item.id, context.count]);

  const view = reserveCountView(context);

  // Keyboard users keep their place (issue 21): the reserve button turns into the counter (and back
  // when the count drops to 0 or the server refuses), so the focused button disappears. If the focus
  // was on one of these buttons when the person acted and fell to the page, it moves to the
  // counterpart: plus (or minus) after a reserve, the reserve button after a cancel.
  const acted = useRef(false);
  const reserveRef = useRef<HTMLButtonElement>(null);
  const plusRef = useRef<HTMLButtonElement>(null);
  const minusRef = useRef<HTMLButtonElement>(null);
  const showsCounter = context.count > 0;
  useLayoutEffect(() => {
    if (!acted.current) return;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (!lost) return;
    acted.current = false;
    const next = showsCounter ? [plusRef.current, minusRef.current].find((b) => b && !b.disabled) : reserveRef.current;
    next?.focus();
  }, [showsCounter]);
  const act = (event: { currentTarget: HTMLElement }, send: () => void) => {
    acted.current = event.currentTarget === document.activeElement;
    send();
  };
  const forget = (event: FocusEvent) => {
    if (event.relatedTarget) acted.current = false;
  };

  if (context.count === 0) {
    if (!view.showReserveButton) {
      return (
        <Text size="xs" c="dimmed" data-testid={`closed-${item.id}`}>
          {t('reserve.closed')}
        </Text>
      );
    }
    return (
      <Button
        size="xs"
        radius="xl"
        ref={reserveRef}
        onClick={(event) => act(event, () => actor.send({ type: 'user.reserve' }))}
        onBlur={forget}
        disabled={view.reserveDisabled || offline}
        aria-label={t('reserve.reserveLabel', { food: foodName })}
        data-testid={`reserve-${item.id}`}
      >
        {t('reserve.reserve')}
      </Button>
    );
  }

  const minusCancelsAll = mode === 'default';
  return (
    <Group gap={6} wrap="nowrap" aria-busy={saving || undefined} data-testid={`counter-${item.id}`}>
      {view.showMinus && (
        <ActionIcon
          variant="light"
          color={minusCancelsAll ? 'red' : undefined}
          radius="xl"
          ref={minusRef}
          onClick={(event) => act(event, () => actor.send({ type: 'user.decrement' }))}
          onBlur={forget}
          disabled={view.minusDisabled || offline}
          aria-label={
            minusCancelsAll ? t('reserve.cancelLabel', { food: foodName }) : t('reserve.minusLabel', { food: foodName })
          }
          data-testid={`minus-${item.id}`}
        >
          {minusCancelsAll ? <IconTrash size={16} aria-hidden /> : <IconMinus size={16} aria-hidden />}
        </ActionIcon>
      )}
      <Text
        fw={700}
        miw={24}
        ta="center"
        // A status (not a paragraph, where aria-label is prohibited): the new count is announced politely.
        role="status"
        aria-live="polite"
        aria-label={t('reserve.countLabel', { food: foodName, n: digits(context.count) })}
        data-testid={`count-${item.id}`}
      >
        {digits(context.count)}
      </Text>
      {view.showPlus && (
        <ActionIcon
          variant="filled"
          radius="xl"
          ref={plusRef}
          onClick={(event) => act(event, () => actor.send({ type: 'user.increment' }))}
          onBlur={forget}
          disabled={view.plusDisabled || offline}
          aria-label={t('reserve.plusLabel', { food: foodName })}
          data-testid={`plus-${item.id}`}
        >
          <IconPlus size={16} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}
