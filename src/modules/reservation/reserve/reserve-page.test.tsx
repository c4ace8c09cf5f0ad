import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { useState, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { PageFrameContext } from '@/ui/page-frame';
import { server } from '@tests/msw-server';
import {
  failure,
  item,
  json,
  lean,
  meal,
  ok,
  programWeek,
  renderPage,
  reserve,
  reserveWeek,
  resetStorage,
  self,
  signIn,
  testConfig,
  TODAY,
  serveReserveBackend,
  WEEK_START,
} from '@tests/kits/reservation-test-kit';
import { VARIANT_LIST, VARIANTS } from '../variants';
import { ReservePage } from './reserve-page';

const food = VARIANTS.food;
const KABAB = 'چلو کباب';

/** One self, one lunch item a day (Saturday only), with the given item settings. */
function oneItemWeek(overrides: Parameters<typeof item>[0]) {
  return (_selfId: number, weekStart: string) =>
    programWeek(
      weekStart,
      (_date, index) => (index === 0 ? [meal({ programId: 900, programFoodTypes: [item(overrides)] })] : []),
      1,
    );
}

function renderReserve(config = testConfig()) {
  return renderPage(<ReservePage variant={food} today={TODAY} />, { path: food.paths.reserve, config });
}

beforeEach(() => {
  resetStorage();
  signIn();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

/** A cancel asks first (a refund): its dialog's confirm button. */
const confirmCancel = async (user: ReturnType<typeof userEvent.setup>) =>
  user.click(within(await screen.findByRole('dialog', { name: 'لغو رزرو' })).getByTestId('cancel-reserve-confirm'));

describe('reserve page: selfs', () => {
  it('selects the only self of the mode by itself and shows its week', async () => {
    const log = serveReserveBackend({
      selfs: [self(1, 'سلف مرکزی'), self(9, 'سالن ورزشی', 'SPORT')],
      program: oneItemWeek({ id: 1 }),
    });
    await renderReserve();

    expect(await screen.findByRole('button', { name: `رزرو ${KABAB}` })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.selectedSelf) ?? '{}')).toEqual({ food: 1 });
    expect(log.programWeeks).toContain(WEEK_START);
    // As every real client sends it: the day and a time, a space between.
    expect(log.programWeekParams).toContain(`${WEEK_START} 00:00:00`);
  });

  it('opens the self chooser on desktop when there are several selfs and none is chosen', async () => {
    serveReserveBackend({ selfs: [self(1, 'سلف مرکزی'), self(2, 'سلف شمالی')], program: oneItemWeek({ id: 1 }) });
    const user = userEvent.setup({ delay: null });
    await renderReserve();

    const chooser = await screen.findByRole('dialog', { name: 'انتخاب سلف' });
    // Behind it, the picker prompts for a self.
    expect(screen.getByRole('combobox', { name: 'سلف', hidden: true })).toHaveDisplayValue('انتخاب سلف');
    await user.click(within(chooser).getByRole('radio', { name: /سلف شمالی/ }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'انتخاب سلف' })).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: `رزرو ${KABAB}` })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.selectedSelf) ?? '{}')).toEqual({ food: 2 });
  });

  it('changes the self with the native self picker: the new self’s week is asked for and remembered', async () => {
    const log = serveReserveBackend({
      selfs: [self(1, 'سلف مرکزی'), self(2, 'سلف شمالی')],
      program: oneItemWeek({ id: 1 }),
    });
    localStorage.setItem(STORAGE_KEYS.selectedSelf, JSON.stringify({ food: 1 }));
    const user = userEvent.setup({ delay: null });
    await renderReserve();

    const picker = await screen.findByRole('combobox', { name: 'سلف' });
    await waitFor(() => expect(picker).toBeEnabled());
    expect(picker).toHaveDisplayValue('سلف مرکزی');
    // A chosen self leaves no empty prompt to choose back.
    expect(within(picker).queryByRole('option', { name: 'انتخاب سلف' })).toBeNull();
    await user.selectOptions(picker, 'سلف شمالی');

    expect(picker).toHaveDisplayValue('سلف شمالی');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.selectedSelf) ?? '{}')).toEqual({ food: 2 });
    await waitFor(() => expect(log.programSelfs).toContain(2));
  });

  it('puts the reminder settings below the week, and only once the week is in (no panel pushing a loader down)', async () => {
    const week = oneItemWeek({ id: 1 });
    const log = serveReserveBackend({ selfs: [self(1, 'سلف مرکزی')], program: week });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/rest/programs/v2', async ({ request }) => {
        await held;
        return json(ok(week(1, (new URL(request.url).searchParams.get('weekStartDate') ?? '').slice(0, 10))));
      }),
    );
    await renderReserve();

    // The reminders' chunk is in (the page's lazy import is this module) and the self too; the week is
    // not: the panel waits.
    await act(() => import('../reminders/reserve-reminders'));
    await waitFor(() => expect(log.selfLists).toBe(1));
    expect(screen.getByText('در حال بارگذاری…')).toBeInTheDocument();
    expect(screen.queryByTestId('reminder-panel')).not.toBeInTheDocument();

    release();
    const reserveButton = await screen.findByRole('button', { name: `رزرو ${KABAB}` });
    const panel = await screen.findByTestId('reminder-panel');
    expect(reserveButton.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the no-program notice when the self has no program this week', async () => {
    serveReserveBackend({ selfs: [self(1, 'سلف مرکزی')], program: () => null });
    await renderReserve();
    expect(await screen.findByText(/برنامه غذایی ثبت نشده است/)).toBeInTheDocument();
  });
});

