/*
 * The surveys module against the mock world (mocks/handlers/surveys.ts, student-family.ts): real sign-in, seeded
 * surveys (701–709), the server's rules (one submission, vote limit, relatives' rules).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addFault, clearFaults } from '@mocks/faults';
import type { Profile } from '@/api/generated/rest/model';
import { getStudentFamily } from '@/api/generated/rest/hooks/family/family';
import { SURVEY_PARTICIPATE_PATTERN } from '@/lib/paths';
import { resetWorld } from '@tests/msw-server';
import { SurveyParticipatePage } from './participate/survey-participate-page';
import { RelativesInfoPage } from './relatives/relatives-info-page';
import { SurveyListPage } from './survey-list-page';
import { ignoreSurvey } from './survey-storage';
import { SurveysPage } from './surveys-page';
import { renderSurveyPage, signInToWorld } from '@tests/kits/survey-test-kit';
import { SHOW_MORE_STEP } from '@/ui/show-more';
import { useMandatorySurveyRedirect } from './use-mandatory-survey';

// Whole forms against the mock world are slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

beforeEach(async () => {
  globalThis.localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const user = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('surveys against the mock world', () => {
  beforeEach(async () => {
    resetWorld();
    await signInToWorld();
  });

  it('lists open, answered and closed surveys with Jalali deadlines, and ignores one for 6 hours', async () => {
    const u = user();
    await renderSurveyPage(<SurveysPage />, { path: '/surveys' });
    const open = within(await screen.findByTestId('surveys-section-open'));
    expect(open.getByText('نظرسنجی کیفیت غذای سلف مرکزی')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('surveys-section-answered')).getByText('نظرسنجی ساعت کار کتابخانهٔ مرکزی'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByTestId('surveys-section-closed')).getByText('نظرسنجی رضایت از خدمات خوابگاه'),
    ).toBeInTheDocument();
    // Deadlines read as Jalali dates with Persian digits.
    expect(within(screen.getByTestId('survey-card-701')).getByTestId('survey-deadline').textContent).toMatch(
      /از .*۱۴\d\d\/\d\d|۱۴[۰-۹]{2}\/[۰-۹]{2}\/[۰-۹]{2}/,
    );
    // Elections have no ignore option; the food survey has.
    expect(within(screen.getByTestId('survey-card-703')).queryByRole('button', { name: /نادیده گرفتن/ })).toBeNull();
    await u.click(
      within(screen.getByTestId('survey-card-701')).getByRole('button', {
        name: /نادیده گرفتن نظرسنجی کیفیت غذای سلف مرکزی/,
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('survey-card-701')).toBeNull());
    await u.click(within(screen.getByTestId('surveys-ignored')).getByRole('button', { name: /نمایش دوبارهٔ/ }));
    expect(await screen.findByTestId('survey-card-701')).toBeInTheDocument();
  });

  it('answers a survey, sends it once and shows it read-only', async () => {
    const u = user();
    await renderSurveyPage(<SurveyParticipatePage />, { path: SURVEY_PARTICIPATE_PATTERN, route: '/survey/707' });
    const submit = await screen.findByTestId('survey-submit');
    // Required answers missing: errors, nothing sent.
    await u.click(submit);
    expect(await screen.findAllByText('به این پرسش پاسخ دهید.')).toHaveLength(2);
    await u.click(screen.getByRole('radio', { name: 'صادق هدایت' }));
    await u.click(screen.getByRole('checkbox', { name: 'گلستان' }));
    await u.click(screen.getByRole('checkbox', { name: 'بوستان' }));
    // maxSelect 2: the other choices wait.
    expect(screen.getByRole('checkbox', { name: 'مثنوی معنوی' })).toBeDisabled();
    expect(screen.getByTestId('survey-progress')).toHaveTextContent('۲ از ۳');
    await u.click(submit);
    await u.click(await screen.findByTestId('survey-confirm'));
    expect(await screen.findByTestId('survey-readonly')).toHaveTextContent('پاسخ‌های شما ثبت شده است');
    expect(screen.queryByTestId('survey-submit')).toBeNull();
    expect(screen.getByRole('radio', { name: 'صادق هدایت' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'صادق هدایت' })).toBeDisabled();
  });

  it('keeps unfinished answers and restores them', async () => {
    const u = user();
    const first = await renderSurveyPage(<SurveyParticipatePage />, {
      path: SURVEY_PARTICIPATE_PATTERN,
      route: '/survey/706',
    });
    await u.type(await screen.findByRole('textbox', { name: /شعار انتخاباتی/ }), 'صدای دانشجو');
    await screen.findByTestId('draft-saved', {}, { timeout: 3000 });
    first.unmount();
    await renderSurveyPage(<SurveyParticipatePage />, { path: SURVEY_PARTICIPATE_PATTERN, route: '/survey/706' });
    expect(await screen.findByTestId('draft-restored')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /شعار انتخاباتی/ })).toHaveValue('صدای دانشجو');
  });

  it('casts a vote within the allowed count', async () => {
    const u = user();
    await renderSurveyPage(<SurveyParticipatePage />, { path: SURVEY_PARTICIPATE_PATTERN, route: '/survey/703' });
    for (const name of ['مریم رضایی', 'علی محمدی', 'زهرا کریمی'])
      await u.click(await screen.findByRole('checkbox', { name: new RegExp(name) }));
    expect(screen.getByTestId('vote-count-1')).toHaveTextContent('۳ از ۳');
    expect(screen.getByRole('checkbox', { name: /حسین احمدی/ })).toBeDisabled();
    await u.click(screen.getByRole('checkbox', { name: /زهرا کریمی/ }));
    expect(screen.getByRole('checkbox', { name: /حسین احمدی/ })).toBeEnabled();
    await u.click(screen.getByRole('checkbox', { name: /حسین احمدی/ }));
    await u.click(screen.getByTestId('survey-submit'));
    await u.click(await screen.findByTestId('survey-confirm'));
    expect(await screen.findByTestId('survey-readonly')).toBeInTheDocument();
  });

  it('shows published election results', async () => {
    await renderSurveyPage(<SurveyParticipatePage />, { path: SURVEY_PARTICIPATE_PATTERN, route: '/survey/704' });
    // 8 other voters plus the student: امیر جعفری (52) has 5.
    expect(await screen.findByTestId('result-52')).toHaveTextContent('۵ رأی');
  });

  it('warns when a dedicated page has nothing, and lists elections without an ignore option', async () => {
    resetWorld();
    await signInToWorld();
    await renderSurveyPage(<SurveyListPage page="elections" />, { path: '/survey/elections' });
    expect(await screen.findByTestId('survey-card-703')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /نادیده گرفتن/ })).toBeNull();
  });

  describe('a survey with a malformed date', () => {
    afterEach(() => clearFaults());

    it('is an error card of its own on /surveys; the other surveys are listed', async () => {
      addFault({
        method: 'GET',
        path: '/rest/users/me/surveys',
        kind: 'malformed-item',
        list: 'payload',
        index: 0,
        item: { fromDate: 'not-a-date', toDate: '1403-13-45' },
      });
      await renderSurveyPage(<SurveysPage />, { path: '/surveys' });
      const open = within(await screen.findByTestId('surveys-section-open'));
      expect(open.getByText('نظرسنجی کیفیت غذای سلف مرکزی')).toBeInTheDocument();
      const broken = screen.getAllByRole('alert').find((el) => el.getAttribute('data-invalid') === 'true');
      expect(broken).toHaveTextContent('اطلاعات این نظرسنجی از سرور نامعتبر رسید');
      expect(screen.getByTestId('survey-card-702')).toBeInTheDocument();
    });

    it('leaves the survey page up, saying its dates are invalid', async () => {
      addFault({
        method: 'GET',
        path: '/rest/users/me/surveys/:id',
        kind: 'malformed-item',
        list: 'payload',
        item: { fromDate: 'not-a-date' },
      });
      await renderSurveyPage(<SurveyParticipatePage />, { path: SURVEY_PARTICIPATE_PATTERN, route: '/survey/707' });
      expect(await screen.findByTestId('survey-bad-dates')).toHaveTextContent(
        'تاریخ‌های این نظرسنجی از سرور نامعتبر رسید',
      );
      expect(screen.getByTestId('survey-submit')).toBeInTheDocument();
    });
  });

  it('shows thousands of surveys a step at a time (persona long-lists)', async () => {
    resetWorld({ persona: 'long-lists' });
    await signInToWorld();
    const u = user();
    await renderSurveyPage(<SurveysPage />, { path: '/surveys' });
    const open = await screen.findByTestId('surveys-section-open');
    expect(within(open).getAllByRole('article')).toHaveLength(SHOW_MORE_STEP);
    await u.click(within(open).getByTestId('surveys-more-open'));
    expect(within(open).getAllByRole('article')).toHaveLength(2 * SHOW_MORE_STEP);
    expect(document.querySelectorAll('article').length).toBeLessThan(5 * SHOW_MORE_STEP);
  });

  it('refuses a non-numeric survey id', async () => {
    await renderSurveyPage(<SurveyParticipatePage />, { path: SURVEY_PARTICIPATE_PATTERN, route: '/survey/abc' });
    expect(await screen.findByText('این نظرسنجی وجود ندارد یا برای شما نیست.')).toBeInTheDocument();
  });

  it('keeps the relatives typed across a new sign-in, for the same student only', async () => {
    const u = user();
    const first = await renderSurveyPage(<RelativesInfoPage />, { path: '/survey/relatives-info' });
    const father = within(await screen.findByTestId('relative-0'));
    await u.click(father.getByRole('textbox', { name: 'نام' }));
    await u.paste('محمود');
    first.unmount();

    await signInToWorld();
    const again = await renderSurveyPage(<RelativesInfoPage />, { path: '/survey/relatives-info' });
    expect(within(await screen.findByTestId('relative-0')).getByRole('textbox', { name: 'نام' })).toHaveValue('محمود');
    expect(screen.getByTestId('draft-restored')).toBeInTheDocument();
    again.unmount();

    await signInToWorld('student2');
    await renderSurveyPage(<RelativesInfoPage />, { path: '/survey/relatives-info' });
    expect(within(await screen.findByTestId('relative-0')).getByRole('textbox', { name: 'نام' })).toHaveValue('');
    expect(screen.queryByTestId('draft-restored')).not.toBeInTheDocument();
  });

  it('saves relatives: father and mother required, the national code checked', async () => {
    const u = user();
    await renderSurveyPage(<RelativesInfoPage />, { path: '/survey/relatives-info' });
    const father = within(await screen.findByTestId('relative-0'));
    const mother = within(screen.getByTestId('relative-1'));
    // Pasting is one input event (typing each letter re-renders the whole form, slow in jsdom).
    const fill = async (element: HTMLElement, text: string) => {
      await u.click(element);
      await u.paste(text);
    };
    await fill(father.getByRole('textbox', { name: 'نام' }), 'محمود');
    await fill(father.getByRole('textbox', { name: /نام خانوادگی/ }), 'حسینی‌نژادیان');
    await fill(father.getByRole('textbox', { name: 'کد ملی' }), '0084575949');
    await fill(mother.getByRole('textbox', { name: 'نام' }), 'فاطمه');
    await fill(mother.getByRole('textbox', { name: /نام خانوادگی/ }), 'کریمی‌اصفهانی');
    await u.click(screen.getByTestId('relatives-save'));
    expect(await father.findByText('کد ملی نامعتبر است.')).toBeInTheDocument();
    // Nothing typed is lost; fixing the check digit is enough.
    const code = father.getByRole('textbox', { name: 'کد ملی' });
    expect(father.getByRole('textbox', { name: 'نام' })).toHaveValue('محمود');
    await u.clear(code);
    await fill(code, '0084575948');
    expect(father.queryByText('کد ملی نامعتبر است.')).toBeNull();
    await u.click(screen.getByTestId('relatives-save'));
    expect(await screen.findByText('اطلاعات بستگان ذخیره شد.')).toBeInTheDocument();
  });

  it('refuses markup as a name with a message, keeps what was typed, and saves nothing', async () => {
    const u = user();
    await renderSurveyPage(<RelativesInfoPage />, { path: '/survey/relatives-info' });
    const father = within(await screen.findByTestId('relative-0'));
    const mother = within(screen.getByTestId('relative-1'));
    const fill = async (element: HTMLElement, text: string) => {
      await u.click(element);
      await u.paste(text);
    };
    const markup = '<img src=x onerror=alert(1)>';
    await fill(father.getByRole('textbox', { name: 'نام' }), markup);
    await fill(father.getByRole('textbox', { name: /نام خانوادگی/ }), 'حسینی‌نژادیان');
    await fill(mother.getByRole('textbox', { name: 'نام' }), 'فاطمه');
    await fill(mother.getByRole('textbox', { name: /نام خانوادگی/ }), 'کریمی');
    // An earlier test's "saved" toast may still be leaving: this save adds none.
    const savedToasts = screen.queryAllByText('اطلاعات بستگان ذخیره شد.').length;
    await u.click(screen.getByTestId('relatives-save'));
    expect(
      await father.findByText("نام فقط می‌تواند حرف، فاصله، نیم‌فاصله و نشانه‌های - ' . داشته باشد."),
    ).toBeInTheDocument();
    expect(father.getByRole('textbox', { name: 'نام' })).toHaveValue(markup);
    expect(screen.queryAllByText('اطلاعات بستگان ذخیره شد.')).toHaveLength(savedToasts);
    expect((await getStudentFamily()).payload.some((r) => r.firstName.includes('<'))).toBe(false);
  });

  it('asks for the mother when only the father is left', async () => {
    const u = user();
    await renderSurveyPage(<RelativesInfoPage />, { path: '/survey/relatives-info' });
    await u.click(within(await screen.findByTestId('relative-1')).getByRole('button', { name: 'حذف مادر' }));
    // One record left: it cannot be deleted.
    expect(within(screen.getByTestId('relative-0')).queryByRole('button', { name: /حذف/ })).toBeNull();
    await u.click(screen.getByTestId('relatives-save'));
    expect(await screen.findByTestId('relatives-list-problem')).toHaveTextContent(
      'اطلاعات پدر و مادر هر دو باید وارد شود.',
    );
  });
});

function RedirectProbe({ profile }: { profile: Profile | null }) {
  const to = useMandatorySurveyRedirect(profile);
  return <p data-testid="redirect">{to ?? 'none'}</p>;
}

describe('the mandatory-survey redirect', () => {
  const student = { username: 'student', student: { studentNumber: '1' } } as unknown as Profile;

  beforeEach(async () => {
    resetWorld({ persona: 'student-surveys' });
    await signInToWorld();
  });

  it('sends the student to the mandatory survey until it is answered: an ignore left in storage does not put it off', async () => {
    ignoreSurvey(711);
    await renderSurveyPage(<RedirectProbe profile={student} />, { path: '/' });
    await waitFor(() => expect(screen.getByTestId('redirect')).toHaveTextContent('/survey/711'));
  });

  it('does nothing without a student profile', async () => {
    await renderSurveyPage(<RedirectProbe profile={null} />, { path: '/' });
    expect(await screen.findByTestId('redirect')).toHaveTextContent('none');
  });
});
