/**
 * `npx tsx scripts/measure-daily-sale.ts`: the daily-sale page with 5,000 programs (mock persona
 * `daily-sale-5k`) in a real browser (Debian's chromium), against the production build and
 * the standalone mock server started here on loopback ports (MEASURE_PORT, default 4900, and
 * MEASURE_MOCK_PORT, default 9905). Desktop (1440x900) and phone (390x844): the time from navigation
 * to the first card on screen and to the page answering a tap on "next", the long tasks (over 50 ms)
 * meanwhile, and the cards in the DOM. A quick measurement, not a test: it prints numbers.
 * Needs `npm run build` first.
 */
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { chromium, type Browser, type BrowserContextOptions } from '@playwright/test';
import { callJson, startServer, stopServers, waitForServer } from './bench/servers';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium';

const PORT = Number(process.env.MEASURE_PORT ?? 4900);
const MOCK_PORT = Number(process.env.MEASURE_MOCK_PORT ?? 9905);
const BASE = `http://127.0.0.1:${PORT}`;
const NOW = '2025-01-15T08:30:00+03:30';
const PERSONA = process.env.MEASURE_PERSONA ?? 'daily-sale-5k';

if (!existsSync('dist/index.html')) {
  console.error('measure-daily-sale needs the production build: run `npm run build` first.');
  process.exit(1);
}

interface Tokens {
  access_token: string;
  refresh_token: string;
}

async function signIn(): Promise<Tokens> {
  const api = <T>(path: string, init: RequestInit = {}) => callJson<T>(BASE, path, init);
  await api('/__mock/reset', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ persona: PERSONA, now: NOW, frozen: true }),
  });
  const info = await api<{ oauthClient: { id: string; secret: string } }>('/__mock/personas');
  const tokens = await api<Tokens>('/oauth/token', {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${info.oauthClient.id}:${info.oauthClient.secret}`).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'password', username: 'student', password: 'student123' }).toString(),
  });
  // The student's forced-read message would cover the page.
  const headers = { Authorization: `Bearer ${tokens.access_token}` };
  const inbox = await api<{ payload: { content: { id: number; read: boolean; forceRead?: boolean }[] } }>(
    '/rest/users/me/messages/inbox?page=0&size=100',
    { headers },
  );
  for (const m of inbox.payload.content)
    if (m.forceRead && !m.read) await fetch(`${BASE}/rest/users/me/messages/${m.id}`, { method: 'PUT', headers });
  const programs = await api<{ payload: { dailySellPrograms: unknown[] } }>('/rest/daily-sell-programs', { headers });
  console.log(`persona ${PERSONA}: ${programs.payload.dailySellPrograms.length} daily-sale programs today`);
  return tokens;
}

// Page scripts are strings, not functions: tsx would inject helpers the page does not have.
const OBSERVE_LONG_TASKS = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
`;

async function measure(browser: Browser, label: string, options: BrowserContextOptions, tokens: Tokens): Promise<void> {
  const context = await browser.newContext({ ...options, locale: 'fa-IR' });
  const page = await context.newPage();
  await page.addInitScript(OBSERVE_LONG_TASKS);
  await page.addInitScript(
    ([access, refresh]) => {
      localStorage.setItem('portal.accessToken', access!);
      localStorage.setItem('portal.refreshToken', refresh!);
    },
    [tokens.access_token, tokens.refresh_token],
  );
  const started = Date.now();
  await page.goto(`${BASE}/food/dailysale`);
  const card = page.locator('[data-testid^="daily-card-"]').first();
  await card.waitFor({ timeout: 180_000 });
  const firstCard = Date.now() - started;
  // The page answers: "next" moves the carousel (its status line names another slide).
  const status = page.locator('[data-testid="daily-sale-page"] [role="status"]').first();
  const before = (await status.textContent()) ?? '';
  const tapped = Date.now();
  await page.getByRole('button', { name: 'اسلاید بعدی' }).first().click({ timeout: 180_000 });
  await page.waitForFunction(
    (text) => document.querySelector('[data-testid="daily-sale-page"] [role="status"]')?.textContent !== text,
    before,
    { timeout: 180_000 },
  );
  const answered = Date.now() - tapped;
  const interactive = Date.now() - started;
  const tasks = (await page.evaluate('window.__longTasks')) as { duration: number }[];
  const cards = await page.locator('[data-testid^="daily-card-"]').count();
  const longest = tasks.length ? Math.max(...tasks.map((t) => t.duration)) : 0;
  const blocking = tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
  console.log(
    `${label}: first card ${firstCard} ms; "next" answered ${answered} ms after the tap (${interactive} ms from navigation); ` +
      `long tasks ${tasks.length}, longest ${longest.toFixed(0)} ms, total blocking ${blocking.toFixed(0)} ms; cards in the DOM ${cards}`,
  );
  await context.close();
}

async function main(): Promise<void> {
  startServer(`npx tsx mocks/server.ts`, { MOCK_PORT: String(MOCK_PORT), MOCK_NOW: NOW });
  startServer(`npx rsbuild preview --port ${PORT} --host 127.0.0.1`, {
    API_PROXY_TARGET: `http://127.0.0.1:${MOCK_PORT}`,
  });
  await waitForServer(`http://127.0.0.1:${MOCK_PORT}/__mock/state`);
  await waitForServer(`${BASE}/`);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS],
  });
  try {
    const tokens = await signIn();
    await measure(browser, 'desktop 1440x900', { viewport: { width: 1440, height: 900 } }, tokens);
    await measure(
      browser,
      'phone 390x844',
      { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      tokens,
    );
    console.log(
      `(load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} on ${availableParallelism()} cores)`,
    );
  } finally {
    await browser.close();
    stopServers();
  }
}

main().catch((error: unknown) => {
  stopServers();
  console.error(error);
  process.exit(1);
});