describe('reserve page: its frame', () => {
  let goLive: () => void = () => {};
  /** The shell's part: the page framed while the session is confirmed, then live (shell-layout.tsx). */
  function Frame({ children }: { children: ReactNode }) {
    const [framed, setFramed] = useState(true);
    goLive = () => setFramed(false);
    return <PageFrameContext value={framed}>{children}</PageFrameContext>;
  }

  it('draws its title and toolbar with this week but no answer and no action, then goes live in place', async () => {
    const log = serveReserveBackend({ selfs: [self(1, 'سلف مرکزی')], program: oneItemWeek({ id: 1 }) });
    const queryClient = new QueryClient();
    await renderPage(
      <Frame>
        <ReservePage variant={food} today={TODAY} />
      </Frame>,
      { path: food.paths.reserve, config: testConfig({ changableReserveMode: true }), queryClient },
    );
    const label = await screen.findByTestId('week-selector-label');
    expect(label).toHaveTextContent('۱۴۰۳/۱۰/۲۲');
    expect(screen.getByRole('heading', { level: 1, name: 'رزرو غذا' })).toBeInTheDocument();
    // The selfs and the credit are read and answered (the page's prefetch reads them at boot anyway),
    // but not shown or chosen.
    await waitFor(() => expect(log.selfLists).toBeGreaterThan(0));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByRole('combobox', { name: 'سلف' })).toBeDisabled();
    expect(screen.getByTestId('credit')).toHaveTextContent('اعتبار نقدی: …');
    expect(screen.queryByRole('button', { name: `رزرو ${KABAB}` })).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.selectedSelf)).toBeNull();
    expect(log.programWeeks).toEqual([]);

    act(() => goLive());
    expect(await screen.findByRole('button', { name: `رزرو ${KABAB}` })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'سلف' })).toBeEnabled();
    expect(screen.getByTestId('credit-cash')).toBeInTheDocument();
    // The label the frame drew is the live page's (what the build renders ahead stays on screen).
    expect(screen.getByTestId('week-selector-label')).toBe(label);
  });
});

