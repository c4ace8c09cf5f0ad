import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { fillCredentials, resetMock, submitButton, waitForLoginPage } from './helpers/auth';
import { accountLogin, readForcedMessages, signedIn } from './helpers/session';

/*
 * The page snapshot against the production build (docs/decisions/0023-page-snapshot.md): the reserve page a
 * student saw is kept as a snapshot and painted by index.html's inline script on the next load of the
 * address, before (here: without) the app's scripts; inert, its controls disabled, the credit left
 * out, marked updating. The app's page then takes its place and can be acted on. Another user's
 * token never paints it; sign-out removes it. The page's clock is the mock's Wednesday morning.
 */

const NOW = '2025-01-15T08:30:00+03:30';
const UPDATING = 'نسخهٔ ذخیره‌شده؛ در حال به‌روزرسانی…';
/** The reserve page's snapshot (one per address). */
const SNAPSHOT_KEY = 'portal.pageSnapshot/food/reserve';

const firstCard = (page: Page) => page.locator('[data-testid^="day-"] button').first();
const storedSnapshot = (page: Page, key = SNAPSHOT_KEY) => page.evaluate((k) => localStorage.getItem(k), key);
/** The home's snapshot, beside the reserve page's. */
const HOME_KEY = 'portal.pageSnapshot/';

/** A tab with none of the app's scripts (what the HTML alone paints), with `storage` put in local storage first. */
async function withoutScripts(page: Page, storage: Record<string, string> = {}, path = '/food/reserve'): Promise<Page> {
  await page.clock.setFixedTime(new Date(NOW));
  await page.route(/\/static\/js\/|\/route-preload\.js/, (route) => route.abort());
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  await page.goto(path);
  return page;
}

/** Signed in on a desktop, page errors collected; the first visit of the reserve page keeps it once its week is drawn. */
async function keepReservePage(page: Page, request: APIRequestContext): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signedIn(page, request, { now: NOW, storage: { 'portal.selectedSelf': JSON.stringify({ food: 1 }) } });
  await page.goto('/food/reserve');
  await expect(firstCard(page)).toBeEnabled({ timeout: 30_000 });
  await expect.poll(() => storedSnapshot(page), { timeout: 10_000 }).toContain('"path":"/food/reserve"');
  return errors;
}

/**
 * A tab of another browser (its own storage, `viewport`) given this tab's snapshot of the reserve page
 * and its token: what the HTML alone paints there.
 */
async function withThisSnapshot(page: Page, browser: Browser, viewport = { width: 1440, height: 1000 }): Promise<Page> {
  const [snapshot, token] = await page.evaluate(
    (key) => [localStorage.getItem(key), localStorage.getItem('portal.accessToken')],
    SNAPSHOT_KEY,
  );
  const context = await browser.newContext({ viewport });
  return withoutScripts(await context.newPage(), { [SNAPSHOT_KEY]: snapshot!, 'portal.accessToken': token! });
}

/** A tab of another browser (its own storage). */
async function otherBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  return context.newPage();
}

test('a repeat visit paints the page snapshot before the scripts, inert and marked updating; the app’s page replaces it; another user never sees it; sign-out removes it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  // The first visit keeps the page once the server's week is drawn.
  const errors = await keepReservePage(page, request);
  expect(await storedSnapshot(page)).not.toContain('credit-cash');

  // The HTML alone (no script of the app's runs): the week the student saw, not actionable.
  const bare = await withoutScripts(await page.context().newPage());
  const root = bare.locator('#root');
  await expect(root).toHaveAttribute('data-page-snapshot', '');
  await expect(root).toHaveAttribute('inert', '');
  await expect(firstCard(bare)).toBeVisible();
  await expect(firstCard(bare)).toBeDisabled();
  await expect(bare.locator('fieldset:has([data-testid^="day-"])')).toHaveAttribute('data-from-device', 'true');
  await expect(bare.getByTestId('week-updating')).toHaveText(UPDATING);
  // The credit is never kept: its place says it is loading.
  await expect(bare.getByTestId('credit')).toHaveText('اعتبار نقدی: …');
  await expect(bare.locator('html')).toHaveAttribute('dir', 'rtl');
  await bare.screenshot({ path: 'test-results/screenshots/page-snapshot-desktop.png' });
  await bare.close();

  // The next load with the app: its page takes the snapshot's place and can be acted on.
  await page.reload();
  await expect(page.locator('#root')).not.toHaveAttribute('data-page-snapshot', { timeout: 30_000 });
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(firstCard(page)).toBeEnabled({ timeout: 30_000 });
  await expect(page.locator('[data-page-snapshot]')).toHaveCount(0);
  await expect(page.getByTestId('reserve-page')).toHaveCount(1);
  // The app's page after the swap (drawn outside the document, then put in #root's place).
  await page.screenshot({ path: 'test-results/screenshots/page-snapshot-swapped-desktop.png' });

  // The same snapshot under another student's token: not theirs, nothing of it is painted (a browser
  // of its own, so this tab's session is not touched).
  const snapshot = (await storedSnapshot(page))!;
  const other = await accountLogin(request, 'student2');
  const stranger = await withoutScripts(await otherBrowser(browser), {
    [SNAPSHOT_KEY]: snapshot,
    'portal.accessToken': other.access_token,
  });
  // The reserve page's frame the build rendered ahead shows instead: none of the week.
  await expect(stranger.locator('#root[data-prerendered] header').first()).toBeVisible();
  await expect(stranger.locator('[data-page-snapshot]')).toHaveCount(0);
  await expect(firstCard(stranger)).toHaveCount(0);
  await stranger.context().close();

  // Sign-out removes it.
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'خروج از حساب' }).click();
  await expect(page).toHaveURL(/\/login/, { timeout: 15_000 });
  expect(await storedSnapshot(page)).toBeNull();
  expect(errors).toEqual([]);
});

