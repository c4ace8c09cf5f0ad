/*
 * Each card says when its day closes, and a reserved meal the student will miss is given back with
 * one confirmation: cancelled (a refund) against the mock world, or, once cancelling has closed,
 * put up for sale. The browser clock is the mock's (TEST_NOW, Wednesday 2025-01-15 08:30 Tehran).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetWorld, server, TEST_NOW } from '@tests/msw-server';
import {
  item,
  meal,
  programWeek,
  renderPage,
  resetStorage,
  self,
  serveReserveBackend,
  signIn,
  signInToWorld,
  testConfig,
  TODAY,
} from '@tests/kits/reservation-test-kit';
import { VARIANTS } from '../variants';
import { ReservePage } from './reserve-page';

const food = VARIANTS.food;
const KABAB = 'جوجه‌کباب با برنج';
const rialsOf = (testId: string) => Number(screen.getByTestId(testId).getAttribute('data-rials'));
const totalCredit = () => rialsOf('credit-cash') + rialsOf('credit-subsidy');

vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  resetStorage();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(TEST_NOW));
});
afterEach(() => {
  vi.useRealTimers();
  document.querySelectorAll('.mantine-Notifications-root').forEach((n) => n.replaceChildren());
});

describe('card deadlines', () => {
  it("counts down to the card's deadline; a reserved meal is cancelled from 'can't make it?' after one confirmation", async () => {
    resetWorld();
    await signInToWorld();
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    await renderPage(<ReservePage variant={food} today={TODAY} />, { path: food.paths.reserve });
    const chooser = await screen.findByRole('dialog', { name: 'انتخاب سلف' });
    await user.click(within(chooser).getByRole('radio', { name: /سلف مرکزی/ }));
    await screen.findByTestId('day-2025-01-15');
    await user.click(within(screen.getByTestId('week-selector')).getByRole('button', { name: 'هفته بعد' }));
    const monday = within(await screen.findByTestId('day-2025-01-20'));
    // Monday: reserving closes on Saturday 12:00, 3 days and 3.5 hours from now.
    const card = () => within(monday.getByRole('button', { name: `رزرو ${KABAB}` }).closest('[data-testid^="item-"]')!);
    expect(card().getByText('مهلت رزرو: ۳ روز دیگر')).toBeInTheDocument();
    await waitFor(() => expect(totalCredit()).toBeGreaterThan(0));
    const before = totalCredit();

    await user.click(monday.getByRole('button', { name: `رزرو ${KABAB}` }));
    await waitFor(() => expect(totalCredit()).toBe(before - 350_000));
    // Named for the meal and its day (the Jalali date kept in order by direction marks).
    const ask = await monday.findByRole('button', {
      name: new RegExp(`^به «${KABAB}» \\(ناهار، دوشنبه .*۱۴۰۳/۱۱/۰۱.*\\) نمی‌رسید؟$`),
    });
    // Reserved: the card now counts down to cancelling (Sunday 12:00).
    expect(monday.getByText('مهلت لغو: ۴ روز دیگر')).toBeInTheDocument();
    await user.click(ask);
    const dialog = await screen.findByRole('dialog', { name: 'نمی‌رسید؟' });
    expect(dialog).toHaveTextContent('۳۵٬۰۰۰ تومان به اعتبار شما برمی‌گردد.');
    await user.click(within(dialog).getByTestId('miss-meal-confirm'));
    expect(await screen.findByText(`رزرو «${KABAB}» لغو شد و بهای آن به اعتبارتان برگشت`)).toBeInTheDocument();
    await waitFor(() => expect(totalCredit()).toBe(before));
    expect(await monday.findByRole('button', { name: `رزرو ${KABAB}` })).toBeInTheDocument();
  });

  it('once cancelling has closed and the server offers the sale, the same button puts it up for sale: one PUT', async () => {
    signIn();
    const sells: string[] = [];
    serveReserveBackend({
      selfs: [self(1, 'سلف مرکزی')],
      program: (_selfId, weekStart) =>
        programWeek(
          weekStart,
          (_date, index) =>
            index === 0
              ? [
                  meal({
                    programId: 900,
                    cancelRuleViolated: true,
                    programFoodTypes: [
                      item({ id: 1, selectedCount: 1, saleableFreeFood: true, saleableFreeFoodToll: 10_000 }),
                    ],
                  }),
                ]
              : [],
          1,
        ),
    });
    server.use(
      http.put('*/rest/reserves/v2/:id/sell-reserve', ({ params }) => {
        sells.push(String(params.id));
        return HttpResponse.json({ type: 'SUCCESS', payload: null });
      }),
    );
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    await renderPage(<ReservePage variant={food} today={TODAY} />, { path: food.paths.reserve, config: testConfig() });
    const ask = await screen.findByRole('button', { name: /نمی‌رسید؟/ });
    expect(ask).toHaveAttribute('data-option', 'sell');
    await user.click(ask);
    const dialog = await screen.findByRole('dialog', { name: 'نمی‌رسید؟' });
    expect(dialog).toHaveTextContent('مهلت لغو');
    expect(dialog).toHaveTextContent('۱٬۰۰۰ تومان');
    await user.click(within(dialog).getByTestId('miss-meal-confirm'));
    expect(await screen.findByText('غذا برای فروش گذاشته شد')).toBeInTheDocument();
    expect(sells).toHaveLength(1);
  });
});
