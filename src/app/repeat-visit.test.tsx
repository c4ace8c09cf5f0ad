import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '@/config/load-config';
import { clearSessionOwned } from '@/lib/session-owned';
import { storageKeyOf } from '@/lib/kept-answers-key';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { PERSISTED_PATHS } from '@/modules/reservation/reservation-queries';
import { ReservePage } from '@/modules/reservation/reserve/reserve-page';
import { VARIANTS } from '@/modules/reservation/variants';
import {
  getGetProgramsV2QueryKey,
  getGetReservationProgramsV2QueryKey,
  getListReservationSelfsQueryKey,
  getListSelfsQueryKey,
} from '@/api/generated/rest/hooks/programs/programs';
import { getListReservesQueryKey } from '@/api/generated/rest/hooks/reserves/reserves';
import {
  item,
  json,
  meal,
  ok,
  profile,
  programWeek,
  renderPage,
  resetStorage,
  self,
  serveReserveBackend,
  signIn,
  testConfig,
  TODAY,
} from '@tests/kits/reservation-test-kit';
import { server } from '@tests/msw-server';
import { prefetchFirstPage } from './first-page-prefetch';
import { MANIFESTS } from './manifests';
import { createQueryClient } from './query-client';
import { readProfileAtBoot } from '@/session/profile-api';

/*
 * A repeat visit paints the week kept on this device at once, marked "updating", with its
 * buttons disabled until the server's week replaces it; kept per user, cleared at every session end.
 */

const food = VARIANTS.food;
const KABAB = 'چلو کباب';
const JOOJEH = 'جوجه کباب';

const weekOf = (name: string) => (_selfId: number, weekStart: string) =>
  programWeek(
    weekStart,
    (_d, i) =>
      i === 6 ? [meal({ programId: 900, programFoodTypes: [item({ id: 1, foodNames: `${name}|ماست` })] })] : [],
    7,
  );

/** What boot does (src/main.tsx): the first page's kept answers and reads, then the page. */
async function visit(): Promise<{ queryClient: QueryClient; unmount: () => void }> {
  const queryClient = createQueryClient();
  readProfileAtBoot();
  prefetchFirstPage(MANIFESTS, queryClient, parseConfig(testConfig()), food.paths.reserve);
  const { unmount } = await renderPage(<ReservePage variant={food} today={TODAY} />, {
    path: food.paths.reserve,
    queryClient,
  });
  return { queryClient, unmount };
}

/** The program answers wait until `release` (the server is slow). */
function holdPrograms(name: string): () => void {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get('*/rest/programs/v2', async ({ request }) => {
      await held;
      const weekStart = (new URL(request.url).searchParams.get('weekStartDate') ?? '').slice(0, 10);
      return json(ok(weekOf(name)(1, weekStart)));
    }),
  );
  return release;
}

async function firstVisit(username: string) {
  signIn({ username });
  serveReserveBackend({ selfs: [self(1, 'سلف مرکزی')], program: weekOf(KABAB) });
  const first = await visit();
  await waitFor(() => expect(screen.getByRole('button', { name: `رزرو ${KABAB}` })).toBeEnabled());
  // Written a moment after the answers arrived.
  await waitFor(() => expect(localStorage.getItem(storageKeyOf(username))).toContain(KABAB), { timeout: 3000 });
  first.unmount();
}

beforeEach(() => {
  resetStorage();
  localStorage.setItem(STORAGE_KEYS.selectedSelf, JSON.stringify({ food: 1 }));
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
  vi.setSystemTime(TODAY);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
});

