import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@tests/msw-server';
import {
  json,
  ok,
  renderPage,
  reserve,
  reserveWeek,
  resetStorage,
  signIn,
  TODAY,
  WEEK_START,
} from '@tests/kits/reservation-test-kit';
import { VARIANTS } from '../variants';
import { ReservesReportPage } from './reserves-report-page';

const food = VARIANTS.food;

function serveReport() {
  const weeks: string[] = [];
  server.use(
    http.get('*/rest/reserves', ({ request }) => {
      const url = new URL(request.url);
      const weekStart = url.searchParams.get('weekStartDate') ?? '';
      weeks.push(`${weekStart}:${url.searchParams.get('selfType')}`);
      return json(
        ok(
          reserveWeek(weekStart, (_d, i) =>
            i === 0
              ? [
                  { mealTypeId: 1, reserve: reserve({ id: 1, mealTypeId: 1, consumed: true, selectedCount: 1 }) },
                  {
                    mealTypeId: 2,
                    reserve: reserve({ id: 2, selectedCount: 2 }),
                    teammateReserve: [reserve({ id: 3, selectedCount: 3, username: '4012' })],
                  },
                ]
              : [],
          ),
        ),
      );
    }),
  );
  return weeks;
}

beforeEach(() => {
  resetStorage();
  signIn();
});

describe('weekly reserve report', () => {
  it("reads 'no reservation', 'reserved (n)', 'consumed (n)' and 'group (n)'", async () => {
    const weeks = serveReport();
    await renderPage(<ReservesReportPage variant={food} today={TODAY} />, { path: food.paths.report });
    const table = await screen.findByTestId('report-table');
    expect(weeks[0]).toBe(`${WEEK_START}:NORMAL`);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['تاریخ', 'صبحانه', 'ناهار', 'شام']);
    expect(screen.getByTestId('report-cell-2025-01-11-1')).toHaveTextContent('مصرف شده (۱)');
    expect(screen.getByTestId('report-cell-2025-01-11-2')).toHaveTextContent('رزرو شده (۲)');
    expect(screen.getByTestId('report-cell-2025-01-11-2')).toHaveTextContent('گروهی (۳)');
    expect(screen.getByTestId('report-cell-2025-01-11-3')).toHaveTextContent('بدون رزرو');
    expect(screen.getByTestId('report-cell-2025-01-12-2')).toHaveTextContent('بدون رزرو');
  });

  it('prints the week: a labelled Print button calls window.print, the print heading names the Jalali week', async () => {
    serveReport();
    const printed = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await renderPage(<ReservesReportPage variant={food} today={TODAY} />, { path: food.paths.report });
    await screen.findByTestId('report-table');
    await userEvent.click(screen.getByRole('button', { name: 'چاپ' }));
    expect(printed).toHaveBeenCalledTimes(1);
    // Only shown on paper (print stylesheet): the week's range in Jalali with Persian digits.
    expect(screen.getByTestId('report-print-week')).toHaveTextContent(/هفته .*۱۴۰۳\/۱۰\/۲۲.*۱۴۰۳\/۱۰\/۲۸/);
    printed.mockRestore();
  });

  it('opens the day details from a cell, and pages weeks with the dots', async () => {
    const weeks = serveReport();
    const user = userEvent.setup({ delay: null });
    await renderPage(<ReservesReportPage variant={food} today={TODAY} />, { path: food.paths.report });
    await user.click(await screen.findByTestId('report-cell-2025-01-11-2'));
    const dialog = await screen.findByRole('dialog', { name: /جزئیات رزرو شنبه/ });
    expect(within(dialog).getByText('رزروکننده: 4012')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'بستن پنجره' }));

    await user.click(screen.getByRole('button', { name: 'هفته ۷ از ۱۰' }));
    await waitFor(() => expect(weeks).toContain('2025-01-18:NORMAL'));
    expect(screen.getByTestId('report-week')).toHaveAttribute('data-index', '6');
  });
});
