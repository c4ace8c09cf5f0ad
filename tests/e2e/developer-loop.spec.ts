import { expect, test } from '@playwright/test';
import { resetMock } from './helpers/auth';
import { developerLoopChecks } from './helpers/developer-loop';

/*
 * The checks of `npm start` (tests/e2e/dev/developer-loop.dev.spec.ts) against the production
 * preview and the standalone mock server: the production build must behave the same.
 */

test.describe('production preview: the developer loop', () => {
  developerLoopChecks({
    reset: (request) => resetMock(request),
    // No mock panel in a production build: the control API, then what the panel does after it.
    switchPersona: async (page, request, persona) => {
      const response = await request.post('/__mock/persona', { data: { id: persona } });
      expect(response.ok(), await response.text()).toBe(true);
      await page.evaluate(() => {
        window.localStorage.removeItem('portal.accessToken');
        window.localStorage.removeItem('portal.refreshToken');
      });
      await page.reload();
    },
  });
});
