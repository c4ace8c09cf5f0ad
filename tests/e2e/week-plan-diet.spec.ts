import { expect, test, type Page } from '@playwright/test';
import { signedIn } from './helpers/session';

/*
 * Diet and allergens in the production build against the standalone mock (week-planner persona,
 * Wednesday 15 January 2025): the student says they avoid meat on the planner; the plan of next
 * week then holds no meat dish (only the Saturday lunch reserved before, which the plan keeps, may),
 * and the reserve page's meal cards and the daily sale mark the meat dishes by the names the server sends.
 */

const NOW = '2025-01-15T08:30:00+03:30';
const CENTRAL = { 'portal.selectedSelf': JSON.stringify({ food: 1 }) };
const KEPT_SATURDAY = '2025-01-18:2';

async function avoidMeat(page: Page) {
  await page.goto('/food/plan');
  await expect(page.getByTestId('plan-cell').first()).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('plan-preferences-toggle').click();
  await page.getByTestId('avoid-meat').locator('label').click();
  await expect(page.getByTestId('avoid-meat').locator('input')).toBeChecked();
}

/** The planned cells (a choice on screen) and which of them carry a mark. */
async function plannedMarks(page: Page) {
  return page.getByTestId('plan-cell').evaluateAll((cells) =>
    cells
      .filter((c) => c.getAttribute('data-food-type'))
      .map((c) => ({
        key: c.getAttribute('data-cell')!,
        marked: c.querySelector('[data-testid="avoid-mark"]') !== null,
      })),
  );
}

test.describe('diet and allergens', () => {
  test('desktop: an avoided food is never planned, and is marked in the menu and the daily sale', async ({
    page,
    request,
  }) => {
    await signedIn(page, request, { persona: 'week-planner', now: NOW, storage: CENTRAL });
    await page.setViewportSize({ width: 1280, height: 1000 });
    await page.goto('/food/plan');
    await expect(page.getByTestId('plan-table')).toBeVisible();
    const before = await plannedMarks(page);
    expect(before.some((c) => c.key !== KEPT_SATURDAY)).toBe(true);

    await avoidMeat(page);
    // Re-planned at once: lunches still planned (a meat-free choice each day), none of them with meat.
    await expect
      .poll(async () => (await plannedMarks(page)).filter((c) => c.marked && c.key !== KEPT_SATURDAY))
      .toEqual([]);
    const after = await plannedMarks(page);
    expect(after.filter((c) => c.key.endsWith(':2')).length).toBeGreaterThanOrEqual(4);
    await page.screenshot({ path: 'test-results/screenshots/week-plan-diet-desktop.png' });

    // Kept on the device: the reserve page marks the meat dishes of the week by their names.
    await page.goto('/food/reserve');
    const marks = page.getByTestId('avoid-mark');
    await expect(marks.first()).toBeVisible();
    await expect(marks.first()).toHaveText(/دارای: .*گوشت/);
    await page.screenshot({ path: 'test-results/screenshots/week-plan-diet-reserve-desktop.png' });

    await page.goto('/food/dailysale');
    await expect(page.locator('[data-testid^="daily-card-"]').first()).toBeVisible();
    await expect(page.getByTestId('avoid-mark').first()).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/week-plan-diet-daily-sale-desktop.png' });
  });

  test('phone: the avoid profile and the plan without meat', async ({ page, request }) => {
    await signedIn(page, request, { persona: 'week-planner', now: NOW, storage: CENTRAL });
    await page.setViewportSize({ width: 390, height: 844 });
    await avoidMeat(page);
    await expect(page.getByTestId('plan-days')).toBeVisible();
    await expect
      .poll(async () => (await plannedMarks(page)).filter((c) => c.marked && c.key !== KEPT_SATURDAY))
      .toEqual([]);
    await page.getByTestId('plan-avoid').scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/screenshots/week-plan-diet-phone.png' });
    await page.goto('/food/reserve');
    await expect(page.getByTestId('avoid-mark').first()).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/week-plan-diet-reserve-phone.png' });
  });

  test('English: the marks are translated, the names are the server’s', async ({ page, request }) => {
    await signedIn(page, request, { persona: 'week-planner', now: NOW, storage: CENTRAL, language: 'en' });
    await page.setViewportSize({ width: 1280, height: 1000 });
    await avoidMeat(page);
    await page.getByTestId('avoid-word').fill('بادمجان');
    await page.getByTestId('avoid-add').click();
    await page.goto('/food/reserve');
    await expect(page.getByTestId('avoid-mark').first()).toHaveText(/Has: (meat|بادمجان)/);
    await page.screenshot({ path: 'test-results/screenshots/week-plan-diet-en.png' });
  });
});