test('on a phone: the day list is kept and painted before the scripts; a desktop width never paints the phone’s page', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, request, { now: NOW, storage: { 'portal.selectedSelf': JSON.stringify({ food: 1 }) } });
  await page.goto('/food/reserve');
  await expect(page.getByTestId('reserve-page')).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => storedSnapshot(page), { timeout: 15_000 }).toContain('"matches":true');

  const bare = await withThisSnapshot(page, browser, { width: 390, height: 844 });
  await expect(bare.locator('#root')).toHaveAttribute('data-page-snapshot', '');
  await expect(bare.getByTestId('reserve-page')).toBeVisible();
  await expect(bare.getByTestId('week-updating')).toHaveText(UPDATING);
  await bare.screenshot({ path: 'test-results/screenshots/page-snapshot-phone.png' });
  await bare.context().close();

  const wide = await withThisSnapshot(page, browser);
  await expect(wide.locator('#root[data-prerendered] header').first()).toBeVisible();
  await expect(wide.locator('[data-page-snapshot]')).toHaveCount(0);
  await wide.context().close();
});

test('a session begun on the prerendered /login keeps a snapshot the next load of the page paints', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await resetMock(request, 'student', NOW);
  await readForcedMessages(request, await accountLogin(request, 'student'));
  await page.clock.setFixedTime(new Date(NOW));
  await page.addInitScript(() => localStorage.setItem('portal.selectedSelf', JSON.stringify({ food: 1 })));
  // The document is /login's page rendered ahead (its stylesheets in <style data-href>, its scripts
  // started by its inline script); the reserve page is reached without another page load.
  await page.goto('/login');
  await waitForLoginPage(page, false);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await fillCredentials(page, 'student', 'student123');
  await submitButton(page).click();
  await expect(page.getByTestId('user-menu-button')).toBeVisible({ timeout: 20_000 });
  await page.evaluate(() => {
    history.pushState(null, '', '/food/reserve');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(firstCard(page)).toBeEnabled({ timeout: 30_000 });
  expect(await page.evaluate(() => document.querySelector('html')!.hasAttribute('data-prerender'))).toBe(true);
  await expect.poll(() => storedSnapshot(page), { timeout: 15_000 }).toContain('"path":"/food/reserve"');
  const snapshot = (await storedSnapshot(page))!;

  const bare = await withThisSnapshot(page, browser);
  await expect(bare.locator('#root')).toHaveAttribute('data-page-snapshot', '');
  await expect(firstCard(bare)).toBeVisible();
  // Its stylesheets came with it, those written into /login's page too: each one linked as its file.
  const written = await page.evaluate(() =>
    Array.from(document.querySelectorAll('style[data-href]'), (e) => e.getAttribute('data-href')),
  );
  expect(written.length).toBeGreaterThan(0);
  const kept = (JSON.parse(snapshot) as { css: string[] }).css;
  for (const href of written) expect(kept).toContain(href);
  for (const href of kept) await expect(bare.locator(`link[rel="stylesheet"][href="${href}"]`)).toHaveCount(1);
  await bare.screenshot({ path: 'test-results/screenshots/page-snapshot-after-login.png' });
  await bare.context().close();
});

test('the home, where the installed app opens, is kept beside the reserve page and painted before the scripts; the balance never', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = await keepReservePage(page, request);

  // The home, once every widget has its first answer (its credit card's balance among them).
  await page.goto('/');
  const balance = page.getByTestId('credit-card').locator('[data-not-kept]');
  await expect(balance).toHaveText(/[۰-۹]/, { timeout: 30_000 });
  await expect.poll(() => storedSnapshot(page, HOME_KEY), { timeout: 15_000 }).toContain('"path":"/"');
  const home = (JSON.parse((await storedSnapshot(page, HOME_KEY))!) as { html: string }).html;
  expect(home).toContain('data-testid="home-desktop"');
  expect(home).not.toContain(await balance.innerText());
  // Each address keeps its own.
  expect(await storedSnapshot(page)).toContain('"path":"/food/reserve"');

  // The HTML alone at each address paints that address's page.
  const bare = await withoutScripts(await page.context().newPage(), {}, '/');
  await expect(bare.locator('#root')).toHaveAttribute('data-page-snapshot', '');
  await expect(bare.locator('#root')).toHaveAttribute('inert', '');
  await expect(bare.getByTestId('home-desktop')).toBeVisible();
  await expect(bare.getByTestId('credit-card').locator('[data-not-kept]')).toHaveText('…');
  await bare.screenshot({ path: 'test-results/screenshots/page-snapshot-home-desktop.png' });
  await bare.goto('/food/reserve');
  await expect(bare.locator('#root')).toHaveAttribute('data-page-snapshot', '');
  await expect(firstCard(bare)).toBeVisible();
  await bare.close();

  // With the app: its home takes the snapshot's place once drawn, and can be acted on.
  await page.reload();
  await expect(page.locator('#root')).not.toHaveAttribute('data-page-snapshot', { timeout: 30_000 });
  await expect(page.locator('[data-page-snapshot]')).toHaveCount(0);
  await expect(page.getByTestId('home-desktop')).toHaveCount(1);
  await expect(balance).toHaveText(/[۰-۹]/);
  await page.getByTestId('charge-credit').click();
  await expect(page).toHaveURL(/\/user\/wallet/);
  expect(errors).toEqual([]);
});
