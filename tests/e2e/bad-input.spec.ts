import { expect, test } from '@playwright/test';
import { addFault, signedIn } from './helpers/session';

/*
 * Bad data and bad input (docs/security.md), against the production build and the standalone mock:
 * a server that ignores the page size (the mock's `oversized-page` fault: 5,000 items for a page of
 * 10) costs nothing, as each list page draws the page it asked for; an amount field keeps what is
 * typed and says why "1e20" is not an amount. The longest task with 5,000 items is measured by
 * `npm run bench:long-lists` (a loaded machine stretches wall-clock time, so no test asserts it).
 */

const LIST_PAGES = [
  {
    name: 'helpdesk issue list',
    address: '/helpdesk/issues',
    route: '/helpdesk/issues.json',
    rows: 'helpdesk-issue-row',
  },
  {
    name: 'activity report',
    address: '/user/activity-report',
    route: '/rest/users/activity-logs',
    rows: 'activity-table',
  },
  { name: 'feedbacks', address: '/user/feedbacks', route: '/rest/users/me/feedbacks', rows: 'feedback-row' },
  { name: 'messages', address: '/user/messages', route: '/rest/users/me/messages/inbox', rows: 'message-row' },
  { name: 'announcements', address: '/announcements', route: '/rest/announcements', rows: 'announcements-list' },
  { name: 'leave report', address: '/dormitory/leave-report', route: '/rest/me/dormitory-leave', rows: 'leave-table' },
  {
    name: 'wallet history',
    address: '/user/wallet',
    route: '/rest/payment-transactions/current',
    rows: 'payment-history',
  },
] as const;

/** The rows of a list: its own rows, a table's body rows, or a list's items. */
const rowsOf = (testId: string) =>
  testId.endsWith('-row')
    ? `[data-testid="${testId}"]`
    : testId.endsWith('-list')
      ? `[data-testid="${testId}"] > li`
      : `[data-testid="${testId}"] tbody tr`;

for (const list of LIST_PAGES) {
  test(`${list.name}: a 5,000-item answer to a paged read draws the page asked for`, async ({ page, request }) => {
    await signedIn(page, request, 'all-modules');
    await addFault(request, { method: 'GET', path: list.route, kind: 'oversized-page', count: 5000 });
    const asked = page.waitForRequest((r) => new URL(r.url()).pathname === list.route);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === list.route);
    await page.goto(list.address);
    const url = new URL((await asked).url());
    const size = Number(url.searchParams.get('size') ?? url.searchParams.get('limit'));
    expect(size).toBeGreaterThan(0);
    expect(size).toBeLessThan(5000);
    const body = (await (await answered).json()) as {
      issues?: unknown[];
      payload?: { content?: unknown[]; items?: unknown[] };
    };
    expect((body.issues ?? body.payload?.content ?? body.payload?.items)?.length).toBe(5000);
    const rows = page.locator(rowsOf(list.rows));
    await expect(rows.first()).toBeVisible({ timeout: 30_000 });
    await expect(rows).toHaveCount(size);
    await expect(page.getByTestId('page-error')).toHaveCount(0);
  });
}

test('a transfer amount of "1e20" keeps every character and says why; "2,000" reads as 2,000 tomans', async ({
  page,
  request,
}) => {
  await signedIn(page, request);
  await page.goto('/user/wallet?tab=transfer');
  const panel = page.getByTestId('transfer-panel');
  await panel.getByTestId('transfer-username').fill('student2');
  const amount = panel.getByTestId('transfer-amount');
  await amount.pressSequentially('1e20');
  await expect(amount).toHaveValue('۱e۲۰');
  await expect(panel.getByText('مبلغ را با همهٔ رقم‌هایش بنویسید، بدون نماد e.')).toBeVisible();
  await panel.getByTestId('transfer-continue').click();
  await expect(panel.getByTestId('transfer-confirm')).toHaveCount(0);
  await amount.fill('');
  await amount.pressSequentially('2,000');
  await panel.getByTestId('transfer-continue').click();
  await expect(panel.getByTestId('transfer-confirm')).toContainText('۲٬۰۰۰');
});
