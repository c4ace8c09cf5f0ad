import { expect, test, type Page } from '@playwright/test';
import { signedIn } from './helpers/session';

/*
 * Today at one tap, against the production build: the home's first card is the next meal (food,
 * hall, serve window, delivery QR). After one visit online the service worker keeps the week's
 * reserves, so with the network cut a reload of the home still shows the card and its QR, and the
 * installed app's shortcut (public/manifest.webmanifest, `/?ticket=next`) opens the day's tickets.
 * The mock clock and the page's clock: Wednesday 15 January 2025, 08:30 Tehran (lunch is next).
 */

test.use({ serviceWorkers: 'allow' });

const NOW = '2025-01-15T08:30:00+03:30';

/** The paths the worker's API cache holds. */
function cachedApiPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    if (!(await caches.has('samad-api'))) return [];
    const keys = await (await caches.open('samad-api')).keys();
    return keys.map((request) => new URL(request.url).pathname);
  });
}

for (const [language, width, lunch, label] of [
  ['fa', 390, 'باقالی‌پلو با مرغ', /^وعدهٔ بعدی شما: باقالی‌پلو با مرغ، ناهار، امروز$/],
  ['fa', 1280, 'باقالی‌پلو با مرغ', /^وعدهٔ بعدی شما: /],
  ['en', 390, 'باقالی‌پلو با مرغ', /^Your next meal: باقالی‌پلو با مرغ, .*, Today$/],
] as const) {
  test(`${language} ${width}: the next meal and its ticket show offline after one visit`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await signedIn(page, request, { now: NOW, language });

    await page.goto('/');
    const card = page.getByRole('region', { name: label });
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card.getByTestId('next-meal-food')).toHaveText(lunch);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await expect.poll(() => cachedApiPaths(page), { timeout: 20_000 }).toContain('/rest/reserves');

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('connection-banner')).toBeVisible({ timeout: 30_000 });
    await expect(card.getByTestId('next-meal-food')).toHaveText(lunch, { timeout: 30_000 });
    await expect(card.getByTestId('next-meal-qr')).toBeVisible();
    await expect(card.getByTestId('next-meal-window')).toBeVisible();
    const name = width > 600 ? 'desktop' : 'phone';
    await page.screenshot({ path: `test-results/screenshots/next-meal-offline-${language}-${name}.png` });

    // The shortcut's address, offline: the day's tickets open at once.
    await page.goto('/?ticket=next');
    const details = page.getByTestId('reserve-details');
    await expect(details.getByTestId('reserve-qr').first()).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/$/);
  });
}

test('the manifest offers the next meal as a shortcut', async ({ request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    shortcuts: { url: string; name: string }[];
  };
  expect(manifest.shortcuts).toEqual([expect.objectContaining({ url: '/?ticket=next', name: 'بلیت وعدهٔ بعدی' })]);
});
