import { Stack, Text } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import { memo, useCallback, useState } from 'react';
import { useFixedT } from '@/i18n/language-context';
import type { ReserveMode } from '@machines/reserve-count-rules';
import type { ProgramMeal } from '@/api/generated/rest/model';
import type { ReserveCart } from '@/ui/use-reserve-cart';
import { visibleItems } from '../program-model';
import { MealItemCard } from './meal-item-card';

export interface MealCellProps {
  date: string;
  meal: ProgramMeal | undefined;
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
export const MealCell = memo(function MealCell({ date, meal, mode, selfId, programsKey, cart, reserveId }: MealCellProps) {
  // One per card of the week: the cheap translation hook (src/i18n/language-context.tsx).
  const t = useFixedT('reservation');
  const [counts, setCounts] = useState<Record<number, number>>({});
  const onCountChange = useCallback((itemId: number, count: number) => {
    setCounts((current) => (current[itemId] === count ? current : { ...current, [itemId]: count }));
  }, []);

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
