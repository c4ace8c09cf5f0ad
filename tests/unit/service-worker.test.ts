// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSW } from 'workbox-build';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { CONFIG_JSON, serviceWorkerOptions, TICKET_API, userCachePlugin } from '../../scripts/service-worker';
import { CACHE_USER_PARAM, SESSION_CACHE, SESSION_USER_URL } from '../../src/lib/offline-cache';

/*
 * The offline ticket's worker (scripts/service-worker.ts): which calls it keeps, and what
 * Workbox writes from a build folder. The browser side is tests/e2e/offline.spec.ts.
 */

const ORIGIN = 'http://127.0.0.1:4173';

describe('the calls the worker keeps for the ticket', () => {
  it.each([
    '/rest/users/me',
    '/rest/users/nurture-profiles',
    '/rest/profile-pictures/me',
    '/rest/selfs',
    '/rest/reservations/selfs',
    '/rest/programs/v2?selfId=1&weekStartDate=2025-01-11%2B00%3A00%3A00',
    '/rest/reservations/programs/v2?selfId=1&weekStartDate=2025-01-11%2B00%3A00%3A00',
    '/rest/reserves?weekStartDate=2025-01-11&selfType=NORMAL',
    '/rest/forget-card-codes/print?reserveId=7&count=1&dailySale=false',
  ])('keeps %s', (path) => {
    expect(TICKET_API.test(`${ORIGIN}${path}`)).toBe(true);
  });

  it('keeps them from an API on another origin, under a prefix', () => {
    expect(TICKET_API.test('https://api.uni.example/samad/rest/reserves?weekStartDate=2025-01-11')).toBe(true);
  });

  it.each([
    '/rest/reserves/12/reserve',
    '/rest/reserves/votes/reasons',
    '/rest/users/me/messages/inbox?page=0&size=100',
    '/rest/users/activity-logs?page=0&size=10',
    '/rest/daily-sell-programs',
    '/oauth/token',
    '/food/reserve',
  ])('never keeps %s (actions and other data)', (path) => {
    expect(TICKET_API.test(`${ORIGIN}${path}`)).toBe(false);
  });

  it('keeps the runtime configuration apart', () => {
    expect(CONFIG_JSON.test(`${ORIGIN}/config.json`)).toBe(true);
    expect(CONFIG_JSON.test(`${ORIGIN}/static/config.json.js`)).toBe(false);
  });
});

describe('the generated worker', () => {
  const dist = mkdtempSync(join(tmpdir(), 'samad-sw-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('precaches the app shell, not the runtime configuration, and answers page loads with index.html', async () => {
    mkdirSync(join(dist, 'static/js/async'), { recursive: true });
    mkdirSync(join(dist, 'icons'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'static/js/index.0123456789.js'), 'console.log(1)');
    writeFileSync(join(dist, 'static/js/async/route-reserve.abcdef0123.js'), 'console.log(2)');
    writeFileSync(join(dist, 'static/js/index.0123456789.js.LICENSE.txt'), 'MIT');
    writeFileSync(join(dist, 'config.json'), '{}');
    writeFileSync(join(dist, 'manifest.webmanifest'), '{}');
    writeFileSync(join(dist, 'icons/icon-192.png'), 'png');

    const { count } = await generateSW(serviceWorkerOptions(dist));
    const sw = readFileSync(join(dist, 'sw.js'), 'utf8');

    expect(count).toBe(5);
    expect(sw).toContain('"index.html"');
    expect(sw).toContain('static/js/async/route-reserve.abcdef0123.js');
    expect(sw).not.toContain('LICENSE');
    expect(sw).not.toMatch(/url:\s*"config\.json"/);
    // The hashed files carry no revision; index.html does (a new build replaces it).
    expect(sw).toMatch(/url:\s*"static\/js\/index\.0123456789\.js",\s*revision:\s*null/);
    expect(sw).toMatch(/url:\s*"index\.html",\s*revision:\s*"[0-9a-f]+"/);
    expect(sw).toContain('samad-api');
    expect(sw).toContain('/^\\/rest\\//');
    // The per-user plugin is in the worker, whole.
    expect(sw).toContain('cacheKeyWillBeUsed');
    expect(sw).toContain('/__offline/current-user');
  }, 60_000);
});

/** An unsigned JWT for `user_name` (the worker never verifies; the server does). */
const bearer = (user: string) => {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `Bearer ${encode({ alg: 'none' })}.${encode({ user_name: user, authorities: ['ROLE_STUDENT'] })}.sig`;
};
const call = (user: string | null) =>
  new Request(`${ORIGIN}/rest/users/me`, { headers: user ? { Authorization: bearer(user) } : {} });

/** The page's record of who is signed in (SESSION_CACHE), as Cache Storage holds it. */
function signedInAs(user: string | null) {
  vi.stubGlobal('caches', {
    match: async (url: string, options: { cacheName?: string }) =>
      user && url === SESSION_USER_URL && options.cacheName === SESSION_CACHE ? new Response(user) : undefined,
  });
}

describe('answers are kept per user, never after sign-out', () => {
  afterEach(() => vi.unstubAllGlobals());
  const plugin = userCachePlugin;

  it('keys each answer by the user of its bearer token', async () => {
    const first = new URL(await plugin.cacheKeyWillBeUsed({ request: call('student') }));
    const next = new URL(await plugin.cacheKeyWillBeUsed({ request: call('student2') }));
    expect(first.pathname).toBe('/rest/users/me');
    expect(first.searchParams.get(CACHE_USER_PARAM)).toBe('student');
    expect(next.searchParams.get(CACHE_USER_PARAM)).toBe('student2');
    expect(first.href).not.toBe(next.href);
    expect(new URL(await plugin.cacheKeyWillBeUsed({ request: call(null) })).searchParams.get(CACHE_USER_PARAM)).toBe(
      '',
    );
  });

  it('writes an answer while its user is signed in', async () => {
    signedInAs('student');
    const response = new Response('{}');
    expect(await plugin.cacheWillUpdate({ request: call('student'), response })).toBe(response);
  });

  it('drops an answer that arrives after sign-out, or after another student signed in', async () => {
    signedInAs(null);
    expect(await plugin.cacheWillUpdate({ request: call('student'), response: new Response('{}') })).toBeNull();
    signedInAs('student2');
    expect(await plugin.cacheWillUpdate({ request: call('student'), response: new Response('{}') })).toBeNull();
    expect(await plugin.cacheWillUpdate({ request: call(null), response: new Response('{}') })).toBeNull();
  });

  it("spells offline-cache.ts's names (the worker's copy cannot import them)", () => {
    const source = `${String(plugin.cacheKeyWillBeUsed)}${String(plugin.cacheWillUpdate)}`;
    for (const name of [CACHE_USER_PARAM, SESSION_USER_URL, SESSION_CACHE])
      expect(source).toMatch(new RegExp(`["']${name}["']`));
  });
});
