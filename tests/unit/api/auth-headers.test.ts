import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setHelpdeskApiKeyProvider } from '@/api/auth-headers';
import { faceClient, helpdeskClient, oauthClient, restClient } from '@/api/clients';
import { configureTransport, selectUniversity, universityBaseUrl } from '@/api/endpoints';
import { createCaptcha } from '@/api/generated/rest/hooks/auth/auth';
import { listAnnouncements } from '@/api/generated/rest/hooks/content/content';
import { listUniversities } from '@/api/generated/rest/hooks/universities/universities';
import { unwrap } from '@/api/result';
import { setTokens } from '@/api/tokens';
import { parseConfig } from '@/config/load-config';
import { server } from '../../msw-server';
import { profileEnvelope, tokenAnswer, UNIVERSITY, freshTransportEachTest } from './transport-kit';

freshTransportEachTest();

/** Answers `body` on METHOD url and records the requests it saw. */
function record(method: 'get' | 'post' | 'put', url: string, body: object = { payload: null }) {
  const seen: Request[] = [];
  server.use(
    http[method](url, ({ request }) => {
      seen.push(request.clone());
      return HttpResponse.json(body);
    }),
  );
  return seen;
}

describe('credentials per call', () => {
  it('authenticated calls carry the bearer token, on the chosen university', async () => {
    setTokens({ accessToken: 'access-1', refreshToken: 'r' });
    const seen = record('get', `${UNIVERSITY}/rest/users/me`, profileEnvelope());
    await unwrap(restClient.GET('/rest/users/me'));
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer access-1');
  });

  it('public calls (captcha, reset-password init, announcements, university list) carry no Authorization header', async () => {
    setTokens({ accessToken: 'access-1', refreshToken: 'r' });
    const captcha = record('post', '*/rest/captcha', { payload: { image: 'iVBOR', validation: 'v' } });
    const reset = record('post', '*/rest/users/reset-password/init');
    const announcements = record('get', '*/rest/announcements', { payload: { content: [], totalElements: 0 } });
    const universities = record('get', '*/rest/universities', []);

    await createCaptcha({ nonce: 'n1' });
    await unwrap(restClient.POST('/rest/users/reset-password/init', { body: { username: 'u', captchaEnteredByUser: 'c', captchaValidationCode: 'v', nonce: 'n' } }));
    await listAnnouncements({ page: 0, size: 10 });
    await listUniversities({ version: '2.0.7' });

    for (const request of [...captcha, ...reset, ...announcements, ...universities]) {
      expect(request.headers.has('Authorization'), request.url).toBe(false);
    }
    expect([captcha, reset, announcements, universities].map((s) => s.length)).toEqual([1, 1, 1, 1]);
  });

  it('/oauth/token carries HTTP Basic client auth and a form-encoded body', async () => {
    setTokens({ accessToken: 'old', refreshToken: 'r' });
    const seen = record('post', `${UNIVERSITY}/oauth/token`, tokenAnswer('new'));
    await unwrap(
      oauthClient.POST('/oauth/token', {
        body: { grant_type: 'password', username: 'student1', password: 'رمز عبور', captchaText: '12345', validation: 'v', nonce: 'n', scope: 'read' },
      }),
    );
    const request = seen[0]!;
    expect(request.headers.get('Authorization')).toBe(`Basic ${btoa('samad-web:samad-web-secret')}`);
    expect(request.headers.get('Content-Type')).toContain('application/x-www-form-urlencoded');
    const form = new URLSearchParams(await request.text());
    expect(Object.fromEntries(form)).toEqual({
      grant_type: 'password',
      username: 'student1',
      password: 'رمز عبور',
      captchaText: '12345',
      validation: 'v',
      nonce: 'n',
      scope: 'read',
    });
  });

  it('the helpdesk gets X-Redmine-API-Key from the pluggable provider, no bearer, through its proxy URL', async () => {
    setTokens({ accessToken: 'access-1', refreshToken: 'r' });
    setHelpdeskApiKey('redmine-key-1');
    const seen = record('get', 'http://localhost:3000/helpdesk/issue_statuses.json', { issue_statuses: [] });
    await unwrap(helpdeskClient.GET('/issue_statuses.json'));
    expect(seen[0]?.headers.get('X-Redmine-API-Key')).toBe('redmine-key-1');
    expect(seen[0]?.headers.has('Authorization')).toBe(false);
  });

  it('the face service gets no header credentials (the image form carries the token)', async () => {
    setTokens({ accessToken: 'access-1', refreshToken: 'r' });
    const seen = record('post', 'http://localhost:3000/face-service/face/enroll', { success: true });
    await unwrap(faceClient.POST('/face/enroll', { body: { username: 'u', media: 'x' }, bodySerializer: (b) => toForm(b) }));
    expect(seen[0]?.headers.has('Authorization')).toBe(false);
  });
});

describe('base URLs follow the configuration', () => {
  it('picks one URL of a list per university selection and sticks to it', async () => {
    const pool = ['https://a.uni.test', 'https://b.uni.test/'];
    selectUniversity({ universityURL: pool });
    const chosen = universityBaseUrl();
    expect(['https://a.uni.test', 'https://b.uni.test']).toContain(chosen);
    const seen = record('get', `${chosen}/rest/selfs`, { payload: [] });
    await unwrap(restClient.GET('/rest/selfs'));
    await unwrap(restClient.GET('/rest/selfs'));
    expect(seen).toHaveLength(2);
  });

  it("'' means this site's origin; the face URL comes from the university when it has one", async () => {
    configureTransport(parseConfig({ university: { unikey: 'u', universityLabel: 'u', universityURL: '', samad: { faceEnrollmentURL: 'https://face.uni.test' } } }));
    expect(universityBaseUrl()).toBe('http://localhost:3000');
    const face = record('post', 'https://face.uni.test/face/enroll', { success: true });
    await unwrap(faceClient.POST('/face/enroll', { body: { username: 'u' }, bodySerializer: (b) => toForm(b) }));
    expect(face).toHaveLength(1);
  });

  it('the university list is read from endpoints.universityListUrl with the version parameter', async () => {
    configureTransport(parseConfig({ serveMode: 'cloud', university: undefined, endpoints: { universityListUrl: 'https://config.example/universities.json' } }));
    const seen = record('get', 'https://config.example/universities.json', []);
    await listUniversities({ version: '2.0.7' });
    expect(new URL(seen[0]!.url).searchParams.get('version')).toBe('2.0.7');
  });
});

function setHelpdeskApiKey(key: string) {
  setHelpdeskApiKeyProvider(() => key);
}

function toForm(body: unknown): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(body as Record<string, string>)) form.append(k, v);
  return form;
}
