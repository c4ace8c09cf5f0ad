import { Menu, Text } from '@mantine/core';
import { useState } from 'react';
import { IconArrowsExchange, IconCoins, IconReceiptOff, IconShoppingBag } from '@tabler/icons-react';
import { useFixedT } from '@/i18n/language-context';
import { useBuyFreeFood, useCancelSoldReserve, useSellReserve } from '@/api/generated/rest/hooks/reserves/reserves';
import type { ItemView, MealView } from '../program-model';
import type { MenuHostProps } from '@/ui/lazy-menu';
import { ConfirmModal } from '@/ui/confirm-modal';
import { Money } from '@/ui/money';
import { useFormatMoney } from '@/ui/use-format-money';
import { splitFoodNames } from '../program-model';
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
  const formatMoney = useFormatMoney();
  const { refreshPrograms, refreshCredit, refreshReserves } = useRefreshAfterReserve();
  const afterAction = (message: string) => () => {
    notify(message);
    refreshPrograms();
    refreshReserves();
    refreshCredit();
  };
  // Putting food up for sale takes a fee that is not refunded: asked first (issue 41).
  const [askingSale, setAskingSale] = useState(false);
  const sell = useSellReserve({ mutation: { onSuccess: () => (setAskingSale(false), afterAction(t('freeFood.saleStarted'))()) } });
  const fee = item.saleableFreeFoodToll ?? 0;
  const cancelSale = useCancelSoldReserve({ mutation: { onSuccess: afterAction(t('freeFood.saleCancelled')) } });
  const buyFree = useBuyFreeFood({ mutation: { onSuccess: afterAction(t('freeFood.bought')) } });
  return (
    <>
      <Menu opened={opened} onChange={onChange} position="bottom-start" withinPortal shadow="md">
        <Menu.Target>{target}</Menu.Target>
        <Menu.Dropdown>
          {canChangeSelf && (
            <Menu.Item leftSection={<IconArrowsExchange size={16} aria-hidden />} onClick={onChangeSelf}>
              {t('changeSelf.title', { self: t(variant.text('self')) })}
            </Menu.Item>
          )}
          {canSell && (
            <Menu.Item leftSection={<IconCoins size={16} aria-hidden />} onClick={() => setAskingSale(true)} disabled={sell.isPending}>
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
      <ConfirmModal
        opened={askingSale}
        title={t('freeFood.sell')}
        confirmLabel={t('freeFood.confirmSell')}
        cancelLabel={t('freeFood.keep')}
        loading={sell.isPending}
        onConfirm={() => sell.mutate({ id: saleId })}
        onClose={() => setAskingSale(false)}
        data-testid="sell-confirm"
      >
        <Text>
          {t('freeFood.sellQuestion', { food: splitFoodNames(item.foodNames).main })}{' '}
          {fee > 0 && t('freeFood.sellFee', { fee: formatMoney(fee) })}
        </Text>
      </ConfirmModal>
    </>
  );
}
