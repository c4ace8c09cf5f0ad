import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { ReservePage } from '../reserve/reserve-page';
import { MOBILE_QUERY } from '@/ui/use-is-mobile';
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
import { VARIANTS } from '../variants';
import { SelfListPage } from './self-list-page';

const sport = VARIANTS.sport;
const week = (_id: number, weekStart: string) =>
  programWeek(
    weekStart,
    (_d, i) =>
      i === 0
        ? [
            meal({
              programId: 900,
              mealTypeName: 'سانس عصر',
              programFoodTypes: [item({ id: 1, foodNames: 'والیبال', selfId: 9 })],
            }),
          ]
        : [],
    1,
  );

function asMobile() {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: query === MOBILE_QUERY,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

let restore: (() => void) | null = null;

beforeEach(() => {
  resetStorage();
  signIn();
});

afterEach(() => {
  restore?.();
  restore = null;
  vi.restoreAllMocks();
});

function renderSports(initial: string) {
  return renderPage(<SelfListPage variant={sport} />, {
    path: sport.paths.selfs,
    route: initial,
    otherPaths: [sport.paths.reserve],
  });
}

describe('self list', () => {
  it("lists the variant's selfs only, and picking one goes to the reserve page", async () => {
    serveReserveBackend({
      selfs: [self(1, 'سلف مرکزی'), self(9, 'سالن شهید چمران', 'SPORT'), self(10, 'استخر دانشگاه', 'SPORT')],
      program: week,
    });
    const user = userEvent.setup({ delay: null });
    const { router } = await renderSports(sport.paths.selfs);
    const list = await screen.findByRole('radiogroup', { name: 'سالن‌های ورزشی' });
    expect(list).not.toHaveTextContent('سلف مرکزی');
    await user.click(screen.getByRole('radio', { name: /استخر دانشگاه/ }));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.selectedSelf) ?? '{}')).toEqual({ sport: 10 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/sport/reserve'));
  });

  it('with one self, selects it and still shows the list (no redirect), whose self goes on to reserve', async () => {
    serveReserveBackend({ selfs: [self(1, 'سلف مرکزی'), self(9, 'سالن شهید چمران', 'SPORT')], program: week });
    const user = userEvent.setup({ delay: null });
    const { router } = await renderSports(sport.paths.selfs);
    const only = await screen.findByRole('radio', { name: /سالن شهید چمران/ });
    await waitFor(() => expect(only).toBeChecked());
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.selectedSelf) ?? '{}')).toEqual({ sport: 9 });
    expect(router.state.location.pathname).toBe('/sport/gyms');
    await user.click(screen.getByRole('link', { name: 'رزرو سانس ورزشی' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sport/reserve'));
  });

  it('on mobile, the reserve page without a self shows the self list first', async () => {
    restore = asMobile();
    serveReserveBackend({
      selfs: [self(9, 'سالن شهید چمران', 'SPORT'), self(10, 'استخر دانشگاه', 'SPORT')],
      program: week,
    });
    const { router } = await renderPage(<ReservePage variant={sport} today={TODAY} />, {
      path: sport.paths.reserve,
      otherPaths: [sport.paths.selfs],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/sport/gyms'));
  });

  it('on mobile, the reserve page has a day selector', async () => {
    restore = asMobile();
    localStorage.setItem(STORAGE_KEYS.selectedSelf, JSON.stringify({ sport: 9 }));
    serveReserveBackend({
      selfs: [self(9, 'سالن شهید چمران', 'SPORT'), self(10, 'استخر دانشگاه', 'SPORT')],
      program: (_id, ws) =>
        programWeek(ws, (_d, i) =>
          i === 4 ? [meal({ programId: 900, programFoodTypes: [item({ id: 5, foodNames: 'شنا' })] })] : [],
        ),
    });
    const user = userEvent.setup({ delay: null });
    await renderPage(<ReservePage variant={sport} today={TODAY} />, { path: sport.paths.reserve });
    // Today (Wednesday, the 5th day) is chosen first.
    expect(await screen.findByRole('button', { name: 'رزرو شنا' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^شنبه/ }));
    expect(screen.queryByRole('button', { name: 'رزرو شنا' })).not.toBeInTheDocument();
  });
});
