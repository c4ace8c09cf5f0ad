import { existsSync } from 'node:fs';
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
    const calls: string[] = [];
    Object.assign(window, { registeredWorkers: calls });
    const container = navigator.serviceWorker;
    const register = container.register.bind(container);
    container.register = (url, options) => {
      calls.push(new URL(String(url), location.href).pathname);
      return register(url, options);
    };
  });
  // The page's timers run when the test says.
  await page.clock.install();
  await page.goto('/');
  // The app renders only after the mock's worker started (src/main.tsx).
  await expect(page.locator('#root')).not.toBeEmpty();
  await page.waitForLoadState('load');
  // Past the longest the production app waits to register after load (whenPageQuiet's maxMs,
  // src/app/when-quiet.ts), then the page's work after that has run.
  await page.clock.runFor(PAST_QUIET_MAX_MS);
  await pageCaughtUp(page);
  const scripts = await page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map(
      (r) => (r.active ?? r.waiting ?? r.installing)?.scriptURL ?? '',
    ),
  );
  expect(await page.evaluate(() => (window as unknown as { registeredWorkers: string[] }).registeredWorkers)).toEqual([
    '/mockServiceWorker.js',
  ]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(new URL(script).pathname).toBe('/mockServiceWorker.js');
});
