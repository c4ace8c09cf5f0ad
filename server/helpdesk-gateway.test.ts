// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createHelpdeskGateway } from './helpdesk-gateway';
import { helpdeskGatewayMiddleware, startGatewayServer } from './helpdesk-gateway-server';
import { server as mswNodeServer } from '../tests/msw-server';

/*
 * The helpdesk gateway's own rules (server/helpdesk-gateway.ts), against a recording
 * fake of the portal and of Redmine: what it sends upstream, whatever the browser sent.
 * tests/contract/helpdesk-scope.test.ts runs the two-student scenario against the mock Redmine.
 */

function harness(username = 'student') {
  const sent: Request[] = [];
  const fake = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    sent.push(request);
    const url = new URL(request.url);
    if (url.pathname === '/rest/users/me') {
      return request.headers.get('Authorization') === 'Bearer good'
        ? Response.json({ payload: { username } })
        : new Response(null, { status: 401 });
    }
    if (url.pathname === '/issues.json') {
      return Response.json({
        issues: [
          { id: 1, custom_fields: [{ id: 151, value: username }] },
          { id: 2, custom_fields: [{ id: 151, value: 'other' }] },
        ],
        total_count: 2,
        offset: 0,
        limit: 25,
      });
    }
    return new Response(null, {
      status: 204,
      headers: { 'WWW-Authenticate': 'Basic', 'Set-Cookie': '_redmine_session=x' },
    });
  };
  const gateway = createHelpdeskGateway({
    redmineUrl: 'http://redmine.test',
    apiKey: 'server-key',
    portalUrl: 'http://portal.test',
    usernameField: 151,
    fetch: fake as typeof fetch,
  });
  const call = (path: string, init: RequestInit = {}) =>
    gateway(
      new Request(`http://site.test/helpdesk${path}`, {
        ...init,
        headers: { Authorization: 'Bearer good', ...(init.headers as Record<string, string>) },
      }),
      path,
    );
  return { sent, call, upstream: () => sent.filter((r) => new URL(r.url).host === 'redmine.test') };
}

describe('helpdesk gateway', () => {
  it('forces the caller’s username filter, passes only the contract’s list parameters, and filters the answer again', async () => {
    const { call, upstream } = harness();
    const answer = await call(
      '/issues.json?status_id=*&cf_151=other&set_filter=1&f[]=status_id&key=stolen&sort=id:desc',
    );
    const asked = new URL(upstream()[0]!.url).searchParams;
    expect(asked.getAll('cf_151')).toEqual(['student']);
    expect([...asked.keys()].sort()).toEqual(['cf_151', 'sort', 'status_id']);
    const body = (await answer.json()) as { issues: { id: number }[]; total_count: number };
    expect(body.issues.map((i) => i.id)).toEqual([1]);
    expect(body.total_count).toBe(1);
  });

  it('sends its own key, never the browser’s key, cookies or switch-user header; drops Redmine’s login challenge and cookie', async () => {
    const { call, upstream } = harness();
    const answer = await call('/issue_statuses.json', {
      headers: { 'X-Redmine-API-Key': 'browser-key', Cookie: 'a=b', 'X-Redmine-Switch-User': 'admin' },
    });
    const headers = upstream()[0]!.headers;
    expect(headers.get('X-Redmine-API-Key')).toBe('server-key');
    expect(headers.has('Cookie')).toBe(false);
    expect(headers.has('X-Redmine-Switch-User')).toBe(false);
    expect(headers.has('Authorization')).toBe(false);
    expect(answer.headers.has('WWW-Authenticate')).toBe(false);
    expect(answer.headers.has('Set-Cookie')).toBe(false);
  });

  it('refuses without asking Redmine: no token, a refused token, a username Redmine would read as an operator, path tricks, other paths', async () => {
    const none = harness();
    expect(
      (
        await createHelpdeskGateway({
          redmineUrl: 'http://redmine.test',
          apiKey: 'k',
          portalUrl: 'http://portal.test',
          fetch: (() => {
            throw new Error('no call expected');
          }) as typeof fetch,
        })(new Request('http://site.test/helpdesk/issues.json'), '/issues.json')
      ).status,
    ).toBe(401);
    expect((await none.call('/issues.json', { headers: { Authorization: 'Bearer bad' } })).status).toBe(401);
    expect((await harness('!student').call('/issues.json')).status).toBe(401);
    expect((await harness('a|b').call('/issues.json')).status).toBe(401);
    for (const path of [
      '/issues/1.json;x',
      '/issues%2F1.json',
      '/issues/..%2Fusers.json',
      '/issues\\1.json',
      '/users.json',
      '/issues/1.json/../../users.json',
      '/my/account.json',
    ]) {
      expect([400, 404], path).toContain((await none.call(path)).status);
    }
    expect((await none.call('/issues/1.json', { method: 'DELETE' })).status).toBe(404);
    expect(none.upstream()).toEqual([]);
  });

  it('files a new request under the caller and passes only the contract’s fields', async () => {
    const { call, upstream } = harness();
    await call('/issues.json', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        issue: {
          subject: 's',
          project_id: 'help',
          custom_fields: [
            { id: 151, value: 'other' },
            { id: 150, value: 'sbu' },
          ],
          watcher_user_ids: [1],
          is_private: false,
        },
      }),
    });
    const body = (await upstream()[0]!.json()) as { issue: Record<string, unknown> };
    expect(body.issue).toEqual({
      subject: 's',
      project_id: 'help',
      custom_fields: [
        { id: 150, value: 'sbu' },
        { id: 151, value: 'student' },
      ],
    });
  });

  it('on Node: a body over the upload limit is a 413 unread, an app page load is left to the app', async () => {
    mswNodeServer.close();
    const sent: Request[] = [];
    const running = await startGatewayServer({
      redmineUrl: 'http://redmine.test',
      apiKey: 'k',
      portalUrl: 'http://portal.test',
      usernameField: 151,
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        sent.push(new Request(input, init));
        return Response.json({ payload: { username: 'student' } });
      }) as typeof fetch,
    });
    try {
      const big = await fetch(`${running.url}/helpdesk/uploads.json`, {
        method: 'POST',
        headers: { Authorization: 'Bearer good', 'Content-Type': 'application/octet-stream' },
        body: new Uint8Array(3 * 1024 * 1024),
      });
      expect(big.status).toBe(413);
      expect(sent).toEqual([]);
    } finally {
      await running.close();
      mswNodeServer.listen({ onUnhandledRequest: 'error' });
    }
    let passedOn = false;
    const middleware = helpdeskGatewayMiddleware(
      createHelpdeskGateway({ redmineUrl: 'http://r', apiKey: 'k', portalUrl: 'http://p' }),
    );
    middleware(
      { url: '/helpdesk/issues', method: 'GET', headers: { accept: 'text/html' } } as never,
      {} as never,
      () => (passedOn = true),
    );
    expect(passedOn).toBe(true);
  });
});
