import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, fillCredentials, resetMock, storedTokens, submitButton } from './helpers/auth';
import { signedIn } from './helpers/session';

/*
 * "Links go where they say", against the production build: a crafted `next` after sign-in
 * stays in the app, and a CAS token link never signs anyone in that did not start the login here,
 * nor replaces a signed-in user; the tokens leave the address bar at once.
 */

const HOME = /^http:\/\/127\.0\.0\.1:\d+\/$/;

for (const next of [
  'https://evil.example/x',
  '//evil.example',
  '/.//evil.example',
  '/\\evil.example',
  'javascript:alert(document.domain)',
]) {
  test(`a crafted next (${next}) lands home after sign-in`, async ({ page, request }) => {
    await resetMock(request);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await fillCredentials(page, ACCOUNTS.student.username, ACCOUNTS.student.password);
    await submitButton(page).click();
    await expect(page).toHaveURL(HOME, { timeout: 15_000 });
    expect(errors).toEqual([]);
  });
}

test('a CAS token link while signed in is refused: the user stays, the tokens leave the address bar', async ({
  page,
  request,
}) => {
  const tokens = await signedIn(page, request);
  await page.goto('/');
  await expect(page.getByTestId('user-menu-button')).toBeVisible({ timeout: 20_000 });
  await page.goto('/loginCas/access_token=forged-access/refresh_token=forged-refresh');
  await expect(page.getByTestId('cas-callback')).toContainText('این پیوند ورود نادیده گرفته شد');
  await expect(page).toHaveURL(/\/loginCas$/);
  expect(await storedTokens(page)).toEqual({ access: tokens.access_token, refresh: tokens.refresh_token });
  await page.getByRole('link', { name: /بازگشت|خانه/ }).click();
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
});

test('a CAS token link this tab did not start is refused (login CSRF)', async ({ page, request }) => {
  await resetMock(request);
  await page.goto('/loginCas/access_token=forged-access/refresh_token=forged-refresh');
  await expect(page.getByTestId('cas-callback')).toContainText('از این صفحه آغاز نشده است');
  await expect(page).toHaveURL(/\/loginCas$/);
  expect(await storedTokens(page)).toEqual({ access: null, refresh: null });
});

/** The persona's runtime configuration with the university's CAS address replaced. */
async function withCasUrl(page: Page, casUrl: string, forceCas = false): Promise<void> {
  await page.route('**/config.json', async (route) => {
    const config = (await (await route.fetch()).json()) as { university?: Record<string, unknown> };
    await route.fulfill({ json: { ...config, university: { ...config.university, casUrl, forceCas } } });
  });
}

test('a javascript: CAS address from the configuration never runs: no single sign-on offered, the form stays', async ({
  page,
  request,
}) => {
  await resetMock(request);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await withCasUrl(page, 'javascript:alert(document.domain)', true);
  await page.goto('/login');
  // /login's form is in the prerendered HTML: judge the page once the app, with this config,
  // has taken it over (the start removes #root's inert).
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expect(page.getByRole('button', { name: 'ورود یکپارچه' })).toHaveCount(0);
  await expect(page.getByTestId('sso-panel')).toHaveCount(0);
  expect(dialogs).toEqual([]);

  // The same university with an http(s) CAS address offers it (the check, not the page, hid it).
  await page.unrouteAll({ behavior: 'wait' });
  await withCasUrl(page, 'https://cas.uni.example/login');
  await page.reload();
  await expect(page.getByRole('button', { name: 'ورود یکپارچه' })).toBeVisible();
});
