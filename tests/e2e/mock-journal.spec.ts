import { expect, test } from '@playwright/test';
import { ACCOUNTS, fillCredentials, resetMock, submitButton } from './helpers/auth';

/*
 * The mock server as QA uses it: its request journal (GET /__mock/requests) records the calls the
 * app makes, each with its status, timing and persona, and none of the app's calls breaks the
 * contract (the mock checks every request strictly); its index page is reachable through the preview.
 */

interface Entry {
  method: string;
  path: string;
  status: number;
  durationMs: number;
  persona: string;
  violation?: string;
}

test('the journal records the app signing in and loading its home page, every call within the contract', async ({
  page,
  request,
}) => {
  await resetMock(request, 'student');
  expect((await request.delete('/__mock/requests')).ok()).toBe(true);
  await page.goto('/login');
  await fillCredentials(page, ACCOUNTS.student.username, ACCOUNTS.student.password);
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  // The home page's reads arrive after the sign-in; poll the journal rather than wait a fixed time.
  await expect
    .poll(async () => {
      const { requests } = (await (await request.get('/__mock/requests')).json()) as { requests: Entry[] };
      return requests.map((r) => `${r.method} ${r.path.split('?')[0]} ${r.status}`);
    })
    .toEqual(expect.arrayContaining(['POST /oauth/token 200', 'GET /rest/users/me 200']));
  const { requests } = (await (await request.get('/__mock/requests')).json()) as { requests: Entry[] };
  const signIn = requests.find((r) => r.path.startsWith('/oauth/token'))!;
  expect(signIn).toMatchObject({ persona: 'student' });
  expect(signIn.durationMs).toBeGreaterThanOrEqual(0);
  expect(requests.filter((r) => r.violation)).toEqual([]);
});

test('the index page lists the contract and the personas, through the preview too', async ({ page }) => {
  await page.goto('/__mock/');
  await expect(page.getByRole('heading', { name: 'Samad mock backend', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'transferCredit' })).toHaveAttribute(
    'href',
    /\/__mock\/docs\/rest\.html#tag\/.+\/operation\/transferCredit$/,
  );
  await expect(page.locator('#personas + p + table')).toContainText('student-captcha');
});
