import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/*
 * The helpdesk (modules.md 2.7, 4) against the production build and the standalone mock backend,
 * whose mock Redmine behaves as the real one (the same contract suite passes against both). The
 * all-modules persona has the helpdesk on; its student has three seeded requests, one answered.
 */

const NOW = '2025-01-15T08:30:00+03:30';

interface Tokens {
  access_token: string;
  refresh_token: string;
}

async function signedIn(page: Page, request: APIRequestContext): Promise<void> {
  const reset = await request.post('/__mock/reset', { data: { persona: 'all-modules', now: NOW } });
  expect(reset.ok(), await reset.text()).toBe(true);
  const info = (await (await request.get('/__mock/personas')).json()) as {
    oauthClient: { id: string; secret: string };
    personas: { id: string; username: string; password: string }[];
  };
  const who = info.personas.find((p) => p.id === 'all-modules')!;
  const basic = Buffer.from(`${info.oauthClient.id}:${info.oauthClient.secret}`).toString('base64');
  const response = await request.post('/oauth/token', {
    form: { grant_type: 'password', username: who.username, password: who.password },
    headers: { Authorization: `Basic ${basic}` },
  });
  const tokens = (await response.json()) as Tokens;
  const headers = { Authorization: `Bearer ${tokens.access_token}` };
  const inbox = await (await request.get('/rest/users/me/messages/inbox?page=0&size=100', { headers })).json();
  for (const m of inbox.payload.content as { id: number; read: boolean; forceRead?: boolean }[]) {
    if (m.forceRead && !m.read) await request.put(`/rest/users/me/messages/${m.id}`, { headers });
  }
  await page.addInitScript(
    ([access, refresh]) => {
      if (sessionStorage.getItem('e2e.seeded')) return;
      localStorage.setItem('portal.accessToken', access!);
      localStorage.setItem('portal.refreshToken', refresh!);
      sessionStorage.setItem('e2e.seeded', '1');
    },
    [tokens.access_token, tokens.refresh_token],
  );
}

/** A png by name and by content (the app checks the signature), of `size` bytes. */
const png = (name: string, size: number) => {
  const buffer = Buffer.alloc(size, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(buffer);
  return { name, mimeType: 'image/png', buffer };
};

test('create a request with two attachments, find it in the list, reply and cancel; close an answered one', async ({
  page,
  request,
}) => {
  await signedIn(page, request);
  await page.goto('/helpdesk/create-issue');
  await expect(page.getByTestId('helpdesk-create')).toBeVisible();
  await page.getByRole('combobox', { name: 'دسته' }).click();
  // The dropdown is a Combobox's (4 px around the options), not the Popover's it builds on (10 px
  // and 16 px): in one shared cascade layer the Popover's rules, loaded later with another chunk, won.
  const dropdown = page.getByRole('listbox').locator('xpath=ancestor::*[contains(@class, "mantine-Select-dropdown")]');
  await expect(dropdown).toHaveCSS('padding-top', '4px');
  await expect(dropdown).toHaveCSS('padding-right', '4px'); // the inline start, right to left (the end is the scrollbar's)
  await page.getByRole('option', { name: 'خوابگاه' }).click();
  await page.getByRole('textbox', { name: 'موضوع' }).fill('لامپ راهرو سوخته');
  await page.getByRole('textbox', { name: 'شرح' }).fill('لامپ راهروی طبقهٔ دوم دو روز است خاموش است.');
  await page.locator('input[type=file]').setInputFiles([png('hall.png', 2048), png('room.png', 1024)]);
  await expect(page.getByTestId('helpdesk-attachments').getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'ثبت درخواست' }).click();

  await expect(page).toHaveURL(/\/helpdesk\/issues\/\d+$/);
  await expect(page.getByText('درخواست ثبت شد.')).toBeVisible();
  await expect(page.getByTestId('helpdesk-issue-attachments').getByRole('listitem')).toHaveCount(2);
  const url = page.url();

  await page.goto('/helpdesk/issues');
  await page.getByRole('link', { name: 'لامپ راهرو سوخته' }).click();
  await expect(page).toHaveURL(url);

  await page.getByRole('textbox', { name: 'متن پاسخ' }).fill('امروز هم خاموش بود.');
  await page.getByRole('button', { name: 'ارسال پاسخ' }).click();
  await expect(page.getByTestId('helpdesk-journal')).toContainText('امروز هم خاموش بود.');

  // Not assigned back to the student: cancel is offered (modules.md 4).
  await page.getByRole('button', { name: 'لغو درخواست' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'بله' }).click();
  await expect(page.getByTestId('helpdesk-issue').getByText('لغوشده')).toBeVisible();
  await expect(page.getByRole('button', { name: 'ارسال پاسخ' })).toHaveCount(0);

  // The answered request is assigned back to its author: close is offered.
  await page.goto('/helpdesk/issues');
  await page.getByRole('link', { name: 'کسر اعتبار بدون رزرو غذا' }).click();
  await page.getByRole('button', { name: 'بستن درخواست' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'بله' }).click();
  await expect(page.getByTestId('helpdesk-issue').getByText('پایان‌یافته')).toBeVisible();
});

test('a non-numeric or unknown request id shows not found', async ({ page, request }) => {
  await signedIn(page, request);
  await page.goto('/helpdesk/issues/abc');
  await expect(page.getByTestId('helpdesk-not-found')).toBeVisible();
  await page.goto('/helpdesk/issues/98765');
  await expect(page.getByTestId('helpdesk-not-found')).toBeVisible();
});
