/*
 * The week planner against the mock world through MSW: the week-planner persona's history,
 * the mock's reserve rules and credit. The clock is Wednesday 15 January 2025; next week starts on the 18th.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addFault, clearFaults } from '@mocks/faults';
import { listReserves } from '@/api/generated/rest/hooks/reserves/reserves';
import { clearSessionOwned } from '@/lib/session-owned';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { resetWorld, server, TEST_NOW } from '@tests/msw-server';
import { renderPage, resetStorage, signInToWorld } from '@tests/kits/reservation-test-kit';
import { VARIANTS } from '../variants';
import { WeekPlanPage } from './week-plan-page';

const food = VARIANTS.food;
const TODAY = new Date(TEST_NOW);
const MONDAY_LUNCH = '2025-01-20:2';

vi.setConfig({ testTimeout: 30_000 });

function countPuts() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT' && /\/rest\/reserves\/\d+\/reserve$/.test(new URL(request.url).pathname))
      seen.push(new URL(request.url).pathname);
  });
  return seen;
}

const cellOf = (key: string) =>
  screen.getAllByTestId('plan-cell').find((c) => c.getAttribute('data-cell') === key) as HTMLElement;

function planOnScreen(): Record<string, { foodTypeId: number; count: number }> {
  const out: Record<string, { foodTypeId: number; count: number }> = {};
  for (const cell of screen.getAllByTestId('plan-cell')) {
    const foodTypeId = cell.getAttribute('data-food-type');
    if (foodTypeId)
      out[cell.getAttribute('data-cell')!] = { foodTypeId: Number(foodTypeId), count: Number(cell.dataset.count) };
  }
  return out;
}

async function serverPlan() {
  const week = await listReserves({ weekStartDate: '2025-01-18', selfType: 'NORMAL' });
  const out: Record<string, { foodTypeId: number; count: number }> = {};
  for (const day of week.payload.weekDays)
    for (const meal of day.mealTypes)
      if (meal.reserve && meal.reserve.selectedCount > 0)
        out[`${day.date.slice(0, 10)}:${meal.mealTypeId}`] = {
          foodTypeId: meal.reserve.foodTypeId ?? 0,
          count: meal.reserve.selectedCount,
        };
  return out;
}

async function openPlanner() {
  localStorage.setItem(STORAGE_KEYS.selectedSelf, JSON.stringify({ food: 1 }));
  await renderPage(<WeekPlanPage variant={food} today={TODAY} />, { path: food.paths.plan! });
  await screen.findByTestId('plan-table');
}

beforeEach(async () => {
  resetWorld({ persona: 'week-planner' });
  resetStorage();
  await signInToWorld();
});
afterEach(() => {
  clearFaults();
  server.events.removeAllListeners();
});

describe('week planner', () => {
  it('plans next week from the history, keeps the reserved Saturday, and says why cells are skipped', async () => {
    await openPlanner();
    const plan = planOnScreen();
    expect(Object.keys(plan).sort()).toEqual(
      [
        '2025-01-18:2',
        '2025-01-19:2',
        '2025-01-19:3',
        '2025-01-20:2',
        '2025-01-21:2',
        '2025-01-21:3',
        '2025-01-22:2',
      ].sort(),
    );
    expect(plan['2025-01-21:2']?.count).toBe(2);
    expect(within(cellOf('2025-01-18:2')).getByText('از پیش رزرو شده')).toBeInTheDocument();
    expect(within(cellOf('2025-01-23:2')).getByTestId('plan-cell-skip')).toHaveTextContent('جزو وعده‌های شما نیست');
    // The plan costs what its new cells cost; the credit after it is shown in tomans.
    expect(screen.getByTestId('plan-cost')).toHaveTextContent('تومان');
  });

  it('an edited cell is what is reserved: after confirming, the server holds the plan, cell for cell', async () => {
    const puts = countPuts();
    await openPlanner();
    const select = within(cellOf(MONDAY_LUNCH)).getByTestId('plan-cell-food');
    const other = cellOf(MONDAY_LUNCH).getAttribute('data-food-type') === '1' ? '2' : '1';
    fireEvent.change(select, { target: { value: other } });
    expect(cellOf(MONDAY_LUNCH)).toHaveAttribute('data-food-type', other);
    const plan = planOnScreen();
    fireEvent.click(screen.getByTestId('plan-confirm'));
    await waitFor(() => expect(screen.getByTestId('plan-progress')).toHaveTextContent('پایان'));
    expect(screen.getByTestId('plan-progress')).toHaveTextContent('۶ رزرو شد، ۰ ناموفق');
    // Saturday was reserved already: six cells, six calls.
    expect(puts).toHaveLength(6);
    expect(await serverPlan()).toEqual(plan);
  });

  it('a refused cell says why, the others are reserved, and a retry sends only that cell', async () => {
    const puts = countPuts();
    addFault({
      method: 'PUT',
      path: '/rest/reserves/2010812/reserve',
      kind: 'error',
      status: 400,
      messageResource: 'CAPACITY_FULL',
      messageFa: 'ظرفیت این غذا تکمیل است.',
      times: 1,
    });
    await openPlanner();
    fireEvent.click(screen.getByTestId('plan-confirm'));
    await waitFor(() => expect(screen.getByTestId('plan-progress')).toHaveTextContent('۵ رزرو شد، ۱ ناموفق'));
    expect(within(cellOf(MONDAY_LUNCH)).getByTestId('plan-cell-failed')).toHaveTextContent('ظرفیت این غذا تکمیل است.');
    expect(puts).toHaveLength(6);
    fireEvent.click(screen.getByTestId('plan-retry-failed'));
    await waitFor(() => expect(screen.getByTestId('plan-progress')).toHaveTextContent('۶ رزرو شد، ۰ ناموفق'));
    expect(puts.slice(6)).toEqual(['/rest/reserves/2010812/reserve']);
    expect(Object.keys(await serverPlan())).toContain(MONDAY_LUNCH);
  });

  it('a cell whose answer is lost after the server reserved is read again and called reserved, not failed', async () => {
    const puts = countPuts();
    addFault({ method: 'PUT', path: '/rest/reserves/2010812/reserve', kind: 'drop-after', times: 1 });
    await openPlanner();
    fireEvent.click(screen.getByTestId('plan-confirm'));
    await waitFor(() => expect(screen.getByTestId('plan-progress')).toHaveTextContent('۶ رزرو شد، ۰ ناموفق'));
    const monday = within(cellOf(MONDAY_LUNCH));
    expect(monday.queryByTestId('plan-cell-failed')).toBeNull();
    expect(monday.getByTestId('plan-cell-done')).toBeInTheDocument();
    expect(monday.getByTestId('plan-cell-confirmed')).toHaveTextContent('هفته دوباره خوانده شد');
    // Nothing to retry; one call per cell.
    expect(screen.queryByTestId('plan-retry-failed')).toBeNull();
    expect(puts).toHaveLength(6);
    expect(Object.keys(await serverPlan())).toContain(MONDAY_LUNCH);
  });

  it('a food marked "never" leaves the plan, is kept on the device, and the session end clears it', async () => {
    await openPlanner();
    const monday = cellOf(MONDAY_LUNCH);
    const chosen = within(monday).getByTestId('plan-cell-food') as HTMLSelectElement;
    const food = chosen.selectedOptions[0]!.textContent!.split(' (')[0]!.split(' · ')[0]!;
    fireEvent.click(screen.getByTestId('plan-preferences-toggle'));
    const group = screen.getByRole('radiogroup', { name: `نظر شما دربارهٔ ${food}` });
    fireEvent.click(within(group).getByRole('radio', { name: 'هرگز' }));
    const after = within(cellOf(MONDAY_LUNCH)).getByTestId('plan-cell-food') as HTMLSelectElement;
    expect(after.selectedOptions[0]!.textContent).not.toContain(food);
    expect(localStorage.getItem(STORAGE_KEYS.weekPlan)).toContain(food);
    clearSessionOwned();
    expect(localStorage.getItem(STORAGE_KEYS.weekPlan)).toBeNull();
  });

  it('without a chosen hall the intro says what choosing one does, not that the week "has been planned"', async () => {
    await renderPage(<WeekPlanPage variant={food} today={TODAY} />, { path: food.paths.plan! });
    expect(await screen.findByText('برای برنامه‌ریزی هفته، یک سلف انتخاب کنید.')).toBeInTheDocument();
    const intro = screen.getByTestId('plan-intro');
    expect(intro).toHaveTextContent('یک سلف انتخاب کنید');
    expect(intro).not.toHaveTextContent('برنامه‌ریزی شده است');
  });
});
