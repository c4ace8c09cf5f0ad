import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';

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
  await page.goto('/');
  // The app renders only after the mock's worker started (src/main.tsx).
  await expect(page.locator('#root')).not.toBeEmpty();
  await page.waitForLoadState('load');
  // Longer than the production app would wait to register after load.
  await page.waitForTimeout(1000);
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