describe('reserve page: counts (reserve-count machine)', () => {
  it('updates the count at once and reverts it when the server fails', async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const log = serveReserveBackend({
      selfs: [self(1, 'سلف مرکزی')],
      program: oneItemWeek({ id: 1 }),
      onReserve: async () => {
        await answered;
        return failure(500, 'RESERVE_FAILED');
      },
    });
    const user = userEvent.setup({ delay: null });
    await renderReserve();

    await user.click(await screen.findByRole('button', { name: `رزرو ${KABAB}` }));

    // Optimistic: 1 is shown while the call is still on the wire.
    expect(screen.getByTestId('count-1')).toHaveTextContent('۱');
    await waitFor(() => expect(log.reserveBodies).toHaveLength(1));
    // The default mode's call is the real clients': PUT /rest/reserves/{programId}/reserve with the five fields.
    expect(log.reserveBodies[0]).toEqual({
      method: 'PUT',
      programId: 900,
      foodTypeId: 10,
      mealTypeId: 2,
      selectedCount: 1,
      freeFoodSelected: false,
      selected: true,
    });

    release();
    // Failure: back to 0, the single reserve button again.
    expect(await screen.findByRole('button', { name: `رزرو ${KABAB}` })).toBeInTheDocument();
    expect(screen.queryByTestId('count-1')).not.toBeInTheDocument();
  });

  it('keeps the count and refreshes the credit when the server accepts', async () => {
    let credits = 0;
    serveReserveBackend({ selfs: [self(1, 'سلف مرکزی')], program: oneItemWeek({ id: 1 }) });
    server.use(
      http.get('*/rest/users/nurture-profiles', () => {
        credits += 1;
        return json(ok({ credit: credits === 1 ? 1_000_000 : 850_000 }));
      }),
    );
    const user = userEvent.setup({ delay: null });
    await renderReserve();
    expect(await screen.findByTestId('credit-cash')).toHaveTextContent('۱۰۰٬۰۰۰');

    await user.click(await screen.findByRole('button', { name: `رزرو ${KABAB}` }));

    await waitFor(() => expect(screen.getByTestId('credit-cash')).toHaveTextContent('۸۵٬۰۰۰'));
    expect(screen.getByTestId('count-1')).toHaveTextContent('۱');
  });

  it('disables plus when the count reaches validMaxCount', async () => {
    serveReserveBackend({
      selfs: [self(1, 'سلف مرکزی')],
      program: oneItemWeek({ id: 1, selectedCount: 1, validMaxCount: 2 }),
    });
    const user = userEvent.setup({ delay: null });
    await renderReserve();

    const plus = await screen.findByRole('button', { name: `افزودن یک عدد ${KABAB}` });
    expect(plus).toBeEnabled();
    await user.click(plus);

    expect(screen.getByTestId('count-1')).toHaveTextContent('۲');
    expect(screen.getByRole('button', { name: `افزودن یک عدد ${KABAB}` })).toBeDisabled();
  });

  it('disables plus when the meal total is reached with the other items', async () => {
    const week = (_selfId: number, weekStart: string) =>
      programWeek(
        weekStart,
        (_d, i) =>
          i === 0
            ? [
                meal({
                  programId: 900,
                  validTotalCount: 2,
                  programFoodTypes: [
                    item({ id: 1, selectedCount: 1 }),
                    item({ id: 2, foodNames: 'قورمه سبزی', selectedCount: 1 }),
                  ],
                }),
              ]
            : [],
        1,
      );
    serveReserveBackend({ selfs: [self(1, 'سلف مرکزی')], program: week });
    await renderReserve();

    expect(await screen.findByRole('button', { name: `افزودن یک عدد ${KABAB}` })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'افزودن یک عدد قورمه سبزی' })).toBeDisabled();
  });

  it('in the default mode, minus cancels the whole count', async () => {
    const log = serveReserveBackend({
      selfs: [self(1, 'سلف مرکزی')],
      program: oneItemWeek({ id: 1, selectedCount: 2 }),
    });
    const user = userEvent.setup({ delay: null });
    await renderReserve();

    await user.click(await screen.findByRole('button', { name: `لغو رزرو ${KABAB}` }));
    await confirmCancel(user);

    expect(await screen.findByRole('button', { name: `رزرو ${KABAB}` })).toBeInTheDocument();
    await waitFor(() =>
      expect(log.reserveBodies).toEqual([expect.objectContaining({ selectedCount: 0, selected: false })]),
    );
  });

  it('in the new mode, minus takes one away and the call sends count', async () => {
    localStorage.setItem(STORAGE_KEYS.reserveMode, 'new');
    localStorage.setItem(STORAGE_KEYS.selectedSelf, JSON.stringify({ food: 1 }));
    const log = serveReserveBackend({
      selfs: [self(1, 'سلف مرکزی'), self(2, 'سلف شمالی')],
      program: oneItemWeek({ id: 1, selectedCount: 2 }),
    });
    const user = userEvent.setup({ delay: null });
    await renderReserve(testConfig({ changableReserveMode: true }));

    expect(await screen.findByRole('radio', { name: /جدید/ })).toBeChecked();
    await user.click(await screen.findByRole('button', { name: `کم کردن یک عدد ${KABAB}` }));

    expect(screen.getByTestId('count-1')).toHaveTextContent('۱');
    await waitFor(() =>
      expect(log.reserveBodies).toEqual([
        expect.objectContaining({ method: 'POST', programId: 900, count: 1, selected: true }),
      ]),
    );
    expect(log.reserveBodies[0]).not.toHaveProperty('selectedCount');
  });

  it('changing the reserve mode clears the selected self', async () => {
    localStorage.setItem(STORAGE_KEYS.selectedSelf, JSON.stringify({ food: 2 }));
    serveReserveBackend({ selfs: [self(1, 'سلف مرکزی'), self(2, 'سلف شمالی')], program: oneItemWeek({ id: 1 }) });
    const user = userEvent.setup({ delay: null });
    await renderReserve(testConfig({ changableReserveMode: true }));
    await screen.findByRole('button', { name: `رزرو ${KABAB}` });

    await user.click(screen.getByRole('radio', { name: /جدید/ }));

    expect(localStorage.getItem(STORAGE_KEYS.reserveMode)).toBe('new');
    expect(localStorage.getItem(STORAGE_KEYS.selectedSelf)).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'انتخاب سلف' })).toBeInTheDocument();
  });

  it('hides the mode choice unless the university allows it', async () => {
    serveReserveBackend({ selfs: [self(1, 'سلف مرکزی')], program: oneItemWeek({ id: 1 }) });
    await renderReserve();
    await screen.findByRole('button', { name: `رزرو ${KABAB}` });
    expect(screen.queryByTestId('reserve-mode')).not.toBeInTheDocument();
  });
});

