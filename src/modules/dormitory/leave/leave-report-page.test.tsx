import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths';
import { asSignedIn, failGet, findLoadFailure, openDormitoryPage } from '@tests/kits/dormitory-test-kit';
import { LeaveReportPage } from './leave-report-page';

/*
 * /dormitory/leave-report against the mock world (persona `dormitory`, clock at TEST_NOW,
 * 2025-01-15): the student has a CHECKED leave (پدر) and one she cancelled (مادر).
 */

const PATH = paths.DormitoryLeaveReport;

const leave = (relation: string, fromDate = '2025-01-20', toDate = '2025-01-22') =>
  asSignedIn('POST', '/rest/me/dormitory-leave', {
    fromDate,
    toDate,
    relation,
    address: 'تهران',
    mobileNumber: '09121112233',
    phoneNumber: '02122223333',
    description: '',
    status: 'NOT_CHECKED',
  });

const rowOf = (text: string) => screen.getAllByRole('row').find((r) => r.textContent?.includes(text))!;

describe('leave report (modules.md 2.6 item 3)', () => {
  it('shows each request with Jalali dates and its status; only a NOT_CHECKED one can be cancelled, and is', async () => {
    const user = userEvent.setup({ delay: null });
    await openDormitoryPage(<LeaveReportPage />, { path: PATH, beforeRender: () => leave('خواهر') });
    await screen.findByText('خواهر');
    expect(screen.getAllByRole('row')).toHaveLength(4);
    const fresh = rowOf('خواهر');
    expect(fresh).toHaveTextContent('۱۴۰۳/۱۱/۰۱');
    expect(fresh).toHaveTextContent('۱۴۰۳/۱۱/۰۳');
    expect(fresh).toHaveTextContent('۰۹۱۲۱۱۱۲۲۳۳');
    expect(fresh).toHaveTextContent('در حال بررسی');
    expect(rowOf('پدر')).toHaveTextContent('پذیرفته شده');
    expect(rowOf('مادر')).toHaveTextContent('لغو شده');
    expect(within(rowOf('پدر')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rowOf('مادر')).queryByRole('button')).not.toBeInTheDocument();

    // Asked first: "keep it" leaves the request as it was; "yes" cancels it.
    await user.click(within(fresh).getByRole('button', { name: /^لغو درخواست/ }));
    const ask = await screen.findByRole('dialog', { name: 'لغو درخواست مرخصی' });
    expect(ask).toHaveTextContent('۱۴۰۳/۱۱/۰۱');
    await user.click(within(ask).getByRole('button', { name: 'انصراف' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowOf('خواهر')).toHaveTextContent('در حال بررسی');
    await user.click(within(rowOf('خواهر')).getByRole('button', { name: /^لغو درخواست/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'لغو درخواست مرخصی' })).getByRole('button', {
        name: 'بله، لغو شود',
      }),
    );
    await waitFor(() => expect(rowOf('خواهر')).toHaveTextContent('لغو شده'));
    expect(within(rowOf('خواهر')).queryByRole('button')).not.toBeInTheDocument();
    // The server kept it: a fresh list says the same.
    const list = await asSignedIn('GET', '/rest/me/dormitory-leave?page=0&limit=10');
    expect(list.body.payload.content[0]).toMatchObject({ relation: 'خواهر', status: 'CANCEL_BY_OWNER' });
  });

  it('pages ten requests at a time (modules.md 9)', async () => {
    const user = userEvent.setup({ delay: null });
    const nine = async () => {
      for (let i = 1; i <= 9; i++) await leave(`همراه ${i}`);
    };
    await openDormitoryPage(<LeaveReportPage />, { path: PATH, beforeRender: nine });
    await screen.findByText('همراه 1');
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(screen.queryByText('پدر')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'صفحه ۲' }));
    await screen.findByText('پدر');
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it('says so when there is no request (student2)', async () => {
    await openDormitoryPage(<LeaveReportPage />, { path: PATH, username: 'student2' });
    expect(await screen.findByText('درخواست مرخصی ثبت نشده است.')).toBeInTheDocument();
  });

  it('a failed load offers "try again", which loads the list', async () => {
    failGet('/rest/me/dormitory-leave');
    await openDormitoryPage(<LeaveReportPage />, { path: PATH });
    const failure = await findLoadFailure();
    await userEvent.click(within(failure).getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByText('پدر')).toBeInTheDocument();
  });
});
