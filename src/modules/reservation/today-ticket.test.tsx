/*
 * Today's ticket one tap from the home: the home's link (when today has a reserve) opens the reserve
 * page with today's details, its QR code, against the mock world (the student has this week's lunches).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { resetWorld, TEST_NOW } from '@tests/msw-server';
import { renderPage, resetStorage, signInToWorld, TODAY } from '@tests/kits/reservation-test-kit';
import { ReservePage } from './reserve/reserve-page';
import { TodayTicketLink } from './today-ticket-link';
import { VARIANTS } from './variants';

const food = VARIANTS.food;

vi.setConfig({ testTimeout: 30_000 });

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date(TEST_NOW));
  resetWorld();
  resetStorage();
  await signInToWorld();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("today's ticket", () => {
  it('the home links to it when today has a reserve, naming the meals', async () => {
    const { router } = await renderPage(<TodayTicketLink variant={food} />, {
      path: '/',
      otherPaths: [food.paths.reserve],
    });
    const link = await screen.findByRole('link', { name: /^بلیت امروز: / });
    expect(link).toHaveAccessibleName(/ناهار/);
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/food/reserve'));
    expect(router.state.location.search).toBe('?ticket=2025-01-15');
    // Its self is remembered when none was chosen: a phone's reserve page then shows the ticket, not the self list.
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.selectedSelf) ?? '{}')).toEqual({ food: 1 });
  });

  it('the reserve page opened for it shows today’s details with the QR code, and takes the parameter out', async () => {
    localStorage.setItem(STORAGE_KEYS.selectedSelf, JSON.stringify({ food: 1 }));
    const { router } = await renderPage(<ReservePage variant={food} today={TODAY} />, {
      path: food.paths.reserve,
      route: `${food.paths.reserve}?ticket=2025-01-15`,
    });
    const details = await screen.findByTestId('reserve-details', {}, { timeout: 15_000 });
    expect((await within(details).findAllByTestId('reserve-qr')).length).toBeGreaterThan(0);
    expect(router.state.location.search).toBe('');
  });
});
