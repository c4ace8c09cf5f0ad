// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSW } from 'workbox-build';
import { afterAll, describe, expect, it } from 'vitest';
import { CONFIG_JSON, serviceWorkerOptions, TICKET_API } from '../../scripts/service-worker';

/*
 * The offline ticket's worker (scripts/service-worker.ts, issue 22): which calls it keeps, and what
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
  }, 60_000);
});
