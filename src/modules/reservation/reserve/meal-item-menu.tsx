import { Menu, Text } from '@mantine/core';
import { useState } from 'react';
import { IconArrowsExchange, IconCoins, IconReceiptOff, IconShoppingBag } from '@tabler/icons-react';
import { useFixedT } from '@/i18n/language-context';
import type { CallOptions } from '@/api/transport';
import { buyFreeFood, cancelSoldReserve, sellReserve } from '@/api/generated/rest/hooks/reserves/reserves';
import type { ItemView, MealView } from '../program-model';
import type { MenuHostProps } from '@/ui/lazy-menu';
import { ConfirmModal } from '@/ui/confirm-modal';
import { Money } from '@/ui/money';
import { useFormatMoney } from '@/ui/use-format-money';
import { useMoneyAction } from '@/ui/money-action';
import { splitFoodNames } from '../program-model';
import { useMoneyTruth } from '../money-truth';
import { notify } from '../shared/notify';
import { useVariant } from '../shared/variant-scope';

// The action reports its own outcome (a notification): no transport toast on top.
const quiet: CallOptions = { suppressToast: true };

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
export function MealItemMenu({
  target,
  opened,
  onChange,
  meal,
  item,
  saleId,
  canChangeSelf,
  canSell,
  canCancelSale,
  canBuyFree,
  onChangeSelf,
}: MealItemMenuProps & MenuHostProps) {
  const t = useFixedT('reservation');
  const variant = useVariant();
  const formatMoney = useFormatMoney();
  // Money actions: one request per click, pending across the menu closing; the credit,
  // reserves and counts re-read after each; an outcome the menu cannot show is a notification.
  const truth = useMoneyTruth();
  // Putting food up for sale takes a fee that is not refunded: asked first.
  const [askingSale, setAskingSale] = useState(false);
  const sell = useMoneyAction<number, unknown>({
    key: ['reserve', 'sell', saleId],
    run: (id) => sellReserve(id, quiet),
    truth,
    onDone: () => notify(t('freeFood.saleStarted')),
    onSettled: () => setAskingSale(false),
  });
  const fee = item.saleableFreeFoodToll ?? 0;
  const cancelSale = useMoneyAction<number, unknown>({
    key: ['reserve', 'cancel-sale', saleId],
    run: (id) => cancelSoldReserve(id, quiet),
    truth,
    onDone: () => notify(t('freeFood.saleCancelled')),
  });
  const buyFree = useMoneyAction<void, unknown>({
    key: ['reserve', 'buy-free', meal.programId, item.foodTypeId, meal.mealTypeId],
    run: () => buyFreeFood(meal.programId, { foodTypeId: item.foodTypeId, mealTypeId: meal.mealTypeId }, quiet),
    truth,
    onDone: () => notify(t('freeFood.bought')),
  });
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
            <Menu.Item
              leftSection={<IconCoins size={16} aria-hidden />}
              onClick={() => setAskingSale(true)}
              disabled={sell.pending}
            >
              {t('freeFood.sell')}
            </Menu.Item>
          )}
          {canCancelSale && (
            <Menu.Item
              leftSection={<IconReceiptOff size={16} aria-hidden />}
              onClick={() => cancelSale.start(saleId)}
              disabled={cancelSale.pending}
            >
              {t('freeFood.cancelSale')}
            </Menu.Item>
          )}
          {canBuyFree && (
            <Menu.Item
              leftSection={<IconShoppingBag size={16} aria-hidden />}
              onClick={() => buyFree.start()}
              disabled={buyFree.pending}
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
        loading={sell.pending}
        onConfirm={() => sell.start(saleId)}
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
