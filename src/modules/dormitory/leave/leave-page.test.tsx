import { act, cleanup, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emitAppEvent } from '@/api/app-events';
import { paths } from '@/lib/paths';
import { asSignedIn, openDormitoryPage, pickDay } from '@tests/kits/dormitory-test-kit';
import { LeavePage } from './leave-page';

/*
 * /dormitory/leave against the mock world (persona `dormitory`): the student lives in خوابگاه
 * فاطمیه, بلوک ب; student2 has no accommodation, which the server refuses a leave for. The date
 * pickers open on the real today; the page's own "today" is left real too, except where a past
 * date is the point.
 */

const PATH = paths.DormitoryLeave;

// Whole forms with four date pickings on a shared, busy machine.
vi.setConfig({ testTimeout: 30_000 });
// Each test starts without the drafts an earlier test's form left.
beforeEach(() => localStorage.clear());

/** Fills text fields as a paste each (typing Persian letter by letter is slow in jsdom). */
async function fillTexts(
  user: UserEvent,
  values: { relation?: string; mobile?: string; phone?: string; address?: string },
) {
  const fields = {
    relation: /نسبت میزبان/,
    mobile: /تلفن همراه/,
    phone: /تلفن ثابت/,
    address: /نشانی محل اقامت/,
  } as const;
  for (const [key, label] of Object.entries(fields)) {
    const value = values[key as keyof typeof fields];
    if (!value) continue;
    await user.click(screen.getByRole('textbox', { name: label }));
    await user.paste(value);
  }
}

const complete = { relation: 'خاله', mobile: '۰۹۱۲۳۴۵۶۷۸۹', phone: '02155667788', address: 'قم، خیابان صفائیه' };

