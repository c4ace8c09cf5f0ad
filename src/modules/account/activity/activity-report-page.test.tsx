import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { resetWorld, server } from '@tests/msw-server';
import { renderShell, signIn, signOutLocally } from '@tests/kits/shell-test-kit';
import { listActivityLogs } from '@/api/generated/rest/hooks/content/content';
import { listInboxMessages, markMessageRead } from '@/api/generated/rest/hooks/messages/messages';
import { MOBILE_QUERY } from '@/ui/use-is-mobile';
import { activityData, humanizeClassName, isOnlineDelivery } from './activity-format';

const wait = { timeout: 8000 };

async function readForcedMessages() {
  const inbox = await listInboxMessages({ page: 0, size: 100 });
  for (const m of inbox.payload?.content ?? []) if (m.forceRead && !m.read) await markMessageRead(m.id);
}

function asMobile() {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: query === MOBILE_QUERY,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

/** Every activity-log call the page makes, with its query. */
function recordCalls(): URLSearchParams[] {
  const calls: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/rest/users/activity-logs') calls.push(url.searchParams);
  });
  return calls;
}

let restore: (() => void) | null = null;

beforeEach(async () => {
  resetWorld();
  signOutLocally();
  await signIn();
  await readForcedMessages();
});

afterEach(() => {
  restore?.();
  restore = null;
  server.events.removeAllListeners();
});

describe('reading a log', () => {
  it('parses the details text, tolerates garbage and names unknown types', () => {
    expect(activityData({ activityTypeJson: '{"price":50000}' })).toEqual({ price: 50000 });
    expect(activityData({ activityTypeJson: 'not json' })).toEqual({});
    expect(activityData({ activityTypeJson: { diff: -10 } })).toEqual({ diff: -10 });
    expect(activityData({})).toEqual({});
    expect(humanizeClassName('ir.samad.CreditTransferSendActivity')).toBe('Credit transfer send');
    expect(isOnlineDelivery('CardAndCvv2DeliveryActivity')).toBe(true);
    expect(isOnlineDelivery('ReserveActivity')).toBe(false);
  });
});

describe('/user/activity-report on desktop', () => {
  it('pages the 42 seeded logs ten at a time and opens a row in the detail modal', async () => {
    const calls = recordCalls();
    await renderShell({ route: '/user/activity-report' });
    const table = await screen.findByTestId('activity-table', {}, wait);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11), wait); // header + 10
    expect(calls.at(-1)?.get('size')).toBe('10');
    expect(calls.at(-1)?.has('fromDate')).toBe(false);
    // 42 rows: five pages.
    expect(within(table).getByRole('button', { name: 'صفحه ۵' })).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'صفحه ۵' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3), wait); // header + 2
    expect(calls.at(-1)?.get('page')).toBe('4');

    await userEvent.click(within(table).getAllByRole('button', { name: /^جزئیات / })[0]!);
    const dialog = await screen.findByRole('dialog', {}, wait);
    expect(within(dialog).getByTestId('activity-attributes')).toBeInTheDocument();
    expect(within(dialog).getByText('گروه')).toBeInTheDocument();
    expect(within(dialog).getByText('دانشجویان روزانه')).toBeInTheDocument();
  });

  it('sends the range of the address as ISO days and shows only the logs inside it', async () => {
    const calls = recordCalls();
    // TEST_NOW is 2025-01-15: the seeded student has logs on 01-14, 01-12 and 01-10 in this range.
    await renderShell({ route: '/user/activity-report?from=2025-01-10&to=2025-01-14' });
    const table = await screen.findByTestId('activity-table', {}, wait);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4), wait);
    expect(calls.at(-1)?.get('fromDate')).toBe('2025-01-10');
    expect(calls.at(-1)?.get('toDate')).toBe('2025-01-14');
    expect(screen.getByTestId('activity-range')).toHaveTextContent('۱۴۰۳/۱۰/۲۱');
    expect(screen.getByTestId('activity-range')).toHaveTextContent('۱۴۰۳/۱۰/۲۵');
  });

  it("a range picked in the Jalali calendar becomes the call's fromDate and toDate", async () => {
    const calls = recordCalls();
    await renderShell({ route: '/user/activity-report' });
    await screen.findByTestId('activity-table', {}, wait);
    await userEvent.click(within(screen.getByTestId('activity-range')).getByRole('button', { name: /بازهٔ تاریخ/ }));
    const grid = await screen.findByRole('grid', {}, wait);
    const days = within(grid)
      .getAllByRole('button')
      .filter(
        (b) => !b.hasAttribute('data-outside') && !b.hasAttribute('disabled') && !b.hasAttribute('data-disabled'),
      );
    await userEvent.click(days[0]!);
    await userEvent.click(days[1]!);
    await waitFor(() => expect(calls.at(-1)?.has('fromDate')).toBe(true), wait);
    const from = calls.at(-1)!.get('fromDate')!;
    const to = calls.at(-1)!.get('toDate')!;
    expect(from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(to > from).toBe(true);
    // The real today is long after the mock's seeded history: nothing in that range.
    expect(await screen.findByText('در این بازه فعالیتی ثبت نشده است.', {}, wait)).toBeInTheDocument();
  });

  it('a row of a type it does not know, with details that do not parse, still shows and opens', async () => {
    server.use(
      http.get('*/rest/users/activity-logs', () =>
        HttpResponse.json({
          payload: {
            items: [
              {
                activityTypeClassName: 'SomethingNewActivity',
                activityTypeJson: '{oops',
                occurDate: '2025-01-10 10:00:00',
              },
            ],
            total: 1,
          },
        }),
      ),
    );
    await renderShell({ route: '/user/activity-report' });
    const table = await screen.findByTestId('activity-table', {}, wait);
    expect(within(table).getByText('Something new')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'جزئیات Something new' }));
    expect(await screen.findByText('جزئیات دیگری ثبت نشده است.', {}, wait)).toBeInTheDocument();
  });
});