describe('reserve page: server versions', () => {
  // The real servers (Poisonad-v2's food-response-types.ts) send choices without an id or a count:
  // the count is the user's userWeekReserves record of the program and food type.
  it.each(VARIANT_LIST.map((v) => [v.key, v] as const))(
    '%s: counts from userWeekReserves, and the reserve goes to PUT /rest/reserves/{programId}/reserve',
    async (_key, variant) => {
      const week = (_selfId: number, weekStart: string) =>
        lean(
          programWeek(
            weekStart,
            (_date, index) =>
              index === 0
                ? [
                    meal({
                      programId: 900,
                      programFoodTypes: [
                        item({ id: 1, selectedCount: 2 }),
                        item({ id: 2, foodNames: 'جوجه کباب|دوغ' }),
                      ],
                    }),
                  ]
                : [],
            1,
          ),
        );
      const log = serveReserveBackend({ selfs: [self(1, 'واحد اول', variant.selfType)], program: week });
      const user = userEvent.setup({ delay: null });
      await renderPage(<ReservePage variant={variant} today={TODAY} />, {
        path: variant.paths.reserve,
        config: testConfig(),
      });

      // The reserved choice shows its count from the record; the other one can be reserved.
      expect(await screen.findByLabelText(`تعداد رزروشده ${KABAB}: ۲`)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'رزرو جوجه کباب' }));
      await waitFor(() => expect(log.reserveBodies).toHaveLength(1));
      expect(log.reserveBodies[0]).toEqual({
        method: 'PUT',
        programId: 900,
        foodTypeId: 20,
        mealTypeId: 2,
        selectedCount: 1,
        freeFoodSelected: false,
        selected: true,
      });
      expect(await screen.findByLabelText('تعداد رزروشده جوجه کباب: ۱')).toBeInTheDocument();
      // The default mode's minus cancels the whole count of the first one.
      await user.click(screen.getByRole('button', { name: `لغو رزرو ${KABAB}` }));
      await confirmCancel(user);
      await waitFor(() => expect(log.reserveBodies).toHaveLength(2));
      expect(log.reserveBodies[1]).toEqual({
        method: 'PUT',
        programId: 900,
        foodTypeId: 10,
        mealTypeId: 2,
        selectedCount: 0,
        freeFoodSelected: false,
        selected: false,
      });
    },
  );

  it('a server that sends no programFoodTypes: the program’s own food is the choice (foodie reads only it)', async () => {
    const week = (_selfId: number, weekStart: string) => {
      const base = programWeek(
        weekStart,
        (_date, index) => (index === 0 ? [meal({ programId: 901, programFoodTypes: [] })] : []),
        1,
      );
      base.selfWeekPrograms[0]![0] = {
        ...base.selfWeekPrograms[0]![0]!,
        foodTypeId: 7,
        foodId: 77,
        foodName: 'قورمه سبزی',
        price: 300_000,
        programFoodTypes: undefined,
      };
      return base;
    };
    const log = serveReserveBackend({ selfs: [self(1, 'سلف مرکزی')], program: week });
    const user = userEvent.setup({ delay: null });
    await renderReserve();

    await user.click(await screen.findByRole('button', { name: 'رزرو قورمه سبزی' }));
    await waitFor(() => expect(log.reserveBodies).toHaveLength(1));
    expect(log.reserveBodies[0]).toMatchObject({
      method: 'PUT',
      programId: 901,
      foodTypeId: 7,
      selectedCount: 1,
      selected: true,
    });
  });

  it('shows every day of the week, the days the server left out without meals', async () => {
    serveReserveBackend({ selfs: [self(1, 'سلف مرکزی')], program: oneItemWeek({ id: 1 }) });
    await renderReserve();

    expect(await screen.findByRole('button', { name: `رزرو ${KABAB}` })).toBeInTheDocument();
    expect(screen.getAllByTestId(/^day-/)).toHaveLength(7);
  });
});

