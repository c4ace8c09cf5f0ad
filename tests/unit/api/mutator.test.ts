import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { helpdeskListIssueStatuses } from '@/api/generated/helpdesk/hooks/helpdesk/helpdesk';
import { downloadFile } from '@/api/generated/rest/hooks/content/content';
import { getMyProfile } from '@/api/generated/rest/hooks/users/users';
import { issueToken } from '@/api/generated/oauth/hooks/oauth/oauth';
import { faceFetch, helpdeskFetch, oauthFetch, restFetch } from '@/api/mutator';
import { setTokens } from '@/api/tokens';
import { setHelpdeskApiKeyProvider } from '@/api/transport';
import { server } from '../../msw-server';
import {
  errorEnvelope,
  profileEnvelope,
  recordEvents,
  tokenAnswer,
  UNIVERSITY,
  freshTransportEachTest,
} from './transport-kit';

freshTransportEachTest();
const events = recordEvents();

describe("generated functions go through their server's mutator and the one pipeline", () => {
  it('getMyProfile() sends the bearer token to the chosen university and answers the parsed body', async () => {
    setTokens({ accessToken: 'access-1', refreshToken: 'r' });
    const auth: (string | null)[] = [];
    server.use(
      http.get(`${UNIVERSITY}/rest/users/me`, ({ request }) => {
        auth.push(request.headers.get('Authorization'));
        return HttpResponse.json(profileEnvelope('hook-user'));
      }),
    );
    const envelope = await getMyProfile();
    expect(envelope.payload.username).toBe('hook-user');
    expect(auth).toEqual(['Bearer access-1']);
  });

  it('getMyProfile() fails with a normalised ApiError and the toast policy applies once', async () => {
    setTokens({ accessToken: 'access-1', refreshToken: 'r' });
    server.use(
      http.get('*/rest/users/me', () =>
        HttpResponse.json(errorEnvelope('USER_LOCKED', 'کاربر قفل است'), { status: 400 }),
      ),
    );
    const error = await getMyProfile().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      errorCode: 'USER_LOCKED',
      messageFa: 'کاربر قفل است',
      messageEn: 'Server error',
      hasServerMessage: true,
      data: errorEnvelope('USER_LOCKED', 'کاربر قفل است'),
    });
    expect(events['api.toast']).toHaveLength(1);
  });

  it('getMyProfile() refreshes on 401 and retries with the new token', async () => {
    setTokens({ accessToken: 'stale', refreshToken: 'r' });
    server.use(
      http.get('*/rest/users/me', ({ request }) =>
        request.headers.get('Authorization') === 'Bearer fresh'
          ? HttpResponse.json(profileEnvelope())
          : new HttpResponse(null, { status: 401 }),
      ),
      http.post('*/oauth/token', () => HttpResponse.json(tokenAnswer('fresh'))),
    );
    await expect(getMyProfile()).resolves.toMatchObject({ payload: { username: 'student1' } });
  });

  it('a non-JSON error body still becomes an ApiError, with the text as data', async () => {
    server.use(http.get('*/rest/users/me', () => HttpResponse.text('Bad Gateway', { status: 502 })));
    await expect(getMyProfile()).rejects.toMatchObject({
      kind: 'http',
      status: 502,
      errorCode: null,
      data: 'Bad Gateway',
      messageEn: 'API Failed',
      hasServerMessage: false,
    });
  });

  it('issueToken() posts a form with Basic auth; files come back as Blobs', async () => {
    let contentType: string | null = null;
    let authorization: string | null = null;
    server.use(
      http.post('*/oauth/token', ({ request }) => {
        contentType = request.headers.get('Content-Type');
        authorization = request.headers.get('Authorization');
        return HttpResponse.json(tokenAnswer('a'));
      }),
      http.get(
        '*/rest/file/download/:id',
        () => new HttpResponse(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'application/octet-stream' } }),
      ),
    );
    await issueToken({ grant_type: 'password', username: 'u', password: 'p' });
    expect(contentType).toContain('application/x-www-form-urlencoded');
    expect(authorization).toMatch(/^Basic /);
    const file = await downloadFile(5);
    // Node's Blob (the Response's realm), not jsdom's: compare by name.
    expect(file.constructor.name).toBe('Blob');
    expect(file.size).toBe(3);
  });

  it('a file the server names (Content-Disposition) comes back as a File with that name', async () => {
    server.use(
      http.get(
        '*/rest/file/download/:id',
        () =>
          new HttpResponse(new Uint8Array([1, 2]), {
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': 'attachment; filename="x.pdf"; filename*=UTF-8\'\'%D9%86%D8%A7%D9%85%D9%87.pdf',
            },
          }),
      ),
    );
    const file = await downloadFile(6);
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('نامه.pdf');
    expect(file.size).toBe(2);
  });

  it('helpdesk paths go to the helpdesk proxy with the Redmine key', async () => {
    setHelpdeskApiKeyProvider(() => 'key-9');
    let key: string | null = null;
    server.use(
      http.get('http://localhost:3000/helpdesk/issue_statuses.json', ({ request }) => {
        key = request.headers.get('X-Redmine-API-Key');
        return HttpResponse.json({ issue_statuses: [] });
      }),
    );
    await helpdeskListIssueStatuses();
    expect(key).toBe('key-9');
  });

  it('keeps the two-parameter shape orval reads to pass the typed per-call options', () => {
    // A default value or destructuring would make the compiled arity 1 and orval would drop `options`.
    for (const mutator of [restFetch, oauthFetch, faceFetch, helpdeskFetch]) expect(mutator.length).toBe(2);
  });

  it('the server comes from the mutator, not from the path', async () => {
    setTokens({ accessToken: 'access-1', refreshToken: 'r' });
    const seen: string[] = [];
    server.use(
      http.get('*/shared.json', ({ request }) => {
        seen.push(
          `${new URL(request.url).origin}${new URL(request.url).pathname} ${request.headers.get('Authorization') ?? 'none'}`,
        );
        return HttpResponse.json({});
      }),
    );
    await restFetch({ url: '/shared.json', method: 'GET' });
    await helpdeskFetch({ url: '/shared.json', method: 'GET' });
    expect(seen).toEqual([
      `${UNIVERSITY}/shared.json Bearer access-1`,
      'http://localhost:3000/helpdesk/shared.json Bearer access-1',
    ]);
  });

  // TBT: a call's work never joins the task that asked for it.
  describe('a task of its own', () => {
    const microtasks = async () => {
      for (let i = 0; i < 20; i++) await Promise.resolve();
    };

    it('a call is sent in a later task than the one that asked for it', async () => {
      setTokens({ accessToken: 'access-1', refreshToken: 'r' });
      server.use(http.get(`${UNIVERSITY}/rest/users/me`, () => HttpResponse.json(profileEnvelope('u'))));
      const fetchSpy = vi.spyOn(globalThis, 'fetch');
      try {
        const answer = getMyProfile();
        await microtasks();
        expect(fetchSpy).not.toHaveBeenCalled();
        expect((await answer).payload.username).toBe('u');
        expect(fetchSpy).toHaveBeenCalledTimes(1);
      } finally {
        fetchSpy.mockRestore();
      }
    });
  });
});
