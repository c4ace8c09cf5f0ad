import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { pageCaughtUp } from './helpers/settle';

const PAST_QUIET_MAX_MS = 25_000;

/*
 * The mock-mode build (`npm run build:mock`, dist-mock) has no offline service worker:
 * its in-browser backend is a service worker on the same scope, and a Workbox worker there would
 * answer for it. The build writes no sw.js, and the app registers only the mock's worker.
 */

test('the mock build registers only the mock service worker, no Workbox worker', async ({ page }) => {
  expect(existsSync('dist-mock/sw.js')).toBe(false);
  // Every register() call the page makes, whether or not the browser accepts the script.
  await page.addInitScript(() => {
    // Kept in sessionStorage: the app may replace the document (a redirect to /login), and the
    // calls of every document of the tab count.
    const KEY = 'test.registeredWorkers';
    const calls = (): string[] => JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as string[];
    Object.defineProperty(window, 'registeredWorkers', { get: calls });
    const container = navigator.serviceWorker;
    const register = container.register.bind(container);
    container.register = (url, options) => {
      sessionStorage.setItem(KEY, JSON.stringify([...calls(), new URL(String(url), location.href).pathname]));
      return register(url, options);
    };
  });
  await page.goto('/');
  // The mock's worker starts, the tab reloads once under its control, and the app goes to /login:
  // the page is prerendered, so a filled #root says nothing; the app's own redirect does.
  await page.waitForURL('**/login');
  await page.waitForLoadState('load');
  // Then the page's timers run when the test says (installed once the mock started: its start
  // waits on the browser's own timers). A wait the app scheduled before is not covered; the
  // build-content check below is.
  await page.clock.install();
  // Past the longest the production app waits to register after load (whenPageQuiet's maxMs,
  // src/app/when-quiet.ts), then the page's work after that has run.
  await page.clock.runFor(PAST_QUIET_MAX_MS);
  await pageCaughtUp(page);
  const scripts = await page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map(
      (r) => (r.active ?? r.waiting ?? r.installing)?.scriptURL ?? '',
    ),
  );
  const registered = await page.evaluate(
    () => (window as unknown as { registeredWorkers: string[] }).registeredWorkers,
  );
  expect(new Set(registered)).toEqual(new Set(['/mockServiceWorker.js']));
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(new URL(script).pathname).toBe('/mockServiceWorker.js');
});

test('no script of the mock build names the offline worker', () => {
  // registerServiceWorker (src/lib/service-worker.ts) registers '/sw.js': a build without that
  // string cannot register it, whatever the page's timing.
  const scripts = readdirSync('dist-mock/static/js', { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.js'),
  );
  expect(scripts.length).toBeGreaterThan(0);
  const naming = scripts.filter((f) => readFileSync(join('dist-mock/static/js', f), 'utf8').includes('/sw.js'));
  expect(naming).toEqual([]);
  // The same check finds it in the production build, so it is not vacuous.
  const production = readdirSync('dist/static/js', { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.js') && readFileSync(join('dist/static/js', f), 'utf8').includes('/sw.js'),
  );
  expect(production.length).toBeGreaterThan(0);
});
