import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNTS, fillCredentials, storedTokens, submitButton } from './auth';

/*
 * The developer loop (README's `npm start`), as one set of checks run twice: against `npm start` (the dev
 * server, in-browser mock: tests/e2e/dev/developer-loop.dev.spec.ts) and against the production
 * preview with the standalone mock (tests/e2e/developer-loop.spec.ts). Only the persona switch
 * differs: the mock panel exists in mock mode only, so the preview switches through /__mock.
 * Every test fails on an uncaught page error.
 */

export interface DeveloperLoopTarget {
  /** Back to the seeded world (the preview's standalone mock outlives a test; the in-browser one does not). */
  reset?: (request: APIRequestContext) => Promise<void>;
  /** Switches the mock backend to `persona`, ends the session and reloads, as the mock panel does. */
  switchPersona: (page: Page, request: APIRequestContext, persona: string) => Promise<void>;
}

const pageErrors = new WeakMap<Page, string[]>();

async function signIn(page: Page): Promise<void> {
  await expect(page.getByTestId('login-form')).toBeVisible({ timeout: 20_000 });
  await fillCredentials(page, ACCOUNTS.student.username, ACCOUNTS.student.password);
  await submitButton(page).click();
}

/** The signed-in shell is on screen (its user menu). */
const shell = (page: Page) => page.getByTestId('user-menu-button');

export function developerLoopChecks(target: DeveloperLoopTarget): void {
  test.beforeEach(async ({ page, request }) => {
    const errors: string[] = [];
    pageErrors.set(page, errors);
    page.on('pageerror', (error) => errors.push(`${error.message}\n${error.stack ?? ''}`));
    await target.reset?.(request);
  });

  test.afterEach(({ page }) => {
    expect(pageErrors.get(page) ?? [], 'uncaught errors in the page').toEqual([]);
  });

  // First in the file: on the dev server this is the first page it ever serves (the
  // first load crashed in a lazily compiled chunk).
  test('the first load of / lands on the login page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
    await expect(page.getByTestId('login-form')).toBeVisible();
    await expect(page.getByText('مشکلی پیش آمد')).toHaveCount(0);
  });

  test('sign in, then a reload keeps the session', async ({ page }) => {
    await page.goto('/login');
    await signIn(page);
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
    await expect(shell(page)).toBeVisible({ timeout: 15_000 });
    const before = await storedTokens(page);

    await page.reload();
    await expect(shell(page)).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/$/);
    // Twice: the second reload runs on a service worker and a mock world saved by the first.
    await page.reload();
    await expect(shell(page)).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/$/);
    expect(await storedTokens(page)).toEqual(before);
  });

  test('a deep link while signed out returns there after sign-in', async ({ page }) => {
    await page.goto('/food/reserve');
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent('/food/reserve')}`, { timeout: 20_000 });
    await signIn(page);
    await expect(page).toHaveURL(/\/food\/reserve$/, { timeout: 15_000 });
    await expect(shell(page)).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/food\/reserve$/);
    await expect(shell(page)).toBeVisible({ timeout: 15_000 });
  });

  test('switching persona from the mock controls, then reloading, shows the new persona', async ({ page, request }) => {
    await page.goto('/login');
    await signIn(page);
    await expect(shell(page)).toBeVisible({ timeout: 15_000 });

    // student-captcha: the same account with the captcha on, which the login page shows at once.
    await target.switchPersona(page, request, 'student-captcha');
    await expect(page).toHaveURL(/\/login/, { timeout: 20_000 });
    await expect(page.getByTestId('captcha-image')).toBeVisible({ timeout: 15_000 });
    expect((await storedTokens(page)).access).toBeNull();

    await page.reload();
    await expect(page.getByTestId('captcha-image')).toBeVisible({ timeout: 15_000 });
  });
}
