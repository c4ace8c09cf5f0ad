import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@tests/render';
import { relativeUntil, ReserveCountdown } from './reserve-countdown';

// Wednesday 15 January 2025, 08:30 Tehran: Friday's reserving closes at 12:00 today (two days before).
const NOW = new Date('2025-01-15T08:30:00+03:30');

afterEach(() => {
  vi.useRealTimers();
});

describe('reserve countdown', () => {
  it('says in the language on screen how long is left: minutes, hours, days', () => {
    expect(relativeUntil(5 * 3_600_000 + 59 * 60_000, 'fa')).toBe('۵ ساعت بعد');
    expect(relativeUntil(20 * 60_000, 'en')).toBe('in 20 minutes');
    expect(relativeUntil(3 * 86_400_000, 'en')).toBe('in 3 days');
    expect(relativeUntil(2 * 3_600_000, 'ar')).toBe('خلال ساعتين');
  });

  it("counts down to the day's deadline each minute, and is gone once it has passed", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(NOW);
    await renderApp(<ReserveCountdown date="2025-01-17" open />);
    expect(screen.getByTestId('reserve-countdown')).toHaveTextContent('مهلت رزرو: ۳ ساعت بعد');
    // 3 h 1 min later: 29 minutes are left, the minute's timer renders it.
    await act(async () => {
      vi.advanceTimersByTime(3 * 3_600_000 + 60_000);
    });
    expect(screen.getByTestId('reserve-countdown')).toHaveTextContent('مهلت رزرو: ۲۹ دقیقه بعد');
    await act(async () => {
      vi.advanceTimersByTime(30 * 60_000);
    });
    expect(screen.queryByTestId('reserve-countdown')).not.toBeInTheDocument();
  });

  it('shows nothing for a day with nothing left to reserve', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    await renderApp(<ReserveCountdown date="2025-01-17" open={false} />);
    expect(screen.queryByTestId('reserve-countdown')).not.toBeInTheDocument();
  });
});
