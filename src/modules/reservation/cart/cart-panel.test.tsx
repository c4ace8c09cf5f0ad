import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { server } from '@tests/msw-server';
import { ReservePage } from '../reserve/reserve-page';
import {
  item,
  meal,
  ok,
  programWeek,
  renderPage,
  resetStorage,
  self,
  signIn,
  TODAY,
  serveReserveBackend,
} from '@tests/kits/reservation-test-kit';
import { VARIANTS } from '../variants';
import { CART_LIFETIME_MS, resetCartCache } from '@/lib/reserve-cart';

const food = VARIANTS.food;

function freeRestaurant() {
  return serveReserveBackend({
    selfs: [self(3, 'رستوران آزاد', 'NORMAL', { freeRestaurant: true })],
    program: (_id, weekStart) =>
      programWeek(
        weekStart,
        (_d, i) => (i === 0 ? [meal({ programId: 900, programFoodTypes: [item({ id: 1, selfId: 3 })] })] : []),
        1,
      ),
  });
}

beforeEach(() => {
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  resetStorage();
  signIn();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('free-restaurant cart', () => {
  it('adds to the local cart without a reserve call, and empties it 900 s after the last add', async () => {
    const log = freeRestaurant();
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    await renderPage(<ReservePage variant={food} today={TODAY} />, { path: food.paths.reserve });

    await user.click(await screen.findByRole('button', { name: 'افزودن یک عدد چلو کباب به سبد خرید' }));
    expect(await screen.findByTestId('cart-panel')).toHaveTextContent('۱ عدد');
    expect(log.reserveBodies).toEqual([]);

    await act(async () => {
      vi.advanceTimersByTime(10 * 60 * 1000);
    });
    await user.click(screen.getByTestId('cart-plus-1'));
    expect(screen.getByTestId('cart-panel')).toHaveTextContent('۲ عدد');

    // 899 s after the last add: still there; at 900 s: gone.
    await act(async () => {
      vi.advanceTimersByTime(CART_LIFETIME_MS - 1000);
    });
    expect(screen.getByTestId('cart-panel')).toHaveTextContent('۲ عدد');
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    await waitFor(() => expect(screen.getByTestId('cart-panel')).toHaveTextContent('سبد خرید خالی است.'));
    expect(localStorage.getItem(STORAGE_KEYS.reserveCart)).toBeNull();
    expect(screen.getByRole('button', { name: 'افزودن یک عدد چلو کباب به سبد خرید' })).toBeInTheDocument();
  });

  it('keeps the cart across a reload', async () => {
    freeRestaurant();
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    const first = await renderPage(<ReservePage variant={food} today={TODAY} />, { path: food.paths.reserve });
    await user.click(await screen.findByRole('button', { name: 'افزودن یک عدد چلو کباب به سبد خرید' }));
    await screen.findByText('۱ عدد');
    first.unmount();
    resetCartCache();

    await renderPage(<ReservePage variant={food} today={TODAY} />, { path: food.paths.reserve });
    expect(await screen.findByTestId('cart-counter-1')).toHaveTextContent('۱');
    expect(screen.getByTestId('cart-panel')).toHaveTextContent('چلو کباب');
  });

  it('checks out through the login token and the legacy reserve page', async () => {
    freeRestaurant();
    server.use(http.get('*/rest/users/me/login-token', () => HttpResponse.json(ok('LOGIN-TOKEN'))));
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, href: window.location.href, assign });
    try {
      await renderPage(<ReservePage variant={food} today={TODAY} />, { path: food.paths.reserve });
      await user.click(await screen.findByRole('button', { name: 'افزودن یک عدد چلو کباب به سبد خرید' }));
      await user.click(await screen.findByRole('button', { name: 'تکمیل خرید' }));
      await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
      const url = new URL(assign.mock.calls[0]![0] as string);
      expect(url.pathname).toBe('/reserve');
      expect(url.searchParams.get('loginToken')).toBe('LOGIN-TOKEN');
      expect(url.searchParams.getAll('programId')).toEqual(['900']);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
