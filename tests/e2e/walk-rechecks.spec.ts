import { expect, test, type Page } from '@playwright/test';
import { resetMock } from './helpers/auth';
import { SHOTS } from './helpers/face';
import { reserveSaturdayThenFriday, WEDNESDAY } from './helpers/friday-home';
import { accountLogin, readForcedMessages, seedTokens, signedIn } from './helpers/session';

/*
 * The second walk's re-checks of items it could not see without a persona or a clock, each set up
 * through the mock's control API and looked at in the width the first check did not use
 * (student-walk.spec.ts has the other): who invited, the cart's end on the legacy page, a Friday
 * home, a mandatory survey, no toast over the expired-password modal, a room too small for a group.
 */

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
/** A Wednesday morning in Tehran (the seeded programs and deadlines are relative to the clock). */

async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SHOTS}/recheck-${name}.png`, fullPage: true });
}

test.describe('walk re-checks', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a teammate invitation names who invited the student, on a phone (student-teammates)', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(PHONE);
    await signedIn(page, request, { persona: 'student-teammates', now: WEDNESDAY });
    await page.goto('/food/teammate');
    await expect(page.getByText('(شما را دعوت کرده است)')).toBeVisible();
    await shot(page, 'teammate-invitation-names-the-inviter-390');
  });

  test('a dormitory group invitation names the head who invited, on a phone (dormitory-group)', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(PHONE);
    await signedIn(page, request, { persona: 'dormitory-group', now: WEDNESDAY });
    await page.goto('/dormitory/register');
    await expect(page.getByTestId('invitation')).toContainText('زهرا رضایی شما را به گروه ۳ نفره دعوت کرده است.');
    await shot(page, 'dormitory-invitation-names-the-head-390');
  });

  test('cart checkout ends on the legacy reserve page naming the student, on a phone (student)', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(PHONE);
    const line = {
      id: '900:1',
      food: {
        programId: 900,
        programDate: '2025-01-18',
        foodNames: 'چلو کباب',
        price: 1_250_000,
        mealTypeId: 2,
        programDateTime: '2025-01-18T12:00:00',
        selfId: 3,
        foodTypeId: 1,
      },
      selectedCount: 1,
    };
    const cart = JSON.stringify({ lines: [line], lastAddedAt: Date.parse(WEDNESDAY) });
    await signedIn(page, request, { persona: 'student', now: WEDNESDAY, storage: { 'portal.reserveCart': cart } });
    await page.goto('/user/cart');
    await page.getByTestId('cart-checkout').click();
    await expect(page).toHaveURL(/\/__mock\/legacy-reserve\?loginToken=/);
    await expect(page.getByTestId('legacy-reserve-student')).toContainText('(student)');
    await expect(page.getByTestId('legacy-reserve-lines')).toHaveText('۱ قلم، ۱ پرس');
    await shot(page, 'cart-checkout-ends-on-legacy-page-390');
  });

  test("on a Friday the home shows tomorrow's meal, on a desktop (student, clock Wednesday then Friday)", async ({
    page,
    request,
  }) => {
    await page.setViewportSize(DESKTOP);
    const foodName = await reserveSaturdayThenFriday(page, request);
    await page.goto('/');
    await expect(page.getByText(foodName).first()).toBeVisible();
    await expect(page.getByText('در روزهای پیش رو رزروی ندارید.')).toHaveCount(0);
    await shot(page, 'friday-home-shows-tomorrows-meal-1280');
  });

  test('a mandatory survey cannot be put off, nor left for another page, on a desktop (student-surveys)', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(DESKTOP);
    await signedIn(page, request, { persona: 'student-surveys', now: WEDNESDAY });
    await page.goto('/');
    await expect(page).toHaveURL(/\/survey\/711$/);
    await expect(page.getByTestId('survey-submit')).toBeVisible();
    await expect(page.getByTestId('survey-ignore')).toHaveCount(0);
    await page.goto('/food');
    await expect(page).toHaveURL(/\/survey\/711$/);
    await shot(page, 'mandatory-survey-cannot-be-put-off-1280');
  });

  test('an expired password opens the change modal with no toast, on a desktop (expired-password)', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(DESKTOP);
    await signedIn(page, request, { persona: 'expired-password', now: WEDNESDAY, readForced: false });
    await page.goto('/');
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
    // Every call the start made (each answered 403 USER_PASSWORD_EXPIRED) has come back: none told a toast.
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('toasts').locator('.mantine-Notification-root')).toHaveCount(0);
    await shot(page, 'expired-password-modal-no-toast-1280');
  });

  test('a room too small for the group is not choosable, on a phone (dormitory-group)', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    // The head (student2) of a group of three whose members confirmed; room 104 (for three) keeps one place.
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
    await small.scrollIntoViewIfNeeded();
    await shot(page, 'room-too-small-for-group-not-choosable-390');
  });
});
