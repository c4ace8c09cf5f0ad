import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { buyableDailySaleCard } from './helpers/daily-sale';
import { addFault, signedIn, type Tokens } from './helpers/session';

/*
 * Money: against the production build and the standalone mock backend. One user action is
 * at most one request whatever the latency (the PUTs are counted as the page sends them, answers
 * untouched), and an answer lost after the server acted (the mock's `drop-after` fault: the transfer
 * is done, then the connection closes unanswered) is re-read and reported as "check before
 * retrying", never retried. Seed (all-modules): student has 1,250,000 rials cash.
 */

const TRANSFER = '/rest/credit-transfers';

async function cashCredit(request: APIRequestContext, tokens: Tokens): Promise<number> {
  const r = await request.get('/rest/users/nurture-profiles', {
    headers: { Authorization: `Bearer ${tokens.access_token}` },
  });
  return ((await r.json()) as { payload: { credit: number } }).payload.credit;
}

/** Counts the requests of `method` to paths matching `path`, as the page sends them. */
function countRequests(page: Page, method: string, path: RegExp) {
  const seen = { count: 0 };
  page.on('request', (r) => {
    if (r.method() === method && path.test(new URL(r.url()).pathname)) seen.count += 1;
  });
  return seen;
}

/** The wallet's transfer tab, student2 and 20,000 tomans confirmed, the send button on screen. */
async function confirmTransfer(page: Page) {
  await page.goto('/user/wallet?tab=transfer');
  const panel = page.getByTestId('transfer-panel');
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await panel.getByTestId('transfer-username').fill('student2');
  await panel.getByTestId('transfer-amount').fill('20000');
  await panel.getByTestId('transfer-continue').click();
  await expect(panel.getByTestId('transfer-confirm')).toBeVisible();
  return panel;
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
});

test.describe('money actions', () => {
  test('a double click on "transfer" under latency sends one PUT and moves the money once', async ({
    page,
    request,
  }) => {
    const tokens = await signedIn(page, request, 'all-modules');
    await addFault(request, { method: 'PUT', path: TRANSFER, kind: 'latency', delayMs: 1500 });
    const puts = countRequests(page, 'PUT', /^\/rest\/credit-transfers$/);
    const panel = await confirmTransfer(page);
    const send = panel.getByTestId('transfer-send');
    // A real double click, then two clicks in one task (a bouncing button, a slow CPU: both land
    // before React shows the first as pending).
    await send.dblclick();
    await send.evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await expect(panel.getByTestId('transfer-done')).toBeVisible();
    expect(puts.count).toBe(1);
    expect(await cashCredit(request, tokens)).toBe(1_050_000);
    await expect(page.getByTestId('cash-card')).toContainText('۱۰۵٬۰۰۰');
  });

  test('the transfer is done and its answer lost: the balance is re-read, "check before retrying", no second PUT', async ({
    page,
    request,
  }) => {
    const tokens = await signedIn(page, request, 'all-modules');
    await addFault(request, { method: 'PUT', path: TRANSFER, kind: 'drop-after', times: 1 });
    const puts = countRequests(page, 'PUT', /^\/rest\/credit-transfers$/);
    const panel = await confirmTransfer(page);
    await panel.getByTestId('transfer-send').click();
    await expect(panel.getByTestId('transfer-error-unknown')).toContainText('پیش از تلاش دوباره');
    // The money moved once, and the page already shows it: not the old balance.
    expect(await cashCredit(request, tokens)).toBe(1_050_000);
    await expect(page.getByTestId('cash-card')).toContainText('۱۰۵٬۰۰۰');
    await expect(panel.getByTestId('transfer-send')).toHaveCount(0);
    expect(puts.count).toBe(1);
  });

  test('a daily-sale buy: Esc while it is pending, open it again, click again: one PUT, one purchase', async ({
    page,
    request,
  }) => {
    // The seeded daily sale is on while the clock is at this Wednesday morning.
    await signedIn(page, request, { persona: 'student', now: '2025-01-15T08:30:00+03:30' });
    await addFault(request, {
      method: 'PUT',
      path: '/rest/daily-sell-programs/:id/reserve-daily-sell',
      kind: 'latency',
      delayMs: 2500,
    });
    const puts = countRequests(page, 'PUT', /\/reserve-daily-sell$/);
    await page.goto('/food/dailysale');
    // This card, whatever its buttons become.
    const card = page.getByTestId((await (await buyableDailySaleCard(page)).card.getAttribute('data-testid'))!);
    const plus = card.getByRole('button', { name: /^خرید یک عدد/ });
    await plus.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('daily-reserve').click();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await plus.click();
    const again = page.getByRole('dialog').getByTestId('daily-reserve');
    await expect(again).toHaveAttribute('data-loading', 'true');
    await again.evaluate((button: HTMLButtonElement) => button.click());
    await expect(card.getByTestId('daily-chosen')).toHaveText('۱', { timeout: 15_000 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(puts.count).toBe(1);
  });
});

test.describe('change self (a money action with a fee)', () => {
  const KABAB = 'جوجه‌کباب با برنج';

  test('the meal is moved and the fee taken, the answer lost: the dialog closes and a notice says where the meal is now', async ({
    page,
    request,
  }) => {
    const tokens = await signedIn(page, request, { persona: 'student', now: '2025-01-15T08:30:00+03:30' });
    const puts = countRequests(page, 'PUT', /^\/rest\/reserves\/change-self$/);
    await page.goto('/food/reserve');
    await page
      .getByRole('dialog')
      .getByRole('radio', { name: /سلف مرکزی/ })
      .click();
    await page.getByTestId('week-selector').getByRole('button', { name: 'هفته بعد' }).click();
    const monday = page.getByTestId('day-2025-01-20');
    await monday.getByRole('button', { name: `رزرو ${KABAB}` }).click();
    await expect(monday.getByRole('button', { name: `لغو رزرو ${KABAB}` })).toBeVisible();
    await monday.getByRole('button', { name: `عملیات بیشتر برای ${KABAB}` }).click();
    await page.getByRole('menuitem', { name: 'تغییر سلف' }).click();
    const dialog = page.getByRole('dialog', { name: 'تغییر سلف' });
    await dialog.getByTestId('change-self-destination').click();
    const destination = dialog.getByRole('option').first();
    const name = (await destination.textContent())!.trim();
    await destination.click();
    await addFault(request, { method: 'PUT', path: '/rest/reserves/change-self', kind: 'drop-after', times: 1 });
    await dialog.getByTestId('change-self-submit').click();

    const notice = page.getByTestId('money-notice-unknown');
    await expect(notice).toContainText('نتیجه معلوم نیست', { timeout: 15_000 });
    await expect(notice).toContainText(`اکنون در «${name}» رزرو است`);
    await expect(dialog).toHaveCount(0);
    await page.screenshot({ path: 'test-results/screenshots/money-change-self-lost-answer.png' });
    expect(puts.count).toBe(1);
    // The server did move it: the notice told the truth.
    const week = await request.get('/rest/reserves?weekStartDate=2025-01-18&selfType=NORMAL', {
      headers: { Authorization: `Bearer ${tokens.access_token}` },
    });
    const body = (await week.json()) as {
      payload: { weekDays: { date: string; mealTypes: { reserve?: { selfName?: string } | null }[] }[] };
    };
    const held = body.payload.weekDays
      .find((d) => d.date.startsWith('2025-01-20'))!
      .mealTypes.map((m) => m.reserve?.selfName)
      .filter(Boolean);
    expect(held).toContain(name);
  });
});
