import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, fillCredentials, resetMock, submitButton } from './helpers/auth';
import { signedIn } from './helpers/session';

/*
 * The user's own pages against the production build and the standalone mock backend:
 * profile (password, CVV2, picture), messages (read, send, delete), the activity report and the cart
 * page. The student persona has an unread force-read message: the first test reads it through its
 * modal, which keeps working on top of these pages; the others sign in through the shared helper,
 * which reads it through the API first.
 */

// The smallest valid PNG (1×1).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function signInThroughForm(page: Page, password: string) {
  await page.goto('/login');
  await fillCredentials(page, ACCOUNTS.student.username, password);
  await submitButton(page).click();
}

test('fa: change the password on the profile page, then sign in with the new one', async ({ page, request }) => {
  await resetMock(request);
  await signInThroughForm(page, ACCOUNTS.student.password);
  // The forced-read message blocks the app until it is read.
  const forced = page.getByRole('dialog');
  await expect(forced).toBeVisible({ timeout: 15_000 });
  await forced.getByRole('button', { name: 'خواندم' }).click();
  await expect(forced).toBeHidden();
  await page.goto('/user/profile?scope=password');
  const form = page.getByTestId('password-change-form');
  await form.locator('input[autocomplete="current-password"]').fill(ACCOUNTS.student.password);
  await form.locator('input[autocomplete="new-password"]').first().fill('Rz!9Kq#2vLm');
  await form.locator('input[autocomplete="new-password"]').last().fill('Rz!9Kq#2vLm');
  await form.getByRole('button', { name: 'تغییر رمز عبور' }).click();
  await expect(page.getByRole('tab', { name: 'مشخصات' })).toHaveAttribute('aria-selected', 'true');
  await page.evaluate(() => localStorage.clear());
  await signInThroughForm(page, ACCOUNTS.student.password);
  await expect(page.getByRole('alert').first()).toBeVisible();
  await signInThroughForm(page, 'Rz!9Kq#2vLm');
  await expect(page).not.toHaveURL(/\/login/, { timeout: 15_000 });
});

test('fa: change CVV2', async ({ page, request }) => {
  await signedIn(page, request);
  await page.goto('/user/profile?scope=cvv2');
  const cvv2 = page.getByTestId('cvv2-form');
  await cvv2.getByRole('textbox', { name: 'رمز دوم جدید', exact: true }).fill('12');
  await cvv2.getByRole('textbox', { name: 'تکرار رمز دوم جدید' }).fill('12');
  await cvv2.getByRole('button', { name: 'تغییر رمز دوم' }).click();
  await expect(cvv2.getByText('رمز دوم باید ۴ تا ۸ رقم باشد.')).toBeVisible();
  await cvv2.getByRole('textbox', { name: 'رمز دوم جدید', exact: true }).fill('24680');
  await cvv2.getByRole('textbox', { name: 'تکرار رمز دوم جدید' }).fill('24680');
  await cvv2.getByRole('button', { name: 'تغییر رمز دوم' }).click();
  await expect(page.getByTestId('cvv2-changed')).toBeVisible();
});

test('fa: upload a profile picture and see it in the shell', async ({ page, request }) => {
  await signedIn(page, request);
  await page.goto('/user/profile');
  const avatar = page.getByTestId('user-avatar');
  await expect(avatar).toBeVisible();
  await expect(avatar.locator('img')).toHaveCount(0);
  await page
    .getByTestId('picture-upload')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('picture-preview').locator('img')).toBeVisible();
  await page.getByRole('button', { name: 'بارگذاری تصویر' }).click();
  await expect(page.getByTestId('picture-uploaded')).toBeVisible();
  await expect(avatar.locator('img')).toHaveAttribute('src', `data:image/png;base64,${PNG.toString('base64')}`);
  // A reload reads it from the server again.
  await page.reload();
  await expect(page.getByTestId('user-avatar').locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
});

test('fa: filter the activity report by a Jalali range and open a row', async ({ page, request }) => {
  await signedIn(page, request);
  await page.goto('/user/activity-report');
  const table = page.getByTestId('activity-table');
  await expect(table.getByRole('row')).toHaveCount(11); // the header and the first ten of 42
  // The whole previous Jalali month (the seeded history covers the last three months).
  await page
    .getByTestId('activity-range')
    .getByRole('button', { name: /بازهٔ تاریخ/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'انتخاب بازه تاریخ' });
  await dialog.getByRole('button', { name: 'ماه قبل' }).click();
  const days = dialog.locator('button[data-jdn]:not([data-outside])');
  await days.first().click();
  await days.last().click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByTestId('activity-range')).toContainText(/[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}\u200e? تا /);
  const field = (await page.getByTestId('activity-range').innerText()).replace(/[\u200e\u200f]/g, '');
  const month = /[۰-۹]{4}\/[۰-۹]{2}/.exec(field)![0]; // "۱۴۰۵/۰۸"
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toContainText(month);
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) await expect(rows.nth(i)).toContainText(month);
  await rows
    .first()
    .getByRole('button', { name: /^جزئیات / })
    .click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByTestId('activity-attributes')).toBeVisible();
  await expect(detail).toContainText('دانشجویان روزانه');
});

