import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { resetMock } from './helpers/auth';
import { passwordGrant, readForcedMessages, type Tokens } from './helpers/session';

/*
 * The wallet (platform.md 2.8, 4, 5) against the production build and the standalone mock backend,
 * reached through the preview's proxy; the bank is the mock's own page (/__mock/bank), a real
 * top-level navigation and form post. Sign-in goes through the API; tokens go in local storage
 * before the app starts. Seed: student has 1,250,000 rials cash, student2 340,000.
 */

const SHOTS = 'test-results/screenshots';

/** A token pair for a seeded user of the all-modules world, its forced-read messages read (they would block the page). */
async function apiLogin(request: APIRequestContext, username: string): Promise<Tokens> {
  const tokens = await passwordGrant(request, username, 'student123');
  await readForcedMessages(request, tokens);
  return tokens;
}

async function signIn(page: Page, request: APIRequestContext, username = 'student') {
  const tokens = await apiLogin(request, username);
  await page.evaluate(
    ([access, refresh]) => {
      localStorage.setItem('portal.accessToken', access!);
      localStorage.setItem('portal.refreshToken', refresh!);
    },
    [tokens.access_token, tokens.refresh_token],
  );
  return tokens;
}

async function cashCredit(request: APIRequestContext, tokens: Tokens): Promise<number> {
  const r = await request.get('/rest/users/nurture-profiles', {
    headers: { Authorization: `Bearer ${tokens.access_token}` },
  });
  return ((await r.json()) as { payload: { credit: number } }).payload.credit;
}

async function openWallet(page: Page, request: APIRequestContext, username = 'student') {
  await page.goto('/login');
  const tokens = await signIn(page, request, username);
  await page.goto('/user/wallet');
  await expect(page.getByTestId('wallet-page')).toBeVisible({ timeout: 30_000 });
  return tokens;
}

/** Chooses an amount chip (Mantine chips: click the label of the hidden input) and a gateway. */
async function chooseCharge(page: Page, amountLabel: string, gateway: RegExp) {
  const form = page.getByTestId('charge-form');
  await form.getByText(amountLabel, { exact: true }).click();
  await form.getByRole('radio', { name: gateway }).click();
}

test.beforeEach(async ({ request, page }) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await resetMock(request, 'all-modules');
});

