import { expect, test } from '@playwright/test';
import { fillCredentials, submitButton } from './helpers/auth';
import { addFault, expireAccessToken, signedIn } from './helpers/session';

/*
 * Drafts against the production build and the standalone mock: a helpdesk request being
 * written (text and a picture) when the session ends (another tab's refresh is refused) is there
 * again after the student signs in again, and only for that student.
 */

/** A png by content (the upload check reads the signature). */
const PICTURE = {
  name: 'leak.png',
  mimeType: 'image/png',
  buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2040, 7)]),
};

test('a helpdesk request survives a session end and comes back to the same student only', async ({
  context,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signedIn(page, request, 'all-modules');
  await page.goto('/helpdesk/create-issue');
  const form = page.getByTestId('helpdesk-create');
  await form.getByRole('textbox', { name: /موضوع/ }).fill('نشت آب در حمام طبقهٔ دوم');
  await form.getByRole('textbox', { name: /شرح/ }).fill('از دیروز آب از سقف چکه می‌کند.');
  await page.locator('input[type=file]').setInputFiles([PICTURE]);
  await expect(page.getByTestId('helpdesk-attachments').getByRole('listitem')).toHaveCount(1);

  // Another tab's refresh is refused: the session ends in every tab.
  await expireAccessToken(request);
  await addFault(request, {
    method: 'POST',
    path: '/oauth/token',
    kind: 'error',
    status: 400,
    messageResource: 'invalid_grant',
    times: 1,
  });
  const other = await context.newPage();
  await other.goto('/');
  await expect(other).toHaveURL(/\/login/, { timeout: 20_000 });
  await expect(page).toHaveURL(/\/login\?next=%2Fhelpdesk%2Fcreate-issue$/, { timeout: 20_000 });

  // The same student signs in again and is sent back to the form: all of it is there.
  await fillCredentials(page, 'student', 'student123');
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/helpdesk\/create-issue$/, { timeout: 20_000 });
  await expect(page.getByTestId('draft-restored')).toBeVisible({ timeout: 20_000 });
  await expect(form.getByRole('textbox', { name: /موضوع/ })).toHaveValue('نشت آب در حمام طبقهٔ دوم');
  await expect(form.getByRole('textbox', { name: /شرح/ })).toHaveValue('از دیروز آب از سقف چکه می‌کند.');
  await expect(page.getByTestId('helpdesk-attachments').getByRole('listitem')).toHaveText(['leak.png']);

  // Another student on this browser gets an empty form.
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'خروج از حساب' }).click();
  await expect(page).toHaveURL(/\/login|\/$/, { timeout: 20_000 });
  await page.goto('/login');
  await fillCredentials(page, 'student2', 'student123');
  await submitButton(page).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
  await page.goto('/helpdesk/create-issue');
  await expect(form.getByRole('textbox', { name: /موضوع/ })).toHaveValue('', { timeout: 20_000 });
  await expect(page.getByTestId('draft-restored')).toHaveCount(0);
  await expect(page.getByTestId('helpdesk-attachments')).toHaveCount(0);
});
