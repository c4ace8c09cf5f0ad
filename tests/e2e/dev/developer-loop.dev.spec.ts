import { expect, test } from '@playwright/test';
import { developerLoopChecks } from '../helpers/developer-loop';

/*
 * The README's own `npm start` (the dev server with the in-browser mock backend), started fresh by
 * playwright.config.ts (project chromium-dev). Each test has a new browser context, so a new
 * service worker and a new mock world (kept in that context's local storage).
 */

test.describe('npm start: the developer loop', () => {
  // The dev bundle is unminified and carries HMR and the mock: pages load several times slower.
  test.describe.configure({ timeout: 120_000 });
  developerLoopChecks({
    // Through the floating mock panel, as a developer does.
    switchPersona: async (page, _request, persona) => {
      await page.getByRole('button', { name: 'پنل سرور آزمایشی' }).click();
      const drawer = page.getByRole('dialog', { name: 'سرور آزمایشی (ماک)' });
      await expect(drawer).toBeVisible();
      await drawer.getByRole('combobox', { name: 'سناریوی فعال' }).click();
      await page.getByRole('option', { name: persona, exact: true }).click();
      const reloaded = page.waitForEvent('load');
      await drawer.getByRole('button', { name: 'تغییر سناریو و بارگذاری دوباره' }).click();
      await reloaded;
    },
  });
});
