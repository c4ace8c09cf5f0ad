import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, fillCredentials, submitButton, waitForLoginPage } from './helpers/auth';
import { apiLogin, readForcedMessages } from './helpers/session';

/*
 * `npm run serve` (issue 12): the production build behind nginx with deploy/nginx/ (project
 * chromium-nginx, started only with E2E_NGINX=1; the mock control API is proxied for the test).
 * The first load, a sign-in, a reserve and a deep-link reload, with the policy's headers and not one
 * Content-Security-Policy violation in the console or as an event.
 */

const NOW = '2025-01-15T08:30:00+03:30';
const TUESDAY = { iso: '2025-01-21', food: 'عدس‌پلو با گوشت چرخ‌کرده' };

/** Every CSP violation the page reports, as events (caught or not) and console messages. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|evaluate|connect|frame)/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return violations;
}

test('first load, sign-in, a reserve and a deep-link reload through nginx: headers kept, no CSP violation', async ({ page, request }) => {
  const violations = await watchCsp(page);
  expect((await request.post('/__mock/reset', { data: { persona: 'student', now: NOW } })).ok()).toBe(true);
  await readForcedMessages(request, await apiLogin(request));
  await page.clock.setFixedTime(new Date(NOW));

  const first = await page.goto('/');
  const headers = first!.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self';");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBeTruthy();
  expect(headers['permissions-policy']).toContain('camera=(self)');
  await expect(page).toHaveURL(/\/login/);
  await waitForLoginPage(page);

  // Hashed assets: a year, immutable, gzip.
  const script = await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[src*="/static/js/index."]')!.src);
  const asset = await request.get(script, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.headers()['cache-control']).toContain('immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');

  await fillCredentials(page, ACCOUNTS.student.username, ACCOUNTS.student.password);
  await submitButton(page).click();
  await expect(page.getByTestId('user-menu-button')).toBeVisible({ timeout: 20_000 });

  await page.goto('/food/reserve');
  const chooser = page.getByRole('dialog');
  await chooser.getByRole('radio', { name: /سلف مرکزی/ }).click();
  await expect(chooser).toBeHidden();
  await page.getByTestId('week-selector').getByRole('button', { name: 'هفته بعد' }).click();
  const tuesday = page.getByTestId(`day-${TUESDAY.iso}`);
  await tuesday.getByRole('button', { name: `رزرو ${TUESDAY.food}`, exact: true }).click();
  await expect(tuesday.getByRole('button', { name: `لغو رزرو ${TUESDAY.food}` })).toBeVisible();

  // A deep link reloaded: nginx answers the app's page for a route, and the session stays.
  await page.reload();
  await expect(page).toHaveURL(/\/food\/reserve/);
  await expect(page.getByTestId('week-selector')).toBeVisible({ timeout: 20_000 });
  await page.goto('/helpdesk');
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  expect(violations).toEqual([]);
});
