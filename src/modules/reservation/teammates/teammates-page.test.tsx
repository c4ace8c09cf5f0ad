import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Teammate } from '@/api/generated/rest/model';
import { server } from '@tests/msw-server';
import { TEAMMATES_ROLE } from '../access';
import {
  json,
  ok,
  renderPage,
  reserve,
  reserveWeek,
  resetStorage,
  signIn,
  STUDENT_AUTHORITIES,
  teammate,
  testConfig,
} from '@tests/kits/reservation-test-kit';
import { VARIANTS } from '../variants';
import { TeammatesPage } from './teammates-page';

const food = VARIANTS.food;

function serveTeammates(initial: Teammate[]) {
  let rows = [...initial];
  const calls = {
    added: [] as unknown[],
    confirmed: [] as { id: number; body: unknown }[],
    deleted: [] as number[],
    listQueries: [] as string[],
  };
  server.use(
    http.get('*/rest/nurtures/users/teammates', ({ request }) => {
      calls.listQueries.push(new URL(request.url).search);
      return json(ok({ content: rows, totalElements: rows.length }));
    }),
    http.post('*/rest/nurtures/users/teammates', async ({ request }) => {
      const body = (await request.json()) as { username: string };
      calls.added.push(body);
      rows = [
        ...rows,
        teammate({
          id: 90,
          user: { username: body.username, firstName: 'نرگس', lastName: 'کریمی' },
          status: 'WAITING',
          reserveCount: 0,
        }),
      ];
      return json(ok(null));
    }),
    http.put('*/rest/nurtures/users/teammates/:id', async ({ params, request }) => {
      calls.confirmed.push({ id: Number(params.id), body: await request.json() });
      rows = rows.map((r) => (r.id === Number(params.id) ? { ...r, status: 'FINAL' as const } : r));
      return json(ok(null));
    }),
    http.delete('*/rest/nurtures/users/teammates/:id', ({ params }) => {
      calls.deleted.push(Number(params.id));
      rows = rows.filter((r) => r.id !== Number(params.id));
      return json(ok(null));
    }),
  );
  return calls;
}

function renderTeammates(config = testConfig()) {
  return renderPage(<TeammatesPage variant={food} />, { path: '/food/teammate', config });
}

beforeEach(() => {
  resetStorage();
  signIn();
});