test.describe('wallet', () => {
  test('charge 50,000 tomans through the bank: the new balance; a reload of the result never charges twice', async ({
    page,
    request,
  }) => {
    const tokens = await openWallet(page, request);
    await expect(page.getByTestId('cash-card')).toContainText('۱۲۵٬۰۰۰');
    await expect(page.getByTestId('subsidies')).toBeVisible();
    await expect(page.getByTestId('payment-history')).toBeVisible();
    await chooseCharge(page, '۵۰٬۰۰۰ تومان', /سداد/);
    await page.getByTestId('charge-pay').dblclick();

    // The bank's own page (a real form post), then back to /payment-result.
    await expect(page).toHaveURL(/\/__mock\/bank/);
    await expect(page.getByText('درگاه پرداخت آزمایشی (سرور ماک)')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/wallet-bank.png` });
    await page.getByRole('button', { name: 'پرداخت' }).click();
    await expect(page).toHaveURL(/\/payment-result\?ref=\d+&status=SUCCESS/);
    await expect(page.getByTestId('charge-success')).toBeVisible();
    await expect(page.getByTestId('charge-new-balance')).toContainText('۱۷۵٬۰۰۰');
    await page.screenshot({ path: `${SHOTS}/wallet-charged.png` });
    expect(await cashCredit(request, tokens)).toBe(1_750_000);

    // Reload: verified again, credited once.
    await page.reload();
    await expect(page.getByTestId('charge-success')).toBeVisible();
    expect(await cashCredit(request, tokens)).toBe(1_750_000);

    await page.getByRole('link', { name: 'بازگشت به کیف پول' }).click();
    await expect(page.getByTestId('cash-card')).toContainText('۱۷۵٬۰۰۰');
    const firstRow = page.getByTestId('payment-history').locator('tbody tr').first();
    await expect(firstRow).toContainText('۵۰٬۰۰۰ تومان');
    await expect(firstRow).toContainText('موفق');
  });

  test("a cancelled payment changes nothing and shows the gateway's message", async ({ page, request }) => {
    const tokens = await openWallet(page, request);
    await chooseCharge(page, '۲۰٬۰۰۰ تومان', /ملت/);
    await page.getByTestId('charge-pay').click();
    await expect(page).toHaveURL(/\/__mock\/bank/);
    await page.getByRole('button', { name: 'انصراف' }).click();
    await expect(page.getByTestId('charge-failed')).toBeVisible();
    await expect(page.getByTestId('charge-failed')).toContainText('پرداخت لغو شد');
    await expect(page.getByTestId('charge-failed-detail')).toContainText('تراکنش توسط کاربر در درگاه بانک لغو شد.');
    await page.screenshot({ path: `${SHOTS}/wallet-cancelled.png` });
    expect(await cashCredit(request, tokens)).toBe(1_250_000);
  });

  test('back from the bank without paying resumes the same payment: check, return to the bank, pay once', async ({
    page,
    request,
  }) => {
    const tokens = await openWallet(page, request);
    await chooseCharge(page, '۱۰٬۰۰۰ تومان', /سداد/);
    await page.getByTestId('charge-pay').click();
    await expect(page).toHaveURL(/\/__mock\/bank/);
    await page.goBack();
    await expect(page.getByTestId('charge-interrupted')).toBeVisible();
    await page.getByTestId('charge-check').click();
    await expect(page.getByTestId('charge-interrupted')).toContainText('بانک هنوز نتیجهٔ این پرداخت را اعلام نکرده است');
    // A reload in the middle still knows the payment.
    await page.reload();
    await expect(page.getByTestId('charge-interrupted')).toBeVisible();
    await page.getByTestId('charge-resume').click();
    await expect(page).toHaveURL(/\/__mock\/bank/);
    await page.getByRole('button', { name: 'پرداخت' }).click();
    await expect(page.getByTestId('charge-success')).toBeVisible();
    expect(await cashCredit(request, tokens)).toBe(1_350_000);
  });

  test('a transfer to student2 moves the money (seen by signing in as student2)', async ({ page, request }) => {
    await openWallet(page, request);
    await page.getByRole('tab', { name: 'انتقال اعتبار' }).click();
    const panel = page.getByTestId('transfer-panel');
    await panel.getByTestId('transfer-username').fill('st');
    await panel.getByTestId('transfer-amount').fill('500');
    await panel.getByTestId('transfer-continue').click();
    await expect(panel).toContainText('نام کاربری باید دست‌کم ۳ نویسه باشد.');
    await expect(panel).toContainText('مبلغ نباید کمتر از ۱٬۰۰۰ تومان باشد.');
    await panel.getByTestId('transfer-username').fill('student2');
    await panel.getByTestId('transfer-amount').fill('20000');
    await panel.getByTestId('transfer-continue').click();
    // student2 as the all-modules persona seeds her (the dormitory data makes her زهرا, mocks/world/seed-dormitory.ts).
    await expect(panel.getByTestId('transfer-confirm')).toContainText('زهرا رضایی');
    await page.screenshot({ path: `${SHOTS}/wallet-transfer-confirm.png` });
    await panel.getByTestId('transfer-send').click();
    await expect(panel.getByTestId('transfer-done')).toBeVisible();
    await expect(page.getByTestId('cash-card')).toContainText('۱۰۵٬۰۰۰');

    await page.evaluate(() => localStorage.clear());
    await openWallet(page, request, 'student2');
    await expect(page.getByTestId('cash-card')).toContainText('۵۴٬۰۰۰');
  });
});
