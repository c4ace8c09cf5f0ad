import { act, screen, waitFor, within } from '@testing-library/react';
import { Notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Profiler, type ReactNode } from 'react';
import { server } from '@tests/msw-server';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { item, meal, renderPage, resetStorage, signIn, testConfig } from '@tests/kits/reservation-test-kit';
import { VariantScope } from '../shared/variant-scope';
import { VARIANTS } from '../variants';
import { mealViewOf, type MealView } from '../program-model';
import { MealCell } from './meal-cell';

const food = VARIANTS.food;

vi.setConfig({ testTimeout: 30_000 });

/** One meal's cell on the reserve page, in the food variant. */
const cell = (lunch: MealView) => (
  <MealCell
    date="2025-01-18"
    meal={lunch}
    mode="default"
    selfId={1}
    programsKey={['programs', 1]}
    cart={null}
    reserveId={null}
  />
);
const renderCell = (lunch: MealView, wrap = (node: ReactNode) => node) =>
  renderPage(<VariantScope variant={food}>{wrap(cell(lunch))}</VariantScope>, {
    path: food.paths.reserve,
    config: testConfig(),
  });

beforeEach(() => {
  resetStorage();
  signIn();
});

describe('meal cell (a week of them renders once)', () => {
  it('mounting its meal machine and counters commits nothing more: the counts start as the cell shows them', async () => {
    // Real time runs (the render's waits); the timers the cell sets run when the test says.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    // At a minute's start, so what the mount starts runs well before the deadlines' minute tick.
    vi.setSystemTime(Math.floor(Date.now() / 60_000) * 60_000);
    const phases: string[] = [];
    const lunch = mealViewOf(
      meal({
        programId: 900,
        programFoodTypes: [item({ id: 1, selectedCount: 1 }), item({ id: 2, selectedCount: 0 })],
      }),
      [],
    );
    await renderCell(lunch, (node) => (
      <Profiler id="cell" onRender={(_id, phase) => phases.push(phase)}>
        {node}
      </Profiler>
    ));
    expect(await screen.findByTestId('counter-1')).toBeInTheDocument();
    expect(screen.getByTestId('reserve-2')).toBeInTheDocument();
    // Every effect, timer and first machine event the mount started has run (the minute clock's tick,
    // a later change of what the card shows, has not).
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(phases).toEqual(['mount']);
  });

  it('a reserve that takes the meal’s last unit disables the sibling at once, before the server answers', async () => {
    // Arrange: one unit for the whole meal; the save waits until the test lets it go.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.put('*/rest/reserves/:programId/reserve', async () => {
        await held;
        return HttpResponse.json({ type: 'SUCCESS', payload: null });
      }),
    );
    const lunch = mealViewOf(
      meal({ programId: 900, validTotalCount: 1, programFoodTypes: [item({ id: 1 }), item({ id: 2 })] }),
      [],
    );
    await renderCell(lunch);
    expect(await screen.findByTestId('reserve-2')).toBeEnabled();

    // Act
    await userEvent.click(screen.getByTestId('reserve-1'));

    // Assert: the sibling learned of the count from the meal's machine, not from the server.
    expect(screen.getByTestId('count-1')).toHaveTextContent('۱');
    expect(screen.getByTestId('reserve-2')).toBeDisabled();
    release();
  });

  it('shows what the server says is left and stops plus at it, instead of learning the capacity on failure', async () => {
    server.use(
      http.put('*/rest/reserves/:programId/reserve', () => HttpResponse.json({ type: 'SUCCESS', payload: null })),
    );
    const lunch = mealViewOf(
      meal({
        programId: 900,
        programFoodTypes: [
          item({ id: 1, selectedCount: 1, validMaxCount: 3, remainCapacity: 1 }),
          item({ id: 2, selectedCount: 0, validMaxCount: 3, remainCapacity: 0 }),
        ],
      }),
      [],
    );
    await renderCell(lunch);
    expect(await screen.findByTestId('capacity-1')).toHaveTextContent('۱ جا مانده');
    expect(screen.getByTestId('plus-1')).toBeEnabled();
    // The other food is full: its reserve button is disabled and says so.
    expect(screen.getByTestId('reserve-2')).toBeDisabled();
    expect(screen.getByTestId('capacity-2')).toHaveTextContent('ظرفیت تکمیل');

    await userEvent.click(screen.getByTestId('plus-1'));

    expect(screen.getByTestId('count-1')).toHaveTextContent('۲');
    expect(screen.getByTestId('plus-1')).toBeDisabled();
    expect(screen.getByTestId('capacity-1')).toHaveTextContent('ظرفیت تکمیل');
  });

  it('a cancel asks first, naming the meal and the refund in tomans; then an undo reserves the count again in one call', async () => {
    const puts: unknown[] = [];
    server.use(
      http.put('*/rest/reserves/:programId/reserve', async ({ request }) => {
        puts.push(await request.json());
        return HttpResponse.json({ type: 'SUCCESS', payload: null });
      }),
    );
    const lunch = mealViewOf(
      meal({
        programId: 900,
        mealTypeName: 'ناهار',
        programFoodTypes: [item({ id: 1, foodNames: 'چلوکباب', selectedCount: 2, validMaxCount: 3, price: 240_000 })],
      }),
      [],
    );
    await renderCell(lunch, (node) => (
      <>
        {node}
        <Notifications />
      </>
    ));
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'لغو رزرو چلوکباب' }));
    // Asked, not done: nothing sent, the count stays.
    const dialog = await screen.findByRole('dialog', { name: 'لغو رزرو' });
    expect(dialog).toHaveTextContent('رزرو «چلوکباب» (ناهار، شنبه');
    expect(within(dialog).getByTestId('cancel-refund')).toHaveTextContent('۴۸٬۰۰۰ تومان به اعتبار شما برمی‌گردد.');
    expect(puts).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'نگه داشتن رزرو' }));
    expect(puts).toEqual([]);
    expect(screen.getByTestId('count-1')).toHaveTextContent('۲');

    await user.click(screen.getByRole('button', { name: 'لغو رزرو چلوکباب' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'لغو رزرو' })).getByTestId('cancel-reserve-confirm'),
    );
    // The notice (a leaving copy may still be in the DOM while it animates out: the newest is the live one).
    const undo = (await screen.findAllByRole('button', { name: 'بازگرداندن رزرو چلوکباب' })).at(-1)!;
    expect(puts).toEqual([expect.objectContaining({ selectedCount: 0 })]);

    await user.click(undo);
    await waitFor(() => expect(screen.getByTestId('count-1')).toHaveTextContent('۲'));
    expect(puts).toEqual([
      expect.objectContaining({ selectedCount: 0 }),
      expect.objectContaining({ selectedCount: 2 }),
    ]);
  });

  it('an undo where reserving has closed says why instead of calling', async () => {
    server.use(
      http.put('*/rest/reserves/:programId/reserve', () => HttpResponse.json({ type: 'SUCCESS', payload: null })),
    );
    const lunch = mealViewOf(
      meal({
        programId: 900,
        reserveRuleViolated: true,
        programFoodTypes: [item({ id: 1, foodNames: 'چلوکباب', selectedCount: 1 })],
      }),
      [],
    );
    await renderCell(lunch, (node) => (
      <>
        {node}
        <Notifications />
      </>
    ));
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'لغو رزرو چلوکباب' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'لغو رزرو' })).getByTestId('cancel-reserve-confirm'),
    );
    await user.click((await screen.findAllByRole('button', { name: 'بازگرداندن رزرو چلوکباب' })).at(-1)!);
    expect((await screen.findAllByText(/مهلت رزرو این وعده گذشته و بازگرداندن ممکن نیست/)).length).toBeGreaterThan(0);
  });
});
