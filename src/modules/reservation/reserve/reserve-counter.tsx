import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus, IconTrash } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import { useFixedT } from '@/i18n/language-context';
import { decrementTarget, reserveCountView } from '@machines/reserve-count-rules';
import type { ReserveItemRef } from '@machines/reserve-meal.machine';
import type { ItemView } from '../program-model';
import { useFormatters } from '@/ui/use-formatters';
import { useOnline } from '@/ui/use-online';
import { useOpenedOnce } from '@/ui/use-opened-once';
import { notify } from '../shared/notify';
import type { CancelSubject } from './cancel-reserve-dialog';

// Asked before a cancel; its code loads when first asked (a week holds dozens of counters).
const CancelReserveDialog = lazy(() => import('./cancel-reserve-dialog'));

export interface ReserveCounterProps {
  item: ItemView;
  /** The item's reserve-count machine, run by its meal's (use-reserve-meal.ts). */
  actor: ReserveItemRef;
  /** For the buttons' names ("add one portion of X"). */
  foodName: string;
  /** What the cancel dialog names (meal, day) and one portion's price in rials, when known. */
  cancel?: { meal: string; day: string; priceRials: number | null };
}

/**
 * One item's count, driven by its reserve-count machine (machines/reserve-count.machine.ts):
 * optimistic clicks, one save on the wire, revert on failure. The buttons shown and enabled come
 * from the same pure rules the machine guards with, so they cannot disagree.
 */
export function ReserveCounter({ item, actor, foodName, cancel }: ReserveCounterProps) {
  // One per card of the week: the cheap translation hook (src/i18n/language-context.tsx).
  const t = useFixedT('reservation');
  const { digits } = useFormatters();
  // Offline (the service worker's cached week): nothing to reserve or cancel with.
  const offline = !useOnline();
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const saving = useSelector(actor, (snapshot) => snapshot.matches('saving'));

  const view = reserveCountView(context);

  // Keyboard users keep their place: the reserve button turns into the counter (and back
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
    // In the cancel dialog, closing now, the focus is lost too: its opener (minus) is gone.
    const lost =
      !document.activeElement ||
      document.activeElement === document.body ||
      Boolean(document.activeElement.closest('[role="dialog"]'));
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

  // A cancel (minus taking the count to 0, a refund) is asked first, then offers an undo.
  const [asking, setAsking] = useState<CancelSubject | null>(null);
  const cancelFocused = useRef(false);
  const askWanted = useOpenedOnce(asking !== null);
  const undo = useCancelUndo(actor, context.count, saving, foodName);
  const cancelsAll = decrementTarget(context.count, context.mode) === 0;
  const decrement = (event: { currentTarget: HTMLElement }) => {
    if (!cancelsAll || !cancel) return act(event, () => actor.send({ type: 'user.decrement' }));
    cancelFocused.current = event.currentTarget === document.activeElement;
    setAsking({
      food: foodName,
      meal: cancel.meal,
      day: cancel.day,
      refundRials: cancel.priceRials === null ? null : cancel.priceRials * context.count,
    });
  };
  const confirmCancel = () => {
    // The dialog took the focus from minus (its blur forgot it): the reserve button gets it after the cancel.
    acted.current = cancelFocused.current;
    setAsking(null);
    undo.cancelled(context.count);
    actor.send({ type: 'user.decrement' });
  };
  const dialog = askWanted && (
    <Suspense fallback={null}>
      <CancelReserveDialog
        opened={asking !== null}
        subject={asking ?? { food: foodName, meal: '', day: '', refundRials: null }}
        onConfirm={confirmCancel}
        onClose={() => setAsking(null)}
      />
    </Suspense>
  );

  if (context.count === 0) {
    if (!view.showReserveButton) {
      return (
        <Text size="xs" c="dimmed" data-testid={`closed-${item.id}`}>
          {t('reserve.closed')}
        </Text>
      );
    }
    return (
      <>
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
        {dialog}
      </>
    );
  }

  const minusCancelsAll = context.mode === 'default';
  return (
    <Group gap={6} wrap="nowrap" aria-busy={saving || undefined} data-testid={`counter-${item.id}`}>
      {view.showMinus && (
        <ActionIcon
          variant="light"
          color={minusCancelsAll ? 'red' : undefined}
          radius="xl"
          ref={minusRef}
          onClick={decrement}
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
      {dialog}
    </Group>
  );
}

/**
 * The undo after a confirmed cancel: once its save settles at 0, the module's notice offers to
 * reserve the count again (one save, `user.restore`), or says why it cannot (reserving has closed, the
 * limits or the capacity); an undo the server refuses says so too.
 */
function useCancelUndo(actor: ReserveItemRef, count: number, saving: boolean, foodName: string) {
  const t = useFixedT('reservation');
  // The count a confirmed cancel took away, until its save settles; then whether an undo is on the wire.
  const taken = useRef<number | null>(null);
  const restoring = useRef(false);
  useEffect(() => {
    if (saving) return;
    if (restoring.current) {
      restoring.current = false;
      if (count === 0) notify(t('reserve.undoFailedNoReason', { food: foodName }), 'gray');
      return;
    }
    const previous = taken.current;
    taken.current = null;
    if (previous === null || count !== 0) return;
    // The dialog's module (loaded: the cancel was confirmed in it) draws the notice with its undo.
    void import('./cancel-reserve-dialog').then(({ offerUndo }) =>
      offerUndo({
        t,
        food: foodName,
        context: () => actor.getSnapshot().context,
        restore: () => {
          restoring.current = true;
          actor.send({ type: 'user.restore', count: previous });
        },
        previous,
      }),
    );
  }, [saving, count, actor, foodName, t]);
  return {
    cancelled: (from: number) => {
      taken.current = from;
    },
  };
}
