import { expect, test } from '@playwright/test';
import { signedIn } from './helpers/session';

/*
 * Auto-logout against the production build and the standalone mock (persona
 * `auto-logout`: 30 s, the warning 10 s before): the tabs share one session, so activity in any
 * tab, typing included, keeps every tab signed in; with none anywhere, every tab signs out.
 */

/** The persona's auto-logout and its warning's lead (mocks: the `auto-logout` persona). */
const TIMEOUT_MS = 30_000;
const WARNING_LEAD_MS = 10_000;
const KEYSTROKE_EVERY_MS = 4_000;

test('typing in one tab keeps the idle tab signed in; no activity anywhere signs both out', async ({
  context,
  request,
}) => {
  test.setTimeout(120_000);
  // One clock for every tab of the context: the timeout runs when the test says, not in real time.
  await context.clock.install();
  const busy = await context.newPage();
  await signedIn(busy, request, 'auto-logout');
  await busy.goto('/');
  await expect(busy.getByTestId('user-menu-button')).toBeVisible({ timeout: 20_000 });
  const idle = await context.newPage();
  await idle.goto('/');
  await expect(idle.getByTestId('user-menu-button')).toBeVisible({ timeout: 20_000 });

  // The clock stands (a moment ahead of the pages' time, which runs on meanwhile).
  await expect(async () => context.clock.pauseAt(await busy.evaluate(() => Date.now() + 500))).toPass({
    timeout: 15_000,
  });

  // Typing in the busy tab, no route change, for half again the persona's timeout.
  for (let typed = 0; typed < TIMEOUT_MS * 1.5; typed += KEYSTROKE_EVERY_MS) {
    await busy.keyboard.type('a');
    await context.clock.runFor(KEYSTROKE_EVERY_MS);
  }
  await expect(idle).not.toHaveURL(/\/login/);
  await expect(busy).not.toHaveURL(/\/login/);
  await expect(idle.getByTestId('user-menu-button')).toBeVisible();

  // Nobody does anything: still signed in before the warning is due, both out once the timeout ran.
  await context.clock.runFor(TIMEOUT_MS - WARNING_LEAD_MS - KEYSTROKE_EVERY_MS);
  await expect(idle.getByTestId('user-menu-button')).toBeVisible();
  await expect(busy.getByTestId('user-menu-button')).toBeVisible();
  await context.clock.runFor(WARNING_LEAD_MS + KEYSTROKE_EVERY_MS);
  await context.clock.resume();
  await expect(idle).toHaveURL(/\/login/, { timeout: 15_000 });
  await expect(busy).toHaveURL(/\/login/, { timeout: 15_000 });
});