describe('reserve page: week', () => {
  it('never leaves 5 weeks back and 4 forward', async () => {
    const log = serveReserveBackend({ selfs: [self(1, 'سلف مرکزی')], program: oneItemWeek({ id: 1 }) });
    const user = userEvent.setup({ delay: null });
    await renderReserve();
    await screen.findByRole('button', { name: `رزرو ${KABAB}` });
    const next = screen.getByRole('button', { name: 'هفته بعد' });
    const previous = screen.getByRole('button', { name: 'هفته قبل' });

    for (let i = 0; i < 8; i += 1) if (!next.hasAttribute('disabled')) await user.click(next);
    expect(next).toBeDisabled();
    expect(screen.getByTestId('week-selector')).toHaveAttribute('data-index', '9');
    await waitFor(() => expect(log.programWeeks).toContain('2025-02-08'));

    for (let i = 0; i < 14; i += 1) if (!previous.hasAttribute('disabled')) await user.click(previous);
    expect(previous).toBeDisabled();
    expect(screen.getByTestId('week-selector')).toHaveAttribute('data-index', '0');
    await waitFor(() => expect(log.programWeeks).toContain('2024-12-07'));

    // Nothing outside the ten weeks was ever asked for.
    const asked = [...new Set(log.programWeeks)].sort();
    expect(asked[0]).toBe('2024-12-07');
    expect(asked[asked.length - 1]).toBe('2025-02-08');
  });
});

describe('reserve page: change self', () => {
  it('needs a destination and shows the fee in tomans', async () => {
    let body: unknown = null;
    serveReserveBackend({
      selfs: [self(1, 'سلف مرکزی')],
      program: oneItemWeek({
        id: 1,
        selectedCount: 1,
        changableSelf: true,
        changableSelfs: [{ id: 2, name: 'سلف شمالی' }],
        selfChangeToll: 50_000,
      }),
      reserves: (weekStart) =>
        reserveWeek(weekStart, (_d, i) => (i === 0 ? [{ mealTypeId: 2, reserve: reserve({ id: 777 }) }] : [])),
    });
    server.use(
      http.put('*/rest/reserves/change-self', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(ok(null));
      }),
    );
    const user = userEvent.setup({ delay: null });
    await renderReserve();

    await user.click(await screen.findByRole('button', { name: `عملیات بیشتر برای ${KABAB}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'تغییر سلف' }));
    const dialog = await screen.findByRole('dialog', { name: 'تغییر سلف' });
    expect(within(dialog).getByTestId('change-self-fee')).toHaveTextContent('۵٬۰۰۰ تومان');

    await user.click(within(dialog).getByRole('button', { name: 'ثبت تغییر' }));
    expect(within(dialog).getByText('مقصد را انتخاب کنید')).toBeInTheDocument();
    expect(body).toBeNull();

    await user.click(within(dialog).getByRole('combobox', { name: /مقصد/ }));
    await user.click(await within(dialog).findByRole('option', { name: 'سلف شمالی' }));
    await user.click(within(dialog).getByRole('button', { name: 'ثبت تغییر' }));

    await waitFor(() =>
      expect(body).toMatchObject({
        destinationSelfId: 2,
        sourceSelfId: 1,
        programId: 900,
        reserveId: 777,
        mealTypeId: 2,
        foodTypeId: 10,
      }),
    );
  });

  it('says the change is free when selfChangeToll is 0', async () => {
    serveReserveBackend({
      selfs: [self(1, 'سلف مرکزی')],
      program: oneItemWeek({
        id: 1,
        selectedCount: 1,
        changableSelf: true,
        changableSelfs: [{ id: 2, name: 'سلف شمالی' }],
        selfChangeToll: 0,
      }),
    });
    const user = userEvent.setup({ delay: null });
    await renderReserve();
    await user.click(await screen.findByRole('button', { name: `عملیات بیشتر برای ${KABAB}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'تغییر سلف' }));
    expect(await screen.findByText('تغییر بدون هزینه است.')).toBeInTheDocument();
  });
});

