import { expect, test, type Locator, type Page } from '@playwright/test';
import { signedIn } from './helpers/session';

/*
 * The second walk of every screen: each defect checked where it was broken (a 390 px phone or the
 * desktop) against the production build and the standalone mock backend. Every test saves
 * test-results/screenshots/walk2-<what it checks>.png.
 */

const SHOTS = 'test-results/screenshots';
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

async function shot(page: Page, name: string, target?: Locator) {
  await page.evaluate(() => document.fonts.ready);
  if (target) await target.screenshot({ path: `${SHOTS}/walk2-${name}.png` });
  else await page.screenshot({ path: `${SHOTS}/walk2-${name}.png` });
}

test.describe('the second walk', () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ actionTimeout: 20_000 });

  test('phone wallet: the carousel arrows cover nothing written on a card', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    await signedIn(page, request, 'all-modules');
    await page.goto('/user/wallet');
    const cards = page.getByTestId('wallet-cards');
    const card = page.getByTestId('cash-card');
    await expect(card).toContainText('۱۲۵٬۰۰۰');
    const texts = card.locator('p, span').filter({ hasText: /\S/ });
    for (const name of ['اسلاید قبلی', 'اسلاید بعدی']) {
      const arrow = cards.getByRole('button', { name });
      const a = await arrow.boundingBox();
      if (!a || !(await arrow.isVisible())) continue;
      for (const text of await texts.all()) {
        const b = await text.boundingBox();
        if (!b) continue;
        const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
        expect(overlaps, `${name} over "${await text.textContent()}"`).toBe(false);
      }
    }
    await shot(page, 'wallet-phone-arrows-clear', cards);
  });

  for (const [language, title] of [
    ['en', 'Home | Student Self-Service Portal'],
    ['ar', 'الصفحة الرئيسية | بوابة الخدمات الطلابية'],
  ] as const) {
    test(`the home's tab title is in the language on screen (${language})`, async ({ page, request }) => {
      await page.setViewportSize(DESKTOP);
      await signedIn(page, request, { persona: 'all-modules', language });
      await page.goto('/');
      await expect(page.getByTestId('welcome-hero')).toBeVisible();
      await expect(page).toHaveTitle(title);
      await shot(page, `home-title-${language}`);
    });
  }

  test('no fake card number on the home and wallet cards', async ({ page, request }) => {
    await page.setViewportSize(DESKTOP);
    await signedIn(page, request, 'all-modules');
    await page.goto('/');
    const credit = page.getByTestId('credit-card');
    await expect(credit).toContainText('۱۲۵٬۰۰۰');
    await expect(credit).not.toContainText('شماره کارت');
    await expect(credit).not.toContainText('۰۰۰۰۰۰');
    await shot(page, 'home-card-no-fake-number', page.getByTestId('credit-banner'));
    await page.setViewportSize(PHONE);
    await page.goto('/user/wallet');
    for (const id of ['cash-card', 'subsidy-card']) {
      await expect(page.getByTestId(id)).toContainText('تومان');
      await expect(page.getByTestId(id)).not.toContainText('شماره کارت');
      await expect(page.getByTestId(`${id}-number`)).toHaveCount(0);
    }
    await shot(page, 'wallet-cards-no-fake-number');
  });
});

/** The mark before each group of three digits in a text (a date's "/" and a time's ":" are no group marks). */
const marksBetweenDigits = (text: string) =>
  [...text.matchAll(/[0-9۰-۹٠-٩]([^0-9۰-۹٠-٩\s/:\u200E\u200F\u061C])(?=[0-9۰-۹٠-٩]{3}(?![0-9۰-۹٠-٩]))/g)].map(
    (m) => m[1],
  );

for (const [language, separator, value] of [
  ['fa', '\u066C', '۱۲۵٬۰۰۰'],
  ['ar', '\u066C', '١٢٥٬٠٠٠'],
  ['en', ',', '125,000'],
] as const) {
  test(`the home and wallet cards group thousands with one separator (${language})`, async ({ page, request }) => {
    await page.setViewportSize(DESKTOP);
    await signedIn(page, request, { persona: 'all-modules', language });
    await page.goto('/');
    const credit = page.getByTestId('credit-banner');
    await expect(credit.getByTestId('credit-card')).toContainText(value, { timeout: 30_000 });
    const shown = [await credit.innerText()];
    await page.setViewportSize(PHONE);
    await page.goto('/user/wallet');
    await expect(page.getByTestId('cash-card')).toContainText(value, { timeout: 30_000 });
    for (const id of ['wallet-cards', 'subsidies']) shown.push(await page.getByTestId(id).innerText());
    const marks = shown.flatMap(marksBetweenDigits);
    expect(marks.length).toBeGreaterThan(3);
    expect([...new Set(marks)]).toEqual([separator]);
    await shot(page, `wallet-cards-separator-${language}`);
  });
}

test.describe('/modules/inactive on a phone', () => {
  test('opened with every module on, it says so and leads home', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    await signedIn(page, request, 'all-modules');
    await page.goto('/modules/inactive');
    await expect(page.getByRole('heading', { name: 'همهٔ بخش‌ها فعال است' })).toBeVisible();
    await expect(page.getByText('هیچ سامانه‌ای فعال نیست')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'صفحه اصلی' })).toHaveAttribute('href', '/');
    await shot(page, 'modules-inactive-all-on');
  });

  test("a switched-off module's address names the module", async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    await signedIn(page, request, 'student');
    await page.goto('/dormitory');
    await expect(page).toHaveURL(/\/modules\/inactive\?module=dormitory$/);
    await expect(page.getByRole('heading', { name: 'بخش «خوابگاه» فعال نیست' })).toBeVisible();
    await shot(page, 'modules-inactive-names-module');
  });
});

test('without a picture, page loads after the first ask nothing and log no error', async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  await signedIn(page, request, 'all-modules');
  let asked = 0;
  const errors: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/rest/profile-pictures/me') asked += 1;
  });
  const firstAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/rest/profile-pictures/me');
  await page.goto('/');
  // The first load of the session asks, and the server answers 404 (no picture yet).
  expect((await firstAnswer).status()).toBe(404);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  // From here on: a reload and pages opened by their address, each a fresh start of the app.
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // A request cut short by leaving its page (net::ERR_ABORTED) is no error of the page.
  page.on('requestfailed', (r) => {
    if (!/ERR_ABORTED/.test(r.failure()?.errorText ?? '')) errors.push(`${r.url()} ${r.failure()?.errorText}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`);
  });
  await page.reload();
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  for (const address of ['/user/wallet', '/user/messages']) {
    await page.goto(address);
    await expect(page.getByTestId('user-menu-button')).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(asked).toBe(1);
  expect(errors).toEqual([]);
  await shot(page, 'no-picture-no-404-on-page-loads');
});

test.describe('the greeting at night', () => {
  test.use({ timezoneId: 'Asia/Tehran' });

  test('at 01:00 the home says good night, not good evening', async ({ page, request }) => {
    await page.setViewportSize(DESKTOP);
    await signedIn(page, request, { persona: 'student', now: '2025-01-15T01:00:00+03:30' });
    await page.goto('/');
    const hero = page.getByTestId('welcome-hero');
    await expect(hero).toContainText('شب بخیر');
    await expect(hero).not.toContainText('عصر بخیر');
    await shot(page, 'home-greeting-night', hero);
  });
});
