/*
 * A reserve takes money. When its answer is lost after the server reserved (the mock's
 * drop-after fault), the counter must not pretend nothing happened: the week and the credit are
 * read again and the server's count is shown.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addFault, clearFaults } from '@mocks/faults';
import { resetWorld } from '@tests/msw-server';
import { renderPage, resetStorage, signInToWorld, TODAY } from '@tests/kits/reservation-test-kit';
import { VARIANTS } from '../variants';
import { ReservePage } from './reserve-page';

const food = VARIANTS.food;
// Next week at the central dining hall (seeded calendar): Monday's lunch, 350,000 rials.
const KABAB = 'جوجه‌کباب با برنج';
const rialsOf = (testId: string) => Number(screen.getByTestId(testId).getAttribute('data-rials'));
const totalCredit = () => rialsOf('credit-cash') + rialsOf('credit-subsidy');

vi.setConfig({ testTimeout: 45_000 });

beforeEach(async () => {
  resetWorld();
  resetStorage();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  await signInToWorld();
});
afterEach(() => clearFaults());

/** The reserve page at the central hall, on next week's Monday, with the credit drawn. */
async function nextMondayAtCentralHall() {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  await renderPage(<ReservePage variant={food} today={TODAY} />, { path: food.paths.reserve });
  const chooser = await screen.findByRole('dialog', { name: 'انتخاب سلف' });
  await user.click(within(chooser).getByRole('radio', { name: /سلف مرکزی/ }));
  await screen.findByTestId('day-2025-01-15');
  await user.click(within(screen.getByTestId('week-selector')).getByRole('button', { name: 'هفته بعد' }));
  const monday = within(await screen.findByTestId('day-2025-01-20'));
  await waitFor(() => expect(totalCredit()).toBeGreaterThan(0));
  return { user, monday };
}

describe('reserve: a lost answer', () => {
  it('the server reserved and the answer was lost: the count and the credit are re-read, not reverted', async () => {
    const { user, monday } = await nextMondayAtCentralHall();
    const before = totalCredit();

    addFault({ method: '*', path: '/rest/reserves/:programId/reserve', kind: 'drop-after', times: 1 });
    await user.click(monday.getByRole('button', { name: `رزرو ${KABAB}` }));
    // The server took the money; the page says so once it has read it again.
    await waitFor(() => expect(totalCredit()).toBe(before - 350_000));
    expect(await monday.findByRole('button', { name: `لغو رزرو ${KABAB}` })).toBeInTheDocument();
    // And the student is told: not a silent revert, the server's count, read again.
    expect(
      await screen.findByText(
        `پاسخ سرور دربارهٔ «${KABAB}» نرسید؛ برنامهٔ هفته دوباره خوانده شد: اکنون ۱ عدد برای شما رزرو است. پیش از تکرار، همین را ببینید.`,
      ),
    ).toBeInTheDocument();
  });

  it('a refused reserve says no lost-answer notice (nothing moved: the revert is the truth)', async () => {
    const { user, monday } = await nextMondayAtCentralHall();

    addFault({ method: '*', path: '/rest/reserves/:programId/reserve', kind: 'error', status: 400, times: 1 });
    await user.click(monday.getByRole('button', { name: `رزرو ${KABAB}` }));
    expect(await monday.findByRole('button', { name: `رزرو ${KABAB}` })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/پاسخ سرور دربارهٔ/)).toBeNull());
  });
});

describe('change self: a lost answer', () => {
  it('the server moved the meal and took the fee, the answer was lost: a notice says where the meal is now', async () => {
    const { user, monday } = await nextMondayAtCentralHall();
    const before = totalCredit();
    await user.click(monday.getByRole('button', { name: `رزرو ${KABAB}` }));
    await monday.findByRole('button', { name: `لغو رزرو ${KABAB}` });
    await waitFor(() => expect(totalCredit()).toBe(before - 350_000));

    await user.click(await monday.findByRole('button', { name: `عملیات بیشتر برای ${KABAB}` }));
    const slow = { timeout: 10_000 };
    await user.click(await screen.findByRole('menuitem', { name: 'تغییر سلف' }, slow));
    const dialog = within(await screen.findByRole('dialog', { name: 'تغییر سلف' }, slow));
    await user.click(dialog.getByTestId('change-self-destination'));
    const destination = (await dialog.findAllByRole('option'))[0]!;
    const name = destination.textContent ?? '';
    await user.click(destination);
    addFault({ method: 'PUT', path: '/rest/reserves/change-self', kind: 'drop-after', times: 1 });
    await user.click(dialog.getByTestId('change-self-submit'));

    // The re-read takes the meal off this self's card and closes the dialog; the notice stays.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'تغییر سلف' })).toBeNull(), slow);
    const notice = (await screen.findByText('نتیجه معلوم نیست', {}, slow)).closest('[data-testid]');
    expect(notice).toHaveAttribute('data-testid', 'money-notice-unknown');
    expect(notice).toHaveTextContent(`اکنون در «${name}» رزرو است`);
    expect(notice).toHaveTextContent('جابه‌جایی انجام شده');
    expect(await monday.findByRole('button', { name: `رزرو ${KABAB}` })).toBeInTheDocument();
  });
});
