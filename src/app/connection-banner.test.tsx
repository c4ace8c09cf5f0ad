import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, setTokens } from '@/api/tokens';
import { cachedDataTime } from '@/lib/cached-data-time';
import { API_CACHE } from '@/lib/offline-cache';
import { renderApp } from '@tests/render';
import { makeJwt } from '@tests/unit/api/transport-kit';
import { ConnectionBanner } from './connection-banner';

/**
 * The service worker's API cache with one week of reserves of the signed-in `student` answered at
 * `date` (jsdom has no Cache Storage); the worker keys answers by user.
 */
function cachedReservesAt(date: string) {
  setTokens({ accessToken: makeJwt({ user_name: 'student', authorities: ['ROLE_STUDENT'] }), refreshToken: 'r' });
  const url = 'http://localhost/rest/reserves?weekStartDate=2025-01-11&selfType=NORMAL&__user=student';
  const cache = { keys: async () => [new Request(url)], match: async () => new Response('{}', { headers: { date } }) };
  vi.stubGlobal('caches', {
    has: async (name: string) => name === API_CACHE,
    open: async () => cache,
    delete: async () => true,
  });
}

afterEach(() => {
  clearTokens();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('connection banner: offline', () => {
  it('shows nothing online', async () => {
    await renderApp(<ConnectionBanner />);
    expect(screen.queryByTestId('connection-banner')).not.toBeInTheDocument();
  });

  it('says so on a page started offline, with the Jalali time of the cached data', async () => {
    // Midday UTC: the same Jalali day in every time zone the tests may run in.
    cachedReservesAt(new Date('2025-01-15T12:00:00Z').toUTCString());
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderApp(<ConnectionBanner />);
    const banner = screen.getByTestId('connection-banner');
    expect(banner).toHaveTextContent('اتصال اینترنت شما قطع است');
    expect(await screen.findByTestId('offline-data-time')).toHaveTextContent(
      /مربوط به \W*۱۴۰۳\/۱۰\/۲۶\W+[۰-۹]{2}:[۰-۹]{2}/,
    );
  });

  it('in English and Arabic too', async () => {
    cachedReservesAt(new Date('2025-01-15T12:00:00Z').toUTCString());
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { unmount } = await renderApp(<ConnectionBanner />, { lng: 'en' });
    expect(await screen.findByTestId('offline-data-time')).toHaveTextContent(
      /The data shown is from \W*1403\/10\/26\W+\d{2}:\d{2}/,
    );
    unmount();
    await renderApp(<ConnectionBanner />, { lng: 'ar' });
    expect(await screen.findByTestId('offline-data-time')).toHaveTextContent(
      /البيانات المعروضة من \W*١٤٠٣\/١٠\/٢٦\W+[٠-٩]{2}:[٠-٩]{2}/,
    );
  });

  it('without cached data, says it is offline without a time', async () => {
    setTokens({ accessToken: makeJwt({ user_name: 'student', authorities: ['ROLE_STUDENT'] }), refreshToken: 'r' });
    const has = vi.fn(async () => false);
    vi.stubGlobal('caches', { has });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderApp(<ConnectionBanner />);
    expect(screen.getByTestId('connection-banner')).toHaveTextContent('اتصال اینترنت شما قطع است');
    // The banner has asked the cache; the same read, asked after it, has answered: so has the banner's.
    await vi.waitFor(() => expect(has).toHaveBeenCalledWith(API_CACHE));
    await act(() => cachedDataTime('student'));
    expect(screen.queryByTestId('offline-data-time')).not.toBeInTheDocument();
  });
});
