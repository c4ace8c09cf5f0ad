import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/lib/paths';
import { TEST_NOW } from '@tests/msw-server';
import { dormitoryConfig, openDormitoryPage, pickDay } from '@tests/kits/dormitory-test-kit';
import { AttendancePage } from './attendance-page';

/*
 * /dormitory/attendance-report against the mock world (persona `dormitory`): the student's gate
 * records of the 60 days before TEST_NOW, out in the morning and in at night, most days. The
 * browser's date is TEST_NOW too, so the pickers open on the world's today.
 */

const PATH = paths.DormitoryAttendanceReport;
const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(TEST_NOW));
});
afterEach(() => {
  vi.useRealTimers();
});

async function pickRange(user: ReturnType<typeof setup>, fromDaysAgo: number, toDaysAgo: number) {
  await pickDay(user, /از تاریخ/, -fromDaysAgo);
  await pickDay(user, /تا تاریخ/, -toDaysAgo);
}

describe('attendance report (modules.md 2.6 item 7)', () => {
  it('asks for a range first, then pages entries and exits ten rows a page on desktop', async () => {
    const user = setup();
    await openDormitoryPage(<AttendancePage />, { path: PATH });
    expect(await screen.findByText('بازه زمانی را انتخاب کنید.')).toBeInTheDocument();
    await pickRange(user, 10, 0);
    const table = await screen.findByTestId('attendance-table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    // Newest first: the night before TEST_NOW is an entry (attendanceType -1), that morning an exit.
    expect(rows[0]).toHaveTextContent('ورود');
    expect(rows[0]).toHaveTextContent('۱۴۰۳/۱۰/۲۵');
    expect(rows[1]).toHaveTextContent('خروج');
    await user.click(screen.getByRole('button', { name: 'صفحه ۲' }));
    // The older days of the range: six records, the newest day of the range gone.
    expect(await screen.findAllByText(/^۱۴۰۳\/۱۰\/۱۷/)).toHaveLength(2);
    expect(within(screen.getByTestId('attendance-table')).getAllByRole('row')).toHaveLength(7);
    expect(screen.queryByText(/^۱۴۰۳\/۱۰\/۲۵/)).not.toBeInTheDocument();
  });

  it('says there is nothing in a range without records', async () => {
    const user = setup();
    await openDormitoryPage(<AttendancePage />, { path: PATH });
    await screen.findByText('بازه زمانی را انتخاب کنید.');
    await pickRange(user, -1, -3);
    expect(await screen.findByText('در این بازه زمانی موردی یافت نشد.')).toBeInTheDocument();
  });

  it('on a phone, a list of 30 with the dormitory and block, and more on demand', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query.includes('max-width') });
    try {
      const user = setup();
      await openDormitoryPage(<AttendancePage />, { path: PATH });
      await screen.findByText('بازه زمانی را انتخاب کنید.');
      await pickRange(user, 30, 0);
      const more = await screen.findByRole('button', { name: 'نمایش موارد بیشتر' });
      expect(screen.getAllByText('خوابگاه فاطمیه، بلوک ب')).toHaveLength(30);
      await user.click(more);
      await screen.findByText('به انتهای فهرست رسیدید');
      expect(screen.getAllByText('خوابگاه فاطمیه، بلوک ب').length).toBeGreaterThan(30);
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('needs the Attendance flag of the university', async () => {
    await openDormitoryPage(<AttendancePage />, { path: PATH, config: dormitoryConfig({ Attendance: false }) });
    expect(await screen.findByText('گزارش تردد برای دانشگاه شما فعال نیست.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /از تاریخ/ })).not.toBeInTheDocument();
  });
});
