import { expect, test } from '@playwright/test';
import { refuseScripts, SCRIPT_FILES } from './helpers/prerender';

/** The module-inactive page's title in each language, whichever of its verdicts the modules on give. */
const MODULE_NOTICE = {
  fa: /^(بخش|همهٔ بخش‌ها|هیچ سامانه‌ای)/,
  en: /^(The .+ section|Every section|Your active sections|No module)/,
  ar: /^(قسم|جميع الأقسام|أقسامك|لا توجد وحدة)/,
};

test.describe('foundation: language, direction and font', () => {
  // The page's words depend on which modules the deployment has on: the default persona's, whatever
  // an earlier spec left the mock on.
  test.beforeEach(async ({ request }) => {
    expect((await request.post('/__mock/reset', { data: { persona: 'student' } })).ok()).toBe(true);
  });
  // Each test gets a fresh browser context, so storage starts empty.
  test('Persian by default: rtl, lang=fa, Persian text in Vazirmatn', async ({ page }) => {
    await page.goto('/modules/inactive');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'fa');
    const title = page.getByRole('heading', { name: MODULE_NOTICE.fa });
    await expect(title).toBeVisible();
    expect(await title.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^Vazirmatn/);
    // The font file really loaded (self-hosted, not a fallback).
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px Vazirmatn', 'سلام'))).toBe(true);
    // Every weight from one variable file per subset: the title's bold and the body's
    // regular text cost the Arabic script file and the Latin one, not a file per weight.
    expect(await page.evaluate(() => document.fonts.check('bold 16px Vazirmatn', 'سلام'))).toBe(true);
    const fonts = await page.evaluate(() =>
      [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.weight),
    );
    expect(fonts.length).toBeGreaterThan(0);
    // Only the weights the portal draws (`npm run fonts` cut the files to them).
    expect(fonts.every((weight) => weight === '400 800')).toBe(true);
    // A Persian page draws the Arabic-script file and the Latin punctuation (space, ZWNJ), not the
    // Latin letters (scripts/fonts.ts).
    const files = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.woff2')),
    );
    expect(
      files.map((name) => /vazirmatn-([\w-]+)-wght-normal\.[0-9a-f]+\.woff2$/.exec(name)?.[1]).sort(),
      files.join(),
    ).toEqual(['arabic', 'latin-punctuation']);
    // The language select is styled by the first screen's own CSS: its chevron was drawn 34 px wide
    // while Combobox's rules came only with the signed-in shell.
    const icons = await page
      .getByTestId('language-switcher')
      .locator('xpath=..')
      .locator('svg')
      .evaluateAll((svgs) => svgs.map((svg) => Math.round(svg.getBoundingClientRect().width)));
    expect(icons.length).toBeGreaterThanOrEqual(2);
    for (const width of icons) expect(width).toBeLessThanOrEqual(20);
    await page.screenshot({ path: 'test-results/screenshots/module-inactive-fa.png', fullPage: true });
  });

  test('switching to English turns the page ltr, and the choice survives a reload', async ({ page }) => {
    await page.goto('/modules/inactive');
    await page.getByRole('combobox', { name: 'زبان' }).selectOption({ label: 'English' });
    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: MODULE_NOTICE.en })).toBeVisible();
    // A reload with nothing cached: hashed files are kept a year (as nginx serves them), and what the
    // Persian page had fetched would otherwise be in the cache, not asked for.
    await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
    await page.reload();
    await expect(html).toHaveAttribute('dir', 'ltr');
    const title = page.getByRole('heading', { name: MODULE_NOTICE.en });
    await expect(title).toBeVisible();
    // English draws Latin from the whole Latin file (a family of its own, src/app/fonts.css), so a
    // letter keeps its kerning with the punctuation beside it; only that file is asked for.
    expect(await title.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Vazirmatn Latin"?,/);
    expect(await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(
      /^"?Vazirmatn Latin"?,/,
    );
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px "Vazirmatn Latin"', 'No module'))).toBe(true);
    const files = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.woff2')),
    );
    expect(
      files.map((name) => /vazirmatn-([\w-]+)-wght-normal\.[0-9a-f]+\.woff2$/.exec(name)?.[1]),
      files.join(),
    ).toEqual(['latin']);
  });

  test('an unknown address shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'صفحه پیدا نشد' })).toBeVisible();
  });

  test('Arabic is rtl with Arabic text', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('portal.language', 'ar'));
    await page.goto('/modules/inactive');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { name: MODULE_NOTICE.ar })).toBeVisible();
  });
});

