/*
 * Selling a reserved meal as free food moves money. One click on the menu item is one PUT,
 * and an answer lost after the server acted is re-read and announced as "check before retrying"
 * (the menu has closed: a notification says it).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@tests/msw-server';
import {
  item,
  meal,
  programWeek,
  renderPage,
  resetStorage,
  self,
  serveReserveBackend,
  signIn,
  testConfig,
  TODAY,
} from '@tests/kits/reservation-test-kit';
import { VARIANTS } from '../variants';
import { ReservePage } from './reserve-page';

const food = VARIANTS.food;
const KABAB = 'چلو کباب';

function sellableWeek() {
  return (_selfId: number, weekStart: string) =>
    programWeek(
      weekStart,
      (_date, index) =>
        index === 0
          ? [meal({ programId: 900, programFoodTypes: [item({ id: 1, selectedCount: 1, saleableFreeFood: true })] })]
          : [],
      1,
    );
}

/** Serves the sell call: counts it, answers once `held` settles, or drops the answer once the sale is made. */
function serveSell({ held, drop = false }: { held?: Promise<void>; drop?: boolean }) {
  const seen = { puts: 0 };
  server.use(
    http.put('*/rest/reserves/v2/:id/sell-reserve', async () => {
      seen.puts += 1;
      await held;
      return drop ? HttpResponse.error() : HttpResponse.json({ type: 'SUCCESS', payload: null });
    }),
  );
  return seen;
}

beforeEach(() => {
  resetStorage();
  signIn();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => document.querySelectorAll('.mantine-Notifications-root').forEach((n) => n.replaceChildren()));

async function openMenu() {
  serveReserveBackend({ selfs: [self(1, 'سلف مرکزی')], program: sellableWeek() });
  const user = userEvent.setup({ delay: null });
  await renderPage(<ReservePage variant={food} today={TODAY} />, { path: food.paths.reserve, config: testConfig() });
  await user.click(await screen.findByRole('button', { name: `عملیات بیشتر برای ${KABAB}` }));
  return screen.findByRole('menuitem', { name: 'فروش غذای آزاد' });
}

/** Selling asks first: the confirmation's "yes". */
async function confirmSale() {
  const ask = await screen.findByRole('dialog', { name: 'فروش غذای آزاد' });
  return within(ask).getByRole('button', { name: 'بله، برای فروش بگذار' });
}

describe('free food sale', () => {
  it('"sell" confirmed twice before the page re-renders, then the menu opened again while it is pending: one PUT', async () => {
    // The server answers only once the test has done all it does meanwhile.
    let answer = () => {};
    const seen = serveSell({ held: new Promise<void>((resolve) => (answer = resolve)) });
    const user = userEvent.setup({ delay: null });
    fireEvent.click(await openMenu());
    const yes = await confirmSale();
    fireEvent.click(yes);
    fireEvent.click(yes);
    await user.click(await screen.findByRole('button', { name: `عملیات بیشتر برای ${KABAB}` }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'فروش غذای آزاد' }));
    await waitFor(() => expect(seen.puts).toBe(1));
    answer();
    expect(await screen.findByText('غذا برای فروش گذاشته شد')).toBeInTheDocument();
    expect(seen.puts).toBe(1);
  });

  it('the answer is lost: after the re-read, a notification says "check before retrying"', async () => {
    const seen = serveSell({ drop: true });
    fireEvent.click(await openMenu());
    fireEvent.click(await confirmSale());
    expect(await screen.findByText(/پیش از تلاش دوباره/)).toBeInTheDocument();
    await waitFor(() => expect(seen.puts).toBe(1));
  });
});
