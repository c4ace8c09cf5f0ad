import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '@/api/api-error';
import { sendMessage } from '@/api/generated/rest/hooks/messages/messages';
import { getMyProfile } from '@/api/generated/rest/hooks/users/users';
import {
  ACCESS_TOKEN_KEY,
  REFRESH_TOKEN_KEY,
  clearTokens,
  clearTokensIf,
  getAccessToken,
  getRefreshToken,
  setTokens,
  setTokensIf,
} from '@/api/tokens';
import { server } from '../../msw-server';
import { errorEnvelope, profileEnvelope, recordEvents, tokenAnswer, freshTransportEachTest } from './transport-kit';

freshTransportEachTest();
const events = recordEvents();

/** /rest/users/me accepts only `Bearer fresh`; records the Authorization header of every attempt. */
function profileNeedsFreshToken(seen: string[]) {
  return http.get('*/rest/users/me', ({ request }) => {
    const auth = request.headers.get('Authorization') ?? '';
    seen.push(auth);
    if (auth === 'Bearer fresh') return HttpResponse.json(profileEnvelope());
    return HttpResponse.json(errorEnvelope('TOKEN_EXPIRED', 'توکن منقضی شده است'), { status: 401 });
  });
}

describe('401 handling: one refresh for all concurrent callers', () => {
  it('5 concurrent calls that all get 401 cause exactly one refresh, and all 5 succeed with the new token', async () => {
    setTokens({ accessToken: 'stale', refreshToken: 'refresh-1' });
    const seen: string[] = [];
    const refreshBodies: string[] = [];
    server.use(
      profileNeedsFreshToken(seen),
      http.post('*/oauth/token', async ({ request }) => {
        refreshBodies.push(await request.text());
        await delay(30); // the other 401s arrive while this refresh is in flight
        return HttpResponse.json(tokenAnswer('fresh', 'refresh-2'));
      }),
    );

    const results = await Promise.all(Array.from({ length: 5 }, () => getMyProfile()));

    expect(results.map((r) => r.payload.username)).toEqual(Array(5).fill('student1'));
    expect(refreshBodies).toHaveLength(1);
    expect(new URLSearchParams(refreshBodies[0])).toEqual(
      new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'refresh-1' }),
    );
    expect(seen.filter((a) => a === 'Bearer stale')).toHaveLength(5);
    expect(seen.filter((a) => a === 'Bearer fresh')).toHaveLength(5);
    expect(getAccessToken()).toBe('fresh');
    expect(getRefreshToken()).toBe('refresh-2');
    // The 401s that were refreshed away are not failures: no toast, no session end.
    expect(events['api.toast']).toEqual([]);
    expect(events['session.expired']).toEqual([]);
  });

  it('a 401 that arrives after the refresh finished retries with the new token without refreshing again', async () => {
    setTokens({ accessToken: 'stale', refreshToken: 'r' });
    let refreshes = 0;
    let arrivals = 0;
    server.use(
      http.get('*/rest/users/me', async ({ request }) => {
        const auth = request.headers.get('Authorization');
        if (auth === 'Bearer fresh') return HttpResponse.json(profileEnvelope());
        arrivals += 1;
        if (arrivals === 1) await delay(80); // the first call answers 401 long after the refresh
        return new HttpResponse(null, { status: 401 });
      }),
      http.post('*/oauth/token', () => {
        refreshes += 1;
        return HttpResponse.json(tokenAnswer('fresh'));
      }),
    );
    const slow = getMyProfile();
    await getMyProfile();
    await slow;
    expect(refreshes).toBe(1);
  });

  it('replays a POST body on the retry', async () => {
    setTokens({ accessToken: 'stale', refreshToken: 'r' });
    const bodies: unknown[] = [];
    server.use(
      http.post('*/rest/users/me/messages', async ({ request }) => {
        bodies.push(await request.json());
        if (request.headers.get('Authorization') !== 'Bearer fresh') return new HttpResponse(null, { status: 401 });
        return HttpResponse.json({ payload: true });
      }),
      http.post('*/oauth/token', () => HttpResponse.json(tokenAnswer('fresh'))),
    );
    const message = { subject: 'سلام', body: 'متن', receiverUsernames: ['admin'] };
    await sendMessage(message);
    expect(bodies).toEqual([message, message]);
  });

  it('a retried call that fails again shows one toast, not two', async () => {
    setTokens({ accessToken: 'stale', refreshToken: 'r' });
    server.use(
      http.get('*/rest/users/me', ({ request }) =>
        request.headers.get('Authorization') === 'Bearer fresh'
          ? HttpResponse.json(errorEnvelope('SOME_RULE', 'قاعده نقض شد'), { status: 400 })
          : HttpResponse.json(errorEnvelope('TOKEN_EXPIRED'), { status: 401 }),
      ),
      http.post('*/oauth/token', () => HttpResponse.json(tokenAnswer('fresh'))),
    );
    await expect(getMyProfile()).rejects.toMatchObject({ status: 400, errorCode: 'SOME_RULE' });
    expect(events['api.toast']).toHaveLength(1);
  });
});

