import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SHOTS } from './helpers/face';
import { signedIn } from './helpers/session';

/*
 * The dormitory leave form (modules.md 2.6 item 2) at a phone's width, persona `dormitory`: every
 * control has a name a screen reader reads (the Jalali date fields included), and the disabled
 * submit says, next to it and through aria-describedby, what is still missing.
 */

const NOW = '2025-01-15T08:30:00+03:30';

/** Controls axe finds without a name (button-name, label, aria-input-field-name and the like). */
async function unnamed(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withRules(['button-name', 'label', 'aria-input-field-name', 'aria-toggle-field-name', 'link-name', 'select-name'])
    .analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

test('the leave form names every control, its date fields too, and its disabled submit says what is missing', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, request, { persona: 'dormitory', now: NOW });
  await page.goto('/dormitory/leave');
  await expect(page.getByTestId('leave-current')).toBeVisible();
  expect(await unnamed(page)).toEqual([]);
  await expect(page.getByRole('button', { name: /از تاریخ/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /تا تاریخ/ })).toBeVisible();

  // The calendar's own buttons (month before and after, the year view) are named too.
  await page.getByRole('button', { name: 'از تاریخ' }).click();
  await expect(page.getByRole('dialog', { name: 'انتخاب تاریخ' })).toBeVisible();
  expect(await unnamed(page)).toEqual([]);
  await page.keyboard.press('Escape');

  const submit = page.getByTestId('leave-submit');
  await expect(submit).toBeDisabled();
  const why = page.getByTestId('leave-missing');
  await expect(why).toHaveText(
    'برای ثبت، این‌ها را کامل یا درست کنید: از تاریخ، تا تاریخ، نسبت میزبان، تلفن همراه، تلفن ثابت، نشانی محل اقامت',
  );
  await expect(submit).toHaveAccessibleDescription(/^برای ثبت، .*از تاریخ/);
  await page.screenshot({ path: `${SHOTS}/leave-form-disabled-submit-says-why-390.png`, fullPage: true });

  // What is filled leaves the list; a wrong number stays in it.
  await page.getByRole('textbox', { name: /نسبت میزبان/ }).fill('خواهر');
  await page.getByRole('textbox', { name: /تلفن همراه/ }).fill('0912');
  await expect(why).toHaveText(
    'برای ثبت، این‌ها را کامل یا درست کنید: از تاریخ، تا تاریخ، تلفن همراه، تلفن ثابت، نشانی محل اقامت',
  );
});

for (const language of ['en', 'ar'] as const)
  test(`the leave form names every control and says what is missing in ${language}`, async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signedIn(page, request, { persona: 'dormitory', now: NOW, language });
    await page.goto('/dormitory/leave');
    await expect(page.getByTestId('leave-current')).toBeVisible();
    expect(await unnamed(page)).toEqual([]);
    await expect(page.getByTestId('leave-missing')).toBeVisible();
    await expect(page.getByTestId('leave-submit')).toHaveAccessibleDescription(
      language === 'en' ? /^To submit, complete or correct: From, To, / : /^للإرسال/,
    );
  });
