import { ActionIcon, Badge } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDots, IconInfoCircle } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useFixedT } from '@/i18n/language-context';
import type { ReserveItemRef } from '@machines/reserve-meal.machine';
import { Money } from '@/ui/money';
import type { ReserveCart } from '@/ui/use-reserve-cart';
import { AvoidMark } from '../shared/avoid-mark';
import { foodOf, priceOf, sideFoodOf, splitFoodNames, type ItemView, type MealView } from '../program-model';
import { FoodImage } from '../shared/food-image';
import { FoodRating } from '../shared/food-rating';
import { useVariant } from '../shared/variant-scope';
import { CardDeadline } from './card-deadline';
import { ReserveCounter } from './reserve-counter';
import { LazyMenu } from '@/ui/lazy-menu';
import { useOpenedOnce } from '@/ui/use-opened-once';
import { useFormatters } from '@/ui/use-formatters';
import classes from './meal-item-card.module.css';

// A card's dialogs mount (and their code loads) when first opened: a week holds dozens of cards,
// and most are never opened.
const FoodDetailsModal = lazy(async () => ({ default: (await import('./food-details-modal')).FoodDetailsModal }));
const ChangeSelfModal = lazy(async () => ({ default: (await import('./change-self-modal')).ChangeSelfModal }));
const loadMealItemMenu = () => import('./meal-item-menu').then((m) => m.MealItemMenu);
// A free restaurant's counter puts items in the cart; it loads with the cart panel (reserve-page.tsx).
const CartCounter = lazy(async () => ({
  default: (await import(/* webpackChunkName: "reserve-cart" */ '../cart/cart-counter')).CartCounter,
}));

export interface MealItemCardProps {
  date: string;
  meal: MealView;
  item: ItemView;
  selfId: number;
  /** The count the item shows now (the counter's, optimistic). */
  count: number;
  /** The item's reserve-count machine (a reserve's counter), run by the meal (use-reserve-meal.ts). */
  countActor: ReserveItemRef | undefined;
  /** Free-restaurant selfs put items in the local cart instead, with the meal's other items' count. */
  cart: ReserveCart | null;
  mealReservedCount: number;
  /** The user's reserve id of this meal (for change-self), when known. */
  reserveId: number | null;
}

