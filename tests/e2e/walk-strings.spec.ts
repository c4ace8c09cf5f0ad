import { expect, test } from '@playwright/test';
import { SHOTS } from './helpers/face';
import { signedIn } from './helpers/session';

/*
 * The second walk's strings, looked at where they read wrong, at a phone's width: the upload hint's
 * file types in order and its digits (fa and ar), a password rule's example in Persian digits and
 * the password fields' show/hide button named in Persian.
 */

const NOW = '2025-01-15T08:30:00+03:30';
const PHONE = { width: 390, height: 844 };

test('the upload hint lists pdf, jpg, png in order with Persian digits (fa)', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  await signedIn(page, request, { persona: 'all-modules', now: NOW });
  await page.goto('/helpdesk/create-issue');
  const hint = page.getByText(/هر فایل کمتر از/);
  await expect(hint).toHaveText('pdf یا jpg یا png، هر فایل کمتر از ۲ مگابایت، حداکثر ۵ فایل');
  // Drawn right to left in that order: pdf is the rightmost of the three types.
  const x = async (word: string) =>
    hint.evaluate((el, w) => {
      const range = document.createRange();
      const text = el.firstChild!;
      const at = text.textContent!.indexOf(w);
      range.setStart(text, at);
      range.setEnd(text, at + w.length);
      return range.getBoundingClientRect().left;
    }, word);
  const [pdf, jpg, png] = [await x('pdf'), await x('jpg'), await x('png')];
  expect(pdf).toBeGreaterThan(jpg);
  expect(jpg).toBeGreaterThan(png);
  await page.screenshot({ path: `${SHOTS}/upload-hint-types-in-order-fa-390.png` });
});

test('the upload hint has Arabic-Indic digits only and says "at most" (ar)', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  await signedIn(page, request, { persona: 'all-modules', now: NOW, language: 'ar' });
  await page.goto('/helpdesk/create-issue');
  await expect(page.getByText(/كل ملف أقل من/)).toHaveText(
    'pdf أو jpg أو png، كل ملف أقل من ٢ ميغابايت، بحد أقصى ٥ ملفات',
  );
  await page.screenshot({ path: `${SHOTS}/upload-hint-arabic-digits-ar-390.png` });
});

test('the expired-password form names its show/hide buttons in Persian and its rule examples in Persian digits', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  await signedIn(page, request, { persona: 'expired-password', now: NOW, readForced: false });
  await page.goto('/');
  const form = page.getByTestId('password-change-form');
  await expect(form).toBeVisible({ timeout: 20_000 });
  await expect(form.getByRole('button', { name: 'Toggle password visibility' })).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'نمایش یا پنهان کردن رمز عبور' })).toHaveCount(3);
  await form.getByLabel(/^رمز عبور جدید/).fill('a');
  await expect(page.getByTestId('password-requirements')).toContainText('(مانند ۱۲۳۴)');
  await expect(page.getByTestId('password-requirements')).not.toContainText(/[0-9]/);
  await page.screenshot({ path: `${SHOTS}/password-form-persian-names-and-digits-390.png`, fullPage: true });
});