describe('a failed refresh ends the session', () => {
  it('clears the tokens, emits session.expired once and fails every caller with 401, without a toast', async () => {
    window.history.pushState({}, '', '/user/wallet?tab=charge');
    setTokens({ accessToken: 'stale', refreshToken: 'revoked' });
    let refreshes = 0;
    server.use(
      profileNeedsFreshToken([]),
      http.post('*/oauth/token', async () => {
        refreshes += 1;
        await delay(10);
        return HttpResponse.json(
          { error: 'invalid_grant', error_description: 'Invalid refresh token' },
          { status: 400 },
        );
      }),
    );

    const outcomes = await Promise.allSettled(Array.from({ length: 3 }, () => getMyProfile()));

    expect(refreshes).toBe(1);
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      const reason = (outcome as PromiseRejectedResult).reason as unknown;
      expect(isApiError(reason) && reason.status).toBe(401);
    }
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(events['session.expired']).toEqual([{ next: '/user/wallet?tab=charge' }]);
    expect(events['api.toast']).toEqual([]);
  });

  it('a 401 with no refresh token ends the session too', async () => {
    window.history.pushState({}, '', '/food');
    setTokens({ accessToken: 'stale', refreshToken: null });
    server.use(profileNeedsFreshToken([]));
    await expect(getMyProfile()).rejects.toMatchObject({ kind: 'http', status: 401 });
    expect(events['session.expired']).toEqual([{ next: '/food' }]);
    expect(getAccessToken()).toBeNull();
  });
});

describe('a refresh the server could not answer keeps the session', () => {
  for (const [name, answer] of [
    ['a 503', () => HttpResponse.json({ error: 'server_error' }, { status: 503 })],
    ['a network failure', () => HttpResponse.error()],
  ] as const) {
    it(`${name} on the token endpoint keeps the tokens, ends nothing and rejects with a retryable error`, async () => {
      setTokens({ accessToken: 'stale', refreshToken: 'refresh-1' });
      server.use(profileNeedsFreshToken([]), http.post('*/oauth/token', answer));
      const error = await getMyProfile().then(
        () => null,
        (e: unknown) => e,
      );
      expect(isApiError(error) && error.kind).toBe(name === 'a 503' ? 'http' : 'network');
      if (name === 'a 503') expect(isApiError(error) && error.status).toBe(503);
      expect(getAccessToken()).toBe('stale');
      expect(getRefreshToken()).toBe('refresh-1');
      expect(events['session.expired']).toEqual([]);
    });
  }

  it('the next call after the server is back refreshes and succeeds', async () => {
    setTokens({ accessToken: 'stale', refreshToken: 'refresh-1' });
    let down = true;
    server.use(
      profileNeedsFreshToken([]),
      http.post('*/oauth/token', () =>
        down ? new HttpResponse(null, { status: 503 }) : HttpResponse.json(tokenAnswer('fresh', 'refresh-2')),
      ),
    );
    await expect(getMyProfile()).rejects.toMatchObject({ status: 503 });
    down = false;
    await expect(getMyProfile()).resolves.toMatchObject({ payload: { username: 'student1' } });
    expect(getRefreshToken()).toBe('refresh-2');
  });
});

describe('tokens are written compare-and-set', () => {
  it('a refresh that finishes after logout does not bring the tokens back', async () => {
    setTokens({ accessToken: 'stale', refreshToken: 'refresh-1' });
    let refreshArrived!: () => void;
    const refreshing = new Promise<void>((resolve) => (refreshArrived = resolve));
    let answerRefresh!: () => void;
    const answered = new Promise<void>((resolve) => (answerRefresh = resolve));
    server.use(
      profileNeedsFreshToken([]),
      http.post('*/oauth/token', async () => {
        refreshArrived();
        await answered;
        return HttpResponse.json(tokenAnswer('fresh', 'refresh-2'));
      }),
    );
    const call = getMyProfile().catch((e: unknown) => e);
    await refreshing;
    clearTokens(); // the user signs out while the refresh is in flight
    answerRefresh();
    const outcome = await call;
    expect(isApiError(outcome) && outcome.status).toBe(401);
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
  });

  it('a refused refresh does not clear a pair another tab stored meanwhile; the call retries with it', async () => {
    setTokens({ accessToken: 'stale', refreshToken: 'refresh-1' });
    server.use(
      profileNeedsFreshToken([]),
      http.post('*/oauth/token', async () => {
        // Another tab spent refresh-1 first and stored its new pair; this one is refused.
        setTokens({ accessToken: 'fresh', refreshToken: 'refresh-2' });
        return HttpResponse.json({ error: 'invalid_grant' }, { status: 400 });
      }),
    );
    await expect(getMyProfile()).resolves.toMatchObject({ payload: { username: 'student1' } });
    expect(getRefreshToken()).toBe('refresh-2');
    expect(events['session.expired']).toEqual([]);
  });

  it('setTokensIf and clearTokensIf act only on the expected refresh token', () => {
    setTokens({ accessToken: 'a', refreshToken: 'r1' });
    expect(setTokensIf('other', { accessToken: 'b', refreshToken: 'r2' })).toBe(false);
    expect(clearTokensIf('other')).toBe(false);
    expect(getAccessToken()).toBe('a');
    expect(setTokensIf('r1', { accessToken: 'b', refreshToken: 'r2' })).toBe(true);
    expect(clearTokensIf('r2')).toBe(true);
    expect(getAccessToken()).toBeNull();
    expect(setTokensIf('r2', { accessToken: 'c', refreshToken: 'r3' })).toBe(false);
  });
});

