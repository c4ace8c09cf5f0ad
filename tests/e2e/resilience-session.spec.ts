import { expect, test } from '@playwright/test';
import { storedTokens } from './helpers/auth';
import { addFault, expectAppPage, expireAccessToken, isRefresh, signedIn } from './helpers/session';
import { pageCaughtUp } from './helpers/settle';

/*
 * "Flaky servers do not sign anyone out", against the production build and the
 * standalone mock (faults through /__mock/faults): a refresh the server cannot answer keeps the
 * session, a logout racing a refresh stays a logout, two tabs share one refresh and one logout.
 */

test('a 503 on the token refresh keeps the session, shows the banner, and recovers when the server is back', async ({
  page,
  request,
}) => {
  const tokens = await signedIn(page, request);
  await page.goto('/');
  await expect(page.getByTestId('user-menu-button')).toBeVisible({ timeout: 20_000 });
  await expireAccessToken(request);
  await addFault(request, { method: 'POST', path: '/oauth/token', kind: 'error', status: 503 });
  await page.reload();
  await expect(page.getByTestId('connection-banner')).toBeVisible({ timeout: 15_000 });
  // The session is kept: the profile's error screen with "try again", not the login page.
  await expect(page.getByRole('button', { name: 'تلاش دوباره' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
  expect(await storedTokens(page)).toEqual({ access: tokens.access_token, refresh: tokens.refresh_token });

  await request.delete('/__mock/faults');
  await page.getByRole('button', { name: 'تلاش دوباره' }).click();
  await expect(page.getByTestId('user-menu-button')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('connection-banner')).toBeHidden();
  const after = await storedTokens(page);
  expect(after.refresh).toBe(tokens.refresh_token);
  expect(after.access).not.toBe(tokens.access_token);
});

test('a logout while a refresh is in flight stays a logout when the refresh answers', async ({ page, request }) => {
  await signedIn(page, request);
  await page.goto('/');
  await expect(page.getByTestId('user-menu-button')).toBeVisible({ timeout: 20_000 });
  await expireAccessToken(request);
  // The refresh answers after 7 s, after the logout gave up waiting for the server (5 s).
  await addFault(request, { method: 'POST', path: '/oauth/token', kind: 'latency', delayMs: 7000 });
  const refreshAnswered = page.waitForResponse(
    (r) => isRefresh(r.request().method(), r.url(), r.request().postData()),
    { timeout: 20_000 },
  );
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'خروج از حساب' }).click();
  await expect(page).toHaveURL(/\/login/, { timeout: 15_000 });
  const answer = await refreshAnswered;
  expect(answer.ok()).toBe(true);
  // Its body read by the page, and the page's work after it done: a late write would be stored by now.
  await answer.finished();
  await pageCaughtUp(page);
  expect(await storedTokens(page)).toEqual({ access: null, refresh: null });
  await page.goto('/faq');
  await expect(page).toHaveURL(/\/login\?next=%2Ffaq/);
});

test('two tabs with an expired token share one refresh; a logout in one signs the other out', async ({
  context,
  request,
}) => {
  const first = await context.newPage();
  const tokens = await signedIn(first, request);
  await first.goto('/');
  await expect(first.getByTestId('user-menu-button')).toBeVisible();
  const second = await context.newPage();
  await second.goto('/');
  await expect(second.getByTestId('user-menu-button')).toBeVisible();

  let refreshes = 0;
  context.on('request', (r) => {
    if (isRefresh(r.method(), r.url(), r.postData())) refreshes += 1;
  });
  await expireAccessToken(request);
  // A slow refresh: the second tab's 401 arrives while the first tab's refresh is in flight.
  await addFault(request, { method: 'POST', path: '/oauth/token', kind: 'latency', delayMs: 1500, times: 1 });
  await Promise.all([first.reload(), second.reload()]);
  // Both tabs painted the home's snapshot first: wait for the app's own pages.
  await Promise.all([expectAppPage(first), expectAppPage(second)]);
  await expect(first.getByTestId('user-menu-button')).toBeVisible({ timeout: 15_000 });
  await expect(second.getByTestId('user-menu-button')).toBeVisible({ timeout: 15_000 });
  expect(refreshes).toBe(1);
  const stored = await storedTokens(second);
  expect(stored.access).not.toBe(tokens.access_token);
  await expect(first).not.toHaveURL(/\/login/);

  await first.getByTestId('user-menu-button').click();
  await first.getByRole('menuitem', { name: 'خروج از حساب' }).click();
  await expect(first).toHaveURL(/\/login/);
  await expect(second).toHaveURL(/\/login/, { timeout: 10_000 });
});
