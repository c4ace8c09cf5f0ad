import { expect, test, type Page } from '@playwright/test';
import { formatJalali } from '../../src/lib/jalali';
import { signedIn } from './helpers/session';

/*
 * The colour scheme chosen in the user menu survives a reload (fa and en), and the weekly
 * report prints on one A4 page with the week's Jalali dates in the language's digits (fa, en, ar).
 */

const html = (page: Page) => page.locator('html');

/** Opens the user menu and picks a colour scheme by its translated name. */
async function chooseScheme(page: Page, name: string): Promise<void> {
  await page.getByTestId('user-menu-button').click();
  const item = page.getByRole('menuitemradio', { name });
  await item.click();
  await expect(item).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
}

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.describe('dark mode', () => {
  for (const { language, dark, light } of [
    { language: 'fa', dark: 'تیره', light: 'روشن' },
    { language: 'en', dark: 'Dark', light: 'Light' },
  ] as const) {
    test(`chosen in the user menu, kept across a reload (${language})`, async ({ page, request }) => {
      // The system asks for light: only the stored choice can make the page dark.
      await page.emulateMedia({ colorScheme: 'light' });
      await signedIn(page, request, { persona: 'student', language });
      await page.goto('/');
      await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
      const lightBackground = await bodyBackground(page);

      await chooseScheme(page, dark);
      await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await page.reload();
      await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await expect(page.getByTestId('user-menu-button')).toBeVisible();
      expect(await bodyBackground(page)).not.toBe(lightBackground);
      await page.getByTestId('user-menu-button').click();
      await expect(page.getByRole('menuitemradio', { name: dark })).toHaveAttribute('aria-checked', 'true');
      await page.keyboard.press('Escape');

      await chooseScheme(page, light);
      await page.reload();
      await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
    });
  }

  test('"system" follows the operating system', async ({ page, request }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await signedIn(page, request, { persona: 'student', language: 'en', storage: { 'portal.colorScheme': 'auto' } });
    await page.goto('/');
    await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
  });
});

/** Pages of a PDF: its page objects (`/Type /Page`, not the `/Type /Pages` tree nodes). */
const pdfPageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;

test.describe('the printable week', () => {
  for (const { language, digits } of [
    { language: 'fa', digits: /^[۰-۹/]+$/ },
    { language: 'en', digits: /^[0-9/]+$/ },
    { language: 'ar', digits: /^[٠-٩/]+$/ },
  ] as const) {
    test(`a full week's report prints on one A4 page with its Jalali dates (${language})`, async ({
      page,
      request,
    }) => {
      // Dark on screen: the paper still gets black ink on white.
      await signedIn(page, request, { persona: 'full-week', language, storage: { 'portal.colorScheme': 'dark' } });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/food/reserves-report');
      const table = page.getByTestId('report-table');
      // A loaded machine can take a while over the first load and the week's reserves.
      await expect(table).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('report-print')).toBeVisible();

      // The seven days of the week, every meal reserved (the persona's full week).
      const days = await table.locator('tbody tr').count();
      expect(days).toBe(7);
      const isoDays = [
        ...new Set(
          await table
            .locator('[data-testid^="report-cell-"]')
            .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-testid')!.slice(12, 22))),
        ),
      ];
      expect(isoDays).toHaveLength(7);

      await page.emulateMedia({ media: 'print' });
      // The shell, the week's controls and the print button are not on paper; the week's range is.
      await expect(page.getByRole('banner').first()).toBeHidden();
      await expect(page.getByTestId('report-print')).toBeHidden();
      await expect(page.getByTestId('report-week')).toBeHidden();
      const heading = page.getByTestId('report-print-week');
      await expect(heading).toBeVisible();
      const first = formatJalali(isoDays[0]!, language);
      const last = formatJalali(isoDays[6]!, language);
      expect(first).toMatch(digits);
      await expect(heading).toContainText(first);
      await expect(heading).toContainText(last);
      // Every row's date in Jalali, in the language's digits; the page keeps its direction.
      const rowText = await table.locator('tbody tr th').allInnerTexts();
      isoDays.forEach((iso, i) => expect(rowText[i]).toContain(formatJalali(iso, language)));
      await expect(html(page)).toHaveAttribute('dir', language === 'en' ? 'ltr' : 'rtl');
      // Ink: black text on white paper whatever the screen's scheme, the page title too.
      expect(
        await table
          .locator('tbody tr th')
          .first()
          .evaluate((e) => getComputedStyle(e).color),
      ).toBe('rgb(0, 0, 0)');
      expect(
        await page
          .getByTestId('report-page')
          .getByRole('heading', { level: 1 })
          .evaluate((e) => getComputedStyle(e).color),
      ).toBe('rgb(0, 0, 0)');
      expect(await bodyBackground(page)).toBe('rgb(255, 255, 255)');

      await test.info().attach(`print-view-${language}.png`, {
        body: await page.screenshot({ fullPage: true }),
        contentType: 'image/png',
      });
      const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
      await test.info().attach(`report-${language}.pdf`, { body: pdf, contentType: 'application/pdf' });
      expect(pdfPageCount(pdf)).toBe(1);
    });
  }
});
