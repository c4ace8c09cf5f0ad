import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus, IconTrash } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useLayoutEffect, useRef, type FocusEvent } from 'react';
import { useFixedT } from '@/i18n/language-context';
import { reserveCountView } from '@machines/reserve-count-rules';
import type { ReserveItemRef } from '@machines/reserve-meal.machine';
import type { ItemView } from '../program-model';
import { useFormatters } from '@/ui/use-formatters';
import { useOnline } from '@/ui/use-online';

export interface ReserveCounterProps {
  item: ItemView;
  /** The item's reserve-count machine, run by its meal's (use-reserve-meal.ts). */
  actor: ReserveItemRef;
  /** For the buttons' names ("add one portion of X"). */
  foodName: string;
}

/**
 * One item's count, driven by its reserve-count machine (machines/reserve-count.machine.ts):
 * optimistic clicks, one save on the wire, revert on failure. The buttons shown and enabled come
 * from the same pure rules the machine guards with, so they cannot disagree.
 */
export function ReserveCounter({ item, actor, foodName }: ReserveCounterProps) {
  // One per card of the week: the cheap translation hook (src/i18n/language-context.tsx).
  const t = useFixedT('reservation');
  const { digits } = useFormatters();
  // Offline (the service worker's cached week): nothing to reserve or cancel with (issue 22).
  const offline = !useOnline();
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const saving = useSelector(actor, (snapshot) => snapshot.matches('saving'));

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

  const minusCancelsAll = context.mode === 'default';
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
