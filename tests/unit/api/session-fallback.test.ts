import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitAppEvent, loginUrl, navigation, onAppEvent } from '@/api/app-events';
import { getMyProfile } from '@/api/generated/rest/hooks/users/users';
import { setTokens } from '@/api/tokens';
import { server } from '../../msw-server';
import { errorEnvelope, freshTransportEachTest } from './transport-kit';

freshTransportEachTest();
afterEach(() => vi.restoreAllMocks());

describe('session.expired without a listener', () => {
  it('the default handler goes to /login?next=<current path> when a refresh fails', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    window.history.pushState({}, '', '/user/messages/12?page=2');
    setTokens({ accessToken: 'stale', refreshToken: 'revoked' });
    server.use(
      http.get('*/rest/users/me', () => HttpResponse.json(errorEnvelope('TOKEN_EXPIRED'), { status: 401 })),
      http.post('*/oauth/token', () => HttpResponse.json({ error: 'invalid_grant' }, { status: 400 })),
    );
    await expect(getMyProfile()).rejects.toMatchObject({ status: 401 });
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/login?next=%2Fuser%2Fmessages%2F12%3Fpage%3D2');
  });

  it('a listener replaces the default handler', () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const seen: string[] = [];
    const off = onAppEvent('session.expired', ({ next }) => seen.push(next));
    emitAppEvent('session.expired', { next: '/food' });
    off();
    expect(seen).toEqual(['/food']);
    expect(assign).not.toHaveBeenCalled();
  });

  it('never sends the login page to itself', () => {
    expect(loginUrl('/login?next=%2F')).toBe('/login');
    expect(loginUrl('/')).toBe('/login?next=%2F');
  });
});