describe('reserve page: food details', () => {
  it('shows the image fallback, the average score rounded to 0.5 and the vote count', async () => {
    serveReserveBackend({ selfs: [self(1, 'سلف مرکزی')], program: oneItemWeek({ id: 1 }) });
    const user = userEvent.setup({ delay: null });
    await renderReserve();
    await user.click(await screen.findByRole('button', { name: `جزئیات ${KABAB}` }));
    const dialog = await screen.findByRole('dialog', { name: 'جزئیات' });
    expect(within(dialog).getByTestId('average-score')).toHaveTextContent('۳٫۵');
    expect(within(dialog).getByTestId('vote-count')).toHaveTextContent('۱۲ رأی');
    expect(within(dialog).getByText('همراه: ماست')).toBeInTheDocument();
  });

  it('names the doctor in the health variant', async () => {
    serveReserveBackend({
      selfs: [self(5, 'درمانگاه مرکزی', 'CLINIC')],
      program: oneItemWeek({ id: 1, foodNames: 'ویزیت عمومی', besideFoodNames: 'دکتر احمدی', selfId: 5 }),
    });
    const user = userEvent.setup({ delay: null });
    await renderPage(<ReservePage variant={VARIANTS.health} today={TODAY} />, { path: VARIANTS.health.paths.reserve });
    await user.click(await screen.findByRole('button', { name: 'جزئیات ویزیت عمومی' }));
    expect(await screen.findByText('پزشک: دکتر احمدی', { selector: '[role=dialog] *' })).toBeInTheDocument();
  });
});

describe('reserve page: errors', () => {
  it('shows a retry panel when the program cannot be loaded', async () => {
    let calls = 0;
    serveReserveBackend({ selfs: [self(1, 'سلف مرکزی')], program: oneItemWeek({ id: 1 }) });
    server.use(
      http.get('*/rest/programs/v2', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ messageFa: 'x' }, { status: 500 })
          : HttpResponse.json(ok(oneItemWeek({ id: 1 })(1, WEEK_START)));
      }),
    );
    const user = userEvent.setup({ delay: null });
    await renderReserve();
    await user.click(await screen.findByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('button', { name: `رزرو ${KABAB}` })).toBeInTheDocument();
  });
});

describe('reserve page: low credit (beyond the spec)', () => {
  // Four weeks with 8,000,000 rials of reserves: a usual week costs 2,000,000; the cash is 1,000,000.
  const activityLogs = [
    {
      activityTypeClassName: 'ReserveActivity',
      activityTypeJson: '{"diff":-8000000}',
      occurDate: '2025-01-12 12:00:00',
    },
  ];

  it('says the cash will not pay for a usual week and offers a one-click charge of the missing amount', async () => {
    serveReserveBackend({
      selfs: [self(1, 'سلف مرکزی')],
      program: oneItemWeek({ id: 1 }),
      credit: 1_000_000,
      activityLogs,
    });
    await renderReserve();
    const notice = await screen.findByTestId('low-credit');
    expect(within(notice).getByTestId('low-credit-charge')).toHaveAttribute('href', '/user/wallet?charge=1000000');
    expect(within(notice).getByTestId('low-credit-charge')).toHaveTextContent('۱۰۰٬۰۰۰ تومان');
  });

  it('stays silent when the group may not charge online', async () => {
    signIn({ group: { ...signIn().group!, onlineCreditChargeForbidden: true } });
    serveReserveBackend({
      selfs: [self(1, 'سلف مرکزی')],
      program: oneItemWeek({ id: 1 }),
      credit: 1_000_000,
      activityLogs,
    });
    await renderReserve();
    expect(await screen.findByRole('button', { name: `رزرو ${KABAB}` })).toBeInTheDocument();
    expect(screen.queryByTestId('low-credit')).not.toBeInTheDocument();
  });
});

