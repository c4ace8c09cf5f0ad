import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DailySaleProgram, DailySaleReserve } from '@/api/generated/rest/model';
import { server } from '@tests/msw-server';
import {
  dailySaleProgram,
  failure,
  json,
  nurtureProfile,
  ok,
  renderPage,
  reserveWeek,
  resetStorage,
  self,
  signIn,
  testConfig,
} from '@tests/kits/reservation-test-kit';
import { VARIANTS } from '../variants';
import { DailySalePage, PAGE_SIZE } from './daily-sale-page';

const food = VARIANTS.food;
const SELFS = [self(1, 'سلف مرکزی'), self(9, 'سالن ورزشی', 'SPORT')];

interface Backend {
  programs: DailySaleProgram[] | 'none';
  mine?: DailySaleReserve[];
  onBuy?: (id: number, body: unknown) => Response | undefined;
}

function serveDailySale({ programs, mine = [], onBuy }: Backend) {
  const calls = { programs: 0, mine: 0, credit: 0, reserves: 0, buys: [] as { id: number; body: unknown }[] };
  let reserved = [...mine];
  server.use(
    http.get('*/rest/selfs', () => json(ok(SELFS))),
    http.get('*/rest/daily-sell-programs', () => {
      calls.programs += 1;
      // The live server's shape: payload.dailySellPrograms (amirHravan/foodie DailySellProgramDto.kt).
      return programs === 'none'
        ? failure(404, 'DAILY_SELL_PROGRAM_NO_PROGRAM_FOR_TODAY')
        : json(ok({ dailySellPrograms: programs }));
    }),
    http.get('*/rest/users/me/reserve-daily-sales', () => {
      calls.mine += 1;
      return json(ok(reserved));
    }),
    http.put('*/rest/daily-sell-programs/:id/reserve-daily-sell', async ({ params, request }) => {
      const id = Number(params.id);
      // The live server's call has no body (foodie DailySellApi.kt): the raw text is recorded.
      const body = await request.text();
      calls.buys.push({ id, body });
      const answer = onBuy?.(id, body);
      if (answer) return answer;
      const reserveId = 700 + reserved.length;
      reserved = [
        ...reserved,
        { id: reserveId, reserveDailySaleId: reserveId, dailySellProgramId: id, selectedCount: 1 },
      ];
      return json(ok({ id: reserveId, href: `/rest/reserve/reserve-daily-sale/${reserveId}` }));
    }),
    http.get('*/rest/users/nurture-profiles', () => {
      calls.credit += 1;
      return json(ok(nurtureProfile(500_000)));
    }),
    http.get('*/rest/reserves', ({ request }) => {
      calls.reserves += 1;
      return json(ok(reserveWeek(new URL(request.url).searchParams.get('weekStartDate') ?? '2025-01-11')));
    }),
  );
  return calls;
}

function renderDailySale(config = testConfig()) {
  return renderPage(<DailySalePage variant={food} />, { path: food.paths.dailySale, config });
}

/** The clock a case reads: Wednesday 15 January 2025 (the kit's today), Tehran time. */
const at = (hhmm: string) => vi.setSystemTime(new Date(`2025-01-15T${hhmm}:00+03:30`));

