import { Menu, Text } from '@mantine/core';
import { IconArrowsExchange, IconCoins, IconReceiptOff, IconShoppingBag } from '@tabler/icons-react';
import { useFixedT } from '@/i18n/language-context';
import { useBuyFreeFood, useCancelSoldReserve, useSellReserve } from '@/api/generated/rest/hooks/reserves/reserves';
import type { ItemView, MealView } from '../program-model';
import type { MenuHostProps } from '@/ui/lazy-menu';
import { Money } from '@/ui/money';
import { useRefreshAfterReserve } from '../reservation-queries';
import { notify } from '../shared/notify';
import { useVariant } from '../shared/variant-scope';

export interface MealItemMenuProps {
  meal: MealView;
  item: ItemView;
  /** The user's reserve that sell and cancel-sale name (GET /rest/reserves), else the program item. */
  saleId: number;
  canChangeSelf: boolean;
  canSell: boolean;
  canCancelSale: boolean;
  canBuyFree: boolean;
  onChangeSelf: () => void;
}

/**
 * A meal card's other actions (modules.md: change self, sell, cancel the sale, buy a free food).
 * Loaded on intent by the card's "more" button (LazyMenu), so a week of cards holds neither the
 * menu's code nor three mutations per card.
 */
export function MealItemMenu({ target, opened, onChange, meal, item, saleId, canChangeSelf, canSell, canCancelSale, canBuyFree, onChangeSelf }: MealItemMenuProps & MenuHostProps) {
  const t = useFixedT('reservation');
  const variant = useVariant();
  const { refreshPrograms, refreshCredit, refreshReserves } = useRefreshAfterReserve();
  const afterAction = (message: string) => () => {
    notify(message);
    refreshPrograms();
    refreshReserves();
    refreshCredit();
  };
  const sell = useSellReserve({ mutation: { onSuccess: afterAction(t('freeFood.saleStarted')) } });
  const cancelSale = useCancelSoldReserve({ mutation: { onSuccess: afterAction(t('freeFood.saleCancelled')) } });
  const buyFree = useBuyFreeFood({ mutation: { onSuccess: afterAction(t('freeFood.bought')) } });
  return (
    <Menu opened={opened} onChange={onChange} position="bottom-start" withinPortal shadow="md">
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {canChangeSelf && (
          <Menu.Item leftSection={<IconArrowsExchange size={16} aria-hidden />} onClick={onChangeSelf}>
            {t('changeSelf.title', { self: t(variant.text('self')) })}
          </Menu.Item>
        )}
        {canSell && (
          <Menu.Item leftSection={<IconCoins size={16} aria-hidden />} onClick={() => sell.mutate({ id: saleId })} disabled={sell.isPending}>
            {t('freeFood.sell')}
          </Menu.Item>
        )}
        {canCancelSale && (
          <Menu.Item leftSection={<IconReceiptOff size={16} aria-hidden />} onClick={() => cancelSale.mutate({ id: saleId })} disabled={cancelSale.isPending}>
            {t('freeFood.cancelSale')}
          </Menu.Item>
        )}
        {canBuyFree && (
          <Menu.Item
            leftSection={<IconShoppingBag size={16} aria-hidden />}
            onClick={() => buyFree.mutate({ programId: meal.programId, data: { foodTypeId: item.foodTypeId, mealTypeId: meal.mealTypeId } })}
            disabled={buyFree.isPending}
          >
            {t('freeFood.buy')}
            {(meal.buyableFreeFoodToll ?? 0) > 0 && (
              <Text component="span" size="xs" c="dimmed" ms={6}>
                (<Money rials={meal.buyableFreeFoodToll ?? 0} />)
              </Text>
            )}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
