import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, fillCredentials, resetMock, storedTokens, submitButton, waitForLoginPage } from './helpers/auth';
import { addFault, apiLogin, seedTokens } from './helpers/session';

/*
 * "Bad data stays in its box", against the production build and the standalone mock:
 * one malformed item (the mock's `malformed-item` fault, or a bad entry in the announcements cache)
 * costs that item only; the shell, the other items and the sign-in page keep working.
 */

const noPageError = async (page: Page) => {
  await expect(page.getByTestId('page-error')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'مشکلی پیش آمد' })).toHaveCount(0);
};

test('a malformed inbox item (message: null) costs that message only: shell, home and the inbox work', async ({
  page,
  request,
}) => {
  await resetMock(request);
  const tokens = await apiLogin(request);
  const inbox = await (
    await request.get('/rest/users/me/messages/inbox?page=0&size=100', {
      headers: { Authorization: `Bearer ${tokens.access_token}` },
    })
  ).json();
  const total = (inbox.payload.content as unknown[]).length;
  expect(total).toBeGreaterThan(1);
  // Every inbox answer (the forced-message check and the inbox page) carries one broken message.
  await addFault(request, {
    method: 'GET',
    path: '/rest/users/me/messages/inbox',
    kind: 'malformed-item',
    item: { message: null },
  });
  await seedTokens(page, tokens);
  await page.goto('/');
  await expect(page.getByTestId('user-menu-button')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('welcome-hero')).toBeVisible();
  await noPageError(page);
  await page.goto('/user/messages');
  await expect(page.getByTestId('message-list')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('message-row')).toHaveCount(total - 1);
  await noPageError(page);
});

test('a malformed announcement leaves /login working, is never cached, and a bad cached one is dropped', async ({
  page,
  request,
}) => {
  await resetMock(request);
  const announcements = (await (await request.get('/rest/announcements?page=0&size=20')).json()).payload.content as {
    title: string;
  }[];
  expect(announcements.length).toBeGreaterThan(1);
  await addFault(request, {
    method: 'GET',
    path: '/rest/announcements',
    kind: 'malformed-item',
    item: { title: null, mainText: null },
  });
  await page.goto('/login');
  await waitForLoginPage(page);
  await expect(page.getByText(announcements[1]!.title).first()).toBeVisible();
  await expect(page.getByText(announcements[0]!.title)).toHaveCount(0);
  const cached = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('portal.loginAnnouncements') ?? 'null') as { items: { title: unknown }[] } | null,
  );
  expect(cached?.items.every((item) => typeof item.title === 'string')).toBe(true);
  expect(cached?.items).toHaveLength(announcements.length - 1);

  // A cache written by an older version (or tampered with) with a bad item: dropped on read.
  await request.delete('/__mock/faults');
  await page.evaluate(() => {
    const value = JSON.parse(localStorage.getItem('portal.loginAnnouncements')!) as { items: unknown[] };
    value.items.unshift({ id: 999_999, title: { bad: true }, mainText: null });
    localStorage.setItem('portal.loginAnnouncements', JSON.stringify(value));
  });
  await page.reload();
  await waitForLoginPage(page);
  await noPageError(page);
  // The sign-in itself works.
  await fillCredentials(page, ACCOUNTS.student.username, ACCOUNTS.student.password);
  await submitButton(page).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/, { timeout: 15_000 });
  expect((await storedTokens(page)).access).toBeTruthy();
});
