import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import {
  item,
  meal,
  programWeek,
  renderPage,
  resetStorage,
  self,
  serveReserveBackend,
  signIn,
  TODAY,
} from '@tests/kits/reservation-test-kit';
import { ReservePage } from '../reserve/reserve-page';
import { VARIANTS } from '../variants';
import { resetReminderSettings } from './reminder-settings';

const food = VARIANTS.food;
// Wednesday 15 January 2025, 10:00 Tehran: Friday the 17th (nothing reserved) closes today at 12:00.
const NOW = new Date('2025-01-15T10:00:00+03:30');
const TOGGLE = 'پیش از پایان مهلت رزرو در سلف مرکزی یادآوری کن';

/** A fake Notification: the permission it starts with and what requestPermission answers. */
function fakeNotification(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const shown: { title: string; body?: string }[] = [];
  const requestPermission = vi.fn(async () => {
    Fake.permission = answer;
    return answer;
  });
  class Fake {
    static permission: NotificationPermission = permission;
    static requestPermission = requestPermission;
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, body: options?.body });
    }
  }
  vi.stubGlobal('Notification', Fake);
  return { shown, requestPermission };
}

function serveCentral() {
  serveReserveBackend({
    selfs: [self(1, 'سلف مرکزی')],
    program: (_id, weekStart) =>
      programWeek(weekStart, (_d, i) => [meal({ programId: 100 + i, programFoodTypes: [item({ id: 10 + i })] })]),
  });
}

const renderReserve = () => renderPage(<ReservePage variant={food} today={TODAY} />, { path: food.paths.reserve });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(NOW);
  resetStorage();
  resetReminderSettings();
  signIn();
  serveCentral();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('reserve reminders', () => {
  it('asks for permission only on the click that turns them on; denied: a clear message, and the banner still reminds', async () => {
    const { shown, requestPermission } = fakeNotification('default', 'denied');
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    await renderReserve();

    await screen.findByText(TOGGLE);
    expect(requestPermission).not.toHaveBeenCalled();
    // Beside the calendar exports, the week planner.
    expect(screen.getByTestId('open-week-plan')).toHaveAttribute('href', food.paths.plan);
    await user.click(screen.getByText(TOGGLE));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByTestId('reminder-permission')).toHaveTextContent('اعلان برای این سایت مجاز نیست');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.reserveReminders) ?? '{}')).toEqual({
      '1': { enabled: true, leadMinutes: 60 },
    });
    expect(await screen.findByTestId('reminder-next')).toHaveTextContent('جمعه');
    expect(screen.queryByTestId('deadline-banner')).not.toBeInTheDocument();

    // Three hours ahead: Friday's deadline (12:00) is within it now.
    await user.selectOptions(screen.getByRole('combobox', { name: 'چه مدت پیش از آن' }), '۳ ساعت پیش از آن');
    const banner = await screen.findByTestId('deadline-banner');
    expect(within(banner).getByTestId('deadline-1-2025-01-17')).toHaveTextContent('سلف مرکزی');
    // The reminder offers to plan the week in one step.
    expect(within(banner).getByRole('link', { name: 'برنامه‌ریزی هفته' })).toHaveAttribute('href', food.paths.plan);
    expect(banner).toHaveTextContent('۱۲:۰۰');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.reserveReminders) ?? '{}')).toEqual({
      '1': { enabled: true, leadMinutes: 180 },
    });
    expect(shown).toEqual([]);
    // The whole reserve page plus a select: on a loaded machine it can outlast the default per-test limit.
  }, 45_000);

  it('rings once, as a notification, when a reminder becomes due while the page is open', async () => {
    localStorage.setItem(STORAGE_KEYS.reserveReminders, JSON.stringify({ '1': { enabled: true, leadMinutes: 60 } }));
    const { shown, requestPermission } = fakeNotification('granted');
    await renderReserve();
    expect(await screen.findByTestId('reminder-next')).toHaveTextContent('جمعه');
    expect(screen.queryByTestId('deadline-banner')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(60 * 60_000 - 1_000));
    expect(shown).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(shown).toHaveLength(1));
    expect(shown[0]!.title).toBe('مهلت رزرو رو به پایان است');
    expect(shown[0]!.body).toContain('سلف مرکزی');
    expect(await screen.findByTestId('deadline-banner')).toHaveTextContent('سلف مرکزی');

    // The deadline passes: the banner goes and nothing rings again.
    await act(() => vi.advanceTimersByTimeAsync(60 * 60_000));
    await waitFor(() => expect(screen.queryByTestId('deadline-banner')).not.toBeInTheDocument());
    expect(shown).toHaveLength(1);
    expect(requestPermission).not.toHaveBeenCalled();
  });
});
