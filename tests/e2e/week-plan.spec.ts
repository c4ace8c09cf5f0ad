import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addFault, signedIn, type Tokens } from './helpers/session';

/*
 * The week planner in the production build against the standalone mock. The clock is
 * Wednesday 15 January 2025, 08:30 Tehran; the week-planner persona has five weeks of central
 * lunches (Saturday to Wednesday, two portions on Tuesdays, liked foods when offered, never lentil
 * rice) and dinners on Sundays and Tuesdays, and next Saturday's lunch is reserved already. The plan
 * of next week (18 to 24 January) is learnt from that history, one cell is edited, the plan is
 * confirmed, and the server's reserves of the week must then equal the plan, cell for cell.
 */

const NOW = '2025-01-15T08:30:00+03:30';
const NEXT_WEEK = '2025-01-18';
const CENTRAL = 'سلف مرکزی';
const LUNCH = 2;
const DINNER = 3;

interface Choice {
  foodTypeId: number;
  count: number;
}

/** The plan on screen: every cell with a choice, by `date:mealTypeId`. */
async function planOnScreen(page: Page): Promise<Record<string, Choice>> {
  return page.getByTestId('plan-cell').evaluateAll((cells) => {
    const out: Record<string, { foodTypeId: number; count: number }> = {};
    for (const cell of cells) {
      const food = cell.getAttribute('data-food-type');
      if (food)
        out[cell.getAttribute('data-cell')!] = {
          foodTypeId: Number(food),
          count: Number(cell.getAttribute('data-count')),
        };
    }
    return out;
  });
}

