// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type RunningMockServer } from '@mocks/server';
import { ACCOUNTS } from '@mocks/world/accounts';
import { server as mswNodeServer } from '../../msw-server';
import { call, login } from './mock-api';

/*
 * The standalone mock server (npm run mock:server), started in-process on a free port and called
 * over 127.0.0.1 with Node's fetch. MSW's Node interceptor (tests/setup.ts) would answer those
 * requests itself, so it is switched off for this file.
 */

let mock: RunningMockServer;

beforeAll(async () => {
  mswNodeServer.close();
  mock = await startMockServer({ port: 0, host: '127.0.0.1', now: '2025-01-15T08:30:00+03:30' });
});

afterAll(async () => {
  await mock.close();
  mswNodeServer.listen({ onUnhandledRequest: 'error' });
});

describe('standalone mock server over HTTP', () => {
  it('answers the token endpoint, then users/me with the token', async () => {
    expect(mock.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const token = await login(ACCOUNTS.student, mock.url);
    const me = await call('GET', '/rest/users/me', { token, base: mock.url });
    expect(me.status).toBe(200);
    expect(me.body.payload.username).toBe('student');
    expect(me.headers.get('x-powered-by')).toBe('Express');
  });

  it("keeps state: a transfer shows in both users' credit; reset restores the seed", async () => {
    const a = await login(ACCOUNTS.student, mock.url);
    const b = await login(ACCOUNTS.student2, mock.url);
    const credit = async (token: string) =>
      (await call('GET', '/rest/users/nurture-profiles', { token, base: mock.url })).body.payload;
    const from = await credit(a);
    const to = await credit(b);
    const r = await call('PUT', '/rest/credit-transfers', {
      token: a,
      base: mock.url,
      json: { username: 'student2', creditTransferAmount: 300_000, nurtureProfileId: from.id },
    });
    expect(r.status).toBe(200);
    expect((await credit(a)).credit).toBe(from.credit - 300_000);
    expect((await credit(b)).credit).toBe(to.credit + 300_000);

    const reset = await call('POST', '/__mock/reset', { base: mock.url });
    expect(reset.status).toBe(200);
    const fresh = await login(ACCOUNTS.student, mock.url);
    expect((await credit(fresh)).credit).toBe(1_250_000);
    expect((await credit(await login(ACCOUNTS.student2, mock.url))).credit).toBe(340_000);
  });

  it('answers unknown routes with the 404 envelope, CORS preflights with 204, and the persona config', async () => {
    const r = await call('GET', '/rest/unknown', { base: mock.url });
    expect(r.status).toBe(404);
    expect(r.body.messageResource).toBe('NOT_FOUND');
    const preflight = await fetch(`${mock.url}/rest/users/me`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:4173', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    // Any header the request names is allowed (Poisonad-v2 sends Cache-Control with every call).
    const named = await fetch(`${mock.url}/rest/users/me`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization,cache-control,content-type,x-custom',
      },
    });
    expect(named.status).toBe(204);
    expect(named.headers.get('access-control-allow-headers')).toBe(
      'authorization, cache-control, content-type, x-custom',
    );
    // Another site's page still gets no CORS answer.
    const foreign = await fetch(`${mock.url}/rest/users/me`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://evil.example',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'cache-control',
      },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(foreign.headers.get('access-control-allow-headers')).toBeNull();
    await call('POST', '/__mock/persona', { base: mock.url, json: { id: 'cloud' } });
    expect((await call('GET', '/config.json', { base: mock.url })).body.serveMode).toBe('cloud');
  });

  it('serves the in-mock bank page and follows a payment through to the credit', async () => {
    const token = await login(ACCOUNTS.student, mock.url);
    const before = (await call('GET', '/rest/users/nurture-profiles', { token, base: mock.url })).body.payload
      .credit as number;
    const pay = await call('POST', '/rest/modules/epayment/processing/v3/payment-gates/process-payment', {
      token,
      base: mock.url,
      json: { amount: 100_000, callBackAppUrl: '/payment-result', consumer: 'NURTURE_CREDIT', gatewayId: 2 },
    });
    const { url, formFields } = pay.body.payload as { url: string; formFields: Record<string, string> };
    const page = await fetch(`${mock.url}${url}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(formFields).toString(),
    });
    expect(await page.text()).toContain('پرداخت');
    const done = await fetch(`${mock.url}/__mock/bank/complete`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ref: formFields.ref!, status: 'SUCCESS' }).toString(),
      redirect: 'manual',
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toMatch(/^\/payment-result\?ref=\d+&status=SUCCESS&amount=100000$/);
    await call('POST', '/rest/modules/epayment/processing/v3/payment-gates/verify-payment', {
      token,
      base: mock.url,
      json: { paymentCode: formFields.ref },
    });
    expect((await call('GET', '/rest/users/nurture-profiles', { token, base: mock.url })).body.payload.credit).toBe(
      before + 100_000,
    );
  });

  it('gzips a JSON answer for a client that accepts it, as the deployed nginx does; small or unasked ones go as they are', async () => {
    const { get } = await import('node:http');
    const { gunzipSync } = await import('node:zlib');
    const token = await login(ACCOUNTS.student, mock.url);
    // Node's http, not fetch: fetch decompresses and hides the encoding.
    const raw = (path: string, headers: Record<string, string>) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        get(`${mock.url}${path}`, { headers: { Authorization: `Bearer ${token}`, ...headers } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    const week = '/rest/programs/v2?selfId=1&weekStartDate=2025-01-11%2B00:00:00';
    const zipped = await raw(week, { 'Accept-Encoding': 'gzip, deflate' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    // Streamed as it is compressed (the `compression` middleware), as nginx sends it: no length up front.
    expect(zipped.headers['transfer-encoding']).toBe('chunked');
    expect(zipped.headers['content-length']).toBeUndefined();
    const text = gunzipSync(zipped.body).toString('utf8');
    expect(text.length).toBeGreaterThan(zipped.body.length * 3);
    const plain = await raw(week, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(text);
    // Under nginx's gzip_min_length (1 kB): as it is.
    const small = await raw('/rest/users/me/login-token', { 'Accept-Encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8')).payload.loginAsToken).toBeTypeOf('string');
  });

  it('a drop-after fault closes the connection unanswered, and the server lives on (it crashed behind the compression middleware)', async () => {
    const token = await login(ACCOUNTS.student, mock.url);
    const fault = await fetch(`${mock.url}/__mock/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'GET', path: '/rest/users/me', kind: 'drop-after', times: 1 }),
    });
    expect(fault.status).toBe(200);
    await expect(
      fetch(`${mock.url}/rest/users/me`, { headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'gzip' } }),
    ).rejects.toThrow();
    const again = await call('GET', '/rest/users/me', { token, base: mock.url });
    expect(again.status).toBe(200);
  });

  it('the control API answers at /__mock/ only, and never to a page of another site', async () => {
    const persona = async () => (await call('GET', '/__mock/persona', { base: mock.url })).body.id as string;
    await call('POST', '/__mock/persona', { base: mock.url, json: { id: 'student' } });
    // A proxy's /rest/ or /helpdesk/ location forwards these to the mock: each is a control path somewhere else
    // (fetch resolves dot segments itself; tests/unit/mocks/loopback.test.ts covers them as sent).
    for (const path of ['/rest/__mock/persona', '/helpdesk/__mock/persona', '/rest/%5F%5Fmock/persona']) {
      const r = await fetch(`${mock.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ id: 'cloud' }),
      });
      expect([403, 404], path).toContain(r.status);
    }
    expect(await persona()).toBe('student');
    // A cross-site page: with an Origin, or a no-Origin GET the browser marks cross-site.
    const evil = await fetch(`${mock.url}/__mock/persona`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'text/plain' },
      body: JSON.stringify({ id: 'cloud' }),
    });
    expect(evil.status).toBe(403);
    const img = await fetch(`${mock.url}/__mock/state`, { headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(img.status).toBe(403);
    expect(await persona()).toBe('student');
    // This machine's own tools and pages still may.
    const local = await fetch(`${mock.url}/__mock/persona`, {
      headers: { Origin: 'http://127.0.0.1:4173', 'Sec-Fetch-Site': 'same-site' },
    });
    expect(local.status).toBe(200);
  });
});
