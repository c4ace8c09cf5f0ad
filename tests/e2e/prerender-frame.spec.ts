import { expect, test } from '@playwright/test';
import {
  keepPrerenderedNode,
  PHONE,
  refuseScripts,
  samePrerenderedNode,
  waitForHydration,
  watchErrors,
} from './helpers/prerender';
import { signedIn } from './helpers/session';

/*
 * The signed-in shell's frame of the home and the reserve page is rendered ahead at build
 * time (scripts/prerender.ts) and hydrated: a student with a stored session sees the portal's header
 * and navigation from the HTML alone, with a loader where the page goes (the reserve page: its title
 * and toolbar with this week, decision 0025); React takes over that very frame and puts the page in
 * it once the session is confirmed. A visitor without a session never
 * sees it (scripts/prerender-inline.ts hides it before the first paint) and lands on the login page.
 */

/** The reserve page with a self chosen: a phone without one is sent to the self list first. */
const WITH_SELF = { 'portal.selectedSelf': JSON.stringify({ food: 1 }) };
const HEADER = 'header';

/** This week's label in the frame (the reserve page draws it in its frame: decision 0025). */
const WEEK_LABEL = '[data-today-week]';
/** A day the build was not run on, and its week's label (Saturday to Friday, across Nowruz). */
const ANOTHER_DAY = new Date('2027-03-23T10:00:00');
const ANOTHER_WEEK = ['۱۴۰۵/۱۲/۲۹', '۱۴۰۶/۰۱/۰۶'];

test.describe('on a phone', () => {
  test.use(PHONE);

  test("the HTML of /food/reserve paints the shell's frame and the page's, with today's week, before any script", async ({
    page,
    request,
  }) => {
    const response = await request.get('/food/reserve', {
      headers: { Accept: 'text/html', 'User-Agent': PHONE.userAgent },
    });
    const html = await response.text();
    expect(html).toMatch(/<html[^>]*data-prerender="mobile" data-prerender-session=""/);
    expect(html).not.toContain('data-testid="user-menu-button"');
    expect(html).toContain('data-today-week');

    await signedIn(page, request, { storage: WITH_SELF });
    await refuseScripts(page);
    // The build's day is not the visitor's: the inline script writes the visitor's week.
    await page.clock.setFixedTime(ANOTHER_DAY);
    await page.goto('/food/reserve');
    await expect(page.locator('html')).toHaveAttribute('data-prerender', 'mobile');
    const frame = page.locator('#root[data-prerendered]');
    await expect(frame).toBeVisible();
    await expect(frame.getByRole('banner').getByText('رزرو غذا')).toBeVisible();
    await expect(frame.getByTestId('bottom-nav').getByText('تغذیه')).toBeVisible();
    // The page's frame: its title, the toolbar (no self, no credit yet, this week) and a loader.
    await expect(frame.locator('main h1')).toHaveText('رزرو غذا');
    await expect(frame.getByTestId('self-picker')).toBeDisabled();
    await expect(frame.getByTestId('credit')).toContainText('…');
    const label = frame.locator(WEEK_LABEL);
    await expect(label).toContainText(ANOTHER_WEEK[0]!);
    await expect(label).toContainText(ANOTHER_WEEK[1]!);
    await expect(frame.getByRole('status').filter({ hasText: 'در حال بارگذاری…' })).toBeVisible();
    await expect(page.locator('.prerender-splash')).toBeHidden();
    await page.screenshot({ path: 'test-results/screenshots/prerender-frame-phone.png' });
  });

  test('the app hydrates that frame without an error and puts the week in it, keeping its label', async ({
    page,
    request,
  }) => {
    const errors = watchErrors(page);
    await signedIn(page, request, { storage: WITH_SELF });
    await keepPrerenderedNode(page, HEADER);
    await keepPrerenderedNode(page, WEEK_LABEL);
    const response = await page.goto('/food/reserve');
    // The self picker's id as the build wrote it (React's, src/ui/mantine-use-id.ts).
    const picker = /<select[^>]*data-testid="self-picker"[^>]*>/.exec((await response?.text()) ?? '')?.[0] ?? '';
    const pickerId = /\sid="([^"]+)"/.exec(picker)?.[1];
    expect(pickerId, 'the frame holds the self picker with an id').toBeTruthy();
    await waitForHydration(page);
    await expect(page.getByTestId('credit-cash')).toBeVisible();
    // The week's days, each with its reserve details.
    await expect(page.getByRole('button', { name: /^جزئیات رزرو / }).first()).toBeVisible();
    // Mantine's own useId set a random id after mount: a render of its own, at once (decision 0026).
    await expect(page.getByTestId('self-picker')).toHaveAttribute('id', pickerId!);
    await expect(page.locator(`label[for="${pickerId}"]`)).toHaveCount(1);
    expect(await samePrerenderedNode(page, HEADER), "the frame's header is the hydrated one, not a new one").toBe(true);
    // The student's week, painted from the HTML, stayed on screen: the largest text of the first paint.
    expect(await samePrerenderedNode(page, WEEK_LABEL), 'the live page kept the label the HTML painted').toBe(true);
    expect(errors).toEqual([]);
  });
});

test('the home: the frame hydrates, then the user menu and the welcome arrive in it', async ({ page, request }) => {
  const errors = watchErrors(page);
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(new URL(response.url()).pathname);
  });
  await signedIn(page, request);
  await keepPrerenderedNode(page, HEADER);
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  await expect(page.getByTestId('welcome-hero')).toBeVisible();
  expect(await samePrerenderedNode(page, HEADER)).toBe(true);
  // The student uploaded no picture: its address answers 404 (an answer: the initials show), which
  // the browser logs. Nothing else.
  expect(missing).toEqual(['/rest/profile-pictures/me']);
  expect(errors.filter((e) => !/Failed to load resource: .* 404/.test(e))).toEqual([]);
});

test('a visitor without a session never sees the frame, and lands on the login page', async ({ page, browser }) => {
  await refuseScripts(page);
  await page.goto('/food/reserve');
  await expect(page.locator('html')).toHaveAttribute('data-prerender', 'miss');
  await expect(page.locator('#root')).toBeHidden();
  await expect(page.locator('.prerender-splash')).toBeVisible();

  const context = await browser.newContext();
  const live = await context.newPage();
  const errors = watchErrors(live);
  await live.goto('/food/reserve');
  await expect(live).toHaveURL(/\/login\?/);
  await expect(live.getByRole('heading', { level: 1, name: 'ورود به سامانه' })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('a student who chose English never sees the Persian frame: the brand mark until the app draws', async ({
  page,
  request,
}) => {
  await signedIn(page, request, { language: 'en' });
  await refuseScripts(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-prerender', 'miss');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('#root')).toBeHidden();
  await expect(page.locator('.prerender-splash')).toBeVisible();
});
