import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiLogin, signedIn, type Tokens } from './helpers/session';

/*
 * Deadlines before they pass, in the production build against the standalone mock. The mock clock
 * and the browser clock start on Wednesday 15 January 2025, 08:30 Tehran; the student has this week's
 * lunches at the central dining hall up to Thursday. Thursday's lunch can still be cancelled until
 * 12:00 today (the day before); Wednesday's cannot (that closed yesterday at 12:00), and the server
 * offers it for sale (saleableFreeFood) until its serve starts. Each card counts down to its own
 * deadline as both clocks move on; "Can't make it?" gives a meal back with one confirmation.
 */

const NOW = '2025-01-15T08:30:00+03:30';
const CENTRAL = { food: 1 };
const WEDNESDAY = '2025-01-15';
const THURSDAY = '2025-01-16';
const LUNCH = 2;

interface ServerReserve {
  selectedCount: number;
  forSale?: boolean;
}

/** The student's lunch reserve of a day this week, as the server holds it. */
async function lunchOf(request: APIRequestContext, tokens: Tokens, date: string): Promise<ServerReserve | null> {
  const answer = await request.get('/rest/reserves?weekStartDate=2025-01-11&selfType=NORMAL', {
    headers: { Authorization: `Bearer ${tokens.access_token}` },
  });
  const body = (await answer.json()) as {
    payload: { weekDays: { date: string; mealTypes: { mealTypeId: number; reserve?: ServerReserve | null }[] }[] };
  };
  const day = body.payload.weekDays.find((d) => d.date.startsWith(date));
  return day?.mealTypes.find((m) => m.mealTypeId === LUNCH)?.reserve ?? null;
}

/** Signed in at NOW; the browser clock then runs on from NOW (the minute timers fire when moved on). */
async function start(page: Page, request: APIRequestContext, language?: 'en'): Promise<Tokens> {
  const tokens = await signedIn(page, request, {
    now: NOW,
    storage: { 'portal.selectedSelf': JSON.stringify(CENTRAL) },
    ...(language ? { language } : {}),
  });
  await page.clock.setSystemTime(new Date(NOW));
  return tokens;
}

/** Opens the reserve page at the central dining hall (remembered), once its week is on screen. */
async function openWeek(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
  await page.goto('/food/reserve');
  // A loaded machine takes a while to paint a whole week.
  await expect(page.locator('[data-testid^="item-"][data-reserved]').first()).toBeVisible({ timeout: 30_000 });
}

/** The reserved card of a day's lunch on the desktop week table. */
const reservedCard = (page: Page, date: string): Locator =>
  page.getByTestId(`day-${date}`).locator('[data-testid^="item-"][data-reserved]').first();

test.describe('deadlines before they pass', () => {
  test('fa desktop: each card counts down to its deadline; a sale once cancelling has closed, a cancel before it', async ({
    page,
    request,
  }) => {
    const tokens = await start(page, request);
    await openWeek(page, 1280);

    const thursday = reservedCard(page, THURSDAY);
    await expect(thursday.getByTestId(/^deadline-/)).toHaveText('مهلت لغو: ۳ ساعت بعد');
    const wednesday = reservedCard(page, WEDNESDAY);
    // Cancelling Wednesday closed yesterday: no countdown, and what is left is the sale.
    await expect(wednesday.getByTestId(/^deadline-/)).toHaveCount(0);
    await expect(wednesday.getByRole('button', { name: /نمی‌رسید؟/ })).toHaveAttribute('data-option', 'sell');
    await thursday.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: 'test-results/screenshots/card-deadlines-desktop.png' });

    // The sale: one confirmation naming the fee, then the server holds it for sale.
    await wednesday.getByRole('button', { name: /نمی‌رسید؟/ }).click();
    const sale = page.getByRole('dialog', { name: 'نمی‌رسید؟' });
    await expect(sale).toContainText('مهلت لغو');
    await expect(sale).toContainText('کارمزد فروش');
    await page.screenshot({ path: 'test-results/screenshots/card-deadlines-sale-desktop.png' });
    await sale.getByTestId('miss-meal-confirm').click();
    await expect(page.getByText('غذا برای فروش گذاشته شد')).toBeVisible();
    await expect(wednesday.getByText('در حال فروش')).toBeVisible();
    expect(await lunchOf(request, tokens, WEDNESDAY)).toMatchObject({ selectedCount: 1, forSale: true });

    // Three hours on, on both clocks: half an hour is left to cancel Thursday.
    await request.post('/__mock/clock', { data: { now: '2025-01-15T11:30:00+03:30', frozen: true } });
    await page.clock.fastForward('03:00:00');
    await expect(thursday.getByTestId(/^deadline-/)).toHaveText('مهلت لغو: ۳۰ دقیقه بعد');
    await thursday.getByRole('button', { name: /نمی‌رسید؟/ }).click();
    const cancel = page.getByRole('dialog', { name: 'نمی‌رسید؟' });
    await expect(cancel.getByTestId('miss-meal-refund')).toContainText('تومان به اعتبار شما برمی‌گردد');
    await cancel.getByTestId('miss-meal-confirm').click();
    await expect(page.getByText(/لغو شد و بهای آن به اعتبارتان برگشت/)).toBeVisible();
    // Read with a fresh token: three hours on the mock's clock outlived the first one.
    const later = await apiLogin(request);
    await expect.poll(async () => (await lunchOf(request, later, THURSDAY))?.selectedCount ?? 0).toBe(0);
  });

  test('fa phone: the day list shows the countdown on the card', async ({ page, request }) => {
    await start(page, request);
    await openWeek(page, 390);
    await page.getByTestId('day-selector').getByText('۲۷').click();
    const card = page.locator('[data-testid^="item-"][data-reserved]').first();
    await expect(card.getByTestId(/^deadline-/)).toHaveText('مهلت لغو: ۳ ساعت بعد');
    await expect(card.getByRole('button', { name: /نمی‌رسید؟/ })).toHaveAttribute('data-option', 'cancel');
    await card.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: 'test-results/screenshots/card-deadlines-phone.png' });
  });

  test('en desktop: the countdown and the question in English', async ({ page, request }) => {
    await start(page, request, 'en');
    await openWeek(page, 1280);
    const thursday = reservedCard(page, THURSDAY);
    await expect(thursday.getByTestId(/^deadline-/)).toHaveText('Cancelling closes in 3 hours');
    await thursday.getByRole('button', { name: /Can’t make it to/ }).click();
    await expect(page.getByRole('dialog', { name: 'Can’t make it?' })).toContainText('while cancelling is still open');
    await page.screenshot({ path: 'test-results/screenshots/card-deadlines-en-desktop.png' });
  });
});
