// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createHelpdeskGateway } from './helpdesk-gateway';

/*
 * The helpdesk gateway (server/helpdesk-gateway.ts) against a hostile client, with a recording fake
 * of the portal (whose tokens can be signed out) and of Redmine: a signed-out token, a second
 * username field however spelled, a client's own Redmine key. The same cases against the mock and a
 * real Redmine 5: tests/contract/helpdesk-scope.ts.
 */

const FIELD = 151;

function harness() {
  const sent: Request[] = [];
  const signedIn = new Set(['good']);
  const portalDown = { on: false };
  const fake = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    sent.push(request);
    const url = new URL(request.url);
    if (url.host === 'portal.test') {
      if (portalDown.on) throw new TypeError('fetch failed');
      const token = (request.headers.get('Authorization') ?? '').replace(/^Bearer /, '');
      return signedIn.has(token)
        ? Response.json({ payload: { username: 'student' } })
        : new Response(null, { status: 401 });
    }
    if (url.pathname === '/issues.json' && request.method === 'GET')
      return Response.json({ issues: [{ id: 1, custom_fields: [{ id: FIELD, value: 'student' }] }], total_count: 1 });
    if (/^\/issues\/\d+\.json$/.test(url.pathname) && request.method === 'GET')
      return Response.json({
        issue: { id: 1, custom_fields: [{ id: FIELD, value: 'student' }], attachments: [{ id: 7 }] },
      });
    if (url.pathname === '/uploads.json') return Response.json({ upload: { token: '7.abc' } }, { status: 201 });
    return new Response(null, { status: request.method === 'POST' ? 201 : 204 });
  };
  const gateway = createHelpdeskGateway({
    redmineUrl: 'http://redmine.test',
    apiKey: 'server-key',
    portalUrl: 'http://portal.test',
    usernameField: FIELD,
    fetch: fake as typeof fetch,
  });
  const call = (path: string, init: RequestInit = {}, token: string | null = 'good') =>
    gateway(
      new Request(`http://site.test/helpdesk${path}`, {
        ...init,
        headers: {
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(init.headers as Record<string, string>),
        },
      }),
      path,
    );
  const upstream = () => sent.filter((r) => new URL(r.url).host === 'redmine.test');
  const asked = () => sent.filter((r) => new URL(r.url).host === 'portal.test').length;
  return { call, upstream, asked, signOut: (token: string) => signedIn.delete(token), portalDown };
}

const post = (issue: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ issue }),
});
const put = (issue: unknown): RequestInit => ({ ...post(issue), method: 'PUT' });

