import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, fillCredentials, resetMock, submitButton } from './helpers/auth';
import { keepPrerenderedNode, PHONE, samePrerenderedNode, waitForHydration, watchErrors } from './helpers/prerender';
import { pageCaughtUp } from './helpers/settle';

/*
 * /login is rendered ahead at build time (scripts/prerender.ts) and hydrated
 * (src/app/start-app.tsx). The served HTML holds the form before any script runs; the app takes over
 * that very markup without a hydration error; a stored English interface never paints the Persian
 * page (scripts/prerender-inline.ts hides it before the first paint).
 */

const FA_TITLE = 'ورود به سامانه';

const TITLE = 'main h1';
/** Past the announcements' first-fetch delay (ANNOUNCEMENTS_FIRST_FETCH_DELAY_MS, src/modules/auth/use-public-announcements.ts). */
const PAST_FIRST_FETCH_DELAY_MS = 5_000;

test.beforeEach(async ({ request }) => {
  await resetMock(request, 'student');
});

test('the HTML served for /login holds the sign-in form before any script runs', async ({ request, browser }) => {
  const response = await request.get('/login', { headers: { Accept: 'text/html' } });
  expect(response.ok()).toBe(true);
  const html = await response.text();
  expect(html).toContain(FA_TITLE);
  expect(html).toMatch(/<input[^>]*name="username"/);
  expect(html).toMatch(/<input[^>]*name="password"/);
  expect(html).toMatch(/<html[^>]*data-prerender="desktop"/);

  // Without JavaScript at all: the title and the fields are on screen.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: FA_TITLE })).toBeVisible();
  await expect(page.locator('input[name="username"]')).toBeVisible();
  await expect(page.locator('input[name="password"]')).toBeVisible();
  await context.close();
});

/**
 * Every element's computed style (and its ::before and ::after) in #root, in the light and the dark
 * scheme, as the page stands: what a change of the CSS variables alone would move. One line per
 * element and scheme (`names` gives the properties' order). Transitions and animations stopped: a
 * scheme switched mid-way is read at its end, not from where it came.
 */
const computedStyles = (page: Page) =>
  page.evaluate(() => {
    const still = document.createElement('style');
    still.textContent = '*,*::before,*::after{transition:none!important;animation:none!important}';
    document.head.append(still);
    const html = document.documentElement;
    // The painted properties: not the custom ones, whose very set is what differs.
    const names = Array.from(getComputedStyle(html)).filter((name) => !name.startsWith('--'));
    const lines: Record<string, string[]> = {};
    for (const scheme of ['light', 'dark']) {
      html.setAttribute('data-mantine-color-scheme', scheme);
      document.querySelectorAll('#root, #root *').forEach((element, i) => {
        for (const pseudo of [null, '::before', '::after']) {
          const style = getComputedStyle(element, pseudo);
          lines[`${scheme} ${i} ${element.tagName}${pseudo ?? ''}`] = names.map((name) => style.getPropertyValue(name));
        }
      });
    }
    still.remove();
    return { names, lines };
  });

test('the prerendered pages are one file each, and the CSS variables they carry are all their first paint reads', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000); // every computed style of three pages, twice per width
  // The whole set, as the app writes it once it has hydrated the page (src/ui/css-variables.tsx).
  const stylesheets: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'stylesheet' || /\.css$/.test(new URL(r.url()).pathname)) stylesheets.push(r.url());
  });
  await page.goto('/login');
  await waitForHydration(page);
  // Its stylesheets are in the HTML: neither the app's CSS chunk loader nor the route preload hint asks for them.
  expect(stylesheets).toEqual([]);
  const style = 'style[data-mantine-styles="true"]';
  const all = await page.locator(style).textContent();
  expect(all?.length).toBeGreaterThan(20_000);

  // The page as its HTML paints it, no script run: its own share of the variables
  // (scripts/prerender-css-variables.ts), then the whole set in its place: not one style may move.
  // The same for the signed-in frames (decision 0024; no script, so nothing hides them without a session).
  for (const [path, device] of ['/login', '/', '/food/reserve'].flatMap((p) => [
    [p, {}] as const,
    [p, PHONE] as const,
  ])) {
    const context = await browser.newContext({ ...device, javaScriptEnabled: false });
    const before = await context.newPage();
    await before.goto(path);
    await expect(before.locator('#root[data-prerendered] main')).toBeVisible();
    const trimmed = await before.locator(style).textContent();
    expect(trimmed!.length).toBeLessThan(all!.length / 3);
    const painted = await computedStyles(before);
    await before.locator(style).evaluate((element, text) => (element.textContent = text), all);
    const whole = await computedStyles(before);
    expect(Object.keys(painted.lines).length, path).toBeGreaterThan(300);
    const moved = Object.entries(painted.lines).flatMap(([element, values]) =>
      values.flatMap((value, p) =>
        value === whole.lines[element]![p]
          ? []
          : [`${element} ${painted.names[p]}: ${value}, with every variable ${whole.lines[element]![p]}`],
      ),
    );
    expect(moved, path).toEqual([]);
    await context.close();
  }
});

