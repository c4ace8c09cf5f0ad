import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { payloadOf } from '@/api/api-error';
import { validatedCalls } from '@/api/call-policy';
import { issueToken } from '@/api/generated/oauth/hooks/oauth/oauth';
import { getMyProfile } from '@/api/generated/rest/hooks/users/users';
import { server } from '../../msw-server';
import { profileEnvelope, recordEvents, freshTransportEachTest } from './transport-kit';

freshTransportEachTest();
const events = recordEvents();

const answerMe = (body: string | object) =>
  server.use(
    http.get('*/rest/users/me', () =>
      typeof body === 'string'
        ? new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } })
        : HttpResponse.json(body),
    ),
  );

describe('responses of the calls the app depends on are validated', () => {
  it('a valid users/me passes through untouched', async () => {
    answerMe({ ...profileEnvelope(), extra: 'kept' });
    const envelope = await getMyProfile();
    expect(payloadOf(envelope).username).toBe('student1');
    expect(envelope).toHaveProperty('extra', 'kept');
  });

  it("a users/me whose payload.username is a number is ApiError 'invalid-response'", async () => {
    answerMe({ ...profileEnvelope(), payload: { id: 7, username: 12345 } });
    await expect(getMyProfile()).rejects.toMatchObject({
      kind: 'invalid-response',
      status: 200,
      messageKey: 'api:invalidResponse',
    });
    expect(events['api.toast']).toEqual([]);
  });

  it("a users/me that is not JSON is ApiError 'invalid-response'", async () => {
    answerMe('<html>proxy error</html>');
    await expect(getMyProfile()).rejects.toMatchObject({ kind: 'invalid-response', data: '<html>proxy error</html>' });
  });

  it('a malformed token answer is rejected too', async () => {
    server.use(http.post('*/oauth/token', () => HttpResponse.json({ access_token: 'a' })));
    await expect(issueToken({ grant_type: 'password', username: 'u', password: 'p' })).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });

  it('the table covers token, users/me, reserves, programs (both paths) and nurture-profiles', () => {
    expect(validatedCalls.keys().sort()).toEqual(
      [
        'GET /rest/programs/v2',
        'GET /rest/reservations/programs/v2',
        'GET /rest/reserves',
        'GET /rest/users/me',
        'GET /rest/users/nurture-profiles',
        'POST /oauth/token',
      ].sort(),
    );
  });

  it('payloadOf rejects an envelope without a payload', () => {
    expect(() => payloadOf({ messageFa: null } as { payload?: unknown })).toThrow(
      expect.objectContaining({ kind: 'invalid-response' }),
    );
  });
});
