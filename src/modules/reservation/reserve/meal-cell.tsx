import { Stack, Text } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import { memo, useCallback, useMemo, useState } from 'react';
import { useFixedT } from '@/i18n/language-context';
import type { ReserveMode } from '@machines/reserve-count-rules';
import type { ReserveCart } from '@/ui/use-reserve-cart';
import { visibleItems, type MealView } from '../program-model';
import { MealItemCard } from './meal-item-card';

export interface MealCellProps {
  date: string;
  meal: MealView | undefined;
  mode: ReserveMode;
  selfId: number;
  programsKey: QueryKey;
  cart: ReserveCart | null;
  reserveId: number | null;
}

/**
 * The items of one meal of one day. It keeps the items' live counts so each item's plus respects
 * the meal's validTotalCount with its siblings' optimistic counts (mealReservedCount).
 */
export const MealCell = memo(function MealCell({
  date,
  meal,
  mode,
  selfId,
  programsKey,
  cart,
  reserveId,
}: MealCellProps) {
  // One per card of the week: the cheap translation hook (src/i18n/language-context.tsx).
  const t = useFixedT('reservation');
  const [counts, setCounts] = useState<Record<number, number>>({});
  // A count the cell already assumes (the server's, until an item reports another) changes nothing:
  // each counter reports its count when it mounts, and a week of them re-rendered every cell once
  // more (issue 20).
  const serverCounts = useMemo(
    () => new Map(meal?.programFoodTypes.map((item) => [item.id, item.selectedCount])),
    [meal],
  );
  const onCountChange = useCallback(
    (itemId: number, count: number) => {
      setCounts((current) =>
        (current[itemId] ?? serverCounts.get(itemId)) === count ? current : { ...current, [itemId]: count },
      );
    },
    [serverCounts],
  );

  const items = meal ? visibleItems(meal) : [];
  if (!meal || items.length === 0) {
    return (
      <Text size="xs" c="dimmed" ta="center" py="xs">
        {t('reserve.noMeal')}
      </Text>
    );
  }
  const countOf = (id: number, fallback: number) => counts[id] ?? fallback;
  const total = meal.programFoodTypes.reduce((sum, item) => sum + countOf(item.id, item.selectedCount), 0);
  return (
    <Stack gap={6}>
      {items.map((item) => {
        const own = countOf(item.id, item.selectedCount);
        return (
          <MealItemCard
            key={item.id}
            date={date}
            meal={meal}
            item={item}
            mode={mode}
            selfId={selfId}
            mealReservedCount={total - own}
            programsKey={programsKey}
            count={own}
            onCountChange={onCountChange}
            cart={cart}
            reserveId={reserveId}
          />
        );
      })}
    </Stack>
  );
});
