import { screen, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '@/config/load-config';
import { clearTokens } from '@/api/tokens';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { VARIANTS } from '@/modules/reservation/variants';
import { ReservePage } from '@/modules/reservation/reserve/reserve-page';
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
  WEEK_START,
} from '@tests/kits/reservation-test-kit';
import { server } from '@tests/msw-server';
import type { ModuleManifest, PrefetchContext } from '@/lib/module-manifest';
import { nextTask } from '@/lib/next-task';
import { prefetchFirstPage } from './first-page-prefetch';
import { MANIFESTS } from './manifests';
import { createQueryClient } from './query-client';

const food = VARIANTS.food;
const KABAB = 'چلو کباب';
const week = (_selfId: number, weekStart: string) =>
  programWeek(
    weekStart,
    (_d, i) => (i === 0 ? [meal({ programId: 900, programFoodTypes: [item({ id: 1 })] })] : []),
    1,
  );

/** What boot does (src/main.tsx): the prefetch of the address, then, later, the page. */
function boot(address: string, config = testConfig()): QueryClient {
  const queryClient = createQueryClient();
  prefetchFirstPage(MANIFESTS, queryClient, parseConfig(config), address);
  return queryClient;
}

const cachedUrls = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'success')
    .map((q) => String(q.queryKey[0]));

/**
 * Every read the prefetch has set up has answered. A read it sets up after an answer waits a task
 * (nextTask) first, so the check runs in a task after that one: a read started is in flight by then.
 */
const settled = (queryClient: QueryClient) =>
  waitFor(async () => {
    await nextTask();
    expect(queryClient.isFetching()).toBe(0);
  });

beforeEach(() => {
  resetStorage();
  signIn();
  // The prefetch reads "this week" from the clock; the page is given the same day.
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
  vi.setSystemTime(TODAY);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
});