describe('reserve page: keyboard', () => {
  it('the week is one Tab stop, arrows move by cell; a reserve by Enter keeps the focus on the counter, a cancel gives it back', async () => {
    serveReserveBackend({ selfs: [self(1, 'سلف مرکزی')], program: oneItemWeek({ id: 1 }) });
    const user = userEvent.setup({ delay: null });
    await renderReserve();
    const reserveButton = await screen.findByRole('button', { name: `رزرو ${KABAB}` });
    const grid = screen.getByRole('grid', { name: 'برنامه غذایی هفته' });
    const cells = [...grid.querySelectorAll<HTMLElement>('[data-grid-cell]')];
    expect(cells.filter((cell) => cell.tabIndex === 0)).toEqual([cells[0]]);
    // Only the active cell's buttons are in the Tab order.
    expect(reserveButton).toHaveAttribute('tabindex', '-1');

    // The day cell, then ArrowLeft (RTL: the next cell) past breakfast to the kebab's lunch.
    const lunch = reserveButton.closest<HTMLElement>('td[data-grid-cell]')!;
    const [dayCell, breakfast] = [...lunch.closest('tr')!.querySelectorAll<HTMLElement>('[data-grid-cell]')];
    expect(cells.indexOf(lunch)).toBe(cells.indexOf(dayCell!) + 2);
    await user.click(dayCell!);
    expect(dayCell).toHaveAttribute('tabindex', '0');
    await user.keyboard('{ArrowLeft}');
    expect(breakfast).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(lunch).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(breakfast).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(lunch).toHaveFocus();
    expect(reserveButton).not.toHaveAttribute('tabindex');
    // Tab goes into the cell: the food's details button, then its reserve button.
    await user.tab();
    expect(screen.getByRole('button', { name: `جزئیات ${KABAB}` })).toHaveFocus();
    await user.tab();
    expect(reserveButton).toHaveFocus();

    await user.keyboard('{Enter}');
    const plus = await screen.findByRole('button', { name: `افزودن یک عدد ${KABAB}` });
    await waitFor(() => expect(plus).toHaveFocus());
    const count = screen.getByRole('status', { name: `تعداد رزروشده ${KABAB}: ۱` });
    expect(count).toHaveAttribute('aria-live', 'polite');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status', { name: `تعداد رزروشده ${KABAB}: ۲` })).toBeInTheDocument();

    // Shift+Tab back to the cancel button (the count itself is not a stop).
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: `لغو رزرو ${KABAB}` })).toHaveFocus();
    await user.keyboard('{Enter}');
    // The cancel asks first; its confirm button from the keyboard.
    const confirm = within(await screen.findByRole('dialog', { name: 'لغو رزرو' })).getByTestId(
      'cancel-reserve-confirm',
    );
    confirm.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: `رزرو ${KABAB}` })).toHaveFocus());
  });
});

describe('reserve page: offline', () => {
  it('disables reserving while the browser is offline, and enables it again online', async () => {
    const log = serveReserveBackend({ selfs: [self(1, 'سلف مرکزی')], program: oneItemWeek({ id: 1 }) });
    const user = userEvent.setup({ delay: null });
    await renderReserve();
    const reserveButton = await screen.findByRole('button', { name: `رزرو ${KABAB}` });
    expect(reserveButton).toBeEnabled();

    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(reserveButton).toBeDisabled();
    await user.click(reserveButton);
    expect(log.reserveBodies).toHaveLength(0);

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(reserveButton).toBeEnabled();
    onLine.mockRestore();
  });
});
