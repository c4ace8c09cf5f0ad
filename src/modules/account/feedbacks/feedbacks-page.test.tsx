import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { freshStudentSession, renderShell } from '@tests/kits/shell-test-kit';
import { validateFeedback } from './feedback-rules';

const wait = { timeout: 8000 };

beforeEach(freshStudentSession);

it('validates a feedback as platform.md 5 says: both required, trimmed, 3+ characters', () => {
  expect(validateFeedback({ subject: '', description: ' ' })).toEqual({ subject: 'required', description: 'required' });
  expect(validateFeedback({ subject: ' ab ', description: 'abc' })).toEqual({ subject: 'short' });
  expect(validateFeedback({ subject: 'abc', description: '  abc  ' })).toEqual({});
});

describe('/user/feedbacks', () => {
  it("lists only the user's own feedbacks, newest first, and opens one with its answer", async () => {
    await renderShell({ route: '/user/feedbacks' });
    const list = await screen.findByTestId('feedback-list', {}, wait);
    const rows = within(list).getAllByTestId('feedback-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('ساعت کار سلف خوابگاه'),
      expect.stringContaining('پیشنهاد افزودن وعدهٔ گیاهی'),
      expect.stringContaining('کیفیت غذای سلف مرکزی'),
    ]);
    expect(within(list).queryByText('تأخیر در شارژ کیف پول')).toBeNull();
    await userEvent.click(rows[2]!);
    expect(await screen.findByTestId('feedback-reply', {}, wait)).toHaveTextContent('پیمانکار سلف مرکزی');
    expect(screen.getByTestId('feedback-status')).toHaveTextContent('پاسخ داده شده');
  });

  it('a short subject is refused with the rule and keeps the text; a good one is sent and shown', async () => {
    await renderShell({ route: '/user/feedbacks' });
    await userEvent.click(await screen.findByRole('button', { name: 'ثبت بازخورد' }, wait));
    const form = within(await screen.findByTestId('feedback-form', {}, wait));
    await userEvent.type(form.getByLabelText(/^موضوع/), 'ab');
    await userEvent.type(form.getByLabelText(/^شرح/), 'چراغ‌های راهروی خوابگاه خاموش است.');
    await userEvent.click(form.getByRole('button', { name: 'ارسال' }));
    expect(await form.findByText('دست‌کم ۳ نویسه وارد کنید.')).toBeInTheDocument();
    expect(form.getByLabelText(/^شرح/)).toHaveValue('چراغ‌های راهروی خوابگاه خاموش است.');
    await userEvent.type(form.getByLabelText(/^موضوع/), 'ص خوابگاه');
    await userEvent.click(form.getByRole('button', { name: 'ارسال' }));
    const view = await screen.findByTestId('feedback-view', {}, wait);
    expect(view).toHaveTextContent('abص خوابگاه');
    expect(within(view).getByTestId('feedback-status')).toHaveTextContent('در انتظار پاسخ');
  });

  it("another user's feedback is not found", async () => {
    await renderShell({ route: '/user/feedbacks/8004' });
    expect(await screen.findByTestId('feedback-not-found', {}, wait)).toHaveTextContent('این بازخورد پیدا نشد.');
  });
});
