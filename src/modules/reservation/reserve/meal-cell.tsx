import { Stack, Text } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import { memo } from 'react';
import { useFixedT } from '@/i18n/language-context';
import type { ReserveMode } from '@machines/reserve-count-rules';
import { othersCount, type ReserveItemRef } from '@machines/reserve-meal.machine';
import { cartLineId } from '@/lib/reserve-cart';
import type { ReserveCart } from '@/ui/use-reserve-cart';
import { visibleItems, type ItemView, type MealView } from '../program-model';
import { MealItemCard } from './meal-item-card';
import { useReserveMeal } from './use-reserve-meal';

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
 * The items of one meal of one day. Each item's plus respects the meal's validTotalCount with its
 * siblings' counts: a reserve's meal machine owns the counts (use-reserve-meal.ts), a free
 * restaurant's are the cart's.
 */
export const MealCell = memo(function MealCell(props: MealCellProps) {
  // One per card of the week: the cheap translation hook (src/i18n/language-context.tsx).
  const t = useFixedT('reservation');
  const { meal, cart } = props;
  if (!meal || visibleItems(meal).length === 0) {
    return (
      <Text size="xs" c="dimmed" ta="center" py="xs">
        {t('reserve.noMeal')}
      </Text>
    );
  }
  // A meal whose list of items changed is another meal: its machine starts again.
  const items = meal.programFoodTypes.map((item) => item.id).join();
  return cart ? (
    <Items {...props} meal={meal} counts={cartCounts(meal, cart)} refs={null} />
  ) : (
    <ReserveItems key={items} {...props} meal={meal} />
  );
});

type ItemsProps = MealCellProps & { meal: MealView };

function ReserveItems(props: ItemsProps) {
  const { items: refs, counts } = useReserveMeal(props.meal, props.mode, props.programsKey);
  return <Items {...props} counts={counts} refs={refs} />;
}

/** A free restaurant's counts are the cart's; a hidden item has no counter: its count is the server's. */
function cartCounts(meal: MealView, cart: ReserveCart): Record<number, number> {
  return Object.fromEntries(
    meal.programFoodTypes.map((item) => [
      item.id,
      item.hideInPanel
        ? item.selectedCount
        : cart.countOf(cartLineId({ programId: meal.programId, foodTypeId: item.foodTypeId })),
    ]),
  );
}

function Items({
  date,
  meal,
  selfId,
  cart,
  reserveId,
  counts,
  refs,
}: ItemsProps & { counts: Record<number, number>; refs: Record<number, ReserveItemRef> | null }) {
  const countOf = (item: ItemView) => counts[item.id] ?? item.selectedCount;
  return (
    <Stack gap={6}>
      {visibleItems(meal).map((item) => (
        <MealItemCard
          key={item.id}
          {...{ date, meal, item, selfId, cart, reserveId }}
          count={countOf(item)}
          countActor={refs?.[item.id]}
          mealReservedCount={othersCount(counts, item.id)}
        />
      ))}
    </Stack>
  );
}
