import { expect, test } from '@playwright/test';
import { signedIn } from './helpers/session';

/*
 * Auto-logout against the production build and the standalone mock (persona
 * `auto-logout`: 30 s, the warning 10 s before): the tabs share one session, so activity in any
 * tab, typing included, keeps every tab signed in; with none anywhere, every tab signs out.
 */

test('typing in one tab keeps the idle tab signed in; no activity anywhere signs both out', async ({
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const busy = await context.newPage();
  await signedIn(busy, request, 'auto-logout');
  await busy.goto('/');
  await expect(busy.getByTestId('user-menu-button')).toBeVisible({ timeout: 20_000 });
  const idle = await context.newPage();
  await idle.goto('/');
  await expect(idle.getByTestId('user-menu-button')).toBeVisible({ timeout: 20_000 });

  // 45 s of typing in the busy tab, no route change: longer than the 30 s timeout.
  const started = Date.now();
  while (Date.now() - started < 45_000) {
    await busy.keyboard.type('a');
    await busy.waitForTimeout(4_000);
  }
  await expect(idle).not.toHaveURL(/\/login/);
  await expect(busy).not.toHaveURL(/\/login/);
  await expect(idle.getByTestId('user-menu-button')).toBeVisible();

  // Nobody does anything: both tabs sign out a timeout after the last activity.
  const stopped = Date.now();
  await expect(idle).toHaveURL(/\/login/, { timeout: 45_000 });
  await expect(busy).toHaveURL(/\/login/, { timeout: 10_000 });
  expect(Date.now() - stopped).toBeGreaterThan(20_000);
});
