import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInteger } from '@/lib/digits';
import { useLanguage } from './use-language';

/*
 * A list the server answers whole (surveys, cardexes...) can hold thousands of items, and
 * rendering them all froze the page for seconds. Such a list shows its first SHOW_MORE_STEP items
 * and a button for the next ones: plain DOM (keyboard and screen readers read it as it is, the
 * phone's card layout stays), and the cost of a render no longer grows with the answer.
 */

/** Items shown at first, and added by each press of "show more". */
export const SHOW_MORE_STEP = 24;

/** The shown part of `items`, how many are left, and the action that shows `step` more. */
export function useShowMore<T>(
  items: readonly T[],
  step = SHOW_MORE_STEP,
): { shown: readonly T[]; rest: number; more: () => void } {
  const [count, setCount] = useState(step);
  return {
    shown: items.length > count ? items.slice(0, count) : items,
    rest: Math.max(0, items.length - count),
    more: () => setCount((c) => c + step),
  };
}

/** "Show more (N left)"; nothing when none is left. */
export function ShowMoreButton({
  rest,
  onMore,
  'data-testid': testId,
}: {
  rest: number;
  onMore: () => void;
  'data-testid'?: string;
}) {
  const { t } = useTranslation('ui');
  const lng = useLanguage();
  if (rest <= 0) return null;
  return (
    <Group justify="center">
      <Button variant="light" onClick={onMore} data-testid={testId}>
        {t('list.showMore', { rest: formatInteger(rest, lng) })}
      </Button>
    </Group>
  );
}
