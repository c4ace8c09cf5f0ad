import { expect, test, type Page } from '@playwright/test';
import { fillCredentials, submitButton } from './helpers/auth';
import { addFault, signedIn } from './helpers/session';
import { pageCaughtUp } from './helpers/settle';

/*
 * A repeat visit against the production build: the week a student saw is kept on the device, painted at
 * once on the next visit (marked "updating", its buttons disabled) while the server is slow, then
 * replaced by the server's week. Sign-out clears it; the next student on the same browser sees
 * nothing of it. The mock clock and the page's clock are a Wednesday morning (reservation.spec.ts).
 */

const NOW = '2025-01-15T08:30:00+03:30';
const UPDATING = 'نسخهٔ ذخیره‌شده؛ در حال به‌روزرسانی…';

/** The local-storage keys of kept answers, with whether they hold a week program. */
function keptKeys(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('portal.queryCache.'))
      .filter((key) => (localStorage.getItem(key) ?? '').includes('selfWeekPrograms')),
  );
}

const week = (page: Page) => page.locator('fieldset:has([data-testid^="day-"])');
const firstCard = (page: Page) => page.locator('[data-testid^="day-"] button').first();

test('a repeat visit paints the kept week at once, marked updating and not actionable, then the server’s; sign-out clears it and the next student sees none of it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signedIn(page, request, { now: NOW, storage: { 'portal.selectedSelf': JSON.stringify({ food: 1 }) } });

  // The first visit: the server's week, then kept under the student's name.
  await page.goto('/food/reserve');
  await expect(firstCard(page)).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => keptKeys(page), { timeout: 10_000 }).toEqual(['portal.queryCache.student']);

  // The next visit with a slow server (the profile too: the session starts from the kept one): the
  // kept week at once, marked, its buttons disabled.
  // The app's own paint of the kept answers: without the page snapshot, which would paint first
  // (tests/e2e/page-snapshot.spec.ts).
  await page.addInitScript(() => localStorage.removeItem('portal.pageSnapshot/food/reserve'));
  await addFault(request, { method: 'GET', path: '/rest/users/me', kind: 'latency', delayMs: 6000, times: 1 });
  await addFault(request, { method: 'GET', path: '/rest/programs/v2', kind: 'latency', delayMs: 6000, times: 1 });
  await addFault(request, { method: 'GET', path: '/rest/reserves', kind: 'latency', delayMs: 6000, times: 1 });
  await page.reload();
  await expect(firstCard(page)).toBeVisible({ timeout: 5_000 });
  const status = page.getByTestId('week-updating');
  await expect(status).toHaveText(UPDATING);
  await expect(status).toHaveAttribute('aria-live', 'polite');
  await expect(week(page)).toHaveAttribute('data-from-device', 'true');
  await expect(week(page)).toHaveAttribute('disabled', '');
  await expect(firstCard(page)).toBeDisabled();

  // The server's week replaces it: no mark, the buttons usable again.
  await expect(status).toHaveText('', { timeout: 20_000 });
  await expect(week(page)).not.toHaveAttribute('data-from-device');
  await expect(week(page)).not.toHaveAttribute('disabled');

  // Sign-out clears every kept answer.
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'خروج از حساب' }).click();
  await expect(page).toHaveURL(/\/login/, { timeout: 15_000 });
  expect(await keptKeys(page)).toEqual([]);

  // The next student on the same browser: nothing of the first one's week, ever marked as kept.
  await fillCredentials(page, 'student2', 'student123');
  await submitButton(page).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
  await page.evaluate(() => localStorage.setItem('portal.selectedSelf', JSON.stringify({ food: 1 })));
  await addFault(request, { method: 'GET', path: '/rest/programs/v2', kind: 'latency', delayMs: 3000, times: 1 });
  // The self list answered and the kept answers' code in: a restore of anyone's kept week has run.
  const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/rest/selfs');
  const keptCode = page.waitForResponse((r) => /kept-answers/.test(new URL(r.url()).pathname));
  await page.goto('/food/reserve');
  await expect(page.getByTestId('reserve-page')).toBeVisible({ timeout: 30_000 });
  await Promise.all([listed, keptCode]);
  await pageCaughtUp(page);
  await expect(firstCard(page)).toBeHidden();
  await expect(page.getByTestId('week-updating')).toHaveText('');
  await expect(firstCard(page)).toBeVisible({ timeout: 20_000 });
  await expect(week(page)).not.toHaveAttribute('data-from-device');
  await expect.poll(() => keptKeys(page), { timeout: 10_000 }).toEqual(['portal.queryCache.student2']);
});
