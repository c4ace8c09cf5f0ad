import { expect, test, type Page } from '@playwright/test';
import { signedIn } from './helpers/session';

/*
 * The activity report on a phone: the endless, virtualised list of the activity-10k
 * persona's 10,042 logs, 200 a call. Scrolling far down loads further pages while the DOM keeps
 * only the rows near the screen, and a row far down still opens its detail modal.
 * (The desktop table is covered in account.spec.ts; the bench, `npm run bench:activity`, times it.)
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const NOW = '2025-01-15T08:30:00+03:30';
const TOTAL = 10_042;

/** The list's rows in the DOM and the positions they carry (aria-posinset, aria-setsize). */
async function domRows(page: Page): Promise<{ count: number; first: number; last: number; setSize: number }> {
  return page.getByTestId('activity-list').evaluate((list) => {
    const rows = [...list.querySelectorAll('li[aria-posinset]')];
    const positions = rows.map((r) => Number(r.getAttribute('aria-posinset')));
    return {
      count: rows.length,
      first: Math.min(...positions),
      last: Math.max(...positions),
      setSize: Number(rows[0]?.getAttribute('aria-setsize') ?? 0),
    };
  });
}

test('fa, phone: 10,000 logs scroll page by page with a bounded DOM, and a row far down opens', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signedIn(page, request, { persona: 'activity-10k', now: NOW });
  await page.goto('/user/activity-report');
  const list = page.getByTestId('activity-list');
  await expect(list.getByTestId('activity-row').first()).toBeVisible({ timeout: 30_000 });
  expect((await domRows(page)).setSize).toBe(200);

  // To the end of what is loaded, again and again: each time the next 200 arrive.
  for (let loaded = 200; loaded < 1000; loaded += 200) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(async () => (await domRows(page)).setSize, { timeout: 30_000 }).toBe(loaded + 200);
    await expect(list).not.toHaveAttribute('aria-busy', 'true', { timeout: 30_000 });
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(async () => (await domRows(page)).last, { timeout: 30_000 }).toBeGreaterThan(1000);

  // At the end of the first 1,000 with the next page in: a screenful (plus the overscan) in the DOM,
  // the first 900 rows gone from it.
  const rows = await domRows(page);
  expect(rows.setSize).toBeGreaterThanOrEqual(1200);
  expect(rows.setSize).toBeLessThan(TOTAL);
  expect(rows.count).toBeLessThan(30);
  expect(rows.first).toBeGreaterThan(900);
  expect(rows.last - rows.first + 1).toBe(rows.count);

  // A row on screen opens its details: the modal's title is the row's title.
  const row = list.getByTestId('activity-row').filter({ visible: true }).first();
  const title = (await row.locator(':scope > span').first().locator(':scope > span').first().innerText()).trim();
  expect(title).not.toBe('');
  const position = await row.evaluate((button) => button.closest('li')!.getAttribute('aria-posinset'));
  await row.click();
  const detail = page.getByRole('dialog', { name: title });
  await expect(detail).toBeVisible();
  await expect(detail).toContainText(/[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}/);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  // The list kept its place: the row is still on screen.
  await expect(list.locator(`li[aria-posinset="${position}"]`)).toBeInViewport();
});
