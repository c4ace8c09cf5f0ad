import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@tests/msw-server';
import { item, json, meal, ok, renderPage, resetStorage, signIn } from '@tests/kits/reservation-test-kit';
import { VariantScope } from '../shared/variant-scope';
import { mealViewOf } from '../program-model';
import { VARIANTS } from '../variants';
import { MealItemMenu } from './meal-item-menu';

beforeEach(() => {
  resetStorage();
  signIn();
});

describe('meal item menu', () => {
  it('putting food up for sale with a fee asks first; "keep it" sells nothing', async () => {
    const sold: number[] = [];
    server.use(
      http.put('*/rest/reserves/v2/:id/sell-reserve', ({ params }) => {
        sold.push(Number(params.id));
        return json(ok(null));
      }),
    );
    const shown = mealViewOf(
      meal({
        programId: 900,
        programFoodTypes: [
          item({
            id: 7,
            foodNames: 'زرشک پلو با مرغ|دوغ',
            selectedCount: 1,
            saleableFreeFood: true,
            saleableFreeFoodToll: 10_000,
          }),
        ],
      }),
      [],
    );
    const food = shown.programFoodTypes[0]!;
    const user = userEvent.setup({ delay: null });
    await renderPage(
      <VariantScope variant={VARIANTS.food}>
        <MealItemMenu
          target={<button type="button">more</button>}
          opened
          onChange={() => {}}
          meal={shown}
          item={food}
          saleId={501}
          canChangeSelf={false}
          canSell
          canCancelSale={false}
          canBuyFree={false}
          onChangeSelf={() => {}}
        />
      </VariantScope>,
      { path: '/food/reserve' },
    );
    await user.click(await screen.findByRole('menuitem', { name: 'فروش غذای آزاد' }));
    const ask = await screen.findByRole('dialog', { name: 'فروش غذای آزاد' });
    expect(ask).toHaveTextContent('«زرشک پلو با مرغ» برای فروش گذاشته شود؟');
    expect(ask).toHaveTextContent('کارمزد فروش ۱٬۰۰۰ تومان است و برگشت داده نمی‌شود.');
    expect(sold).toEqual([]);
    await user.click(within(ask).getByRole('button', { name: 'انصراف' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'فروش غذای آزاد' })).not.toBeInTheDocument());
    expect(sold).toEqual([]);

    await user.click(await screen.findByRole('menuitem', { name: 'فروش غذای آزاد' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'فروش غذای آزاد' })).getByRole('button', {
        name: 'بله، برای فروش بگذار',
      }),
    );
    await waitFor(() => expect(sold).toEqual([501]));
  });
});
