import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { configureTransport, selectUniversity, universityBaseUrl } from '@/api/endpoints';
import { enrollFace } from '@/api/generated/face/hooks/face/face';
import { helpdeskListIssues, helpdeskListIssueStatuses } from '@/api/generated/helpdesk/hooks/helpdesk/helpdesk';
import { issueToken } from '@/api/generated/oauth/hooks/oauth/oauth';
import { createCaptcha, initResetPassword } from '@/api/generated/rest/hooks/auth/auth';
import { listAnnouncements } from '@/api/generated/rest/hooks/content/content';
import { listSelfs } from '@/api/generated/rest/hooks/programs/programs';
import { listUniversities } from '@/api/generated/rest/hooks/universities/universities';
import { getMyProfile } from '@/api/generated/rest/hooks/users/users';
import { setTokens } from '@/api/tokens';
import { setHelpdeskApiKeyProvider } from '@/api/transport';
import { parseConfig } from '@/config/load-config';
import { HELPDESK_FIELD_DEFAULTS } from '@/lib/helpdesk-conventions';
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
    await getMyProfile();
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer access-1');
  });

  it('public calls (captcha, reset-password init, announcements, university list) carry no Authorization header', async () => {
    setTokens({ accessToken: 'access-1', refreshToken: 'r' });
    const captcha = record('post', '*/rest/captcha', { payload: { image: 'iVBOR', validation: 'v' } });
    const reset = record('post', '*/rest/users/reset-password/init');
    const announcements = record('get', '*/rest/announcements', { payload: { content: [], totalElements: 0 } });
    const universities = record('get', '*/rest/universities', []);

    await createCaptcha({ nonce: 'n1' });
    await initResetPassword({ username: 'u', captchaEnteredByUser: 'c', captchaValidationCode: 'v', nonce: 'n' });
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
    await issueToken({
      grant_type: 'password',
      username: 'student1',
      password: 'رمز عبور',
      captchaText: '12345',
      validation: 'v',
      nonce: 'n',
      scope: 'read',
    });
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

  it('the helpdesk gets the portal bearer token and no Redmine key (the helpdesk gateway holds it)', async () => {
    setTokens({ accessToken: 'access-1', refreshToken: 'r' });
    const seen = record('get', 'http://localhost:3000/helpdesk/issue_statuses.json', { issue_statuses: [] });
    await helpdeskListIssueStatuses();
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(seen[0]?.headers.has('X-Redmine-API-Key')).toBe(false);
  });

  it('a runtime config never carries a helpdesk key: one in config.json is dropped', () => {
    const config = parseConfig({ endpoints: { helpdeskApiKey: 'leaked-key' } });
    expect(JSON.stringify(config)).not.toContain('leaked-key');
  });

  it('a Redmine key reaches the helpdesk only when code talking to Redmine directly sets one (the contract suite)', async () => {
    setHelpdeskApiKey('redmine-key-1');
    const seen = record('get', 'http://localhost:3000/helpdesk/issue_statuses.json', { issue_statuses: [] });
    await helpdeskListIssueStatuses();
    expect(seen[0]?.headers.get('X-Redmine-API-Key')).toBe('redmine-key-1');
  });

  it("the helpdesk's cf_username leaves as Redmine's cf_<configured id> filter (x-runtime-name)", async () => {
    configureTransport(parseConfig({ endpoints: { helpdeskFields: { ...HELPDESK_FIELD_DEFAULTS, username: 156 } } }));
    setHelpdeskApiKey('redmine-key-1');
    const seen = record('get', 'http://localhost:3000/helpdesk/issues.json', {
      issues: [],
      total_count: 0,
      offset: 0,
      limit: 100,
    });
    await helpdeskListIssues({ project_id: 'help', cf_username: 'johndoe' });
    const query = new URL(seen[0]!.url).searchParams;
    expect(query.get('cf_156')).toBe('johndoe');
    expect(query.has('cf_username')).toBe(false);
  });

  it('the face service gets no header credentials (the image form carries the token)', async () => {
    setTokens({ accessToken: 'access-1', refreshToken: 'r' });
    const seen = record('post', 'http://localhost:3000/face-service/face/enroll', { success: true });
    await enrollFace({ username: 'u', media: new Blob(['x']) });
    expect(seen[0]?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect((await seen[0]!.formData()).get('username')).toBe('u');
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
    await listSelfs();
    await listSelfs();
    expect(seen).toHaveLength(2);
  });

  it("'' means this site's origin; the face URL comes from the university when it has one", async () => {
    configureTransport(
      parseConfig({
        university: {
          unikey: 'u',
          universityLabel: 'u',
          universityURL: '',
          samad: { faceEnrollmentURL: 'https://face.uni.test' },
        },
      }),
    );
    expect(universityBaseUrl()).toBe('http://localhost:3000');
    const face = record('post', 'https://face.uni.test/face/enroll', { success: true });
    await enrollFace({ username: 'u' });
    expect(face).toHaveLength(1);
  });

  it('the university list is read from endpoints.universityListUrl with the version parameter', async () => {
    configureTransport(
      parseConfig({
        serveMode: 'cloud',
        university: undefined,
        endpoints: { universityListUrl: 'https://config.example/universities.json' },
      }),
    );
    const seen = record('get', 'https://config.example/universities.json', []);
    await listUniversities({ version: '2.0.7' });
    expect(new URL(seen[0]!.url).searchParams.get('version')).toBe('2.0.7');
  });
});

function setHelpdeskApiKey(key: string) {
  setHelpdeskApiKeyProvider(() => key);
}
