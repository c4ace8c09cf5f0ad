/*
 * Today at one tap: the home's next-meal card (food, hall, serve window, its QR code) and the day's
 * tickets in place, against the mock world (the student has this week's lunches; TEST_NOW is
 * Wednesday 08:30, so the next meal is Wednesday's lunch). The installed app's shortcut
 * (`/?ticket=next`) opens the tickets at once; the reserve page opened for a day's ticket still does.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { resetWorld, TEST_NOW } from '@tests/msw-server';
import { renderPage, resetStorage, signInToWorld, TODAY } from '@tests/kits/reservation-test-kit';
import { ReservePage } from '../reserve/reserve-page';
import { VARIANTS } from '../variants';
import { NextMealCard } from './next-meal-card';

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

describe('the next meal on the home', () => {
  it('shows the food, meal, hall and count with its delivery QR, and opens the day’s tickets in place', async () => {
    const { router } = await renderPage(<NextMealCard variant={food} />, { path: '/' });
    const card = await screen.findByRole('region', { name: /^وعدهٔ بعدی شما: باقالی‌پلو با مرغ، ناهار، امروز$/ });
    expect(within(card).getByTestId('next-meal-food')).toHaveTextContent('باقالی‌پلو با مرغ');
    expect(card).toHaveTextContent('ناهار · سلف مرکزی · ۱ عدد');
    expect(within(card).getByTestId('next-meal-window')).toHaveTextContent(/۱۱:۳۰.*تا.*۱۴:۰۰/);
    expect(within(card).getByRole('img', { name: /باقالی‌پلو با مرغ/ })).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'بلیت و کد فراموشی کارت' }));
    const details = await screen.findByTestId('reserve-details', {}, { timeout: 15_000 });
    expect((await within(details).findAllByTestId('reserve-qr')).length).toBeGreaterThan(0);
    expect(within(details).getAllByRole('button', { name: /کد فراموشی کارت/ }).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/');
  });

  it('the shortcut’s address opens the tickets at once, then leaves the address', async () => {
    const { router } = await renderPage(<NextMealCard variant={food} />, { path: '/', route: '/?ticket=next' });
    const details = await screen.findByTestId('reserve-details', {}, { timeout: 15_000 });
    expect((await within(details).findAllByTestId('reserve-qr')).length).toBeGreaterThan(0);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('the reserve page opened for a day’s ticket shows its details with the QR code, and takes the parameter out', async () => {
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