describe('first-page prefetch', () => {
  it('a reserve page opened at boot finds its selfs, credit, week and reserves read, and asks for none of them again', async () => {
    localStorage.setItem(STORAGE_KEYS.selectedSelf, JSON.stringify({ food: 2 }));
    const log = serveReserveBackend({ selfs: [self(1, 'سلف مرکزی'), self(2, 'سلف شمالی')], program: week });
    const queryClient = boot('/food/reserve/');

    await waitFor(() => expect(log.programWeeks).toEqual([WEEK_START]));
    await waitFor(() =>
      expect(cachedUrls(queryClient)).toEqual(
        expect.arrayContaining(['/rest/selfs', '/rest/programs/v2', '/rest/reserves', '/rest/users/nurture-profiles']),
      ),
    );
    // Held for the page: the query client keeps nothing unobserved (cache time 0).
    for (const query of queryClient.getQueryCache().getAll()) expect(query.getObserversCount()).toBe(1);

    await renderPage(<ReservePage variant={food} today={TODAY} />, { path: food.paths.reserve, queryClient });
    expect(await screen.findByRole('button', { name: `رزرو ${KABAB}` })).toBeInTheDocument();
    expect(await screen.findByTestId('credit-cash')).toBeInTheDocument();
    expect(log).toMatchObject({ selfLists: 1, programWeeks: [WEEK_START], reserveWeeks: [WEEK_START], credits: 1 });
  });

  it('reads the week of the only self of the variant when none is stored', async () => {
    const log = serveReserveBackend({ selfs: [self(1, 'سلف مرکزی'), self(9, 'سالن ورزشی', 'SPORT')], program: week });
    boot('/food/reserve');
    await waitFor(() => expect(log.programWeeks).toEqual([WEEK_START]));
  });

  it("asks for a stored self's week and the reserves beside the self list, not after its answer", async () => {
    localStorage.setItem(STORAGE_KEYS.selectedSelf, JSON.stringify({ food: 2 }));
    const log = serveReserveBackend({ selfs: [self(1, 'سلف مرکزی'), self(2, 'سلف شمالی')], program: week });
    // The self list answers only once the week and the reserves have been asked for.
    let answerList!: () => void;
    const listHeld = new Promise<void>((resolve) => (answerList = resolve));
    server.use(
      http.get('*/rest/selfs', async () => {
        log.selfLists += 1;
        await listHeld;
        return HttpResponse.json({ type: 'SUCCESS', payload: [self(1, 'سلف مرکزی'), self(2, 'سلف شمالی')] });
      }),
    );
    const queryClient = boot('/food/reserve');
    await waitFor(() => expect(log).toMatchObject({ selfLists: 1, programSelfs: [2], reserveWeeks: [WEEK_START] }));
    answerList();
    await waitFor(() => expect(cachedUrls(queryClient)).toContain('/rest/selfs'));
    await settled(queryClient);
    expect(log.programSelfs).toEqual([2]);
  });

  it('a stored self that is gone: its week is the one read too many, and the page asks for a choice', async () => {
    localStorage.setItem(STORAGE_KEYS.selectedSelf, JSON.stringify({ food: 7 }));
    const log = serveReserveBackend({
      selfs: [self(1, 'سلف مرکزی'), self(2, 'سلف شمالی')],
      program: (selfId, weekStart) => (selfId === 7 ? null : week(selfId, weekStart)),
    });
    const queryClient = boot('/food/reserve');
    await waitFor(() =>
      expect(cachedUrls(queryClient)).toEqual(expect.arrayContaining(['/rest/selfs', '/rest/reserves'])),
    );
    await settled(queryClient);
    expect(log.programSelfs).toEqual([7]);
    await renderPage(<ReservePage variant={food} today={TODAY} />, { path: food.paths.reserve, queryClient });
    expect(await screen.findByTestId('open-self-chooser')).toBeInTheDocument();
    expect(log.programSelfs).toEqual([7]);
  });

  it("a stored self the list does not show (the variant's only self is another): that self's week follows the list", async () => {
    localStorage.setItem(STORAGE_KEYS.selectedSelf, JSON.stringify({ food: 7 }));
    const log = serveReserveBackend({
      selfs: [self(1, 'سلف مرکزی')],
      program: (selfId, weekStart) => (selfId === 7 ? null : week(selfId, weekStart)),
    });
    boot('/food/reserve');
    await waitFor(() => expect([...log.programSelfs].sort()).toEqual([1, 7]));
  });

  it('asks for nothing signed out, on another page, or in a module the university disables', async () => {
    const log = serveReserveBackend({ selfs: [self(1, 'سلف مرکزی')], program: week });
    boot('/food/selfs');
    const disabled = testConfig();
    boot('/food/reserve', { ...disabled, university: { ...disabled.university!, samad: { nurture: false } } });
    clearTokens();
    boot('/food/reserve');
    // Then one that asks: its list answered, a list asked for by any boot before it has been too.
    signIn();
    const asking = boot('/food/reserve');
    await waitFor(() => expect(cachedUrls(asking)).toContain('/rest/selfs'));
    await settled(asking);
    expect(log.selfLists).toBe(1);
  });

  it('sends no read in the task that asked for it (each in a task of its own)', async () => {
    const sent: string[] = [];
    const read = (name: string) => ({
      queryKey: [name],
      queryFn: () => {
        sent.push(name);
        return Promise.resolve(name);
      },
    });
    const manifest = {
      prefetch: [
        {
          path: '/page',
          run: async (ctx: PrefetchContext) => {
            await Promise.all([ctx.prefetch(read('a')), ctx.prefetch(read('b'))]);
          },
        },
      ],
    } as unknown as ModuleManifest;
    const queryClient = createQueryClient();
    prefetchFirstPage([manifest], queryClient, parseConfig(testConfig()), '/page');
    // The asking task's microtasks (where a page's chunk and its prefetch run) send nothing.
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(sent).toEqual([]);
    await nextTask();
    await nextTask();
    expect(sent).toEqual(['a', 'b']);
  });
});
