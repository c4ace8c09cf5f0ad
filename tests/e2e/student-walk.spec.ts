import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { resetMock } from './helpers/auth';
import { reserveSaturdayThenFriday, WEDNESDAY } from './helpers/friday-home';
import { accountLogin, readForcedMessages, seedTokens, signedIn, type Tokens } from './helpers/session';
import { animationsDone } from './helpers/settle';

/*
 * The defects found walking every screen as a student, each checked where it was broken
 * (desktop 1280 px or a 390 px phone) against the production build and the standalone mock backend.
 * Every test saves test-results/screenshots/walk-<what it checks>.png.
 */

const SHOTS = 'test-results/screenshots';
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
/** A Wednesday morning in Tehran (the seeded programs and deadlines are relative to the clock). */

async function shot(page: Page, name: string, target?: Locator) {
  await page.evaluate(() => document.fonts.ready);
  if (target) await target.screenshot({ path: `${SHOTS}/walk-${name}.png` });
  else await page.screenshot({ path: `${SHOTS}/walk-${name}.png` });
}

const bearer = (tokens: Tokens) => ({ Authorization: `Bearer ${tokens.access_token}` });

test.describe('the student walk', () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ actionTimeout: 20_000 });

  test('wallet subsidy card is drawn with its gradient, light and dark', async ({ page, request }) => {
    await page.setViewportSize(DESKTOP);
    await signedIn(page, request, 'all-modules');
    await page.goto('/user/wallet');
    const card = page.getByTestId('subsidy-card');
    await expect(card).toContainText('۷۵٬۰۰۰');
    expect(await card.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('linear-gradient');
    await shot(page, 'wallet-subsidy-card-light', page.getByTestId('wallet-cards'));
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate(() => document.documentElement.setAttribute('data-mantine-color-scheme', 'dark'));
    expect(await card.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('linear-gradient');
    await shot(page, 'wallet-subsidy-card-dark', page.getByTestId('wallet-cards'));
  });

  test('wallet cards swipe one at a time on a phone', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    await signedIn(page, request, 'all-modules');
    await page.goto('/user/wallet');
    const cards = page.getByTestId('wallet-cards');
    await expect(cards.getByRole('group')).toHaveCount(2);
    await expect(page.getByTestId('cash-card')).toBeInViewport({ ratio: 0.8 });
    await expect(page.getByTestId('subsidy-card')).not.toBeInViewport({ ratio: 0.8 });
    await shot(page, 'wallet-cards-phone');
  });

  test('a second bank replaces the first and pay goes to it; the chosen amount is a filled chip', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(DESKTOP);
    await signedIn(page, request, 'all-modules');
    await page.goto('/user/wallet');
    const form = page.getByTestId('charge-form');
    await form.getByText('۵۰٬۰۰۰ تومان', { exact: true }).click();
    await form.getByRole('radio', { name: /ملت/ }).click();
    await form.getByRole('radio', { name: /سداد/ }).click();
    await expect(form.getByRole('radio', { name: /سداد/ })).toHaveAttribute('aria-checked', 'true');
    await expect(form.getByRole('radio', { name: /ملت/ })).toHaveAttribute('aria-checked', 'false');
    await shot(page, 'wallet-bank-changed', form);
    await page.getByTestId('charge-pay').click();
    await expect(page).toHaveURL(/\/__mock\/bank/);
    await expect(page.getByText('بانک ملی ایران (سداد)')).toBeVisible();
  });

  test('a pending teammate invitation names who invited the student', async ({ page, request }) => {
    await page.setViewportSize(DESKTOP);
    await signedIn(page, request, 'student-teammates');
    await page.goto('/food/teammate');
    const waiting = page.getByTestId('teammate-table').getByRole('row').filter({ hasText: 'در انتظار تأیید' });
    await expect(waiting).toContainText('(شما را دعوت کرده است)');
    await expect(waiting).not.toContainText('(شما)');
    await shot(page, 'teammate-invited-by');
  });

  test('cart checkout ends on the legacy reserve page (the mock stand-in) naming the student', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(DESKTOP);
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
      selectedCount: 2,
    });
    const cart = JSON.stringify({ lines: [food(900, 'چلو کباب')], lastAddedAt: Date.now() });
    await signedIn(page, request, { persona: 'student', storage: { 'portal.reserveCart': cart } });
    await page.goto('/user/cart');
    await page.getByTestId('cart-checkout').click();
    await expect(page).toHaveURL(/\/__mock\/legacy-reserve\?loginToken=/);
    await expect(page.getByTestId('legacy-reserve-student')).toContainText('(student)');
    await expect(page.getByTestId('legacy-reserve-lines')).toHaveText('۱ قلم، ۲ پرس');
    await shot(page, 'cart-checkout-legacy-page');
  });

  test("on a Friday the home page shows tomorrow's reserve (next week)", async ({ page, request }) => {
    await page.setViewportSize(DESKTOP);
    const foodName = await reserveSaturdayThenFriday(page, request);
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await expect(page.getByText(foodName).first()).toBeVisible();
    await expect(page.getByText('در روزهای پیش رو رزروی ندارید.')).toHaveCount(0);
    await shot(page, 'home-friday-next-days');
  });

  test('a mandatory survey cannot be put off', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    await signedIn(page, request, { persona: 'student-surveys', now: WEDNESDAY });
    await page.goto('/');
    await expect(page).toHaveURL(/\/survey\/711$/);
    await expect(page.getByTestId('survey-submit')).toBeVisible();
    await expect(page.getByTestId('survey-ignore')).toHaveCount(0);
    await shot(page, 'survey-mandatory-no-later');
  });

  test('on a phone the leave report is cards: status and cancel in view; cancelling asks first', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(PHONE);
    await signedIn(page, request, {
      persona: 'dormitory',
      now: WEDNESDAY,
      prepare: async (tokens) => {
        const response = await request.post('/rest/me/dormitory-leave', {
          data: {
            fromDate: '2025-01-20',
            toDate: '2025-01-22',
            relation: 'خواهر',
            address: 'تهران',
            mobileNumber: '09121112233',
            phoneNumber: '02122223333',
            description: '',
            status: 'NOT_CHECKED',
          },
          headers: bearer(tokens),
        });
        expect(response.ok(), await response.text()).toBe(true);
      },
    });
    await page.goto('/dormitory/leave-report');
    const cards = page.getByTestId('leave-table-cards');
    const fresh = cards.getByRole('listitem').filter({ hasText: 'خواهر' });
    await expect(fresh).toContainText('در حال بررسی');
    const cancel = fresh.getByRole('button', { name: /^لغو درخواست/ });
    await expect(cancel).toBeInViewport();
    const box = (await cancel.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'leave-report-phone-cards');
    await cancel.click();
    const ask = page.getByRole('dialog', { name: 'لغو درخواست مرخصی' });
    await expect(ask).toContainText('۱۴۰۳/۱۱/۰۱');
    await shot(page, 'leave-cancel-asks-first');
    await ask.getByRole('button', { name: 'انصراف' }).click();
    await expect(fresh).toContainText('در حال بررسی');
    // "Yes" cancels; its toast sits at the bottom, above the phone's navigation, never over a modal's title.
    await cancel.click();
    await page.getByRole('dialog', { name: 'لغو درخواست مرخصی' }).getByRole('button', { name: 'بله، لغو شود' }).click();
    await expect(fresh).toContainText('لغو شده');
    const toast = page.getByTestId('toasts').getByText('درخواست لغو شد.');
    await expect(toast).toBeVisible();
    const toastBox = (await toast.boundingBox())!;
    const navBox = (await page.getByTestId('bottom-nav').boundingBox())!;
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(navBox.y);
    expect(toastBox.y).toBeGreaterThan(PHONE.height / 2);
    await shot(page, 'toast-above-phone-navigation');
  });

  test('on a phone the cardexes are cards, no sideways table', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    await signedIn(page, request, { persona: 'dormitory', now: WEDNESDAY });
    await page.goto('/dormitory/cardexes');
    const cards = page.getByTestId('cardexes-table-cards');
    await expect(cards.getByRole('listitem').first()).toBeVisible();
    await expect(page.locator('table')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'cardexes-phone-cards');
  });

  test('dates read Jalali: the profile birth date and the dormitory group members', async ({ page, request }) => {
    await page.setViewportSize(DESKTOP);
    await signedIn(page, request, { persona: 'dormitory-group', now: WEDNESDAY });
    await page.goto('/user/profile');
    const birth = page.locator('[data-field="birthDate"]');
    await expect(birth).toHaveText(/^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}$/);
    await expect(birth).toHaveText(/^۱[۳۴]/);
    await shot(page, 'profile-birth-date-jalali');
    await page.goto('/dormitory/register');
    await page.getByTestId('accept-invitation').click();
    const members = page.getByTestId('group-members');
    await expect(members.getByRole('row')).toHaveCount(3);
    await expect(members).not.toContainText(/\d{4}-\d{2}-\d{2}/);
    await expect(members.getByRole('row').nth(1)).toContainText(/[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}/);
    await shot(page, 'group-members-dates-jalali', page.getByTestId('group-panel'));
  });

  test("page titles use the phone's width and sub-pages name themselves", async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    await signedIn(page, request, { persona: 'all-modules', now: WEDNESDAY });
    await page.goto('/survey/701');
    const title = page.getByRole('heading', { level: 1, name: 'نظرسنجی کیفیت غذای سلف مرکزی' });
    await expect(title).toBeVisible();
    const fits = await title.evaluate((el) => ({
      width: el.getBoundingClientRect().width,
      cut: el.scrollWidth > el.clientWidth,
    }));
    expect(fits.cut).toBe(false);
    expect(fits.width).toBeGreaterThan(171);
    await expect(page).toHaveTitle(/^نظرسنجی کیفیت غذای سلف مرکزی \| /);
    await expect(page.locator('header').first()).toContainText('نظرسنجی کیفیت غذای سلف مرکزی');
    await shot(page, 'title-phone-width');
    for (const [path, name] of [
      ['/dormitory/leave-report', 'گزارش مرخصی‌ها'],
      ['/dormitory/cardexes', 'سوابق اسکان'],
      ['/helpdesk/issues', 'درخواست‌های من'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('header').first()).toContainText(name);
    }
    await shot(page, 'title-helpdesk-sub-page');
  });

  test('relatives accept "رضایی" and a parent of 55; the hint stays under its field', async ({ page, request }) => {
    await page.setViewportSize(DESKTOP);
    await signedIn(page, request, {
      persona: 'student-surveys',
      now: WEDNESDAY,
      prepare: (tokens) => answerMandatory(request, tokens),
    });
    await page.goto('/survey/relatives-info');
    const lastName = page.getByTestId('relative-0-lastName');
    await lastName.fill('رضایی');
    await lastName.blur();
    const age = page.getByTestId('relative-0-age');
    await age.fill('55');
    await age.blur();
    await expect(page.getByTestId('relative-0')).not.toContainText('باید بین');
    await expect(page.getByTestId('relative-0')).not.toContainText('باید عددی بین');
    // The row's inputs line up: the hint is under the last name, not above its input.
    const top = async (testId: string) => (await page.getByTestId(testId).boundingBox())!.y;
    expect(Math.abs((await top('relative-0-lastName')) - (await top('relative-0-firstName')))).toBeLessThan(2);
    await shot(page, 'relatives-limits', page.getByTestId('relative-0'));
  });

  test('a room too small for the group is not choosable; no orphan card on a floor', async ({ page, request }) => {
    await page.setViewportSize(DESKTOP);
    // The head (student2) of a group whose two members have confirmed; room 104 (for three) has one place left.
    await resetMock(request, 'dormitory-group', WEDNESDAY);
    const control = async (path: string, data: unknown) =>
      expect((await request.post(`/__mock/dormitory${path}`, { data })).ok()).toBe(true);
    await control('/answer', { studentNumber: 'student', status: 'APPROVED' });
    await control('/take-room', { roomCode: '104', places: 2 });
    const tokens = await accountLogin(request, 'student2');
    await readForcedMessages(request, tokens);
    await page.clock.setFixedTime(new Date(WEDNESDAY));
    await seedTokens(page, tokens);
    await page.goto('/dormitory/register/group-room-selector');
    const small = page.getByTestId('room-104');
    await expect(small).toContainText('۲ نفر از ۳ نفر');
    await expect(small.getByRole('button', { name: /انتخاب اتاق/ })).toBeDisabled();
    await expect(page.getByTestId('room-104-note')).toContainText('کافی نیست');
    await shot(page, 'group-room-too-small');
  });

  for (const [width, name] of [
    [DESKTOP, 'desktop'],
    [PHONE, 'phone'],
  ] as const) {
    test(`the solitary room grid leaves no card alone on a row (${name})`, async ({ page, request }) => {
      await page.setViewportSize(width);
      // student2 holds an accepted pre-registration in the women's dormitory (persona dormitory).
      await resetMock(request, 'dormitory', WEDNESDAY);
      const tokens = await accountLogin(request, 'student2');
      await readForcedMessages(request, tokens);
      await page.clock.setFixedTime(new Date(WEDNESDAY));
      await seedTokens(page, tokens);
      await page.goto('/dormitory/register/solitary-room-selector');
      await expect(page.getByTestId('room-101')).toBeVisible();
      // Cards per row on each floor's grid: every row but the last full, and the last not a lone card.
      const rows = await page.locator('[data-testid^="room-"]').evaluateAll((cards) => {
        const byGrid = new Map<Element, Map<number, number>>();
        for (const card of cards) {
          if (!/^room-\d+$/.test(card.getAttribute('data-testid') ?? '')) continue;
          const grid = card.parentElement!;
          const top = Math.round(card.getBoundingClientRect().top);
          const rowsOf = byGrid.get(grid) ?? new Map<number, number>();
          rowsOf.set(top, (rowsOf.get(top) ?? 0) + 1);
          byGrid.set(grid, rowsOf);
        }
        return [...byGrid.values()].map((r) => [...r.values()]);
      });
      expect(rows.length).toBeGreaterThan(0);
      for (const floor of rows) if (floor.length > 1) expect(floor[floor.length - 1]).toBeGreaterThan(1);
      await shot(page, `solitary-room-grid-${name}`);
    });
  }

  test('/modules/inactive offers home and sign out', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/modules/inactive');
    await expect(page.getByRole('link', { name: 'صفحه اصلی' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'خروج از حساب' })).toHaveAttribute('href', '/logout');
    await shot(page, 'modules-inactive-ways-out');
  });

  test('Persian digits: the wallet history tracking codes and the 404 mark', async ({ page, request }) => {
    await page.setViewportSize(DESKTOP);
    await signedIn(page, request, 'all-modules');
    await page.goto('/user/wallet');
    const codes = page.getByTestId('payment-history').getByTestId('payment-code');
    await expect(codes.first()).toBeVisible();
    for (const text of await codes.allTextContents()) expect(text).not.toMatch(/[0-9]/);
    await shot(page, 'wallet-history-persian-digits', page.getByTestId('payment-history'));
    await page.setViewportSize(PHONE);
    await page.goto('/no-such-page');
    await expect(page.getByText('۴۰۴')).toBeVisible();
    await shot(page, 'not-found-persian-digits');
  });

  test('a transfer to oneself is refused in the form, before any confirmation', async ({ page, request }) => {
    await page.setViewportSize(DESKTOP);
    await signedIn(page, request, 'all-modules');
    await page.goto('/user/wallet?tab=transfer');
    const panel = page.getByTestId('transfer-panel');
    await panel.getByTestId('transfer-username').fill('student');
    await panel.getByTestId('transfer-amount').fill('2000');
    await panel.getByTestId('transfer-continue').click();
    await expect(panel.getByText('نمی‌توانید به حساب خودتان اعتبار انتقال دهید.')).toBeVisible();
    await expect(panel.getByTestId('transfer-confirm')).toHaveCount(0);
    await shot(page, 'transfer-to-oneself-refused', panel);
  });

  test('the expired-password modal has no toast over its title', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    await signedIn(page, request, { persona: 'expired-password', readForced: false });
    await page.goto('/');
    const modal = page.getByRole('dialog');
    await expect(modal).toBeVisible({ timeout: 20_000 });
    // The page's calls have answered (a refused one would have raised its toast) and the modal stands.
    await page.waitForLoadState('networkidle');
    await animationsDone(page);
    await expect(page.getByTestId('toasts').locator('.mantine-Notification-root')).toHaveCount(0);
    await shot(page, 'expired-password-no-toast');
  });

  test('the login error shows once the spinner has stopped', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    await resetMock(request, 'student');
    await page.goto('/login');
    await page.locator('input[name="username"]').fill('student');
    await page.locator('input[name="password"]').fill('wrong-password');
    const submit = page.getByTestId('login-submit');
    await submit.click();
    await expect(page.getByTestId('login-form')).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByTestId('login-error')).toHaveCount(0);
    await expect(page.getByTestId('login-error')).toBeVisible();
    await expect(page.getByTestId('login-form')).not.toHaveAttribute('aria-busy', 'true');
    await shot(page, 'login-error-after-spinner');
  });

  test("a helpdesk request names its student and lists a reply's attachment under the reply", async ({
    page,
    request,
  }) => {
    await page.setViewportSize(DESKTOP);
    await signedIn(page, request, 'all-modules');
    await page.goto('/helpdesk/issues/1');
    await expect(page.getByTestId('helpdesk-issue-author')).toHaveText('سارا محمدی');
    await expect(page.getByTestId('helpdesk-issue')).not.toContainText('دانشجو سامانه');
    await shot(page, 'helpdesk-request-author');
  });

  test('the profile picture is asked once a session, not on every page', async ({ page, request }) => {
    await page.setViewportSize(DESKTOP);
    await signedIn(page, request, 'all-modules');
    let asked = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/rest/profile-pictures/me') asked += 1;
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(message.text());
    });
    await page.goto('/');
    await expect(page.getByTestId('user-menu-button')).toBeVisible();
    for (const name of ['کیف پول', 'پیام‌ها']) {
      await page.getByTestId('user-menu-button').click();
      await page.getByRole('menuitem', { name }).click();
      await page.waitForLoadState('networkidle');
    }
    expect(asked).toBe(1);
    expect(errors.filter((e) => /profile-pictures/.test(e))).toEqual([]);
    await shot(page, 'profile-picture-asked-once');
  });
});

/** Answers the mandatory survey through the API, so the page is not redirected to it. */
async function answerMandatory(request: APIRequestContext, tokens: Tokens) {
  const response = await request.post('/rest/users/me/surveys/711/answers', {
    data: { questionAnswers: [{ questionId: 1, optionIds: [96] }] },
    headers: bearer(tokens),
  });
  expect(response.ok(), await response.text()).toBe(true);
}
