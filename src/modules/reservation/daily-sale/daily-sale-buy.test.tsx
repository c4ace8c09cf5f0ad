/*
 * A daily-sale buy moves money. Against the mock world (its rules, its credit): one click is
 * one PUT whatever the latency, a buy still pending when its modal is closed shows as pending when it
 * is opened again, and a lost answer re-reads the counts before saying "check before retrying".
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addFault, clearFaults } from '@mocks/faults';
import { resetWorld, server, TEST_NOW } from '@tests/msw-server';
import { renderPage, resetStorage, signInToWorld } from '@tests/kits/reservation-test-kit';
import { VARIANTS } from '../variants';
import { DailySalePage } from './daily-sale-page';

const food = VARIANTS.food;
const BUY_PATH = '/rest/daily-sell-programs/:id/reserve-daily-sell';

vi.setConfig({ testTimeout: 30_000 });

function countBuys() {
  const seen = { puts: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT' && /\/reserve-daily-sell$/.test(new URL(request.url).pathname)) seen.puts += 1;
  });
  return seen;
}

async function openFirstCard() {
  await renderPage(<DailySalePage variant={food} />, { path: food.paths.dailySale });
  const card = (await screen.findAllByTestId(/^daily-card-\d+$/))[0]!;
  return { card, plus: within(card).getByRole('button', { name: /^خرید یک عدد/ }) };
}

const modal = () => screen.findByRole('dialog', { name: 'خرید از فروش روزانه' });

beforeEach(async () => {
  // The sale windows are read against the device's clock: the world's (only Date is faked).
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date(TEST_NOW));
  resetWorld();
  resetStorage();
  await signInToWorld();
});
afterEach(() => {
  vi.useRealTimers();
  clearFaults();
  server.events.removeAllListeners();
});

describe('daily-sale buy: one click, one purchase', () => {
  it('a double click on "reserve" under latency sends one PUT', async () => {
    const seen = countBuys();
    addFault({ method: 'PUT', path: BUY_PATH, kind: 'latency', delayMs: 400 });
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    const { card, plus } = await openFirstCard();
    await user.click(plus);
    const reserve = within(await modal()).getByRole('button', { name: 'رزرو' });
    fireEvent.click(reserve);
    fireEvent.click(reserve);
    await waitFor(() => expect(within(card).getByTestId('daily-chosen')).toHaveTextContent('۱'));
    expect(seen.puts).toBe(1);
  });

  it('Esc while the buy is pending, then open it again: the buy shows pending and a click sends nothing more', async () => {
    const seen = countBuys();
    addFault({ method: 'PUT', path: BUY_PATH, kind: 'latency', delayMs: 1500 });
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    const { card, plus } = await openFirstCard();
    await user.click(plus);
    await user.click(within(await modal()).getByRole('button', { name: 'رزرو' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(plus);
    const again = within(await modal()).getByTestId('daily-reserve');
    // Still the first buy's: pending, so disabled; a click that lands anyway sends nothing.
    await waitFor(() => expect(again).toHaveAttribute('data-loading', 'true'));
    fireEvent.click(again);
    await waitFor(() => expect(within(card).getByTestId('daily-chosen')).toHaveTextContent('۱'));
    // The buy's end closes the modal that shows it, whichever opened it.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen.puts).toBe(1);
  });

  it('the buy is done and its answer lost: the counts are re-read, then "check before retrying"', async () => {
    const seen = countBuys();
    addFault({ method: 'PUT', path: BUY_PATH, kind: 'drop-after', times: 1 });
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    const { card, plus } = await openFirstCard();
    await user.click(plus);
    await user.click(within(await modal()).getByRole('button', { name: 'رزرو' }));
    const unknown = await screen.findByTestId('daily-buy-outcome-unknown');
    expect(unknown).toHaveTextContent('پیش از تلاش دوباره');
    // The card already shows the purchase the server made.
    expect(within(card).getByTestId('daily-chosen')).toHaveTextContent('۱');
    await act(() => Promise.resolve());
    expect(seen.puts).toBe(1);
  });
});