/** The server's live reserves of the week at the central self, by `date:mealTypeId`. */
async function serverReserves(request: APIRequestContext, tokens: Tokens): Promise<Record<string, Choice>> {
  const response = await request.get(`/rest/reserves?weekStartDate=${NEXT_WEEK}&selfType=NORMAL`, {
    headers: { Authorization: `Bearer ${tokens.access_token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { payload } = (await response.json()) as {
    payload: {
      weekDays: {
        date: string;
        mealTypes: {
          mealTypeId: number;
          reserve?: { foodTypeId: number; selectedCount: number; selected?: boolean; selfId?: number } | null;
        }[];
      }[];
    };
  };
  const out: Record<string, Choice> = {};
  for (const day of payload.weekDays)
    for (const meal of day.mealTypes) {
      const r = meal.reserve;
      if (r && r.selected !== false && r.selectedCount > 0)
        out[`${day.date.slice(0, 10)}:${meal.mealTypeId}`] = { foodTypeId: r.foodTypeId, count: r.selectedCount };
    }
  return out;
}

const cell = (page: Page, key: string) => page.locator(`[data-testid="plan-cell"][data-cell="${key}"]`);

test.describe('week planner', () => {
  test('plans next week from the history, takes one edit, confirms, and the server holds the plan', async ({
    page,
    request,
  }) => {
    const tokens = await signedIn(page, request, { persona: 'week-planner', now: NOW });
    await page.setViewportSize({ width: 1440, height: 1000 });

    // From the reserve page (the chooser opens by itself on desktop; the planner's link is with the reminders) to the planner.
    await page.goto('/food/reserve');
    await page
      .getByRole('dialog')
      .getByRole('radio', { name: new RegExp(CENTRAL) })
      .click();
    await page.getByTestId('open-week-plan').click();
    await expect(page).toHaveURL(/\/food\/plan$/);
    await expect(page.getByTestId('plan-table')).toBeVisible();

    // Learnt: lunch Saturday to Wednesday, two on Tuesday; dinner Sunday and Tuesday; nothing else.
    const planned = await planOnScreen(page);
    expect(Object.keys(planned).sort()).toEqual(
      [
        `2025-01-18:${LUNCH}`,
        `2025-01-19:${LUNCH}`,
        `2025-01-19:${DINNER}`,
        `2025-01-20:${LUNCH}`,
        `2025-01-21:${LUNCH}`,
        `2025-01-21:${DINNER}`,
        `2025-01-22:${LUNCH}`,
      ].sort(),
    );
    expect(planned[`2025-01-21:${LUNCH}`]?.count).toBe(2);
    // Next Saturday's lunch (the diet choice) is kept as it was reserved.
    expect(planned[`2025-01-18:${LUNCH}`]).toEqual({ foodTypeId: 2, count: 1 });
    await expect(cell(page, `2025-01-18:${LUNCH}`)).toContainText('از پیش رزرو شده');
    await expect(cell(page, '2025-01-18:1')).toContainText('جزو وعده‌های شما نیست');

    // Edit one cell: Monday's lunch to the other choice.
    const monday = `2025-01-20:${LUNCH}`;
    const select = cell(page, monday).getByTestId('plan-cell-food');
    const other = planned[monday]!.foodTypeId === 1 ? '2' : '1';
    await select.selectOption(other);
    await expect(cell(page, monday)).toHaveAttribute('data-food-type', other);

    const plan = await planOnScreen(page);
    await expect(page.getByTestId('plan-confirm')).toBeEnabled();

    // The calendar entry: plan the week before its first day's reserving closes (Thursday 12:00 Tehran).
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('plan-ics').click()]);
    const ics = (await readFile((await download.path())!, 'utf8')).replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(`DTSTART:20250116T083000Z`);
    expect(ics).toContain('TRIGGER:-P1D');
    await page.getByTestId('plan-confirm').click();
    await expect(page.getByTestId('plan-progress')).toContainText('پایان', { timeout: 30_000 });
    await expect(page.getByTestId('plan-cell-failed')).toHaveCount(0);

    expect(await serverReserves(request, tokens)).toEqual(plan);

    // Planned again from what the server now holds: nothing differs, nothing to send.
    await page.getByTestId('plan-again').click();
    await expect(page.getByTestId('plan-confirm')).toBeDisabled();
    expect(await planOnScreen(page)).toEqual(plan);
    // Not a full-page shot: that resizes the viewport for a moment, and the shell swaps its frame (and remounts the page).
    await page.screenshot({ path: 'test-results/screenshots/week-plan-desktop.png' });
  });

  test('phone: the whole plan on one screen', async ({ page, request }) => {
    await signedIn(page, request, {
      persona: 'week-planner',
      now: NOW,
      storage: { 'portal.selectedSelf': JSON.stringify({ food: 1 }) },
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/food/plan');
    await expect(page.getByTestId('plan-days')).toBeVisible();
    await expect(cell(page, `2025-01-18:${LUNCH}`)).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/week-plan-phone.png', fullPage: true });
    // The plan itself, its preferences open (the accessibility sweep sees the page without a self).
    await page.getByTestId('plan-preferences-toggle').click();
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  test('phone: a cell whose answer is lost after the server reserved is read again and called reserved', async ({
    page,
    request,
  }) => {
    const tokens = await signedIn(page, request, {
      persona: 'week-planner',
      now: NOW,
      storage: { 'portal.selectedSelf': JSON.stringify({ food: 1 }) },
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/food/plan');
    await expect(page.getByTestId('plan-days')).toBeVisible();
    const plan = await planOnScreen(page);
    // The first reserve of the plan reaches the server; its answer never comes back.
    await addFault(request, { method: 'PUT', path: '/rest/reserves/:programId/reserve', kind: 'drop-after', times: 1 });
    await page.getByTestId('plan-confirm').click();
    await expect(page.getByTestId('plan-progress')).toContainText('پایان', { timeout: 30_000 });
    await expect(page.getByTestId('plan-cell-failed')).toHaveCount(0);
    await expect(page.getByTestId('plan-cell-confirmed')).toHaveCount(1);
    await expect(page.getByTestId('plan-retry-failed')).toHaveCount(0);
    expect(await serverReserves(request, tokens)).toEqual(plan);
    await page.getByTestId('plan-cell-confirmed').scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/screenshots/week-plan-lost-answer-phone.png' });
  });
});