describe('/user/activity-report on mobile', () => {
  it('loads 200 at a time and keeps only the rows near the screen in the DOM (10,000 logs)', async () => {
    const log = (i: number) => ({
      activityTypeClassName: 'ReserveActivity',
      activityTypeJson: `{"diff":-${i}0000,"foodName":"قیمه‌پلو"}`,
      occurDate: '2025-01-10 12:00:00',
    });
    server.use(
      http.get('*/rest/users/activity-logs', ({ request }) => {
        const url = new URL(request.url);
        const page = Number(url.searchParams.get('page'));
        const size = Number(url.searchParams.get('size'));
        return HttpResponse.json({
          payload: { items: Array.from({ length: size }, (_, i) => log(page * size + i)), total: 10_000 },
        });
      }),
    );
    restore = asMobile();
    const calls = recordCalls();
    await renderShell({ route: '/user/activity-report' });
    const list = await screen.findByTestId('activity-list', {}, wait);
    await waitFor(() => expect(within(list).getAllByTestId('activity-row').length).toBeGreaterThan(0), wait);
    expect(calls.at(-1)?.get('size')).toBe('200');
    const rows = within(list).getAllByRole('listitem');
    // jsdom's window is 768 px high: a screenful plus the overscan, never the 200 loaded.
    expect(rows.length).toBeLessThan(30);
    expect(rows[0]).toHaveAttribute('aria-setsize', '200');
    // "show more" asks for the next page.
    fireEvent.click(within(list).getByRole('button', { name: /بیشتر/ }));
    await waitFor(() => expect(calls.at(-1)?.get('page')).toBe('1'), wait);
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '400'), wait);
  });
});

describe('the mock', () => {
  it("serves the activity-10k persona's 10,042 logs in pages, newest first, and filters by day", async () => {
    resetWorld({ persona: 'activity-10k' });
    signOutLocally();
    await signIn();
    const last = await listActivityLogs({ page: 50, size: 200 });
    expect(last.payload?.total).toBe(10_042);
    expect(last.payload?.items).toHaveLength(42);
    const first = await listActivityLogs({ page: 0, size: 200 });
    const dates = first.payload!.items.map((l) => l.occurDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const day = await listActivityLogs({ page: 0, size: 200, fromDate: '2024-06-01', toDate: '2024-06-01' });
    expect(day.payload?.total).toBe(14);
    expect(day.payload!.items.every((l) => l.occurDate.startsWith('2024-06-01'))).toBe(true);
  });
});
