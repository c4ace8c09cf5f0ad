import { expect, test } from '@playwright/test';
import {
  ACCOUNTS,
  captchaText,
  fillCredentials,
  nextCaptcha,
  resetMock,
  storedTokens,
  submitButton,
  waitForLoginPage,
} from './helpers/auth';

/*
 * Sign-in against the production build and the standalone mock server (platform.md 2.2-2.5).
 * The shell's own assertions (tabs, home) belong to its spec; here a login "lands" when the URL is
 * the target and the token pair is in local storage.
 */

const SHOTS = 'test-results/screenshots';

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

test.describe('login', () => {
  test('captcha on: a wrong captcha fails with the server text, the new one signs in', async ({ page, request }) => {
    await resetMock(request, 'student-captcha');
    await page.setViewportSize({ width: 1280, height: 800 });
    const firstCaptcha = nextCaptcha(page);
    await page.goto('/login');
    const first = await firstCaptcha;
    await expect(page.getByRole('heading', { name: 'ورود به سامانه' })).toBeVisible();
    const image = page.getByTestId('captcha-image');
    await expect(image).toBeVisible();
    expect(await image.evaluate((img) => img.getBoundingClientRect().width)).toBe(110);

    // The finished page, as a user first sees it.
    await waitForLoginPage(page);
    await page.screenshot({ path: `${SHOTS}/login-desktop-fa.png` });
    // An announcement opens in place, its body sanitised (the link opens in a new tab).
    await page.getByRole('button', { name: 'آغاز رزرو غذای نیمسال دوم' }).click();
    const link = page.getByTestId('announcements').getByRole('link', { name: 'صفحه اداره رفاه' });
    await expect(link).toHaveAttribute('target', '_blank');
    await page.screenshot({ path: `${SHOTS}/login-desktop-fa-announcement.png` });

    await fillCredentials(page, ACCOUNTS.student.username, ACCOUNTS.student.password);
    await expect(submitButton(page)).toBeDisabled();
    const text = await captchaText(request, first);
    await page.locator('input[name="captcha"]').fill(text === '00000' ? '11111' : '00000');
    const secondCaptcha = nextCaptcha(page);
    await submitButton(page).click();
    await expect(submitButton(page)).toHaveAttribute('data-loading', 'true');
    await expect(page.getByTestId('login-error')).toContainText('کد امنیتی واردشده نادرست است');

    const second = await secondCaptcha;
    await expect(page.locator('input[name="captcha"]')).toHaveValue('');
    await page.locator('input[name="captcha"]').fill(await captchaText(request, second));
    await submitButton(page).click();
    await expect(page.getByTestId('login-welcome')).toContainText('سارا محمدی عزیز، خوش آمدید');
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
    const tokens = await storedTokens(page);
    expect(tokens.access).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(tokens.refresh).toBeTruthy();
  });

  for (const target of ['/user/wallet', '/faq']) {
    test(`a deep link while logged out (${target}) goes to /login?next=... and returns after login`, async ({
      page,
    }) => {
      await page.goto(target);
      // Until the screen's route exists the app answers "not found" there instead of asking to sign in.
      const notFound = page.getByRole('heading', { name: 'صفحه پیدا نشد' });
      await expect(page.getByTestId('login-form').or(notFound)).toBeVisible();
      test.skip(await notFound.isVisible(), `${target} is not in the route table yet`);
      await expect(page).toHaveURL(`/login?next=${encodeURIComponent(target)}`);
      await fillCredentials(page, ACCOUNTS.student.username, ACCOUNTS.student.password);
      await submitButton(page).click();
      await expect(page).toHaveURL(target, { timeout: 10_000 });
      expect((await storedTokens(page)).access).toBeTruthy();
    });
  }

  test('next pointing at another site is ignored', async ({ page }) => {
    await page.goto(`/login?next=${encodeURIComponent('//evil.example')}`);
    await fillCredentials(page, ACCOUNTS.student.username, ACCOUNTS.student.password);
    await submitButton(page).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/, { timeout: 10_000 });
  });

  test('invalid credentials show the message and store nothing', async ({ page }) => {
    await page.goto('/login');
    await fillCredentials(page, ACCOUNTS.student.username, 'wrong-password');
    await submitButton(page).click();
    await expect(page.getByTestId('login-error')).toHaveText('نام کاربری یا رمز عبور نادرست است.');
    await expect(page.getByTestId('login-error')).toBeHidden({ timeout: 5000 });
    expect((await storedTokens(page)).access).toBeNull();
  });

  test('a management user (staff) sees the welcome modal and can continue as a student', async ({ page, request }) => {
    await resetMock(request, 'staff');
    await page.goto('/login');
    await fillCredentials(page, ACCOUNTS.staff.username, ACCOUNTS.staff.password);
    await submitButton(page).click();
    const modal = page.getByRole('dialog', { name: 'خوش آمدید' });
    await expect(modal).toBeVisible({ timeout: 10_000 });
    await expect(modal.getByTestId('welcome-student')).toContainText('ورود دانشجویی');
    await expect(modal.getByTestId('welcome-management')).toContainText('ورود مدیریتی');
    await page.screenshot({ path: `${SHOTS}/login-welcome-modal-fa.png` });
    await modal.getByTestId('welcome-student').click();
    await expect(page).toHaveURL(/\/$/);
    expect((await storedTokens(page)).access).toBeTruthy();
  });

  test('a management user can leave for the management view with a login token', async ({ page, request }) => {
    await resetMock(request, 'staff');
    await page.goto('/login');
    await fillCredentials(page, ACCOUNTS.staff.username, ACCOUNTS.staff.password);
    await submitButton(page).click();
    const modal = page.getByRole('dialog', { name: 'خوش آمدید' });
    await expect(modal).toBeVisible({ timeout: 10_000 });
    await modal.getByTestId('welcome-management').click();
    // The old web's login-as address (foodie; src/modules/auth/post-login.ts): <university>/j_security_check?loginAsToken=...
    await expect(page).toHaveURL(/\/j_security_check\?loginAsToken=[0-9a-f]+$/);
  });

  test('cloud mode: the university selector, its search, and a login at the chosen university', async ({
    page,
    request,
  }) => {
    await resetMock(request, 'cloud');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/login');
    await expect(page.getByTestId('brand-banner')).toBeVisible();
    await expect(submitButton(page)).toBeDisabled();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${SHOTS}/login-cloud-fa.png` });
    await page.getByTestId('university-button').click();
    const dialog = page.getByRole('dialog', { name: 'انتخاب دانشگاه' });
    await expect(dialog.getByRole('option')).toHaveCount(3);
    await dialog.getByRole('textbox', { name: 'جستجوی دانشگاه' }).fill('تهران');
    await expect(dialog.getByRole('option')).toHaveText(['دانشگاه تهران']);
    await page.screenshot({ path: `${SHOTS}/login-university-selector-fa.png` });
    await dialog.getByRole('textbox', { name: 'جستجوی دانشگاه' }).fill('صنعتی');
    await expect(dialog.getByRole('option')).toHaveText(['دانشگاه صنعتی شریف']);
    await dialog.getByRole('option', { name: 'دانشگاه صنعتی شریف' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('university-button')).toContainText('دانشگاه صنعتی شریف');
    await expect(page.getByRole('heading', { name: 'دانشگاه صنعتی شریف' })).toBeVisible();
    await expect(page.getByTestId('announcements')).toBeVisible({ timeout: 10_000 });

    await fillCredentials(page, ACCOUNTS.student.username, ACCOUNTS.student.password);
    await submitButton(page).click();
    // Cloud mode shows the welcome modal by default to anyone holding a non-student authority;
    // the seeded student holds ROLE_USER_VIEW_OWN_PAYMENTS, which platform.md 6 does not list.
    const modal = page.getByRole('dialog', { name: 'خوش آمدید' });
    await expect
      .poll(async () => ((await modal.isVisible()) ? 'modal' : new URL(page.url()).pathname), { timeout: 10_000 })
      .toMatch(/^(modal|\/)$/);
    if (await modal.isVisible()) await modal.getByTestId('welcome-student').click();
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
    expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('portal.university') ?? '{}').unikey)).toBe(
      'sharif',
    );

    // The chosen university's flags decide, not the config's placeholder: sharif enables sport.
    // (The seeded student first has a force-read message to acknowledge.)
    const forced = page.getByRole('dialog', { name: 'قوانین جدید رزرو غذا در نیمسال جاری' });
    await forced.getByRole('button', { name: 'خواندم' }).click({ timeout: 20_000 });
    await expect(forced).toBeHidden();
    const tabs = page.getByTestId('module-tabs');
    await expect(tabs.getByRole('link', { name: 'ورزش' })).toBeVisible();
    await tabs.getByRole('link', { name: 'ورزش' }).click();
    await expect(page).toHaveURL(/\/sport$/);
    await page.goto('/sport/gyms');
    await expect(page.getByTestId('self-list-page')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText(/برای دانشگاه شما فعال نیست/)).toHaveCount(0);
  });
});

test.describe('login in other languages', () => {
  test('English: left-to-right, the same login', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('portal.language', 'en'));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await waitForLoginPage(page);
    await page.screenshot({ path: `${SHOTS}/login-desktop-en.png` });
    await fillCredentials(page, ACCOUNTS.student.username, ACCOUNTS.student.password);
    await submitButton(page).click();
    await expect(page.getByTestId('login-welcome')).toContainText('Welcome,');
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
    expect((await storedTokens(page)).access).toBeTruthy();
  });

  test('Arabic: right-to-left, the same login', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('portal.language', 'ar'));
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
    await fillCredentials(page, ACCOUNTS.student.username, 'wrong');
    await submitButton(page).click();
    await expect(page.getByTestId('login-error')).toHaveText('اسم المستخدم أو كلمة المرور غير صحيحة.');
    await fillCredentials(page, ACCOUNTS.student.username, ACCOUNTS.student.password);
    await submitButton(page).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 12_000 });
    expect((await storedTokens(page)).access).toBeTruthy();
  });

  test('the language switcher on the login page switches to English', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('combobox', { name: 'زبان' }).selectOption({ label: 'English' });
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });
});

// A phone paints the page as its HTML arrives. A side panel parsed before the form was
// painted at the top and pushed down by it (a layout shift of 0.20 in Lighthouse's runs): the form
// comes first in the document, and the desktop's grid puts the panel at the row's start.
test('the form comes first in the document, and a desktop shows the side panel at the row start', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByTestId('login-form')).toBeVisible();
  const formFirst = await page.evaluate(() => {
    const main = document.querySelector('main');
    const side = document.querySelector('[data-testid="login-side-panel"]');
    return Boolean(main && side && main.compareDocumentPosition(side) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  expect(formFirst).toBe(true);
  const form = await page.getByTestId('login-form').boundingBox();
  const side = await page.getByTestId('login-side-panel').boundingBox();
  // Persian is right to left: the row's start is the right.
  expect(form && side && side.x > form.x + form.width).toBe(true);
});

test.describe('mobile', () => {
  test('below 1024 px the form comes first and the announcements follow, collapsed', async ({ page, request }) => {
    await resetMock(request, 'student-captcha');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await expect(page.getByTestId('login-form')).toBeVisible();
    await expect(page.getByTestId('captcha-image')).toBeVisible();
    const form = await page.getByTestId('login-form').boundingBox();
    const side = await page.getByTestId('login-side-panel').boundingBox();
    expect(form && side && form.y < side.y).toBe(true);
    const toggle = page.getByRole('button', { name: 'نمایش اطلاعیه‌ها' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('announcements')).toHaveCount(0);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${SHOTS}/login-mobile-fa.png`, fullPage: true });
    // The toggle names the region it opens, in the page (hidden) while collapsed.
    const regionId = await toggle.getAttribute('aria-controls');
    const region = page.locator(`[id="${regionId}"]`);
    await expect(region).toHaveCount(1);
    await expect(region).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'پنهان کردن اطلاعیه‌ها' })).toHaveAttribute('aria-expanded', 'true');
    await expect(region).toBeVisible();
    await expect(region.getByTestId('announcements')).toBeVisible({ timeout: 10_000 });
    await page.screenshot({ path: `${SHOTS}/login-mobile-fa-announcements.png`, fullPage: true });
  });
});
