import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accountLogin, readForcedMessages, seedTokens, signedIn, type Tokens } from './helpers/session';

/*
 * The dormitory (modules.md 2.6, 4, 8) against the production build and the standalone
 * mock backend, persona `dormitory`: the student (سارا محمدی) and student2 (زهرا رضایی here) are
 * women, so both may live in the women's dormitory (خوابگاه فاطمیه, id 31); student2 already holds
 * an accepted pre-registration there. Rooms (mocks/world/seed-dormitory.ts): codes are block, floor,
 * place on the floor; 101 is a single, 102 and 113 are empty doubles. Other students act through
 * the control API (/__mock/dormitory/...).
 */

const WOMEN_DORMITORY = 'خوابگاه فاطمیه';

async function preRegisterByApi(request: APIRequestContext, tokens: Tokens) {
  const response = await request.post('/rest/users/me/dormitory-requests', {
    data: { dormitoryId: 31, description: '' },
    headers: { Authorization: `Bearer ${tokens.access_token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Selects a room's card and confirms the choice in the dialog. */
async function chooseRoom(page: Page, code: string) {
  await page
    .getByTestId(`room-${code}`)
    .getByRole('button', { name: /^انتخاب اتاق/ })
    .click();
  await page.getByTestId('confirm-room').click();
}

test.describe('dormitory', () => {
  test.describe.configure({ timeout: 120_000 });

  test("pre-register in the women's dormitory, then register alone into a single room", async ({ page, request }) => {
    await signedIn(page, request, 'dormitory');
    await page.goto('/dormitory/pre-register');
    const submit = page.getByTestId('pre-register-submit');
    // Without a dormitory the form says what is missing and sends nothing.
    await submit.click();
    await expect(page.getByText('خوابگاه مورد نظر را انتخاب کنید.')).toBeVisible();
    await page.getByRole('combobox', { name: 'خوابگاه مورد نظر' }).click();
    await page.getByRole('option', { name: WOMEN_DORMITORY }).click();
    await submit.click();
    // Accepted at once: the form gives way to "already done" and the request is listed.
    await expect(page.getByTestId('pre-register-done')).toBeVisible();
    const requests = page.getByTestId('pre-register-requests');
    await expect(requests).toContainText(WOMEN_DORMITORY);
    await expect(requests).toContainText('پذیرفته شده');

    await page.goto('/dormitory/register');
    await expect(page.getByText(`خوابگاه مقصد: ${WOMEN_DORMITORY}`)).toBeVisible();
    await page.getByTestId('solo-register').click();
    await expect(page.getByTestId('solitary-room-selector')).toBeVisible();
    await chooseRoom(page, '101');
    await expect(page).toHaveURL(/\/dormitory\/register$/);
    await expect(page.getByTestId('group-room')).toContainText(`${WOMEN_DORMITORY}، بلوک الف، همکف، اتاق ۱۰۱`);
    await expect(page.getByTestId('group-panel')).toContainText('نهایی');
  });

  test('a group: invite student2, she accepts in her own browser, a room taken meanwhile says "no room", the head chooses again and both are placed', async ({
    page,
    request,
    browser,
  }) => {
    const tokens = await signedIn(page, request, 'dormitory');
    await preRegisterByApi(request, tokens);
    await page.goto('/dormitory/register');
    await page.getByRole('radio', { name: '۲ نفره' }).check();
    await page.getByTestId('create-group').click();
    const invite = page.getByRole('textbox', { name: 'دعوت عضو' });
    await invite.fill('student2');
    await invite.press('Enter');
    const members = page.getByTestId('group-members');
    await expect(members.getByRole('row')).toHaveCount(3);
    await expect(members).toContainText('زهرا رضایی');
    await expect(page.getByTestId('choose-group-room')).toHaveCount(0);

    // student2 in a second browser: her own session, the invitation on her register page.
    const other = await browser.newContext();
    try {
      const page2 = await other.newPage();
      const tokens2 = await accountLogin(request, 'student2');
      await readForcedMessages(request, tokens2);
      await seedTokens(page2, tokens2);
      await page2.goto('/dormitory/register');
      const invitation = page2.getByTestId('invitation');
      await expect(invitation).toContainText('سارا محمدی شما را به گروه ۲ نفره دعوت کرده است.');
      await invitation.getByTestId('accept-invitation').click();
      await expect(invitation).toHaveCount(0);

      // The head's polled group moves on: every member confirmed, the room can be chosen.
      await page.getByTestId('choose-group-room').click();
      await expect(page.getByTestId('group-room-selector')).toContainText(WOMEN_DORMITORY);
      await expect(page.getByTestId('room-102')).toContainText('۰ نفر از ۲ نفر');
      // Someone else fills room 102 while the head looks at the list.
      const taken = await request.post('/__mock/dormitory/take-room', { data: { roomCode: '102' } });
      expect(taken.ok(), await taken.text()).toBe(true);
      await chooseRoom(page, '102');
      await expect(page.getByTestId('group-error')).toContainText('اتاق خالی وجود ندارد');
      // The list is fresh again: 102 is full and cannot be chosen; 113 can.
      await expect(page.getByTestId('room-102')).toContainText('۲ نفر از ۲ نفر');
      await expect(page.getByTestId('room-102').getByRole('button', { name: /^انتخاب اتاق/ })).toBeDisabled();
      await chooseRoom(page, '113');

      await expect(page).toHaveURL(/\/dormitory\/register$/);
      const placed = `${WOMEN_DORMITORY}، بلوک الف، طبقه اول، اتاق ۱۱۳`;
      await expect(page.getByTestId('group-room')).toContainText(placed);
      await expect(page.getByTestId('group-panel')).toContainText('نهایی');
      await expect(members).toContainText('سارا محمدی');
      await expect(members).toContainText('زهرا رضایی');
      // student2 sees the same room on her own screen.
      await expect(page2.getByTestId('group-room')).toContainText(placed);
    } finally {
      await other.close();
    }
  });

  test('a leave request with the Jalali pickers appears in the leave report, cancellable', async ({
    page,
    request,
  }) => {
    await signedIn(page, request, 'dormitory');
    await page.goto('/dormitory/leave');
    await expect(page.getByTestId('leave-current')).toContainText(WOMEN_DORMITORY);
    const submit = page.getByTestId('leave-submit');
    await expect(submit).toBeDisabled();
    // Two days on from today (the popover opens on today; in RTL ArrowLeft is the next day), to four days on.
    await pickDaysAhead(page, 'leave-from', 2);
    await pickDaysAhead(page, 'leave-to', 4);
    await page.getByRole('textbox', { name: /نسبت میزبان/ }).fill('خواهر');
    await page.getByRole('textbox', { name: /تلفن همراه/ }).fill('0912345678');
    await expect(page.getByText('شماره همراه باید با ۰۹ شروع شود و ۱۱ رقم باشد.')).toBeVisible();
    await page.getByRole('textbox', { name: /تلفن همراه/ }).fill('09123456789');
    await page.getByRole('textbox', { name: /تلفن ثابت/ }).fill('02188776655');
    await page.getByRole('textbox', { name: /نشانی محل اقامت/ }).fill('تهران، خیابان انقلاب');
    await submit.click();
    await expect(page).toHaveURL(/\/dormitory$/);

    await page.goto('/dormitory/leave-report');
    const row = page.getByRole('row').filter({ hasText: 'خواهر' });
    await expect(row).toContainText('تهران، خیابان انقلاب');
    await expect(row).toContainText('۰۹۱۲۳۴۵۶۷۸۹');
    await expect(row).toContainText('در حال بررسی');
    await row.getByRole('button', { name: /^لغو درخواست/ }).click();
    // Asked first.
    await page.getByRole('dialog', { name: 'لغو درخواست مرخصی' }).getByRole('button', { name: 'بله، لغو شود' }).click();
    await expect(row).toContainText('لغو شده');
    await expect(row.getByRole('button')).toHaveCount(0);
  });
});

/** Opens a date field and picks the day `days` after today with the keyboard. */
async function pickDaysAhead(page: Page, testId: string, days: number) {
  await page.getByTestId(testId).getByRole('button').first().click();
  await expect(page.getByRole('grid')).toBeVisible();
  for (let i = 0; i < days; i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('grid')).toHaveCount(0);
}
