import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signedIn as signInAs } from './helpers/session';

/*
 * The second walk of the reserve screens, against the production build and the standalone mock, each
 * fixed screen seen in the width where it was broken (screenshots in test-results/screenshots/):
 * daily-sale windows and sold-out cards on a phone, the cancel dialog and its undo, capacity and the
 * deadline countdown on the desktop week, today's ticket from a phone's home, a hall chosen in another
 * tab, and the variants' hall lists. Wednesday 15 January 2025 (mock and browser clocks).
 */

const MORNING = '2025-01-15T08:30:00+03:30';
const NOON = '2025-01-15T11:50:00+03:30';
const SHOTS = 'test-results/screenshots';

const signedIn = (
  page: Page,
  request: APIRequestContext,
  now = MORNING,
  persona: 'student' | 'sport-health' = 'student',
) => signInAs(page, request, { persona, now });

async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** Chooses the central dining hall in the chooser that opens by itself on the desktop. */
async function chooseCentral(page: Page) {
  const chooser = page.getByRole('dialog');
  await chooser.getByRole('radio', { name: /سلف مرکزی/ }).click();
  await expect(chooser).toBeHidden();
}

const nextWeek = (page: Page) => page.getByTestId('week-selector').getByRole('button', { name: 'هفته بعد' }).click();

test.describe('daily sale on a phone', () => {
  test('at 11:50 breakfast (07:00-09:00) says it closed and has no plus; a sold-out card says so; the picture is whole', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signedIn(page, request, NOON);
    await page.goto('/food/dailysale');
    const cards = page.locator('[data-testid^="daily-card-"]');
    const breakfast = cards.filter({ hasText: 'صبحانه' }).first();
    await expect(breakfast).toBeVisible();
    await expect(breakfast.locator('[data-testid^="daily-window-"]')).toHaveText(/فروش ساعت .*۰۹:۰۰.* تمام شد/);
    await expect(breakfast.getByRole('button', { name: /^خرید یک عدد/ })).toHaveCount(0);
    // Lunch (11:30-14:00) is open and buyable.
    const lunch = cards.filter({ hasText: 'فروش آزاد ناهار سلف مرکزی' });
    await expect(lunch.getByRole('button', { name: /^خرید یک عدد/ })).toBeEnabled();
    // Dinner is sold out (20 of 20) and its window not yet open.
    const dinner = cards.filter({ hasText: 'فروش آزاد شام' });
    await expect(dinner.getByTestId('daily-sold-out')).toHaveText('تمام شد');
    await expect(dinner.locator('[data-testid^="daily-window-"]')).toHaveText(/فروش از ساعت .*۱۸:۳۰/);
    // The picture is fitted whole into its box: the image is no taller than the box that clips it.
    const box = (await breakfast.getByTestId('daily-picture').boundingBox())!;
    const image = breakfast.getByTestId('daily-picture').locator('img');
    if (await image.count()) {
      const fit = await image.evaluate((img) => getComputedStyle(img).objectFit);
      expect(fit).toBe('contain');
      expect((await image.boundingBox())!.height).toBeLessThanOrEqual(box.height + 1);
    }
    await shot(page, 'daily-sale-phone-window-closed');
    // The sold-out card, its slide brought into view.
    const next = page.getByTestId('daily-sale-carousel').getByRole('button', { name: /بعدی|next/i });
    for (let i = 0; i < 6 && !(await dinner.isVisible()); i++) if (await next.count()) await next.first().click();
    await dinner.scrollIntoViewIfNeeded();
    await shot(page, 'daily-sale-phone-sold-out');
  });
});