test('fa: read, send and delete a message', async ({ page, request }) => {
  await signedIn(page, request);
  await page.goto('/user/messages');
  const unread = page.getByTestId('message-row').filter({ hasText: 'یادآوری' });
  await expect(unread).toHaveAttribute('data-unread', 'true');
  await unread.click();
  await expect(page.getByTestId('message-body')).toContainText('چهارشنبه ساعت ۱۲');
  await page.getByRole('button', { name: 'حذف پیام' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'حذف پیام' }).click();
  await expect(page.getByTestId('messages-page')).toBeVisible();
  await expect(page.getByTestId('message-row').filter({ hasText: 'یادآوری' })).toHaveCount(0);

  await page.getByRole('button', { name: 'پیام جدید' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('نام کاربری گیرنده').fill('staff');
  await dialog.getByLabel('موضوع').fill('درخواست پیگیری');
  await dialog.getByLabel('متن پیام').fill('لطفاً پیگیری کنید.');
  await dialog.getByRole('button', { name: 'ارسال' }).click();
  await expect(page.getByRole('tab', { name: 'پیام‌های ارسالی' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('message-row').filter({ hasText: 'درخواست پیگیری' })).toBeVisible();
});

test('en: the profile and the messages', async ({ page, request }) => {
  await signedIn(page, request, { language: 'en' });
  await page.goto('/user/profile');
  await expect(page.getByRole('tab', { name: 'Profile' })).toBeVisible();
  await expect(page.getByText('Username')).toBeVisible();
  await page.goto('/user/messages');
  await expect(page.getByRole('tab', { name: 'Inbox' })).toBeVisible();
  await page.getByTestId('message-row').first().click();
  await expect(page.getByRole('button', { name: 'Delete message' })).toBeVisible();
});

test('fa: the cart page lists what the free-restaurant page added, and empties', async ({ page, request }) => {
  const food = (programId: number, foodNames: string) => ({
    id: `${programId}:1`,
    food: {
      programId,
      programDate: '2025-01-18',
      foodNames,
      price: 1_250_000,
      mealTypeId: 2,
      programDateTime: '2025-01-18T12:00:00',
      selfId: 3,
      foodTypeId: 1,
    },
    selectedCount: 1,
  });
  const cart = JSON.stringify({ lines: [food(900, 'چلو کباب'), food(901, 'زرشک پلو')], lastAddedAt: Date.now() });
  await signedIn(page, request, { storage: { 'portal.reserveCart': cart } });
  await page.goto('/user/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByTestId('cart-expiry')).toContainText('سبد تا');
  await page.getByRole('button', { name: 'کم کردن یک عدد زرشک پلو' }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByTestId('cart-clear').click();
  await expect(page.getByTestId('cart-empty')).toBeVisible();
});

test('fa: send a feedback and read an answered one', async ({ page, request }) => {
  await signedIn(page, request);
  await page.goto('/user/feedbacks');
  await expect(page.getByTestId('feedback-row')).toHaveCount(3);
  await page.getByRole('button', { name: 'ثبت بازخورد' }).click();
  const form = page.getByTestId('feedback-form');
  await form.getByLabel('موضوع').fill('چراغ راهرو');
  await form.getByLabel('شرح').fill('چراغ‌های راهروی بلوک ۲ خاموش است.');
  await form.getByRole('button', { name: 'ارسال' }).click();
  await expect(page.getByTestId('feedback-view')).toContainText('چراغ راهرو');
  await expect(page.getByTestId('feedback-status')).toHaveText('در انتظار پاسخ');
  await page.getByRole('link', { name: 'بازگشت به بازخوردها' }).click();
  await expect(page.getByTestId('feedback-row')).toHaveCount(4);
  await page.getByTestId('feedback-row').filter({ hasText: 'کیفیت غذای سلف مرکزی' }).click();
  await expect(page.getByTestId('feedback-reply')).toContainText('پیمانکار');
});
