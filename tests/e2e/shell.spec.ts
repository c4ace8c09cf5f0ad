import { expect, test, type Page } from '@playwright/test';
import { expectAppPage, signedIn } from './helpers/session';
import { animationsDone } from './helpers/settle';

/*
 * The signed-in shell against the production build and the standalone mock backend (mocks/README.md).
 * Sign-in goes through the API (POST /oauth/token with the mock's client), tokens are put in local
 * storage before the app starts: these tests do not depend on the login page.
 */

/** Overrides GET /config.json: the persona's config with these university flags and UI settings. */
async function withConfig(page: Page, samad: Record<string, boolean>, ui: Record<string, boolean> = {}) {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    config.university.samad = { ...config.university.samad, ...samad };
    config.ui = { ...config.ui, ...ui };
    await route.fulfill({ response, json: config });
  });
}

const moduleNav = (page: Page) => page.getByRole('navigation', { name: 'بخش‌های سامانه' });

test.describe('shell', () => {
  test('shows the configured module tabs, each leading to a real page', async ({ page, request }) => {
    await withConfig(page, { nurture: true, sport: true, Clinics: true });
    await signedIn(page, request);
    await page.goto('/');
    const nav = moduleNav(page);
    await expect(nav.getByRole('link', { name: 'خانه' })).toHaveAttribute('aria-current', 'page');
    const tabs = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => [a.getAttribute('data-module'), a.getAttribute('href')]));
    // Home first; every other tab is one of the enabled modules (or the wallet), in the order of platform.md 2.6.
    expect(tabs[0]).toEqual(['home', '/']);
    const order = ['food', 'transport', 'helpdesk', 'sport', 'health', 'dormitory', 'face', 'surveys', 'wallet'];
    const modules = tabs.slice(1).map(([key]) => key!);
    expect(modules.every((key) => ['food', 'sport', 'health', 'wallet'].includes(key))).toBe(true);
    expect([...modules].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(modules);
    // Only links to routes that exist: no tab opens the not-found page.
    for (const [, href] of tabs.slice(1)) {
      await nav.locator(`a[href="${href}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole('heading', { name: 'صفحه پیدا نشد' })).toHaveCount(0);
    }
    // Landmarks and the skip link: the first Tab of a fresh page reaches it.
    await page.goto('/');
    // The page itself, not the shell's frame the HTML paints first (inert until hydrated).
    await expect(page.getByTestId('welcome-hero')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'پرش به محتوای اصلی' })).toBeFocused();
  });

  test('no module enabled: the module-inactive page', async ({ page, request }) => {
    await withConfig(page, {
      nurture: false,
      sport: false,
      Clinics: false,
      transport: false,
      dormitory: false,
      help_desk: false,
      Survey: false,
      faceEnrollment: false,
    });
    await signedIn(page, request);
    await page.goto('/');
    await expect(page).toHaveURL(/\/modules\/inactive$/);
    await expect(page.getByRole('heading', { name: 'هیچ سامانه‌ای فعال نیست' })).toBeVisible();
  });

  test('an expired access token is refreshed silently while the user works', async ({ page, request }) => {
    const tokens = await signedIn(page, request);
    const refreshes: string[] = [];
    page.on('request', (r) => {
      if (
        r.url().endsWith('/oauth/token') &&
        r.method() === 'POST' &&
        (r.postData() ?? '').includes('grant_type=refresh_token')
      )
        refreshes.push(r.url());
    });
    await page.goto('/');
    await expect(page.getByTestId('credit-amount').or(page.getByTestId('credit-card'))).toBeVisible();
    // Work elsewhere, then let the access token expire (mock clock +10 minutes, lifetime 5 minutes).
    await page.getByTestId('user-menu-button').click();
    await page.getByRole('menuitem', { name: 'اطلاعیه‌ها' }).click();
    await expect(page.getByTestId('announcements-page')).toBeVisible();
    const state = await (await request.get('/__mock/clock')).json();
    const now = Date.parse(state.now);
    await request.post('/__mock/clock', { data: { now: new Date(now + 10 * 60 * 1000).toISOString() } });
    // Back home: the credit call answers 401, the transport refreshes once and retries.
    await moduleNav(page).getByRole('link', { name: 'خانه' }).click();
    await expect(page.getByTestId('credit-card')).toContainText('۱۲۵٬۰۰۰');
    expect(refreshes).toHaveLength(1);
    await expect(page).toHaveURL(/\/$/);
    const stored = await page.evaluate(() => localStorage.getItem('portal.accessToken'));
    expect(stored).toBeTruthy();
    expect(stored).not.toBe(tokens.access_token);
  });

  test('logout returns to login and clears storage', async ({ page, request }) => {
    await signedIn(page, request);
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('portal.seenMessages', '[1]'));
    await page.getByTestId('user-menu-button').click();
    await page.getByRole('menuitem', { name: 'خروج از حساب' }).click();
    await expect(page).toHaveURL(/\/login/);
    const storage = await page.evaluate(() => ({
      access: localStorage.getItem('portal.accessToken'),
      refresh: localStorage.getItem('portal.refreshToken'),
      seen: localStorage.getItem('portal.seenMessages'),
    }));
    expect(storage).toEqual({ access: null, refresh: null, seen: null });
    // The shell is closed now.
    await page.goto('/faq');
    await expect(page).toHaveURL(/\/login\?next=%2Ffaq/);
  });

  test('the auto-logout persona warns 10 s before and logs out', async ({ page, request }) => {
    await signedIn(page, request, { persona: 'auto-logout' });
    // The page's clock, paused from the start: the session's 30 s count from the moment the app
    // starts it, whatever the machine's speed, and pass at once instead of in real time.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    // Not the home: its frame is rendered ahead, and that page's inline script starts the
    // app's scripts from a timer, which a paused clock never runs.
    await page.goto('/food');
    await expect(page.getByTestId('user-menu-button')).toBeVisible();
    // 30 s without navigation: the warning after 20 s, the logout 10 s later.
    const warning = page.getByTestId('auto-logout-warning');
    await page.clock.fastForward('00:19');
    await expect(warning).toBeHidden();
    await page.clock.fastForward('00:02');
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('تا لحظاتی دیگر از سامانه خارج می‌شوید.');
    await page.clock.fastForward('00:08');
    await expect(page).not.toHaveURL(/\/login/);
    await page.clock.fastForward('00:02');
    await expect(page).toHaveURL(/\/login/, { timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem('portal.accessToken'))).toBeNull();
  });

  test('a forced-read message blocks the shell until it is marked read', async ({ page, request }) => {
    await signedIn(page, request, { readForced: false });
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'قوانین جدید رزرو غذا در نیمسال جاری' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'بستن پنجره' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'خواندم' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expectAppPage(page);
    await expect(page.getByTestId('welcome-hero')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('Ctrl+/ opens the command palette with the service status', async ({ page, request }) => {
    await signedIn(page, request);
    await page.goto('/');
    await expect(page.getByTestId('welcome-hero')).toBeVisible();
    await page.keyboard.press('Control+/');
    await expect(page.getByPlaceholder('نام صفحه یا فرمان را بنویسید…')).toBeFocused();
    await page.getByText('وضعیت سرویس‌ها', { exact: true }).click();
    const status = page.getByTestId('service-status');
    await expect(status.locator('[data-service="rest"]')).toHaveAttribute('data-state', 'answers');
    await expect(status.locator('[data-service="oauth"]')).toHaveAttribute('data-state', 'answers');
    await expect(status.locator('[data-state="checking"]')).toHaveCount(0);
    await page.screenshot({ path: 'test-results/screenshots/shell-palette-status-fa.png' });
  });

  for (const [layout, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['mobile', { width: 390, height: 844 }],
  ] as const) {
    test(`home screenshot (${layout}, fa)`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      await signedIn(page, request);
      await page.goto('/');
      await expect(page.getByTestId(`home-${layout}`)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('سارا');
      await expect(page.getByTestId('home-announcement').first()).toBeVisible();
      if (layout === 'desktop') await expect(page.getByTestId('credit-card')).toContainText('۱۲۵٬۰۰۰');
      else await expect(page.getByTestId('bottom-nav')).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await animationsDone(page);
      await page.screenshot({ path: `test-results/screenshots/shell-home-${layout}-fa.png` });
      // The carousels speak Persian: Mantine's own live region ("Slide 1 of 3") and dots' name
      // ("Slides") are English, so they are hidden or renamed (src/ui/use-carousel-texts.ts).
      const english = await page.evaluate(
        () =>
          [...document.querySelectorAll('body *')].filter(
            (el) =>
              !el.closest('[hidden]') &&
              /\bSlides?\b/.test(`${el.getAttribute('aria-label') ?? ''} ${el.children.length ? '' : el.textContent}`),
          ).length,
      );
      expect(english).toBe(0);
      if (layout === 'mobile') return;
      const carousel = page.getByTestId('announcements-carousel');
      const status = carousel.locator('xpath=following-sibling::*[@role="status"][1]');
      await expect(status).toHaveText(/^اسلاید ۱ از [۲-۹]$/);
      await carousel.getByRole('button', { name: 'اسلاید بعدی' }).click();
      await expect(status).toHaveText(/^اسلاید ۲ از [۲-۹]$/);
    });
  }
});
