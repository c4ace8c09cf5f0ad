import { expect, test } from '@playwright/test';
import { SHOTS } from './helpers/face';
import { signedIn } from './helpers/session';

/*
 * A reply carries its files or is not sent (modules.md 4): the walk's case, a PDF picked for the
 * first reply on a request filed a moment before, and Send pressed at once.
 */

const NOW = '2025-01-15T08:30:00+03:30';

test('the first reply on a request just filed is sent with its PDF, shown under the reply', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, request, { persona: 'all-modules', now: NOW });
  await page.goto('/helpdesk/create-issue');
  await page.getByRole('combobox', { name: 'دسته' }).click();
  await page.getByRole('option', { name: 'خوابگاه' }).click();
  await page.getByRole('textbox', { name: 'موضوع' }).fill('کلید برق اتاق');
  await page.getByRole('textbox', { name: 'شرح' }).fill('کلید برق اتاق جرقه می‌زند.');
  await page.getByRole('button', { name: 'ثبت درخواست' }).click();
  await expect(page).toHaveURL(/\/helpdesk\/issues\/\d+$/);

  // A real tap while the "filed" toast is up: at phone width no invisible toast layer takes it.
  await expect(page.getByText('درخواست ثبت شد.')).toBeVisible();
  await page.getByRole('textbox', { name: 'متن پاسخ' }).click({ timeout: 5_000 });
  await page.keyboard.type('صورت‌جلسهٔ سرایدار پیوست شد.');
  // Picked and Send pressed in one go, as a quick hand does: the file is still being checked
  // (its first bytes read) when the form is submitted.
  await page.evaluate(() => {
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    const picked = new DataTransfer();
    const bytes = new Uint8Array(300_000).fill(0x20);
    bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
    picked.items.add(new File([bytes], 'report.pdf', { type: 'application/pdf' }));
    input.files = picked.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    [...document.querySelectorAll('button')].find((b) => b.textContent === 'ارسال پاسخ')!.click();
  });

  const journal = page.getByTestId('helpdesk-journal');
  await expect(journal).toContainText('صورت‌جلسهٔ سرایدار پیوست شد.');
  await expect(journal.getByRole('button', { name: /report\.pdf/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/helpdesk-first-reply-keeps-its-pdf-390.png`, fullPage: true });
});