test('a desktop /login hydrates the prerendered markup without an error and signs in', async ({ page }) => {
  const errors = watchErrors(page);
  await keepPrerenderedNode(page, TITLE);
  await page.goto('/login');
  await waitForHydration(page);
  expect(await samePrerenderedNode(page, TITLE), 'the prerendered title is the hydrated one, not a new render').toBe(
    true,
  );
  expect(errors).toEqual([]);

  await fillCredentials(page, ACCOUNTS.student.username, ACCOUNTS.student.password);
  await submitButton(page).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
  // The signed-in page's own loads are not this test's; the sign-in page's script never failed.
  expect(errors.filter((e) => e.startsWith('pageerror') || /hydrat/i.test(e))).toEqual([]);
});

test('a reload with the announcements cached hydrates without an error and shows them at once', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/login');
  await expect(page.getByTestId('announcements')).toBeVisible({ timeout: 10_000 });
  // Cached in local storage now (platform.md 4): the reload shows them without a call.
  const calls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.includes('/announcements')) calls.push(r.url());
  });
  await keepPrerenderedNode(page, TITLE);
  // The first fetch's delay runs when the test says (platform.md 4).
  await page.clock.install();
  await page.reload();
  await waitForHydration(page);
  expect(await samePrerenderedNode(page, TITLE)).toBe(true);
  await expect(page.getByTestId('announcements')).toBeVisible();
  await page.clock.runFor(PAST_FIRST_FETCH_DELAY_MS);
  await pageCaughtUp(page);
  expect(calls).toEqual([]);
  expect(errors).toEqual([]);
});

test('a runtime config other than the one rendered ahead draws the page anew, live and with its captcha', async ({
  page,
  request,
}) => {
  // The captcha persona's config.json differs from the student's the page was rendered for.
  await resetMock(request, 'student-captcha');
  const errors = watchErrors(page);
  await page.goto('/login');
  await expect(page.locator('input[name="captcha"]')).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.locator('.boot-splash')).toHaveCount(0);
  await expect(page.locator('input[name="username"]')).toBeEditable();
  expect(errors).toEqual([]);
});

// A phone's viewport, touch and user agent (its browser type is the project's).

test.describe('on a phone', () => {
  test.use(PHONE);

  test('/login is the phone variant, hydrated without an error', async ({ page }) => {
    const errors = watchErrors(page);
    await keepPrerenderedNode(page, TITLE);
    const response = await page.goto('/login');
    expect(await response!.text()).toMatch(/<html[^>]*data-prerender="mobile"/);
    await waitForHydration(page);
    expect(await samePrerenderedNode(page, TITLE)).toBe(true);
    await expect(page.locator('input[name="username"]')).toBeEditable();
    expect(errors).toEqual([]);
  });
});

test('a stored English interface paints no Persian frame', async ({ page }) => {
  const errors = watchErrors(page);
  await page.addInitScript(() => {
    localStorage.setItem('portal.language', 'en');
    // Before every frame from the first one: what is on screen (innerText leaves out what is not rendered).
    const frames: { lang: string; persian: boolean; english: boolean }[] = [];
    (window as unknown as { seenFrames: typeof frames }).seenFrames = frames;
    const look = () => {
      frames.push({
        lang: document.documentElement.lang,
        persian: /[\u0600-\u06FF]/.test(document.body?.innerText ?? ''),
        english: document.querySelector('main h1')?.textContent === 'Sign in',
      });
      if (frames.length < 600) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const frames = await page.evaluate(
    () => (window as unknown as { seenFrames: { lang: string; persian: boolean; english: boolean }[] }).seenFrames,
  );
  // Until the English page is drawn (its language select then lists "فارسی"), nothing Persian on screen.
  const untilEnglish = frames.slice(
    0,
    frames.findIndex((f) => f.english),
  );
  expect(untilEnglish.length).toBeGreaterThan(0);
  expect(untilEnglish.filter((f) => f.persian)).toEqual([]);
  expect(untilEnglish.filter((f) => f.lang !== 'en')).toEqual([]);
  expect(errors).toEqual([]);
});

test.describe('/reset-password, rendered for a config that turns it on', () => {
  /** Renders dist's pages again for the config the mock answers now (scripts/prerender.ts), as a deployment does. */
  const renderFor = (baseURL: string) =>
    execFileSync('npx', ['tsx', 'scripts/prerender.ts', 'dist', `${baseURL}/config.json`], { stdio: 'ignore' });

  test.afterAll(async ({ request, baseURL }) => {
    await resetMock(request, 'student');
    renderFor(baseURL!);
  });

  test('is served rendered ahead and hydrates without an error', async ({ page, request, baseURL }) => {
    await resetMock(request, 'password-reset');
    renderFor(baseURL!);
    const errors = watchErrors(page);
    await keepPrerenderedNode(page, TITLE);
    const response = await page.goto('/reset-password');
    expect(await response!.text()).toMatch(/<html[^>]*data-prerender="desktop"/);
    await waitForHydration(page);
    expect(await samePrerenderedNode(page, TITLE)).toBe(true);
    expect(errors).toEqual([]);
  });
});
