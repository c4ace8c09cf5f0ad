import { expect, test, type Page } from '@playwright/test';

/*
 * The widget catalogue, served by the mock-mode build only (`npm run build:mock` first).
 * Drives a few widgets the way a person would and saves full-page screenshots in fa and en.
 */

const TEXT = {
  fa: {
    dir: 'rtl',
    title: 'کاتالوگ اجزای رابط کاربری',
    dateLabel: 'تاریخ',
    dialog: 'انتخاب تاریخ',
    // In RTL, ArrowLeft is the next day.
    arrow: 'ArrowLeft',
    step: 1,
    previousWeek: 'هفته قبل',
    dinner: 'شام',
    custom: 'مبلغ دلخواه',
    customField: 'مبلغ دلخواه (تومان)',
    cvv2: 'رمز دوم (CVV2)',
    typedDigits: '۱۲۳',
    openModal: 'باز کردن پنجره',
    modalTitle: 'جزئیات رزرو',
  },
  en: {
    dir: 'ltr',
    title: 'UI widget catalogue',
    dateLabel: 'Date',
    dialog: 'Choose a date',
    arrow: 'ArrowLeft',
    step: -1,
    previousWeek: 'Previous week',
    dinner: 'Dinner',
    custom: 'Custom amount',
    customField: 'Custom amount (tomans)',
    cvv2: 'Second password (CVV2)',
    typedDigits: '123',
    openModal: 'Open modal',
    modalTitle: 'Reservation details',
  },
} as const;

/** Today ± days as Jalali 'YYYY/MM/DD', from Node's ICU (same machine, same time zone as the browser). */
function jalaliFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const parts = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(d);
  const get = (type: string) => parts.find((p) => p.type === type)!.value.replace(/\D/g, '');
  return `${get('year')}/${get('month')}/${get('day')}`;
}

async function openCatalogue(page: Page, lng: 'fa' | 'en') {
  await page.addInitScript((l) => window.localStorage.setItem('portal.language', l), lng);
  await page.goto('/__catalogue');
  await expect(page.getByRole('heading', { level: 1, name: TEXT[lng].title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', TEXT[lng].dir);
}

for (const lng of ['fa', 'en'] as const) {
  test(`catalogue in ${lng}: date picker by keyboard, other widgets, screenshot`, async ({ page }) => {
    const text = TEXT[lng];
    await openCatalogue(page, lng);

    // Date picker: open with Enter, the focus lands on today, an arrow key moves a day, Enter picks.
    const section = page.getByTestId('date-picker');
    const field = section.getByRole('button', { name: new RegExp(`^${text.dateLabel}`) });
    await field.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: text.dialog });
    await expect(dialog).toBeVisible();
    const today = dialog.locator('[aria-current="date"]');
    await expect(today).toBeFocused();
    await page.keyboard.press(text.arrow);
    await expect(today).not.toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(field).toBeFocused();
    const expected = jalaliFromToday(text.step);
    await expect(page.getByTestId('calendar-section').getByTestId('state').first()).toContainText(
      `"jalali":"${expected}"`,
    );

    // Week selector: clamped 5 weeks back.
    const week = page.getByTestId('week-selector');
    const previous = week.getByRole('button', { name: text.previousWeek });
    for (let i = 0; i < 5; i += 1) await previous.click();
    await expect(previous).toBeDisabled();
    await expect(week).toHaveAttribute('data-index', '0');

    // Card selector, numeric input, custom amount.
    await page.getByRole('radio', { name: new RegExp(text.dinner) }).click();
    await expect(page.getByRole('radio', { name: new RegExp(text.dinner) })).toHaveAttribute('aria-checked', 'true');
    const cvv2 = page.getByRole('textbox', { name: text.cvv2 });
    await cvv2.pressSequentially('a1b2c3');
    await expect(cvv2).toHaveValue(text.typedDigits);
    // The custom chip starts outside the three visible ones: reach it with the keyboard.
    await page.getByRole('radio', { name: text.custom }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('textbox', { name: text.customField })).toBeVisible();

    // Modal opens and Escape closes it.
    await page.getByRole('button', { name: text.openModal }).click();
    await expect(page.getByRole('dialog', { name: text.modalTitle })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: text.modalTitle })).toBeHidden();

    // Screenshot of the whole catalogue, fonts loaded.
    await page.evaluate(() => document.fonts.ready);
    // In the family the title is drawn with: English has one of its own ('Vazirmatn Latin', src/app/fonts.css).
    const title = page.getByRole('heading', { level: 1, name: text.title });
    const family = await title.evaluate((el) => getComputedStyle(el).fontFamily.split(',')[0]!);
    expect(family).toBe(lng === 'en' ? '"Vazirmatn Latin"' : 'Vazirmatn');
    expect(
      await page.evaluate(([font, sample]) => document.fonts.check(font, sample), [
        `16px ${family}`,
        text.title,
      ] as const),
    ).toBe(true);
    await page.mouse.move(0, 0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `test-results/screenshots/catalogue-${lng}.png`, fullPage: true });
  });
}

test('arabic: Arabic-Indic digits in the calendar', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('portal.language', 'ar'));
  await page.goto('/__catalogue');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const grid = page.getByTestId('calendar-section').getByRole('grid');
  await expect(grid).toHaveAttribute('aria-label', /[٠-٩]{4}/);
  await page.screenshot({ path: 'test-results/screenshots/catalogue-ar.png', fullPage: true });
});
