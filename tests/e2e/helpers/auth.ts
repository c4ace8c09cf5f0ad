import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';

/*
 * Sign-in helpers for e2e against the production build and the standalone mock server
 * (mocks/server.ts, reached through the preview's proxy: /__mock, /rest, /oauth, /config.json).
 */

import type { PersonaId } from '../../../mocks/world/personas';

export type { PersonaId };

export const ACCOUNTS = {
  student: { username: 'student', password: 'student123' },
  staff: { username: 'staff', password: 'staff123' },
} as const;

/**
 * Back to the seeded world with `persona` (its runtime config is what /config.json answers); the mock
 * clock fixed at `now` when given, else following real time.
 */
export async function resetMock(
  request: APIRequestContext,
  persona: PersonaId = 'student',
  now?: string,
): Promise<void> {
  const response = await request.post('/__mock/reset', { data: now ? { persona, now } : { persona } });
  expect(response.ok(), await response.text()).toBe(true);
}

const isCaptchaRequest = (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === '/rest/captcha';

/** Resolves with the next captcha request (start waiting BEFORE the action that loads it). */
export function nextCaptcha(page: Page): Promise<Request> {
  return page.waitForRequest(isCaptchaRequest);
}

/** The text of the captcha a request asked for (the mock's QA helper GET /__mock/captcha). */
export async function captchaText(request: APIRequestContext, captchaRequest: Request): Promise<string> {
  const { nonce } = captchaRequest.postDataJSON() as { nonce: string };
  const response = await request.get(`/__mock/captcha?nonce=${encodeURIComponent(nonce)}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { text: string }).text;
}

/** Fills username and password (labels in any of the three languages are matched by field name). */
export async function fillCredentials(page: Page, username: string, password: string): Promise<void> {
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
}

export const submitButton = (page: Page) => page.getByTestId('login-submit');

/** The stored token pair (src/api/tokens.ts keys). */
export async function storedTokens(page: Page): Promise<{ access: string | null; refresh: string | null }> {
  return page.evaluate(() => ({
    access: window.localStorage.getItem('portal.accessToken'),
    refresh: window.localStorage.getItem('portal.refreshToken'),
  }));
}

/** The page is fully drawn: fonts loaded and the side panel's announcements (first fetch after 2 s) shown. */
export async function waitForLoginPage(page: Page, withAnnouncements = true): Promise<void> {
  await expect(page.getByTestId('login-form')).toBeVisible();
  if (withAnnouncements) await expect(page.getByTestId('announcements')).toBeVisible({ timeout: 10_000 });
  await page.evaluate(() => document.fonts.ready);
}
