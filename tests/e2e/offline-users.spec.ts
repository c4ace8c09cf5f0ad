import { expect, test, type Page } from '@playwright/test';
import { fillCredentials, submitButton } from './helpers/auth';
import { addFault, signedIn } from './helpers/session';

/*
 * The offline cache against the production build's worker: its answers are the signed-in
 * student's. An answer that arrives after sign-out is dropped, not written; what is kept carries
 * its user, so the next student on the device is never answered with the previous one's profile.
 */

test.use({ serviceWorkers: 'allow' });

/** The kept answers: path and the user each belongs to. */
function cachedAnswers(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    if (!(await caches.has('samad-api'))) return [];
    const keys = await (await caches.open('samad-api')).keys();
    return keys.map((request) => `${new URL(request.url).pathname} ${new URL(request.url).searchParams.get('__user')}`);
  });
}

test("an answer arriving after sign-out is not kept; kept answers are the signed-in student's only", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await signedIn(page, request, 'student');
  await page.goto('/');
  await expect(page.getByTestId('user-menu-button')).toBeVisible({ timeout: 30_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await expect.poll(() => cachedAnswers(page), { timeout: 20_000 }).toContain('/rest/users/me student');

  // A slow profile answer is on its way when the student signs out (the server's logout fails, so
  // the token still answers 200, as a request the server took before the logout would).
  await addFault(request, { method: 'POST', path: '/rest/oauth/*', kind: 'error', status: 500 });
  await addFault(request, { method: 'GET', path: '/rest/users/me', kind: 'latency', delayMs: 3000, times: 1 });
  const late = page.evaluate(() =>
    fetch('/rest/users/me', {
      headers: { Authorization: `Bearer ${localStorage.getItem('portal.accessToken')}` },
    }).then((r) => r.status),
  );
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'خروج از حساب' }).click();
  await expect(page).toHaveURL(/\/login/, { timeout: 15_000 });
  expect(await late).toBe(200);
  expect(await cachedAnswers(page)).toEqual([]);
  // A write of that answer after this look would still be found below: the next student's answers
  // reach the cache first, and then nothing there may be anyone else's.

  // The next student signs in on this device: what the worker keeps is theirs, under their name.
  await request.delete('/__mock/faults');
  await fillCredentials(page, 'student2', 'student123');
  await submitButton(page).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
  await page.goto('/');
  await expect(page.getByTestId('user-menu-button')).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => cachedAnswers(page), { timeout: 20_000 }).toContain('/rest/users/me student2');
  expect((await cachedAnswers(page)).filter((entry) => !entry.endsWith(' student2'))).toEqual([]);
});
