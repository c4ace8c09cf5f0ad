import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, fillCredentials, submitButton, waitForLoginPage } from './helpers/auth';
import { waitForHydration } from './helpers/prerender';
import { apiLogin, readForcedMessages, seedTokens } from './helpers/session';

/*
 * `npm run serve`: the production build behind nginx with deploy/nginx/ (project
 * chromium-nginx, started only with E2E_NGINX=1; the mock control API is proxied for the test).
 * The first load, a sign-in, a reserve and a deep-link reload, with the policy's headers and not one
 * Content-Security-Policy violation in the console or as an event.
 */

const NOW = '2025-01-15T08:30:00+03:30';
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile Safari/537.36';
const TUESDAY = { iso: '2025-01-21', food: 'عدس‌پلو با گوشت چرخ‌کرده' };

/** Every CSP violation the page reports, as events (caught or not) and console messages. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|evaluate|connect|frame)/i.test(message.text()))
      violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return violations;
}

/** A page's CSP violations (watchCsp) and its uncaught errors. */
async function watchPage(page: Page): Promise<{ violations: string[]; errors: string[] }> {
  const violations = await watchCsp(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { violations, errors };
}

test('first load, sign-in, a reserve and a deep-link reload through nginx: headers kept, no CSP violation', async ({
  page,
  request,
}) => {
  const violations = await watchCsp(page);
  expect((await request.post('/__mock/reset', { data: { persona: 'student', now: NOW } })).ok()).toBe(true);
  await readForcedMessages(request, await apiLogin(request));
  await page.clock.setFixedTime(new Date(NOW));

  // index.html: an address the build did not render ahead (/ and /food/reserve have their frame).
  const first = await page.goto('/food');
  const headers = first!.headers();
  // The only inline scripts allowed are the prerendered pages' check, the week's label written for
  // today, and the page-snapshot painter, by their hashes.
  expect(headers['content-security-policy']).toMatch(/script-src 'self'(?: 'sha256-[A-Za-z0-9+/]+=*'){3};/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBeTruthy();
  expect(headers['permissions-policy']).toContain('camera=(self)');
  await expect(page).toHaveURL(/\/login/);
  await waitForLoginPage(page);

  // Hashed assets: a year, immutable, gzip.
  const script = await page.evaluate(
    () => document.querySelector<HTMLScriptElement>('script[src*="/static/js/index."]')!.src,
  );
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
  // /helpdesk is also Redmine's prefix: a page load of it is the app's (here the student's
  // university has the helpdesk off, so the app names it on its module-inactive page).
  await page.goto('/helpdesk');
  await expect(page.getByRole('heading', { name: 'بخش «میز خدمت» فعال نیست' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the prerendered /login through nginx: its inline script runs under the CSP and the page hydrates', async ({
  page,
  request,
}) => {
  const { violations, errors } = await watchPage(page);
  expect((await request.post('/__mock/reset', { data: { persona: 'student' } })).ok()).toBe(true);
  const response = await page.goto('/login');
  expect(response!.headers()['cache-control']).toBe('no-cache');
  expect(await response!.text()).toMatch(/<html[^>]*data-prerender="desktop"/);
  // The inline script ran (it sets the colour scheme before the first paint) and the start took the page over.
  await waitForHydration(page);
  await fillCredentials(page, ACCOUNTS.student.username, ACCOUNTS.student.password);
  await submitButton(page).click();
  await expect(page.getByTestId('user-menu-button')).toBeVisible({ timeout: 20_000 });
  // A phone's user agent gets the phone's page.
  const phone = await request.get('/login', {
    headers: { Accept: 'text/html', 'User-Agent': PHONE_UA },
  });
  expect(await phone.text()).toMatch(/<html[^>]*data-prerender="mobile"/);
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test("the signed-in frames through nginx: the home's and the reserve page's for the device, hydrated under the CSP", async ({
  page,
  request,
}) => {
  const { violations, errors } = await watchPage(page);
  const html = async (path: string, userAgent?: string) =>
    (
      await request.get(path, { headers: { Accept: 'text/html', ...(userAgent ? { 'User-Agent': userAgent } : {}) } })
    ).text();
  const home = await request.get('/', { headers: { Accept: 'text/html' } });
  // Revalidated on every load, like the public pages (index.html is never stored at all).
  expect(home.headers()['cache-control']).toBe('no-cache');
  expect(await home.text()).toMatch(/<html[^>]*data-prerender="desktop" data-prerender-session=""/);
  expect(await html('/food/reserve/', PHONE_UA)).toMatch(/<html[^>]*data-prerender="mobile" data-prerender-session=""/);
  // Every other address: index.html.
  for (const path of ['/food', '/food/reserve/x', '/user/wallet'])
    expect(await html(path)).not.toMatch(/<html[^>]*data-prerender/);

  expect((await request.post('/__mock/reset', { data: { persona: 'student' } })).ok()).toBe(true);
  const tokens = await apiLogin(request);
  await readForcedMessages(request, tokens);
  await seedTokens(page, tokens);
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByTestId('welcome-hero')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

/** A raw HTTP/1.1 request (fetch and Playwright resolve dot segments and backslashes before sending). */
async function raw(path: string, extra = ''): Promise<{ status: number; head: string }> {
  const { connect } = await import('node:net');
  const url = new URL(test.info().project.use.baseURL!);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${url.host}\r\nConnection: close\r\n${extra}\r\n`),
    );
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('end', () => resolve({ status: Number(text.split(' ')[1]), head: text.split('\r\n\r\n')[0] ?? '' }));
    socket.on('error', reject);
  });
}

test('path tricks are refused on every route, not only /rest/', async ({ request }) => {
  for (const path of [
    '/helpdesk/issues.json;x',
    '/helpdesk\\issues.json',
    '/oauth/..%2F__mock/state',
    '/helpdesk/%2e%2e/__mock/state',
    '/face-service/%5C..%5C',
    '/static/js/x.js;.html',
    '/rest/users/me;jsessionid=1',
    '/helpdesk/../__mock/state',
  ]) {
    expect((await raw(path)).status, path).toBe(400);
  }
  // The control API is never reachable under another prefix either (the mock refuses it too).
  expect([400, 404]).toContain((await request.post('/rest/__mock/reset', { data: {} })).status());
  // Ordinary paths and queries still pass.
  expect((await raw('/helpdesk/issues', 'Accept: text/html\r\n')).status).toBe(200);
  expect((await request.get('/rest/universities?version=2.0.7&q=a;b')).status()).toBe(200);
});

test('a missing hashed asset is a 404 nobody caches; an existing one is cached a year', async ({ request }) => {
  const missing = await request.get('/static/js/index.00000000.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe('no-store');
  const page = await (await request.get('/food')).text();
  const script = /src="(\/static\/js\/index\.[^"]+\.js)"/.exec(page)![1]!;
  const found = await request.get(script);
  expect(found.status()).toBe(200);
  expect(found.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('request bodies: small everywhere, uploads only where uploads go', async ({ request }) => {
  const big = Buffer.alloc(1024 * 1024, 0x61);
  // A megabyte to a JSON route or the app: refused by nginx before any backend.
  for (const path of ['/rest/users/me/feedbacks', '/oauth/token', '/helpdesk/issues.json', '/']) {
    expect(
      (await request.post(path, { headers: { 'Content-Type': 'application/json' }, data: big })).status(),
      path,
    ).toBe(413);
  }
  // The upload routes take it (the backend answers: here 401, no token, or 400).
  for (const path of [
    '/rest/profile-pictures/upload',
    '/rest/users/me/surveys/1/images',
    '/helpdesk/uploads.json',
    '/face-service/face/enroll',
  ]) {
    expect(
      (await request.post(path, { headers: { 'Content-Type': 'application/octet-stream' }, data: big })).status(),
      path,
    ).not.toBe(413);
  }
});

test('HSTS: off on plain http by default, sent when SERVE_HSTS sets it (a deployment behind TLS)', async ({
  request,
}) => {
  expect((await request.get('/')).headers()['strict-transport-security']).toBeUndefined();
  // A second `npm run serve` on the next port, with SERVE_HSTS.
  const { spawn } = await import('node:child_process');
  const port = Number(new URL(test.info().project.use.baseURL!).port) + 1;
  const child = spawn('npx', ['tsx', 'scripts/serve.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SERVE_HSTS: '600', SERVE_MOCK_CONTROL: '' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    const front = () =>
      request.get(`http://127.0.0.1:${port}/`).then(
        (r) => r.headers(),
        () => null,
      );
    // Asked until the server is up.
    await expect.poll(async () => (await front()) !== null, { timeout: 30_000 }).toBe(true);
    const headers = await front();
    expect(headers?.['strict-transport-security']).toBe('max-age=600; includeSubDomains');
    const asset = await request.get(`http://127.0.0.1:${port}/static/js/none.js`);
    expect(asset.headers()['strict-transport-security']).toBe('max-age=600; includeSubDomains');
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
  }
});