describe('repeat visit', () => {
  it('keeps only what paints the week, under the paths the generated keys use', () => {
    expect([...PERSISTED_PATHS].sort()).toEqual(
      [
        getListSelfsQueryKey()[0],
        getListReservationSelfsQueryKey()[0],
        getGetProgramsV2QueryKey()[0],
        getGetReservationProgramsV2QueryKey()[0],
        getListReservesQueryKey()[0],
      ].sort(),
    );
  });

  it('paints the kept week at once, marked updating and not actionable, then the server’s week', async () => {
    await firstVisit('student1');
    const log = serveReserveBackend({ selfs: [self(1, 'سلف مرکزی')], program: weekOf(KABAB) });
    const release = holdPrograms(JOOJEH);
    const user = userEvent.setup({ delay: null });
    await visit();

    // The kept week, while the server's is on its way.
    const kept = await screen.findByRole('button', { name: `رزرو ${KABAB}` });
    const status = screen.getByTestId('week-updating');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('نسخهٔ ذخیره‌شده؛ در حال به‌روزرسانی…');
    // Counts are never acted on from the kept copy.
    expect(kept).toBeDisabled();
    await user.click(kept);
    expect(log.reserveBodies).toEqual([]);

    await act(async () => release());
    const fresh = await screen.findByRole('button', { name: `رزرو ${JOOJEH}` });
    await waitFor(() => expect(fresh).toBeEnabled());
    expect(screen.queryByRole('button', { name: `رزرو ${KABAB}` })).toBeNull();
    expect(screen.getByTestId('week-updating')).toHaveTextContent('');
  });

  it('with the server’s profile slow too, the session starts from the kept profile and the kept week paints', async () => {
    await firstVisit('student1');
    expect(localStorage.getItem(storageKeyOf('student1'))).toContain('/rest/users/me');
    serveReserveBackend({ selfs: [self(1, 'سلف مرکزی')], program: weekOf(KABAB) });
    const releaseWeek = holdPrograms(JOOJEH);
    let releaseProfile = () => {};
    const profileHeld = new Promise<void>((resolve) => (releaseProfile = resolve));
    server.use(
      http.get('*/rest/users/me', async () => {
        await profileHeld;
        return HttpResponse.json(ok(profile({ username: 'student1', firstName: 'مریم' })));
      }),
    );
    await visit();

    // Painted with neither the profile nor the week answered.
    expect(await screen.findByRole('button', { name: `رزرو ${KABAB}` })).toBeDisabled();
    expect(screen.getByTestId('week-updating')).toHaveTextContent('نسخهٔ ذخیره‌شده؛ در حال به‌روزرسانی…');

    // The server's profile replaces the kept one, and is kept in its place.
    await act(async () => releaseProfile());
    await waitFor(() => expect(localStorage.getItem(storageKeyOf('student1'))).toContain('مریم'), { timeout: 3000 });
    await act(async () => releaseWeek());
    await waitFor(() => expect(screen.getByRole('button', { name: `رزرو ${JOOJEH}` })).toBeEnabled());
  });

  it('puts back only what the first screen shows (each check walks a week)', async () => {
    await firstVisit('student1');
    const stored = JSON.parse(localStorage.getItem(storageKeyOf('student1'))!) as {
      entries: Record<string, { key: [string, Record<string, unknown>?]; data: unknown; at: number }>;
    };
    const current = Object.values(stored.entries).find((entry) => entry.key[0] === '/rest/programs/v2')!;
    const otherKey = ['/rest/programs/v2', { ...current.key[1], weekStartDate: '2025-01-18 00:00:00' }];
    stored.entries[JSON.stringify(otherKey)] = { ...current, key: otherKey as [string] };
    localStorage.setItem(storageKeyOf('student1'), JSON.stringify(stored));
    serveReserveBackend({ selfs: [self(1, 'سلف مرکزی')], program: weekOf(KABAB) });
    const release = holdPrograms(JOOJEH);
    const { queryClient } = await visit();

    expect(await screen.findByRole('button', { name: `رزرو ${KABAB}` })).toBeDisabled();
    expect(queryClient.getQueryData(otherKey)).toBeUndefined();
    await act(async () => release());
  });

  it('shows another user of the same browser nothing of the first one’s week', async () => {
    await firstVisit('student1');
    signIn({ username: 'student2' });
    serveReserveBackend({ selfs: [self(1, 'سلف مرکزی')], program: weekOf(KABAB) });
    const release = holdPrograms(JOOJEH);
    const { queryClient } = await visit();

    // The kept answers' chunk has loaded and written the second user's list: the restore, asked for
    // before the writer behind the same chunk, has run.
    await waitFor(() => expect(localStorage.getItem(storageKeyOf('student2'))).toContain('/rest/selfs'), {
      timeout: 3000,
    });
    expect(screen.queryByRole('button', { name: `رزرو ${KABAB}` })).toBeNull();
    expect(queryClient.getQueryCache().find({ queryKey: [getGetProgramsV2QueryKey()[0]] })?.state.data).toBeUndefined();
    await act(async () => release());
    expect(await screen.findByRole('button', { name: `رزرو ${JOOJEH}` })).toBeEnabled();
    // The first user's copy is under its own key; the second's is written under the second's.
    await waitFor(() => expect(localStorage.getItem(storageKeyOf('student2'))).toContain(JOOJEH), { timeout: 3000 });
    expect(localStorage.getItem(storageKeyOf('student1'))).not.toContain(JOOJEH);
  });

  it('drops a kept week that fails the answer’s checks and waits for the server', async () => {
    await firstVisit('student1');
    const stored = JSON.parse(localStorage.getItem(storageKeyOf('student1'))!) as {
      entries: Record<string, { key: unknown[]; data: { payload: unknown } }>;
    };
    for (const entry of Object.values(stored.entries))
      if (entry.key[0] === '/rest/programs/v2') entry.data.payload = { selfWeekPrograms: 'broken' };
    localStorage.setItem(storageKeyOf('student1'), JSON.stringify(stored));
    serveReserveBackend({ selfs: [self(1, 'سلف مرکزی')], program: weekOf(KABAB) });
    const release = holdPrograms(JOOJEH);
    await visit();

    await waitFor(() =>
      expect(console.warn).toHaveBeenCalledWith(
        'a kept answer failed its checks and is dropped',
        '/rest/programs/v2',
        expect.anything(),
      ),
    );
    expect(screen.queryByRole('button', { name: `رزرو ${KABAB}` })).toBeNull();
    await act(async () => release());
    expect(await screen.findByRole('button', { name: `رزرو ${JOOJEH}` })).toBeEnabled();
  });

  it('clears every user’s kept answers when the session ends', async () => {
    await firstVisit('student1');
    localStorage.setItem(storageKeyOf('student9'), '{}');
    clearSessionOwned();
    expect(localStorage.getItem(storageKeyOf('student1'))).toBeNull();
    expect(localStorage.getItem(storageKeyOf('student9'))).toBeNull();
  });
});
