import { expect, test, type Page } from '@playwright/test';
import { signedIn } from './helpers/session';

/*
 * The offline ticket against the production build: one visit online lets the service
 * worker (dist/sw.js, scripts/service-worker.ts) precache the app and keep the ticket's answers;
 * then, with the network cut, a reload still opens today's reserve with its QR code and the
 * forgotten-card code asked for before, says it is offline with the time of its data, and keeps
 * the reserve buttons disabled. In fa, en and ar. The mock clock and the page's clock are a
 * Wednesday morning: the student has this week's lunches up to Thursday (reservation.spec.ts).
 */

// The other specs of this project block service workers (playwright.config.ts); these are about one.
test.use({ serviceWorkers: 'allow' });

const NOW = '2025-01-15T08:30:00+03:30';
const TODAY = '2025-01-15';

const LANGUAGES = {
  fa: {
    forgotten: /دریافت کد فراموشی کارت/,
    offline: 'اتصال اینترنت شما قطع است',
    dataFrom: /مربوط به \W*[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}\W+[۰-۹]{2}:[۰-۹]{2}/,
  },
  en: {
    forgotten: /Get a forgotten card code/,
    offline: 'You are offline',
    dataFrom: /from \W*\d{4}\/\d{2}\/\d{2}\W+\d{2}:\d{2}/,
  },
  ar: {
    forgotten: /الحصول على رمز نسيان البطاقة/,
    offline: 'أنت غير متصل بالإنترنت',
    dataFrom: /من \W*[٠-٩]{4}\/[٠-٩]{2}\/[٠-٩]{2}\W+[٠-٩]{2}:[٠-٩]{2}/,
  },
} as const;

/** The paths (with their query) the worker's API cache holds. */
function cachedApiPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    if (!(await caches.has('samad-api'))) return [];
    const keys = await (await caches.open('samad-api')).keys();
    return keys.map((request) => new URL(request.url).pathname);
  });
}

const todayRow = (page: Page) => page.getByTestId(`day-${TODAY}`);

/** Opens today's reserve details (the row header's button) and returns the dialog. */
async function openTodaysTicket(page: Page) {
  await todayRow(page).getByRole('rowheader').getByRole('button').click({ timeout: 30_000 });
  const details = page.getByTestId('reserve-details');
  await expect(details.getByTestId('reserve-qr').first()).toBeVisible({ timeout: 20_000 });
  return details;
}

for (const [language, text] of Object.entries(LANGUAGES)) {
  test(`after one visit, today's ticket, its QR and forgotten-card code open offline (${language})`, async ({
    page,
    context,
    request,
  }) => {
    // The worker precaches the whole build and the page loads twice: slow on a busy machine.
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signedIn(page, request, { now: NOW, language: language as keyof typeof LANGUAGES });

    // The one visit: the reserve page, its self chosen; the worker installs and takes control.
    await page.goto('/food/reserve');
    await page
      .getByRole('dialog')
      .getByRole('radio', { name: /سلف مرکزی/ })
      .click();
    await expect(todayRow(page)).toBeVisible({ timeout: 30_000 });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    // Taking control, the app asks again, through the worker, for what it showed before it.
    await expect
      .poll(() => cachedApiPaths(page), { timeout: 20_000 })
      .toEqual(expect.arrayContaining(['/rest/users/me', '/rest/reserves', '/rest/programs/v2']));

    // The student opens today's forgotten-card code once, online.
    let details = await openTodaysTicket(page);
    await details.getByRole('button', { name: text.forgotten }).first().click();
    const code = (await details.getByTestId('forgotten-card-code').locator('span').first().textContent())?.trim();
    expect(code).toBeTruthy();
    await expect.poll(() => cachedApiPaths(page)).toContain('/rest/forget-card-codes/print');
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    // No network (the worker's too: a call it has no copy of fails).
    await context.setOffline(true);
    await page.reload();
    expect(
      await page.evaluate(() =>
        fetch('/rest/users/me/messages/inbox?page=0&size=100').then(
          () => 'answered',
          () => 'failed',
        ),
      ),
    ).toBe('failed');

    const banner = page.getByTestId('connection-banner');
    await expect(banner).toContainText(text.offline, { timeout: 30_000 });
    await expect(banner.getByTestId('offline-data-time')).toHaveText(text.dataFrom, { timeout: 20_000 });

    // Today's ticket: its QR code, and the forgotten-card code from before with its QR.
    details = await openTodaysTicket(page);
    await details.getByRole('button', { name: text.forgotten }).first().click();
    await expect(details.getByTestId('forgotten-card-qr')).toBeVisible();
    await expect(details.getByTestId('forgotten-card-code').locator('span').first()).toHaveText(code!);
    await page.keyboard.press('Escape');

    // What needs the server is disabled.
    const actions = page.locator(
      'button[data-testid^="reserve-"], button[data-testid^="minus-"], button[data-testid^="plus-"]',
    );
    await expect(actions.first()).toBeVisible();
    for (const action of await actions.all()) await expect(action).toBeDisabled();

    // Back online: the banner goes and the buttons come back.
    await context.setOffline(false);
    await expect(banner).toBeHidden();
    await expect(actions.first()).toBeEnabled();
  });
}

test('signing out deletes the cached answers', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signedIn(page, request, { now: NOW });
  await page.goto('/food/reserve');
  await page
    .getByRole('dialog')
    .getByRole('radio', { name: /سلف مرکزی/ })
    .click();
  await expect(todayRow(page)).toBeVisible({ timeout: 30_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await expect.poll(() => cachedApiPaths(page), { timeout: 20_000 }).toContain('/rest/reserves');

  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'خروج از حساب' }).click();
  await expect(page).toHaveURL(/\/login/, { timeout: 15_000 });
  await expect.poll(() => cachedApiPaths(page)).toEqual([]);
});

test('is installable: the manifest and its icons, as Chromium checks them', async ({ page, context, request }) => {
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(href!)).json()) as {
    name: string;
    lang: string;
    dir: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'سامانه خدمات دانشجویی',
    lang: 'fa',
    dir: 'rtl',
    start_url: '/',
    display: 'standalone',
  });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.headers()['content-type']).toContain('image/png');
  }
  // Chromium's own check. A test profile is incognito-like: Chromium reports 'in-incognito' (not the
  // app's doing) and may stop there, so the manifest's fields are checked above as well.
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
});

test('the worker is registered only once the first page has its data, so its precache never shares the line with them', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signedIn(page, request, { now: NOW, storage: { 'portal.selectedSelf': JSON.stringify({ food: 1 }) } });
  // Times in this process (the page's clock is fixed): the week's answers, and the registration.
  let lastCall = 0;
  let registeredAt = 0;
  page.on('requestfinished', (r) => {
    if (/\/rest\/(reserves|programs)/.test(new URL(r.url()).pathname)) lastCall = Date.now();
  });
  await page.exposeFunction('__workerRegistered', () => {
    registeredAt ||= Date.now();
  });
  await page.addInitScript(() => {
    const container = navigator.serviceWorker;
    const register = container.register.bind(container);
    container.register = (...args: Parameters<ServiceWorkerContainer['register']>) => {
      void (window as unknown as { __workerRegistered: () => Promise<void> }).__workerRegistered();
      return register(...args);
    };
  });
  await page.goto('/food/reserve');
  await expect(todayRow(page)).toBeVisible({ timeout: 30_000 });
  const weekIn = lastCall;
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  expect(weekIn).toBeGreaterThan(0);
  expect(registeredAt).toBeGreaterThan(weekIn);
});