test('the brand mark shows before the scripts run, and the first render replaces it', async ({ page }) => {
  // Scripts held back: what a slow network shows while they download. Not /login, / nor /food/reserve:
  // their page or frame is rendered ahead (tests/e2e/prerender*.spec.ts); every other
  // address starts from the mark.
  await refuseScripts(page);
  await page.goto('/food');
  const splash = page.locator('#root > .boot-splash');
  await expect(splash).toBeVisible();
  await expect(splash).toHaveAttribute('aria-hidden', 'true');
  const box = (await splash.locator('svg').boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);
  await page.unroute(SCRIPT_FILES);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'ورود به سامانه' })).toBeVisible();
  await expect(page.locator('.boot-splash')).toHaveCount(0);
});

test("in the dark scheme the brand mark's page is dark before the scripts run, and the first render writes all of Mantine's variables", async ({
  page,
}) => {
  // Mantine's default-css-variables.css is not loaded: global.css colours the page until the
  // provider writes every variable (src/app/providers.tsx). main.tsx marks the scheme on <html> before
  // the first render; with the scripts held back, the test marks it.
  await page.addInitScript(() => window.localStorage.setItem('portal.colorScheme', 'dark'));
  await refuseScripts(page);
  await page.goto('/food');
  await expect(page.locator('#root > .boot-splash')).toBeVisible();
  await page.evaluate(() => document.documentElement.setAttribute('data-mantine-color-scheme', 'dark'));
  const colours = () =>
    page.evaluate(() => ({
      background: getComputedStyle(document.body).backgroundColor,
      text: getComputedStyle(document.body).color,
    }));
  const dark = { background: 'rgb(36, 36, 36)', text: 'rgb(201, 201, 201)' };
  expect(await colours()).toEqual(dark);
  await page.unroute(SCRIPT_FILES);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'ورود به سامانه' })).toBeVisible();
  expect(await colours()).toEqual(dark);
  const variables = await page.evaluate(() =>
    [
      '--mantine-spacing-md',
      '--mantine-font-size-md',
      '--mantine-radius-md',
      '--mantine-color-red-filled',
      '--mantine-shadow-sm',
    ].map((name) => [name, getComputedStyle(document.documentElement).getPropertyValue(name).trim()]),
  );
  for (const [name, value] of variables) expect(value, name).not.toBe('');
});

test('a deployment whose config.json does not fit its format shows what is wrong, not a blank page', async ({
  page,
}) => {
  await page.route('**/config.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ ui: { removeWallet: 'yes' } }) }),
  );
  await page.goto('/login');
  await expect(page.getByText('پیکربندی سامانه نامعتبر است')).toBeVisible();
  await expect(page.locator('.boot-splash')).toHaveCount(0);
});

test('the runtime config is asked for once, by the route preload hint beside the initial scripts, and the app takes that answer', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/config.json') asked.push(request.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The heading is in the prerendered HTML: wait until the app has started and hydrated it
  // (the start removes #root's inert), by when it has taken the config.
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  // The hint's request was handed over (marked taken in its table), not left there beside a second one.
  expect(
    await page.evaluate(() =>
      Object.values((window as unknown as { __earlyFetches?: object }).__earlyFetches ?? { missing: 1 }).filter(
        (v) => v !== null,
      ),
    ),
  ).toEqual([]);
  expect(asked).toHaveLength(1);
});