test.describe('reserve page on the desktop', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
  });

  test('a cancel asks first, naming the meal and the refund in tomans; undo reserves it again', async ({
    page,
    request,
  }) => {
    await signedIn(page, request);
    await page.goto('/food/reserve');
    await chooseCentral(page);
    await nextWeek(page);
    const tuesday = page.getByTestId('day-2025-01-21');
    const food = 'عدس‌پلو با گوشت چرخ‌کرده';
    await tuesday.getByRole('button', { name: `رزرو ${food}`, exact: true }).click();
    await expect(tuesday.getByLabel(`تعداد رزروشده ${food}: ۱`)).toBeVisible();
    await tuesday.getByRole('button', { name: `لغو رزرو ${food}` }).click();
    const dialog = page.getByRole('dialog', { name: 'لغو رزرو' });
    await expect(dialog).toContainText(`رزرو «${food}»`);
    await expect(dialog.getByTestId('cancel-refund')).toHaveText('۲۴٬۰۰۰ تومان به اعتبار شما برمی‌گردد.');
    await shot(page, 'reserve-cancel-confirm-desktop');
    await dialog.getByTestId('cancel-reserve-confirm').click();
    await expect(tuesday.getByRole('button', { name: `رزرو ${food}`, exact: true })).toBeVisible();
    const undo = page.getByRole('button', { name: `بازگرداندن رزرو ${food}` });
    await expect(undo).toBeVisible();
    await shot(page, 'reserve-cancel-undo-desktop');
    await undo.click();
    await expect(tuesday.getByLabel(`تعداد رزروشده ${food}: ۱`)).toBeVisible();
  });

  test("each day shows its reserve deadline's countdown; the last seat stops plus instead of failing", async ({
    page,
    request,
  }) => {
    await signedIn(page, request);
    await page.goto('/food/reserve');
    await chooseCentral(page);
    // This week: Friday's reserving closes today at 12:00 (3.5 hours from 08:30).
    await expect(page.getByTestId('day-2025-01-17').getByTestId('reserve-countdown')).toHaveText(
      'مهلت رزرو: ۳ ساعت بعد',
    );
    await expect(page.getByTestId('day-2025-01-15').getByTestId('reserve-countdown')).toHaveCount(0);
    await shot(page, 'reserve-countdown-desktop');
    await nextWeek(page);
    const monday = page.getByTestId('day-2025-01-20');
    const food = 'جوجه‌کباب با برنج';
    const card = monday.locator('[data-testid^="item-"]').filter({ hasText: food }).first();
    await expect(card.locator('[data-testid^="capacity-"]')).toHaveText('۱ جا مانده');
    await card.getByRole('button', { name: `رزرو ${food}`, exact: true }).click();
    // Once the save has settled (its notice shown, the week's cache updated), plus stays stopped.
    await expect(page.getByTestId('toasts')).toContainText(`رزرو «${food}» ثبت شد`);
    await expect(card.locator('[data-testid^="counter-"]')).not.toHaveAttribute('aria-busy', 'true');
    await expect(card.getByRole('button', { name: `افزودن یک عدد ${food}` })).toBeDisabled();
    await expect(card.locator('[data-testid^="capacity-"]')).toHaveText('ظرفیت تکمیل');
    await shot(page, 'reserve-capacity-full-desktop');
  });

  test('a hall chosen in another tab is the hall of the page reached next in this one', async ({ page, request }) => {
    await signedIn(page, request);
    await page.goto('/food/reserve');
    await chooseCentral(page);
    await page.goto('/food');
    // Another tab of the same browser chooses the faculty hall on the planner.
    const other = await page.context().newPage();
    await other.goto('/food/plan');
    await other.getByTestId('plan-self').selectOption({ label: 'سلف دانشکده فنی' });
    await other.close();
    await page
      .getByRole('link', { name: /رزرو غذا/ })
      .first()
      .click();
    await expect(page.getByTestId('self-picker').locator('option:checked')).toHaveText('سلف دانشکده فنی');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await shot(page, 'reserve-hall-from-other-tab-desktop');
  });
});

test.describe('planner on the desktop', () => {
  test('without a chosen hall the intro says what choosing one does', async ({ page, request }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signedIn(page, request);
    await page.goto('/food/plan');
    await expect(page.getByTestId('plan-intro')).toContainText('یک سلف انتخاب کنید');
    await expect(page.getByTestId('plan-intro')).not.toContainText('برنامه‌ریزی شده است');
    await shot(page, 'planner-intro-no-hall-desktop');
  });
});

test.describe('on a phone', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
  });

  test("today's ticket is one tap from the home: the next meal's card, its QR code, the day's tickets", async ({
    page,
    request,
  }) => {
    await signedIn(page, request);
    await page.goto('/');
    const card = page.getByTestId('next-meal-card-food');
    await expect(card.getByTestId('next-meal-food')).toBeVisible({ timeout: 20_000 });
    await expect(card.getByTestId('next-meal-qr')).toBeVisible();
    await shot(page, 'home-today-ticket-phone');
    await card.getByTestId('next-meal-ticket').click();
    const details = page.getByTestId('reserve-details');
    await expect(details.getByTestId('reserve-qr').first()).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/$/);
    await shot(page, 'reserve-today-ticket-phone');
  });

  for (const path of ['/sport/gyms', '/health/clinics', '/transport/terminals']) {
    test(`${path} shows its list (one hall, chosen), not a redirect`, async ({ page, request }) => {
      await signedIn(page, request, MORNING, 'sport-health');
      await page.goto(path);
      await expect(page.getByTestId('self-list-page')).toBeVisible();
      await expect(page.getByTestId('self-list').getByRole('radio')).toHaveCount(1);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByTestId('self-list-continue')).toBeVisible();
      await shot(page, `self-list-${path.split('/')[1]}-phone`);
    });
  }
});