/**
 * A Web Lock manager as Chromium's behaves for one tab: FIFO, `ifAvailable` answers null while
 * another holder has the lock. `holdAsAnotherTab` takes it for "another tab" until released.
 */
function installFakeLocks() {
  let tail: Promise<unknown> = Promise.resolve();
  let held = false;
  /** Requests that queued for the lock, and how many of them have been granted it. */
  const counts = { queued: 0, granted: 0 };
  const request = (name: string, ...args: unknown[]) => {
    const [options, callback] = (args.length === 2 ? args : [{}, args[0]]) as [
      { ifAvailable?: boolean },
      (lock: unknown) => Promise<unknown>,
    ];
    if (options.ifAvailable && held) return Promise.resolve().then(() => callback(null));
    counts.queued += 1;
    const run = tail.then(async () => {
      held = true;
      counts.granted += 1;
      try {
        return await callback({ name });
      } finally {
        held = false;
      }
    });
    tail = run.catch(() => undefined);
    return run;
  };
  Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
  return {
    counts,
    async holdAsAnotherTab(): Promise<() => void> {
      let release!: () => void;
      void request('portal.token-refresh', () => new Promise<void>((resolve) => (release = resolve)));
      await delay(0);
      return release;
    },
  };
}

/** Another tab's write reaching this one: storage changed behind this tab, then the storage event. */
function anotherTabStores(access: string, refresh: string): void {
  localStorage.setItem(ACCESS_TOKEN_KEY, access);
  localStorage.setItem(REFRESH_TOKEN_KEY, refresh);
  window.dispatchEvent(new StorageEvent('storage', { key: ACCESS_TOKEN_KEY, newValue: access }));
}

/** The profile wants `Bearer fresh`; every refresh answers the given pair and is counted. */
function answerRefreshes(access: string, refresh: string, seen: string[]) {
  const refreshes = { count: 0 };
  server.use(
    profileNeedsFreshToken(seen),
    http.post('*/oauth/token', () => {
      refreshes.count += 1;
      return HttpResponse.json(tokenAnswer(access, refresh));
    }),
  );
  return refreshes;
}

describe('tabs take turns on the refresh through a Web Lock', () => {
  afterEach(() => {
    delete (navigator as { locks?: unknown }).locks;
  });

  it("a tab queued behind another tab's refresh waits for that tab's pair to reach it instead of refreshing again", async () => {
    const locks = installFakeLocks();
    setTokens({ accessToken: 'stale', refreshToken: 'refresh-1' });
    const seen: string[] = [];
    const refreshes = answerRefreshes('fresh-here', 'refresh-3', seen);
    const release = await locks.holdAsAnotherTab();
    const call = getMyProfile();
    // This tab's refresh queues behind the other tab's.
    await vi.waitFor(() => expect(locks.counts.queued).toBe(2));
    // The other tab finishes: its lock comes free before its localStorage write is readable here.
    release();
    await vi.waitFor(() => expect(locks.counts.granted).toBe(2));
    anotherTabStores('fresh', 'refresh-2');
    await expect(call).resolves.toMatchObject({ payload: { username: 'student1' } });
    expect(refreshes.count).toBe(0);
    expect(seen).toEqual(['Bearer stale', 'Bearer fresh']);
    expect(getRefreshToken()).toBe('refresh-2');
  });

  it('a tab queued behind a refresh that stored nothing (the server did not answer it) refreshes itself', async () => {
    const locks = installFakeLocks();
    setTokens({ accessToken: 'stale', refreshToken: 'refresh-1' });
    const refreshes = answerRefreshes('fresh', 'refresh-2', []);
    const release = await locks.holdAsAnotherTab();
    const call = getMyProfile();
    await vi.waitFor(() => expect(locks.counts.queued).toBe(2));
    release();
    await expect(call).resolves.toMatchObject({ payload: { username: 'student1' } });
    expect(refreshes.count).toBe(1);
    expect(getRefreshToken()).toBe('refresh-2');
  });

  it('a tab that finds the lock free refreshes at once', async () => {
    installFakeLocks();
    setTokens({ accessToken: 'stale', refreshToken: 'refresh-1' });
    const refreshes = answerRefreshes('fresh', 'refresh-2', []);
    const started = Date.now();
    await getMyProfile();
    expect(refreshes.count).toBe(1);
    expect(Date.now() - started).toBeLessThan(900); // not held back by the wait for another tab's pair
  });
});