/** One food (or session, visit, trip) of a meal: names, badges, details, count controls, actions. */
export function MealItemCard(props: MealItemCardProps) {
  const { date, meal, item, selfId, mealReservedCount, count, countActor, cart, reserveId } = props;
  // One per card of the week: the cheap translation hook (src/i18n/language-context.tsx).
  const t = useFixedT('reservation');
  const variant = useVariant();
  const [detailsOpened, details] = useDisclosure(false);
  const [changeOpened, change] = useDisclosure(false);
  const detailsWanted = useOpenedOnce(detailsOpened);
  const changeWanted = useOpenedOnce(changeOpened);
  const { main } = splitFoodNames(item.foodNames);
  const side = sideFoodOf(item);
  const price = priceOf(item);
  const food = foodOf(item);
  const { dayTitle } = useFormatters();

  // Sell and cancel-sale name the user's reserve (GET /rest/reserves), not the program item.
  const saleId = reserveId ?? item.id;
  const canChangeSelf = !cart && count > 0 && Boolean(item.changableSelf) && (item.changableSelfs?.length ?? 0) > 0;
  const canSell = !cart && count > 0 && Boolean(item.saleableFreeFood) && !item.forSale;
  const canCancelSale = !cart && Boolean(item.forSale);
  const canBuyFree = !cart && Boolean(meal.buyableFreeFood);
  const hasActions = canChangeSelf || canSell || canCancelSale || canBuyFree;

  return (
    <div className={classes.card} data-testid={`item-${item.id}`} data-reserved={count > 0 || undefined}>
      <div className={classes.head}>
        <div className={classes.image}>
          <FoodImage src={food?.foodImageSrc} alt={main} height={44} />
        </div>
        <div className={classes.text}>
          <p className={classes.name}>{main}</p>
          {side && (
            <p className={classes.side}>{variant.besideIsDoctor ? t('foodDetails.doctor', { name: side }) : side}</p>
          )}
          <div className={classes.tags}>
            {item.foodTypeTitle && (
              <Badge size="xs" variant="light" color="gray">
                {item.foodTypeTitle}
              </Badge>
            )}
            {item.forSale && (
              <Badge size="xs" color="orange" variant="light">
                {t('freeFood.forSale')}
              </Badge>
            )}
            {item.sold && (
              <Badge size="xs" color="teal" variant="light">
                {t('freeFood.sold')}
              </Badge>
            )}
            {price !== null && <Money rials={price} size="xs" c="dimmed" />}
            <FoodRating averageScore={food?.averageScore} voteCount={food?.voteCount} />
            <CapacityLeft item={item} count={count} />
            <AvoidMark names={`${item.foodNames}|${item.besideFoodNames ?? ''}`} />
          </div>
          {!cart && countActor && (
            <CardDeadline
              {...{ date, meal, item, saleId, countActor }}
              food={main}
              mealName={meal.mealTypeName ?? ''}
              day={dayTitle(date)}
            />
          )}
        </div>
      </div>
      <div className={classes.actions}>
        <div className={classes.tools}>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={details.open}
            aria-label={t('reserve.detailsLabel', { food: main })}
          >
            <IconInfoCircle size={18} aria-hidden />
          </ActionIcon>
          {hasActions && (
            <LazyMenu
              load={loadMealItemMenu}
              target={
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('reserve.moreLabel', { food: main })}
                  data-testid={`more-${item.id}`}
                >
                  <IconDots size={18} aria-hidden />
                </ActionIcon>
              }
              hostProps={{
                meal,
                item,
                saleId,
                canChangeSelf,
                canSell,
                canCancelSale,
                canBuyFree,
                onChangeSelf: change.open,
              }}
            />
          )}
        </div>
        {cart ? (
          <Suspense fallback={null}>
            <CartCounter {...{ meal, item, mealReservedCount, cart, date, selfId }} foodName={main} />
          </Suspense>
        ) : (
          countActor && (
            <ReserveCounter
              item={item}
              actor={countActor}
              foodName={main}
              cancel={{ meal: meal.mealTypeName ?? '', day: dayTitle(date), priceRials: price }}
            />
          )
        )}
      </div>
      <Suspense fallback={null}>
        {detailsWanted && <FoodDetailsModal item={item} opened={detailsOpened} onClose={details.close} />}
        {canChangeSelf && changeWanted && (
          <ChangeSelfModal
            opened={changeOpened}
            onClose={change.close}
            date={date}
            meal={meal}
            item={item}
            sourceSelfId={item.selfId ?? selfId}
            reserveId={reserveId}
          />
        )}
      </Suspense>
    </div>
  );
}

/** Portions still free, when the server says (remainCapacity), after the count shown now. */
function CapacityLeft({ item, count }: { item: ItemView; count: number }) {
  const t = useFixedT('reservation');
  const { digits } = useFormatters();
  const remain = item.remainCapacity;
  if (typeof remain !== 'number' || !Number.isFinite(remain)) return null;
  const left = Math.max(0, remain - (count - item.selectedCount));
  if (left === 0)
    return (
      <Badge size="xs" color="red" variant="light" data-testid={`capacity-${item.id}`}>
        {t('reserve.capacityFull')}
      </Badge>
    );
  return (
    <span className={classes.left} data-few={left <= FEW_LEFT || undefined} data-testid={`capacity-${item.id}`}>
      {t('reserve.capacityLeft', { n: digits(left) })}
    </span>
  );
}

/** At or below this, what is left is shown in the warning colour. */
const FEW_LEFT = 5;