describe('leave request form (modules.md 2.6 item 2)', () => {
  it('shows the current dormitory and block, and says what is wrong with each field as it is typed', async () => {
    const user = userEvent.setup({ delay: null });
    await openDormitoryPage(<LeavePage />, { path: PATH });
    expect(await screen.findByTestId('leave-current')).toHaveTextContent('محل اسکان: خوابگاه فاطمیه، بلوک ب');
    const submit = screen.getByTestId('leave-submit');
    expect(submit).toBeDisabled();

    await fillTexts(user, { mobile: '0912', phone: '021-55' });
    expect(screen.getByText('شماره همراه باید با ۰۹ شروع شود و ۱۱ رقم باشد.')).toBeInTheDocument();
    expect(screen.getByText('شماره تلفن فقط رقم است.')).toBeInTheDocument();
    const relation = screen.getByRole('textbox', { name: /نسبت میزبان/ });
    await user.type(relation, 'x');
    await user.clear(relation);
    expect(screen.getByText('این فیلد الزامی است.')).toBeInTheDocument();

    await pickDay(user, /از تاریخ/, 3);
    await pickDay(user, /تا تاریخ/, 1);
    expect(screen.getByText('تاریخ پایان نباید پیش از تاریخ شروع باشد.')).toBeInTheDocument();
    // The calendar reopens on the chosen day (one after today): four on is after the start.
    await pickDay(user, /تا تاریخ/, 4);
    expect(screen.queryByText('تاریخ پایان نباید پیش از تاریخ شروع باشد.')).not.toBeInTheDocument();
    expect(submit).toBeDisabled();
    // What was typed stays; the errors go as the fields are corrected.
    expect(screen.getByRole('textbox', { name: /تلفن همراه/ })).toHaveValue('0912');
  });

  it('refuses a start in the past', async () => {
    const user = userEvent.setup({ delay: null });
    // The page's today a week after the picker's today: the picker's today is in the past.
    await openDormitoryPage(<LeavePage today={new Date(Date.now() + 7 * 86_400_000)} />, { path: PATH });
    await screen.findByTestId('leave-current');
    await pickDay(user, /از تاریخ/, 0);
    expect(screen.getByText('تاریخ شروع نباید گذشته باشد.')).toBeInTheDocument();
  });

  it('sends a complete request (Persian digits normalised) and goes to the dormitory home', async () => {
    const user = userEvent.setup({ delay: null });
    await openDormitoryPage(<LeavePage />, { path: PATH, otherPaths: [paths.Dormitory] });
    await screen.findByTestId('leave-current');
    await pickDay(user, /از تاریخ/, 2);
    await pickDay(user, /تا تاریخ/, 4);
    await fillTexts(user, complete);
    await user.click(screen.getByTestId('leave-submit'));
    expect(await screen.findByTestId('other-page')).toHaveTextContent(paths.Dormitory);
    const list = await asSignedIn('GET', '/rest/me/dormitory-leave?page=0&limit=10');
    expect(list.body.payload.content[0]).toMatchObject({
      relation: 'خاله',
      mobileNumber: '09123456789',
      phoneNumber: '02155667788',
      status: 'NOT_CHECKED',
    });
  });

  it("shows the server's refusal and keeps what was typed (student2 has no accommodation)", async () => {
    const user = userEvent.setup({ delay: null });
    await openDormitoryPage(<LeavePage />, { path: PATH, username: 'student2', otherPaths: [paths.Dormitory] });
    expect(await screen.findByTestId('leave-current')).toHaveTextContent('اکنون در خوابگاه اسکان ندارید.');
    await pickDay(user, /از تاریخ/, 2);
    await pickDay(user, /تا تاریخ/, 2);
    await fillTexts(user, complete);
    await user.click(screen.getByTestId('leave-submit'));
    expect(await screen.findByText('شما در خوابگاه اسکان ندارید.')).toBeInTheDocument();
    expect(screen.queryByTestId('other-page')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /نسبت میزبان/ })).toHaveValue('خاله');
    expect(screen.getByRole('textbox', { name: /نشانی محل اقامت/ })).toHaveValue('قم، خیابان صفائیه');
    expect(screen.getByTestId('leave-submit')).toBeEnabled();
  });

  it('keeps what was typed across a session end, for the same student only', async () => {
    const user = userEvent.setup({ delay: null });
    await openDormitoryPage(<LeavePage />, { path: PATH, otherPaths: ['/login'] });
    await screen.findByTestId('leave-current');
    await pickDay(user, /از تاریخ/, 2);
    await fillTexts(user, { relation: 'خاله', address: 'قم، خیابان صفائیه' });
    // Another tab's refresh was refused: the session ends under the form.
    act(() => emitAppEvent('session.expired', { next: PATH }));
    expect(await screen.findByTestId('other-page')).toHaveTextContent('/login');
    cleanup();

    await openDormitoryPage(<LeavePage />, { path: PATH });
    await screen.findByTestId('leave-current');
    expect(screen.getByTestId('draft-restored')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /نسبت میزبان/ })).toHaveValue('خاله');
    expect(screen.getByRole('textbox', { name: /نشانی محل اقامت/ })).toHaveValue('قم، خیابان صفائیه');
    expect(screen.getByTestId('leave-from')).not.toHaveTextContent(/^$/);
    cleanup();

    // Another student on this browser gets an empty form.
    await openDormitoryPage(<LeavePage />, { path: PATH, username: 'student2' });
    await screen.findByTestId('leave-current');
    expect(screen.queryByTestId('draft-restored')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /نسبت میزبان/ })).toHaveValue('');
  });

  it('forgets the draft once the request is sent', async () => {
    const user = userEvent.setup({ delay: null });
    await openDormitoryPage(<LeavePage />, { path: PATH, otherPaths: [paths.Dormitory] });
    await screen.findByTestId('leave-current');
    await pickDay(user, /از تاریخ/, 2);
    await pickDay(user, /تا تاریخ/, 4);
    await fillTexts(user, complete);
    await user.click(screen.getByTestId('leave-submit'));
    expect(await screen.findByTestId('other-page')).toHaveTextContent(paths.Dormitory);
    cleanup();
    await openDormitoryPage(<LeavePage />, { path: PATH });
    await screen.findByTestId('leave-current');
    expect(screen.queryByTestId('draft-restored')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /نسبت میزبان/ })).toHaveValue('');
  });
});
