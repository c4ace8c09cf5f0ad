/*
 * The important flows against the mock world (mocks/handlers/reserves.ts, programs.ts, daily-sale.ts,
 * teammates.ts): real sign-in, seeded selfs and programs around the pinned clock (TEST_NOW, Wednesday
 * 2025-01-15 08:30 Tehran), credit deducted and refunded, the server's rules.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetWorld, TEST_NOW } from '@tests/msw-server';
import { DailySalePage } from './daily-sale/daily-sale-page';
import { ReservesReportPage } from './report/reserves-report-page';
import { ReservePage } from './reserve/reserve-page';
import { renderPage, resetStorage, signInToWorld, testConfig, TODAY } from '@tests/kits/reservation-test-kit';
import { TeammatesPage } from './teammates/teammates-page';
import { VARIANTS } from './variants';

const food = VARIANTS.food;
// Next week at the central dining hall (seeded calendar): Monday's lunch, 350,000 rials, one seat
// left (the calendar's nearly-full item); Tuesday's lunch, at most 3 a person.
const KABAB = 'جوجه‌کباب با برنج';
const ADAS = 'عدس‌پلو با گوشت چرخ‌کرده';

const rialsOf = (testId: string) => Number(screen.getByTestId(testId).getAttribute('data-rials'));
const totalCredit = () => rialsOf('credit-cash') + rialsOf('credit-subsidy');

/** Chooses the central dining hall and moves to next week; answers Monday's and Tuesday's rows. */
async function openCentralNextWeek(user: ReturnType<typeof userEvent.setup>) {
  const chooser = await screen.findByRole('dialog', { name: 'انتخاب سلف' });
  await user.click(within(chooser).getByRole('radio', { name: /سلف مرکزی/ }));
  await screen.findByTestId('day-2025-01-15');
  await user.click(within(screen.getByTestId('week-selector')).getByRole('button', { name: 'هفته بعد' }));
  // Role queries over the whole week are slow in jsdom: look inside one day's row.
  return {
    monday: within(await screen.findByTestId('day-2025-01-20')),
    tuesday: within(screen.getByTestId('day-2025-01-21')),
  };
}

// A whole week of the seeded program is a big page for jsdom.
vi.setConfig({ testTimeout: 45_000 });

beforeEach(async () => {
  resetWorld();
  resetStorage();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  await signInToWorld();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('against the mock world', () => {
  it('reserves a meal next week, takes its price from the credit, and gives it back on cancel', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    await renderPage(<ReservePage variant={food} today={TODAY} />, { path: food.paths.reserve });
    const { monday } = await openCentralNextWeek(user);
    await waitFor(() => expect(totalCredit()).toBeGreaterThan(0));
    const before = totalCredit();

    await user.click(monday.getByRole('button', { name: `رزرو ${KABAB}` }));
    await waitFor(() => expect(totalCredit()).toBe(before - 350_000));

    await user.click(await monday.findByRole('button', { name: `لغو رزرو ${KABAB}` }));
    // Asked first, naming the refund (the meal's price) in tomans.
    const dialog = await screen.findByRole('dialog', { name: 'لغو رزرو' });
    expect(dialog).toHaveTextContent('۳۵٬۰۰۰ تومان به اعتبار شما برمی‌گردد.');
    await user.click(within(dialog).getByTestId('cancel-reserve-confirm'));
    await waitFor(() => expect(totalCredit()).toBe(before));
    expect(await monday.findByRole('button', { name: `رزرو ${KABAB}` })).toBeInTheDocument();
  });

  it('stops plus at the item validMaxCount (3)', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    await renderPage(<ReservePage variant={food} today={TODAY} />, { path: food.paths.reserve });
    const { tuesday } = await openCentralNextWeek(user);
    await user.click(tuesday.getByRole('button', { name: `رزرو ${ADAS}` }));
    const plus = tuesday.getByRole('button', { name: `افزودن یک عدد ${ADAS}` });
    await user.click(plus);
    await user.click(plus);
    expect(plus).toBeDisabled();
    // The server accepted all three.
    const counter = plus.closest<HTMLElement>('[data-testid^=counter]')!;
    await waitFor(() => expect(counter).not.toHaveAttribute('aria-busy'));
    expect(within(counter).getByText('۳')).toBeInTheDocument();
  });

  it('the last seat: the server says one is left, so after reserving it plus stops (no refused call)', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    await renderPage(<ReservePage variant={food} today={TODAY} />, { path: food.paths.reserve });
    const { monday } = await openCentralNextWeek(user);
    const card = monday.getByRole('button', { name: `رزرو ${KABAB}` }).closest<HTMLElement>('[data-testid^=item-]')!;
    expect(within(card).getByTestId(/^capacity-/)).toHaveTextContent('۱ جا مانده');
    await user.click(within(card).getByRole('button', { name: `رزرو ${KABAB}` }));
    const counter = (await monday.findByRole('button', { name: `افزودن یک عدد ${KABAB}` })).closest<HTMLElement>(
      '[data-testid^=counter]',
    )!;
    await waitFor(() => expect(counter).not.toHaveAttribute('aria-busy'));
    expect(within(counter).getByRole('button', { name: `افزودن یک عدد ${KABAB}` })).toBeDisabled();
    expect(within(card).getByTestId(/^capacity-/)).toHaveTextContent('ظرفیت تکمیل');
    expect(within(counter).getByText('۱')).toBeInTheDocument();
    expect(console.warn).not.toHaveBeenCalledWith('reserve failed', expect.anything());
  });

  it('reports the seeded week: reserved, consumed and no reservation', async () => {
    await renderPage(<ReservesReportPage variant={food} today={TODAY} />, { path: food.paths.report });
    await screen.findByTestId('report-table');
    // Today (Wednesday) lunch is reserved, not yet served; last Saturday's lunch is consumed.
    expect(screen.getByTestId('report-cell-2025-01-15-2')).toHaveTextContent(/رزرو شده|مصرف شده/);
    expect(screen.getByTestId('report-cell-2025-01-11-2')).toHaveTextContent('مصرف شده (۱)');
    expect(screen.getByTestId('report-cell-2025-01-17-1')).toHaveTextContent('بدون رزرو');
  });

  it('buys a daily-sale meal', async () => {
    // The sale windows are read against the device's clock: the world's (only Date is faked).
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date(TEST_NOW));
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    await renderPage(<DailySalePage variant={food} />, { path: food.paths.dailySale });
    const cards = await screen.findAllByTestId(/^daily-card-\d+$/);
    expect(cards.length).toBeGreaterThan(1);
    const plus = within(cards[0]!).getByRole('button', { name: /^خرید یک عدد/ });
    await user.click(plus);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'خرید از فروش روزانه' })).getByRole('button', { name: 'رزرو' }),
    );
    await waitFor(() => expect(within(cards[0]!).getByTestId('daily-chosen')).toHaveTextContent('۱'));
    expect(within(cards[0]!).getByTestId('daily-badge')).toBeInTheDocument();
  });

  it('accepts a teammate invitation (student-teammates persona)', async () => {
    resetWorld({ persona: 'student-teammates' });
    await signInToWorld();
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    await renderPage(<TeammatesPage variant={food} />, { path: '/food/teammate', config: testConfig() });
    await user.click(await screen.findByRole('button', { name: /^پذیرفتن: / }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^پذیرفتن: / })).not.toBeInTheDocument());
    const table = screen.getByTestId('teammate-table');
    expect(within(table).queryByText('در انتظار تأیید')).not.toBeInTheDocument();
    expect(within(table).getAllByText('تأیید شده').length).toBeGreaterThanOrEqual(2);
  });
});
