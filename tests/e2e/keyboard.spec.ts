import { expect, test, type Locator, type Page } from '@playwright/test';
import { resetMock, submitButton } from './helpers/auth';
import { apiLogin, seedTokens, signedIn } from './helpers/session';
import { buyableDailySaleCard } from './helpers/daily-sale';

/*
 * Every flow by keyboard alone, with a visible focus ring. Nothing here clicks: Tab moves
 * the focus (tabTo), Enter, Space, arrows and Escape act.
 */

/** Presses Tab until `target` has the focus (at most `max` times): what a keyboard user does. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (
      await target
        .evaluate((el) => el === document.activeElement || el.contains(document.activeElement))
        .catch(() => false)
    )
      return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The focused element shows a ring: it matches :focus-visible and draws an outline. */
async function expectFocusRing(page: Page): Promise<void> {
  const ring = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    return {
      visible: el.matches(':focus-visible'),
      outline: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
    };
  });
  expect(ring).not.toBeNull();
  expect(ring!.visible).toBe(true);
  expect(ring!.outline).not.toBe('none');
  expect(ring!.width).toBeGreaterThan(0);
}

test.describe('keyboard only', () => {
  test('signs in with Tab, typing and Enter', async ({ page, request }) => {
    await resetMock(request, 'student');
    await page.goto('/login');
    await tabTo(page, page.locator('input[name="username"]'));
    await page.keyboard.type('student');
    await tabTo(page, page.locator('input[name="password"]'));
    await page.keyboard.type('student123');
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/\/login/);
    await expect(submitButton(page)).toBeHidden();
  });

  test('answers the forced message by keyboard', async ({ page, request }) => {
    await resetMock(request, 'student');
    await seedTokens(page, await apiLogin(request, 'student'));
    await page.goto('/');
    const modal = page.getByRole('dialog');
    await expect(modal).toBeVisible();
    const confirm = modal.getByRole('button').last();
    await tabTo(page, confirm, 20);
    await expectFocusRing(page);
    await page.keyboard.press('Enter');
    await expect(modal).toBeHidden();
  });

  test('palette, modal focus in and back, Jalali date by arrows', async ({ page, request }) => {
    test.setTimeout(120_000);
    await signedIn(page, request, 'all-modules');
    await page.goto('/');
    await page.evaluate(() => document.fonts.ready);
    // The shell (and the palette's shortcut with it) is mounted once the home page shows.
    await expect(page.getByTestId('welcome-hero')).toBeVisible();

    // The palette: Ctrl+/, type, arrows, Enter.
    await page.keyboard.press('Control+/');
    const palette = page.getByRole('dialog');
    await expect(palette).toBeVisible();
    await page.keyboard.type('/user/messages');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/user\/messages/);

    // A modal takes the focus and gives it back to its opener.
    const compose = page
      .getByTestId('messages-page')
      .getByRole('button')
      .filter({ has: page.locator('.tabler-icon-pencil') });
    await tabTo(page, compose);
    await expectFocusRing(page);
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog');
    await expect(modal).toBeVisible();
    await expect.poll(() => modal.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(compose).toBeFocused();

    // A Jalali date: Enter opens the calendar, arrows move, Enter picks, the focus returns.
    await page.goto('/dormitory/leave');
    const field = page.getByTestId('leave-to').getByRole('button').first();
    await tabTo(page, field);
    await expectFocusRing(page);
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('dialog');
    await expect(calendar).toBeVisible();
    await expect.poll(() => calendar.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await tabTo(page, calendar.locator('[data-roving]'), 10);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(calendar).toBeHidden();
    await expect(field).toHaveText(/[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}/);
    await expect(field).toBeFocused();
  });

  test('reserves a meal and changes its count by keyboard: the week grid moves with arrows in the reading direction', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    // A Wednesday (the seeded week of reservation.spec.ts): next week's Tuesday lunch is free.
    await signedIn(page, request, { persona: 'student', now: '2025-01-15T08:30:00+03:30' });
    await page.goto('/food/reserve');
    const chooser = page.getByRole('dialog');
    await expect(chooser).toBeVisible();
    await tabTo(page, chooser.getByRole('radio', { name: /سلف مرکزی/ }), 20);
    await page.keyboard.press('Space');
    await expect(chooser).toBeHidden();
    await tabTo(page, page.getByTestId('week-selector').getByRole('button', { name: 'هفته بعد' }));
    await expectFocusRing(page);
    await page.keyboard.press('Enter');

    // The grid is one Tab stop (roving tabindex): Saturday's day cell first.
    const grid = page.getByRole('grid', { name: 'برنامه غذایی هفته' });
    const tuesday = page.getByTestId('day-2025-01-21');
    await expect(tuesday).toBeVisible();
    await tabTo(page, grid.locator('[data-grid-cell][tabindex="0"]'), 20);
    await expect(page.getByTestId('day-2025-01-18').locator('th[data-grid-cell]')).toBeFocused();
    await expectFocusRing(page);
    // Down three days to Tuesday, then ArrowLeft (RTL: the next cell in reading order) twice: breakfast, lunch.
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowLeft', 'ArrowLeft']) await page.keyboard.press(key);
    const lunch = tuesday.locator('td[data-grid-cell]').nth(1);
    await expect(lunch).toBeFocused();
    await expectFocusRing(page);
    await page.keyboard.press('ArrowRight');
    await expect(tuesday.locator('td[data-grid-cell]').nth(0)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(lunch).toBeFocused();

    const food = 'عدس‌پلو با گوشت چرخ‌کرده';
    // Tab goes into the cell's buttons.
    await tabTo(page, lunch.getByRole('button', { name: `رزرو ${food}`, exact: true }), 10);
    await expectFocusRing(page);
    await page.keyboard.press('Enter');
    const count = tuesday.getByLabel(`تعداد رزروشده ${food}: ۱`);
    await expect(count).toBeVisible();
    // The count is a polite live region, so the new number is read out.
    await expect(count).toHaveAttribute('aria-live', 'polite');
    await tabTo(page, tuesday.getByRole('button', { name: `افزودن یک عدد ${food}` }), 10);
    await expectFocusRing(page);
    await page.keyboard.press('Enter');
    await expect(tuesday.getByLabel(`تعداد رزروشده ${food}: ۲`)).toBeVisible();
  });

  test('buys from the daily sale by keyboard: the buy dialog takes the focus, amounts carry their unit', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signedIn(page, request, { persona: 'student', now: '2025-01-15T08:30:00+03:30' });
    await page.goto('/food/dailysale');
    const { card, plus } = await buyableDailySaleCard(page);
    await tabTo(page, plus);
    await expectFocusRing(page);
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'خرید از فروش روزانه' });
    await expect(modal).toBeVisible();
    await expect.poll(() => modal.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    // The price is read with its unit.
    await expect(modal.getByTestId('daily-buy')).toContainText(/[۰-۹][۰-۹٬,]* تومان/);
    await tabTo(page, modal.getByRole('button', { name: 'رزرو' }), 15);
    await expectFocusRing(page);
    await page.keyboard.press('Enter');
    await expect(modal).toBeHidden();
    await expect(card.getByTestId('daily-badge')).toBeVisible();
    await expect(card.getByTestId('daily-chosen')).toHaveText('۱');
  });

  test('picks a Jalali date range by keyboard: PageUp, Enter, arrows in the reading direction, Enter', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await signedIn(page, request);
    await page.goto('/user/activity-report');
    await expect(page.getByTestId('activity-table')).toBeVisible();
    const field = page.getByTestId('activity-range').getByRole('button', { name: /بازهٔ تاریخ/ });
    await tabTo(page, field);
    await expectFocusRing(page);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'انتخاب بازه تاریخ' });
    await expect(dialog).toBeVisible();
    const focusedDay = dialog.locator('button[data-jdn]:focus');
    await expect(focusedDay).toHaveCount(1);
    // Days are named with their full Persian date ("سه‌شنبه ۳ آذر ۱۴۰۵").
    await expect(focusedDay).toHaveAttribute(
      'aria-label',
      /^(شنبه|یکشنبه|دوشنبه|سه‌شنبه|چهارشنبه|پنجشنبه|جمعه) [۰-۹]+ \S+ [۰-۹]{4}$/,
    );
    await expectFocusRing(page);
    // A month back (PageUp), to that week's Saturday (Home): the start.
    await page.keyboard.press('PageUp');
    await page.keyboard.press('Home');
    const start = Number(await focusedDay.getAttribute('data-jdn'));
    await page.keyboard.press('Enter');
    // RTL: ArrowLeft is the next day. Three days on: the end.
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowLeft');
    await expect(focusedDay).toHaveAttribute('data-jdn', String(start + 3));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
    await expect(page.getByTestId('activity-range')).toContainText(/[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}\u200e? تا /);
    await expect(field).toBeFocused();
  });
});
