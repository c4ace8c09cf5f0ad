import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { fillCredentials, resetMock, submitButton } from './helpers/auth';
import { apiLogin, readForcedMessages, signedIn as signInAs, type Tokens } from './helpers/session';

const expect = baseExpect.configure({ timeout: 30_000 });

/*
 * Surveys (modules.md 2.8, 4, 5, 7) against the production build and the standalone mock backend,
 * persona `student-surveys` (surveys on, a mandatory evaluation, survey 711, that cannot be put
 * off). The mock clock and the browser clock are both set. Seeded surveys: mocks/world/seed-surveys.ts.
 */

const NOW = '2025-01-15T08:30:00+03:30';
const PERSONA = 'student-surveys' as const;
const SHOTS = 'test-results/screenshots';

/** Answers the mandatory survey through the API, so the other flows are not redirected to it. */
async function answerMandatory(request: APIRequestContext, tokens: Tokens) {
  const response = await request.post('/rest/users/me/surveys/711/answers', {
    data: { questionAnswers: [{ questionId: 1, optionIds: [96] }] },
    headers: { Authorization: `Bearer ${tokens.access_token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Signed in as the persona at NOW (mock and browser clocks), the mandatory survey answered unless told. */
async function signedIn(page: Page, request: APIRequestContext, { mandatoryAnswered = true } = {}) {
  await signInAs(page, request, {
    persona: PERSONA,
    now: NOW,
    prepare: mandatoryAnswered ? (tokens) => answerMandatory(request, tokens) : undefined,
  });
}

test.describe('surveys', () => {
  // Whole flows with reloads and two clocks: room for a loaded machine.
  test.describe.configure({ timeout: 150_000 });
  test.use({ actionTimeout: 30_000 });

  test('a mandatory survey takes the student after sign-in and cannot be put off: it is back on every page until answered', async ({
    page,
    request,
  }) => {
    await resetMock(request, PERSONA, NOW);
    await readForcedMessages(request, await apiLogin(request, PERSONA));
    await page.clock.setFixedTime(new Date(NOW));
    await page.goto('/login');
    await fillCredentials(page, 'student', 'student123');
    await submitButton(page).click();
    await expect(page).toHaveURL(/\/survey\/711$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'ارزشیابی آموزشی نیم‌سال (اجباری)' })).toBeVisible();

    // modules.md 2.8: a mandatory survey cannot be dismissed, not even for 6 hours.
    await expect(page.getByTestId('survey-submit')).toBeVisible();
    await expect(page.getByTestId('survey-ignore')).toHaveCount(0);
    await page.goto('/surveys');
    await expect(page).toHaveURL(/\/survey\/711$/);

    // Answered: no more redirect.
    await page.getByRole('radio', { name: 'خوب' }).check();
    await page.getByTestId('survey-submit').click();
    await page.getByTestId('survey-confirm').click();
    await expect(page.getByTestId('survey-readonly')).toBeVisible();
    await page.goto('/surveys');
    await expect(page).toHaveURL(/\/surveys$/);
    await expect(page.getByTestId('surveys-section-answered').getByTestId('survey-card-711')).toBeVisible();
  });

  test('answer a survey of every question type, send it and see it read-only', async ({ page, request }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signedIn(page, request);
    await page.goto('/surveys');
    const card = page.getByTestId('survey-card-701');
    await expect(card.getByTestId('survey-deadline')).toContainText('۱۴۰۳/۱۰/');
    await card.getByRole('link', { name: /شرکت در/ }).click();
    await expect(page).toHaveURL(/\/survey\/701$/);

    // Required answers first: the form says what is missing and sends nothing.
    await page.getByTestId('survey-submit').click();
    await expect(page.getByText('به این پرسش پاسخ دهید.').first()).toBeVisible();

    await page.getByLabel(/نام سلفی که بیشتر/).fill('سلف مرکزی');
    await page.getByRole('radio', { name: 'خوب' }).check();
    await page.getByRole('checkbox', { name: 'ناهار' }).check();
    await page.getByRole('checkbox', { name: 'شام' }).check();
    await page.getByRole('radio', { name: '۴' }).check();
    await page.getByLabel(/چند روز در هفته/).fill('5');
    await page.getByLabel(/پیشنهاد شما/).fill('تنوع غذای شام بیشتر شود.');
    await expect(page.getByTestId('survey-progress')).toHaveText('۶ از ۷ پرسش پاسخ داده شده');

    // Save and resume: once the draft is written (600 ms after the last change), a reload keeps it all.
    await expect(page.getByTestId('draft-saved')).toBeVisible();
    // The answers are the student's draft (src/lib/drafts.ts), under their user id.
    const drafts = () =>
      page.evaluate(() =>
        Object.keys(localStorage)
          .filter((key) => /^portal\.draft\.[^.]+\.surveys\.answers\.\d+$/.test(key))
          .map((key) => localStorage.getItem(key))
          .join('\n'),
      );
    await expect.poll(drafts).toContain('تنوع غذای شام');
    await page.reload();
    await expect(page.getByTestId('draft-restored')).toBeVisible();
    await expect(page.getByLabel(/نام سلفی که بیشتر/)).toHaveValue('سلف مرکزی');
    await expect(page.getByRole('checkbox', { name: 'شام' })).toBeChecked();
    await expect(page.getByTestId('survey-progress')).toHaveText('۶ از ۷ پرسش پاسخ داده شده');

    await page.getByTestId('survey-submit').click();
    await page.getByTestId('survey-confirm').click();
    await expect(page.getByTestId('survey-readonly')).toContainText('پاسخ‌های شما ثبت شده است');
    await expect(page.getByTestId('survey-submit')).toHaveCount(0);
    await expect(page.getByLabel(/نام سلفی که بیشتر/)).toHaveValue('سلف مرکزی');
    await expect(page.getByRole('radio', { name: 'خوب' })).toBeChecked();
    await page.screenshot({ path: `${SHOTS}/survey-read-only-fa.png` });

    // Sent once: the server refuses a second submission.
    const again = await page.evaluate(async () => {
      const r = await fetch('/rest/users/me/surveys/701/answers', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('portal.accessToken')}`,
        },
        body: JSON.stringify({ questionAnswers: [{ questionId: 1, answer: 'x' }] }),
      });
      return { status: r.status, body: await r.json() };
    });
    expect(again.status).toBe(400);
    expect(again.body.messageResource).toBe('SURVEY_ALREADY_ANSWERED');
  });

  test('relatives info: an invalid national code is refused, then a valid one is saved', async ({ page, request }) => {
    await signedIn(page, request);
    await page.goto('/survey/relatives-info');
    const father = page.getByTestId('relative-0');
    const mother = page.getByTestId('relative-1');
    await father.getByRole('textbox', { name: 'نام', exact: true }).fill('محمود');
    await father.getByRole('textbox', { name: /نام خانوادگی/ }).fill('حسینی‌نژادیان');
    await father.getByRole('textbox', { name: 'کد ملی' }).fill('0084575949');
    await mother.getByRole('textbox', { name: 'نام', exact: true }).fill('فاطمه');
    await mother.getByRole('textbox', { name: /نام خانوادگی/ }).fill('کریمی‌اصفهانی');
    await mother.getByRole('textbox', { name: 'شمارهٔ همراه' }).fill('09121234567');
    await page.getByTestId('relatives-save').click();
    await expect(father.getByText('کد ملی نامعتبر است.')).toBeVisible();

    await father.getByRole('textbox', { name: 'کد ملی' }).fill('0084575948');
    await expect(father.getByText('کد ملی نامعتبر است.')).toHaveCount(0);
    await page.getByTestId('relatives-save').click();
    await expect(page.getByText('اطلاعات بستگان ذخیره شد.')).toBeVisible();

    // Saved on the server: a fresh page shows the records.
    await page.reload();
    await expect(page.getByTestId('relative-0').getByRole('textbox', { name: 'کد ملی' })).toHaveValue('۰۰۸۴۵۷۵۹۴۸');
    await expect(page.getByTestId('relative-1').getByRole('textbox', { name: /نام خانوادگی/ })).toHaveValue(
      'کریمی‌اصفهانی',
    );
  });

  test('vote in an election: no more than the allowed votes', async ({ page, request }) => {
    await signedIn(page, request);
    await page.goto('/survey/elections');
    const election = page.getByTestId('survey-card-703');
    await expect(election.getByRole('button', { name: /نادیده گرفتن/ })).toHaveCount(0);
    await election.getByRole('link', { name: /رأی دادن در/ }).click();

    for (const name of ['مریم رضایی', 'علی محمدی', 'زهرا کریمی'])
      await page.getByRole('checkbox', { name: new RegExp(name) }).check();
    await expect(page.getByTestId('vote-count-1')).toHaveText('۳ از ۳ رأی انتخاب شده');
    await expect(page.getByRole('checkbox', { name: /حسین احمدی/ })).toBeDisabled();

    // The server enforces the same limit.
    const tooMany = await page.evaluate(async () => {
      const r = await fetch('/rest/users/me/surveys/703/answers', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('portal.accessToken')}`,
        },
        body: JSON.stringify({ questionAnswers: [{ questionId: 1, optionIds: [41, 42, 43, 44] }] }),
      });
      return { status: r.status, body: await r.json() };
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.messageResource).toBe('SURVEY_VOTE_LIMIT_EXCEEDED');

    await page.getByTestId('survey-submit').click();
    await page.getByTestId('survey-confirm').click();
    await expect(page.getByTestId('survey-readonly')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /مریم رضایی/ })).toBeChecked();

    // A closed election with published results.
    await page.goto('/survey/704');
    await expect(page.getByTestId('result-52')).toHaveText('۵ رأی');
  });
});
