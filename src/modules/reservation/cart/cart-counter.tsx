import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus, IconShoppingCartPlus } from '@tabler/icons-react';
import { useFixedT } from '@/i18n/language-context';
import { reserveCountView } from '@machines/reserve-count-rules';
import { countInputOf, priceOf, splitFoodNames, type ItemView, type MealView } from '../program-model';
import { useFormatters } from '@/ui/use-formatters';
import { cartLineId } from '@/lib/reserve-cart';
import type { ReserveCart } from '@/ui/use-reserve-cart';
import { notify } from '../shared/notify';

export interface CartCounterProps {
  cart: ReserveCart;
  meal: MealView;
  item: ItemView;
  date: string;
  selfId: number;
  mealReservedCount: number;
  foodName: string;
}

/**
 * A free-restaurant item: add and remove go to the local cart, no server call (modules.md 2.5).
 * The item's limits still apply (same rules as the reserve counter, one unit at a time).
 */
export function CartCounter({ cart, meal, item, date, selfId, mealReservedCount, foodName }: CartCounterProps) {
  // One per card of the week: the cheap translation hook (src/i18n/language-context.tsx).
  const t = useFixedT('reservation');
  const { digits } = useFormatters();
  const id = cartLineId({ programId: meal.programId, foodTypeId: item.foodTypeId });
  const count = cart.countOf(id);
  const view = reserveCountView({ ...countInputOf(meal, item, 'new'), mealReservedCount, count });

  const add = () => {
    cart.add({
      programId: meal.programId,
      programDate: item.programDate ?? date,
      foodNames: splitFoodNames(item.foodNames).main,
      price: priceOf(item) ?? 0,
      mealTypeId: meal.mealTypeId,
      programDateTime: item.programDate ?? date,
      selfId: item.selfId ?? selfId,
      foodTypeId: item.foodTypeId,
    });
    notify(t('cart.added'));
  };
  const remove = () => {
    cart.remove(id);
    notify(t('cart.removed'), 'gray');
  };

  if (count === 0) {
    return (
      <Button
        size="xs"
        radius="xl"
        variant="light"
        leftSection={<IconShoppingCartPlus size={14} aria-hidden />}
        onClick={add}
        disabled={!view.showReserveButton || view.reserveDisabled}
        aria-label={t('cart.addLabel', { food: foodName })}
        data-testid={`cart-add-${item.id}`}
      >
        {t('cart.add')}
      </Button>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" data-testid={`cart-counter-${item.id}`}>
      <ActionIcon
        variant="light"
        radius="xl"
        onClick={remove}
        aria-label={t('cart.removeLabel', { food: foodName })}
        data-testid={`cart-minus-${item.id}`}
      >
        <IconMinus size={16} aria-hidden />
      </ActionIcon>
      <Text
        fw={700}
        miw={24}
        ta="center"
        aria-live="polite"
        aria-label={t('cart.countLabel', { food: foodName, n: digits(count) })}
      >
        {digits(count)}
      </Text>
      <ActionIcon
        variant="filled"
        radius="xl"
        onClick={add}
        disabled={view.plusDisabled}
        aria-label={t('cart.addLabel', { food: foodName })}
        data-testid={`cart-plus-${item.id}`}
      >
        <IconPlus size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
