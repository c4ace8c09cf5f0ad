import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { isApiError } from '@/api/api-error';
import { sendMessage } from '@/api/generated/rest/hooks/messages/messages';
import { getMyProfile } from '@/api/generated/rest/hooks/users/users';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, getAccessToken, getRefreshToken, setTokens } from '@/api/tokens';
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
    expect(new URLSearchParams(refreshBodies[0])).toEqual(new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'refresh-1' }));
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
        return HttpResponse.json({ error: 'invalid_grant', error_description: 'Invalid refresh token' }, { status: 400 });
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
