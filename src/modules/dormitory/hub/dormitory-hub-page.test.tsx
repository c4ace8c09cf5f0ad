import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/lib/paths';
import { dormitoryConfig, failGet, findLoadFailure, openDormitoryPage } from '@tests/kits/dormitory-test-kit';
import { DormitoryHubPage } from './dormitory-hub-page';

/*
 * /dormitory against the mock world: the current room as a card that leads to the leave form, and
 * the features the roles and flags allow (modules.md 6).
 */

const PATH = paths.Dormitory;

// The first render of a file loads the whole page tree: room for a busy machine.
vi.setConfig({ testTimeout: 30_000 });
const features = () => screen.getAllByTestId(/^feature-/).map((f) => f.getAttribute('data-testid'));

describe('dormitory home (platform.md 2.7)', () => {
  it('shows the current room and every feature the university and the cardex role allow', async () => {
    await openDormitoryPage(<DormitoryHubPage />, { path: PATH });
    const room = await screen.findByRole('link', { name: /اتاق فعلی/ });
    expect(room).toHaveTextContent('خوابگاه فاطمیه، بلوک ب، طبقه اول، اتاق ۲۱۶');
    expect(room).toHaveAttribute('href', paths.DormitoryLeave);
    expect(features()).toEqual([
      'feature-register',
      'feature-pre-register',
      'feature-leave',
      'feature-leave-report',
      'feature-cardexes',
      'feature-attendance',
      'feature-laundry',
    ]);
    expect(screen.getByTestId('feature-attendance')).toHaveAttribute('href', paths.DormitoryAttendanceReport);
  });

  it('without the cardex role, attendance or laundry, offers only the rest', async () => {
    await openDormitoryPage(<DormitoryHubPage />, {
      path: PATH,
      persona: 'student',
      config: dormitoryConfig({ Attendance: false, washer: false }),
    });
    // persona `student`: no cardex role.
    await screen.findAllByTestId(/^feature-/);
    expect(features()).toEqual(['feature-register', 'feature-pre-register', 'feature-leave', 'feature-leave-report']);
  });

  it('student2 has no room: the home says so', async () => {
    await openDormitoryPage(<DormitoryHubPage />, { path: PATH, username: 'student2' });
    expect(await screen.findByText('اکنون در خوابگاه اسکان ندارید.')).toBeInTheDocument();
  });

  it('a failed load of the room breaks only the room card, with "try again"', async () => {
    failGet('/rest/users/me/eskans');
    await openDormitoryPage(<DormitoryHubPage />, { path: PATH });
    const failure = await findLoadFailure();
    expect(screen.getByTestId('feature-register')).toBeInTheDocument();
    await userEvent.click(within(failure).getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('link', { name: /اتاق فعلی/ })).toBeInTheDocument();
  });
});