beforeEach(() => {
  resetStorage();
  signIn();
  // Only Date is faked (MSW and waitFor keep real timers): the kit's programs sell from 12:00 to 14:00.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  at('12:30');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('daily sale', () => {
  it('a window over or not yet open is shown so, with no plus; the open one is buyable', async () => {
    at('11:50');
    serveDailySale({
      programs: [
        dailySaleProgram({ id: 1, startTime: { timeStr: '07:00' }, finishTime: { timeStr: '09:00' } }),
        dailySaleProgram({ id: 2, startTime: { timeStr: '11:00' }, finishTime: { timeStr: '14:00' } }),
        dailySaleProgram({ id: 3, startTime: { timeStr: '18:30' }, finishTime: { timeStr: '20:30' } }),
      ],
    });
    await renderDailySale();
    const breakfast = await screen.findByTestId('daily-card-1');
    expect(within(breakfast).getByTestId('daily-window-1')).toHaveTextContent(/فروش ساعت .?۰۹:۰۰.? تمام شد/);
    expect(within(breakfast).queryByRole('button', { name: /^خرید یک عدد/ })).not.toBeInTheDocument();
    expect(within(screen.getByTestId('daily-card-3')).getByTestId('daily-window-3')).toHaveTextContent(
      /فروش از ساعت .?۱۸:۳۰/,
    );
    expect(within(screen.getByTestId('daily-card-2')).getByRole('button', { name: /^خرید یک عدد/ })).toBeEnabled();
  });

  it('a sold-out card says so and its plus is disabled', async () => {
    serveDailySale({ programs: [dailySaleProgram({ id: 1, count: 20, soldCount: 20 })] });
    await renderDailySale();
    const card = await screen.findByTestId('daily-card-1');
    expect(within(card).getByTestId('daily-sold-out')).toHaveTextContent('تمام شد');
    expect(within(card).getByRole('button', { name: /^خرید یک عدد/ })).toBeDisabled();
  });

  it('shows the card fields: self, meal, food type, main and side food, price, times, remaining', async () => {
    serveDailySale({ programs: [dailySaleProgram({ id: 1 })] });
    await renderDailySale();
    const card = await screen.findByTestId('daily-card-1');
    for (const text of ['سلف مرکزی', 'ناهار', 'غذای اصلی', 'جوجه کباب', 'دوغ', '۸۵٬۰۰۰ تومان', 'باقی‌مانده: ۱۵'])
      expect(card).toHaveTextContent(text);
    expect(card).toHaveTextContent(/۱۲:۰۰.*تا.*۱۴:۰۰/);
  });

  it("reads the live server's times ({hour, minute, timeStr}) and the spec's (timeStr only)", async () => {
    serveDailySale({
      programs: [
        dailySaleProgram({
          id: 1,
          startTime: { hour: 11, minute: 30, timeStr: '11:30:00' },
          finishTime: { hour: 14, minute: 5, timeStr: '' },
        }),
        dailySaleProgram({ id: 3, startTime: { timeStr: '07:00' }, finishTime: { timeStr: '09:00' } }),
      ],
    });
    await renderDailySale();
    expect(await screen.findByTestId('daily-card-1')).toHaveTextContent(/۱۱:۳۰.*تا.*۱۴:۰۵/);
    expect(screen.getByTestId('daily-card-3')).toHaveTextContent(/۰۷:۰۰.*تا.*۰۹:۰۰/);
  });

  it("counts the program's selectedCount as bought when the user's reserves do not list it", async () => {
    serveDailySale({ programs: [dailySaleProgram({ id: 1, maxValue: 2, selectedCount: 2 })] });
    await renderDailySale();
    expect(await screen.findByRole('button', { name: 'خرید یک عدد جوجه کباب' })).toBeDisabled();
    expect(screen.getByTestId('daily-chosen')).toHaveTextContent('۲');
  });

  it('lists only the programs of the variant', async () => {
    serveDailySale({
      programs: [
        dailySaleProgram({ id: 1 }),
        dailySaleProgram({ id: 2, selfName: 'سالن ورزشی', foodNames: 'سانس آزاد' }),
      ],
    });
    await renderDailySale();
    await screen.findByTestId('daily-card-1');
    expect(screen.queryByTestId('daily-card-2')).not.toBeInTheDocument();
  });

  it('buys one through the buy modal, then shows the purchase on a refreshed list', async () => {
    const calls = serveDailySale({ programs: [dailySaleProgram({ id: 1 })] });
    const user = userEvent.setup({ delay: null });
    await renderDailySale();

    await user.click(await screen.findByRole('button', { name: 'خرید یک عدد جوجه کباب' }));
    const modal = await screen.findByRole('dialog', { name: 'خرید از فروش روزانه' });
    expect(modal).toHaveTextContent('۸۵٬۰۰۰ تومان');
    const before = { ...calls };
    await user.click(within(modal).getByRole('button', { name: 'رزرو' }));

    await waitFor(() => expect(calls.buys).toEqual([{ id: 1, body: '' }]));
    await waitFor(() => expect(screen.getByTestId('daily-card-1')).toHaveAttribute('data-selected', 'true'));
    expect(screen.getByTestId('daily-badge')).toHaveTextContent('خریداری‌شده: ۱');
    expect(screen.getByRole('button', { name: 'فراموشی کارت' })).toBeInTheDocument();
    expect(calls.programs).toBeGreaterThan(before.programs);
    expect(calls.mine).toBeGreaterThan(before.mine);
  });

  it('takes a bare envelope as the purchase answer too (a server without {id, href})', async () => {
    let bought = false;
    const calls = serveDailySale({
      programs: [dailySaleProgram({ id: 1 })],
      onBuy: () => {
        bought = true;
        return json(ok(null));
      },
    });
    const user = userEvent.setup({ delay: null });
    await renderDailySale();
    await user.click(await screen.findByRole('button', { name: 'خرید یک عدد جوجه کباب' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'رزرو' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bought).toBe(true);
    expect(calls.buys).toEqual([{ id: 1, body: '' }]);
  });

  it("prints the forgotten-card code with the reserve record's id (the live server's), else reserveDailySaleId", async () => {
    const printed: string[] = [];
    server.use(
      http.get('*/rest/forget-card-codes/print', ({ request }) => {
        printed.push(new URL(request.url).search);
        return json(ok({ forgotCardCode: '12345678' }));
      }),
    );
    serveDailySale({
      programs: [dailySaleProgram({ id: 1 }), dailySaleProgram({ id: 2 })],
      mine: [
        { id: 555, reserveDailySaleId: 71, dailySellProgramId: 1, selectedCount: 1 },
        { reserveDailySaleId: 72, dailySellProgramId: 2, selectedCount: 1 },
      ],
    });
    const user = userEvent.setup({ delay: null });
    await renderDailySale();
    for (const [card, reserveId] of [
      ['daily-card-1', '555'],
      ['daily-card-2', '72'],
    ] as const) {
      await user.click(within(await screen.findByTestId(card)).getByRole('button', { name: 'فراموشی کارت' }));
      const modal = await screen.findByRole('dialog', { name: 'کد فراموشی کارت' });
      await user.click(within(modal).getByRole('button', { name: /فراموشی کارت/ }));
      await waitFor(() => expect(printed.at(-1)).toContain(`reserveId=${reserveId}`));
      expect(printed.at(-1)).toContain('dailySale=true');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
  });

  it('disables plus once the chosen count reaches maxValue', async () => {
    serveDailySale({
      programs: [dailySaleProgram({ id: 1, maxValue: 2 })],
      mine: [
        { reserveDailySaleId: 71, dailySellProgramId: 1, selectedCount: 1 },
        { reserveDailySaleId: 72, dailySellProgramId: 1, selectedCount: 1 },
      ],
    });
    await renderDailySale();
    expect(await screen.findByRole('button', { name: 'خرید یک عدد جوجه کباب' })).toBeDisabled();
    expect(screen.getByTestId('daily-chosen')).toHaveTextContent('۲');
  });

  it('says in the modal that the daily limit is reached', async () => {
    serveDailySale({
      programs: [dailySaleProgram({ id: 1 })],
      onBuy: () => failure(400, 'DAILY_SELL_PROGRAM_DAILY_RESERVE_COUNT_LIMIT_VIOLATION'),
    });
    const user = userEvent.setup({ delay: null });
    await renderDailySale();
    await user.click(await screen.findByRole('button', { name: 'خرید یک عدد جوجه کباب' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'رزرو' }));
    expect(await screen.findByText('به سقف خرید روزانه خود رسیده‌اید.')).toBeInTheDocument();
  });

  it('pages a long day: one page of cards in the carousel, a labelled pager and a live line reach the rest', async () => {
    const many = Array.from({ length: 2 * PAGE_SIZE + 5 }, (_, i) =>
      dailySaleProgram({ id: i + 1, foodNames: `غذای ${i + 1}|دوغ` }),
    );
    serveDailySale({ programs: many });
    const user = userEvent.setup({ delay: null });
    await renderDailySale();
    await screen.findByTestId('daily-card-1');
    expect(screen.getAllByTestId(/^daily-card-\d+$/)).toHaveLength(PAGE_SIZE);
    expect(screen.getByTestId('daily-sale-range')).toHaveTextContent('۱ تا ۳۰ از ۶۵');
    expect(screen.getByTestId('daily-sale-range')).toHaveAttribute('aria-live', 'polite');
    const pager = screen.getByRole('navigation', { name: 'صفحه‌های فروش روزانه' });
    await user.click(within(pager).getByRole('button', { name: 'صفحه ۳' }));
    await waitFor(() => expect(screen.getAllByTestId(/^daily-card-\d+$/)).toHaveLength(5));
    expect(screen.getByTestId('daily-card-61')).toBeInTheDocument();
    expect(screen.queryByTestId('daily-card-1')).not.toBeInTheDocument();
    expect(screen.getByTestId('daily-sale-range')).toHaveTextContent('۶۱ تا ۶۵ از ۶۵');
    // The pager works from the keyboard: the previous-page button is a button in the tab order.
    within(pager).getByRole('button', { name: 'صفحه قبل' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('daily-card-31')).toBeInTheDocument());
  });

  it('shows no pager when the day fits one page', async () => {
    serveDailySale({ programs: [dailySaleProgram({ id: 1 }), dailySaleProgram({ id: 2 })] });
    await renderDailySale();
    await screen.findByTestId('daily-card-2');
    expect(screen.queryByRole('navigation', { name: 'صفحه‌های فروش روزانه' })).not.toBeInTheDocument();
  });

  it('warns "no daily sale for today"', async () => {
    serveDailySale({ programs: 'none' });
    await renderDailySale();
    expect(await screen.findByText('برای امروز فروش روزانه‌ای وجود ندارد.')).toBeInTheDocument();
  });

  it('is closed to a group without canDailySale (on-premise)', async () => {
    signIn({ group: { canDailySale: false } });
    serveDailySale({ programs: [dailySaleProgram({ id: 1 })] });
    await renderDailySale();
    expect(await screen.findByText('فروش روزانه برای شما فعال نیست.')).toBeInTheDocument();
  });
});