describe('helpdesk gateway against a hostile client', () => {
  it('refuses a token at once after the student signs out: reads and writes (create, reply, upload) ask the portal every time', async () => {
    const { call, signOut, asked, upstream } = harness();
    expect((await call('/issues.json?status_id=*')).status).toBe(200);
    expect((await call('/issue_statuses.json')).status).toBe(204);
    signOut('good');
    const before = upstream().length;
    for (const [path, init] of [
      ['/issues.json?status_id=*', {}],
      ['/issues/1.json?include=journals', {}],
      ['/issue_statuses.json', {}],
      ['/attachments/download/7/a.png?issue_id=1', {}],
      ['/issues.json', post({ subject: 'after logout', project_id: 'p' })],
      ['/issues/1.json', put({ notes: 'after logout' })],
      [
        '/uploads.json',
        { method: 'POST', headers: { 'Content-Type': 'application/octet-stream' }, body: new Uint8Array(4) },
      ],
    ] as [string, RequestInit][]) {
      expect((await call(path, init)).status, path).toBe(401);
    }
    expect(upstream().length).toBe(before);
    expect(asked()).toBe(9);
  });

  it('answers 502 (not 401: the app would end the session) while the portal cannot say who the caller is', async () => {
    const { call, portalDown, upstream } = harness();
    portalDown.on = true;
    expect((await call('/issues.json')).status).toBe(502);
    expect(upstream()).toEqual([]);
    portalDown.on = false;
    expect((await call('/issues.json')).status).toBe(200);
  });

  it('strips every client-sent value of the username field, however spelled, in a new request, a reply and an upload reference', async () => {
    const { call, upstream } = harness();
    const spellings = [
      151,
      '151',
      ' 151 ',
      '0151',
      '+151',
      '151.0',
      '1.51e2',
      '0x97',
      '\t151\n',
      151.0,
      '15 1',
      [151],
      null,
    ];
    await call(
      '/issues.json',
      post({
        subject: 's',
        project_id: 'p',
        custom_fields: [
          ...spellings.map((id) => ({ id, value: 'other' })),
          { id: '150', value: 'sbu' },
          { id: 152, value: 'WEB' },
        ],
        custom_field_values: { 151: 'other', ' 151': 'other' },
        uploads: [
          { token: '1.a', filename: 'a.png', content_type: 'image/png', custom_fields: [{ id: 151, value: 'other' }] },
        ],
      }),
    );
    const created = (await upstream()[0]!.json()) as { issue: Record<string, unknown> };
    expect(created.issue).toEqual({
      subject: 's',
      project_id: 'p',
      custom_fields: [
        { id: 150, value: 'sbu' },
        { id: 152, value: 'WEB' },
        { id: FIELD, value: 'student' },
      ],
      uploads: [{ token: '1.a', filename: 'a.png', content_type: 'image/png' }],
    });
    await call(
      '/issues/1.json',
      put({
        notes: 'reply',
        custom_fields: [{ id: '151', value: 'other' }],
        custom_field_values: { '151': 'other' },
        uploads: [{ token: '2.b', filename: 'b.png', custom_field_values: { '151': 'other' } }],
      }),
    );
    const replied = upstream().find((r) => r.method === 'PUT')!;
    expect(await replied.json()).toEqual({ issue: { notes: 'reply', uploads: [{ token: '2.b', filename: 'b.png' }] } });
  });

  it("never forwards the client's own Redmine key (header in any case, key= in any case, basic auth) on any route; only its own", async () => {
    const { call, upstream } = harness();
    const keyHeaders = { 'x-redmine-api-key': 'client-key', 'X-REDMINE-API-KEY': 'client-key2' };
    const routes: [string, RequestInit][] = [
      ['/issues.json?status_id=*&key=client-key&KEY=client-key&Key=client-key', {}],
      ['/issues/1.json?include=journals&key=client-key', {}],
      ['/issue_statuses.json?key=client-key', {}],
      ['/projects/p/issue_categories.json?key=client-key', {}],
      ['/attachments/download/7/a.png?issue_id=1&key=client-key', {}],
      ['/issues.json?key=client-key', post({ subject: 's', project_id: 'p', key: 'client-key' })],
      ['/issues/1.json?key=client-key', put({ notes: 'n', key: 'client-key' })],
      [
        '/uploads.json?key=client-key',
        { method: 'POST', headers: { 'Content-Type': 'application/octet-stream' }, body: new Uint8Array(4) },
      ],
    ];
    for (const [path, init] of routes) {
      await call(path, { ...init, headers: { ...(init.headers as Record<string, string>), ...keyHeaders } });
    }
    // Basic auth in place of the bearer token: refused before Redmine is asked.
    const before = upstream().length;
    const basic = await call('/issues.json', { headers: { Authorization: `Basic ${btoa('client-key:x')}` } }, null);
    expect(basic.status).toBe(401);
    expect(upstream().length).toBe(before);
    expect(upstream().length).toBeGreaterThanOrEqual(routes.length);
    for (const request of upstream()) {
      expect(request.headers.get('X-Redmine-API-Key'), request.url).toBe('server-key');
      expect(request.headers.has('Authorization'), request.url).toBe(false);
      expect(request.url.toLowerCase(), request.url).not.toContain('client-key');
      const body = request.method === 'GET' ? '' : await request.clone().text();
      expect(body, request.url).not.toContain('client-key');
    }
  });
});