describe('teammates', () => {
  it('lists the whole group at once (size 999) with username, name, status and reserve count', async () => {
    const calls = serveTeammates([teammate({ id: 1 }), teammate({ id: 2, status: 'WAITING', reserveCount: 0 })]);
    await renderTeammates();
    const table = await screen.findByTestId('teammate-table');
    expect(calls.listQueries[0]).toBe('?page=0&size=999');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('۴۰۱');
    expect(rows[1]).toHaveTextContent('علی رضایی 1');
    expect(rows[1]).toHaveTextContent('تأیید شده');
    expect(rows[1]).toHaveTextContent('۲');
    expect(rows[2]).toHaveTextContent('در انتظار تأیید');
  });

  it('ignores a blank student number and adds a real one', async () => {
    const calls = serveTeammates([]);
    const user = userEvent.setup({ delay: null });
    await renderTeammates();
    const input = await screen.findByRole('textbox', { name: 'افزودن هم‌گروهی' });

    await user.type(input, '   {Enter}');
    expect(calls.added).toEqual([]);

    await user.clear(input);
    await user.type(input, '40123{Enter}');
    await waitFor(() => expect(calls.added).toEqual([{ username: '40123' }]));
    expect(await screen.findByText('هم‌گروهی اضافه شد')).toBeInTheDocument();
    expect(await screen.findByText('نرگس کریمی')).toBeInTheDocument();
  });

  it('lets the invited user accept, and a member leave', async () => {
    const calls = serveTeammates([
      teammate({ id: 1, user: { username: '4099', firstName: 'رضا', lastName: 'نادری' } }),
      teammate({ id: 5, user: { username: 'student' }, status: 'WAITING' }),
    ]);
    const user = userEvent.setup({ delay: null });
    await renderTeammates();

    await user.click(await screen.findByRole('button', { name: 'پذیرفتن: student' }));
    await waitFor(() => expect(calls.confirmed).toEqual([{ id: 5, body: { confirmation: true } }]));
    await user.click(await screen.findByRole('button', { name: 'ترک گروه: student' }));
    await waitFor(() => expect(calls.deleted).toEqual([5]));
    expect(await screen.findByText('هم‌گروهی حذف شد')).toBeInTheDocument();
    expect(screen.queryByText('به گروه پیوستید')).not.toBeInTheDocument();
  });

  it('a pending invitation names who invited the student, not the student', async () => {
    const calls = serveTeammates([
      teammate({
        id: 5,
        user: { username: 'student', firstName: 'محمد', lastName: 'احمدی' },
        status: 'WAITING',
        direction: 'RECEIVED',
        invitedBy: { username: '40188', firstName: 'سارا', lastName: 'محمدی' },
      }),
    ]);
    const user = userEvent.setup({ delay: null });
    await renderTeammates();
    const table = await screen.findByTestId('teammate-table');
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('سارا محمدی');
    expect(row).toHaveTextContent('۴۰۱۸۸');
    expect(row).toHaveTextContent('(شما را دعوت کرده است)');
    expect(row).not.toHaveTextContent('(شما)');
    await user.click(within(row).getByRole('button', { name: 'پذیرفتن: سارا محمدی' }));
    await waitFor(() => expect(calls.confirmed).toEqual([{ id: 5, body: { confirmation: true } }]));
  });

  it('shows delete on WAITING rows, and on every row with canDeleteTeammates', async () => {
    serveTeammates([teammate({ id: 1 }), teammate({ id: 2, status: 'WAITING' })]);
    await renderTeammates();
    await screen.findByTestId('teammate-table');
    expect(screen.queryByRole('button', { name: 'حذف: علی رضایی 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'حذف: علی رضایی 2' })).toBeInTheDocument();
  });

  it('lets users with canDeleteTeammates delete accepted members', async () => {
    signIn({ canDeleteTeammates: true });
    serveTeammates([teammate({ id: 1 })]);
    await renderTeammates();
    expect(await screen.findByRole('button', { name: 'حذف: علی رضایی 1' })).toBeInTheDocument();
  });

  it("shows an accepted teammate's reserves of the week", async () => {
    serveTeammates([teammate({ id: 1 })]);
    server.use(
      http.get('*/rest/reserves', ({ request }) =>
        json(
          ok(
            reserveWeek(new URL(request.url).searchParams.get('weekStartDate') ?? '', (_d, i) =>
              i === 1
                ? [
                    {
                      mealTypeId: 2,
                      reserve: null,
                      teammateReserve: [reserve({ username: '401', foodNames: 'قیمه', selectedCount: 2 })],
                    },
                  ]
                : [],
            ),
          ),
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    await renderTeammates();
    await user.click(await screen.findByRole('button', { name: 'مشاهده رزروها: علی رضایی 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'رزروهای این هفته علی رضایی 1' });
    expect(await within(dialog).findByText('قیمه')).toBeInTheDocument();
    expect(within(dialog).getByText('تعداد: ۲')).toBeInTheDocument();
  });

  it('needs group.checkTeammate and the teammate flag', async () => {
    signIn({ group: { checkTeammate: false } });
    serveTeammates([]);
    await renderTeammates();
    expect(await screen.findByText('امکان هم‌گروهی برای شما فعال نیست.')).toBeInTheDocument();
  });

  it('needs ROLE_RS_USER_TEAMMATES in legacy mode', async () => {
    signIn({ group: { checkTeammate: false } }, [...STUDENT_AUTHORITIES, TEAMMATES_ROLE]);
    serveTeammates([teammate({ id: 1 })]);
    await renderTeammates(testConfig({ legacyTeammateMode: true }));
    expect(await screen.findByTestId('teammate-table')).toBeInTheDocument();
  });
});
