/**
 * `npm run bench:activity`: the activity report's endless list with 10,000 logs (persona
 * `activity-10k`) in a real browser (Debian's chromium), phone viewport (390x844, the virtualised
 * list), against the production build and the standalone mock server started here on loopback ports.
 * Scrolls the list to its end step by step (window.scrollBy, the list loading pages of 200 as it
 * asks) and prints the rows reached, pages loaded, rows in the DOM, and the long tasks (over 50 ms,
 * PerformanceObserver 'longtask' registered before the app starts) while scrolling.
 * A benchmark, not a test: it prints numbers and fails only when the page does not work.
 * Needs `npm run build` first.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { callJson, signInPersona, startServer, stopServers, waitForServer, type Tokens } from './bench/servers';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { formatJalali, fromJalali, isoDate } from '@/lib/jalali';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium';

const PREVIEW_PORT = Number(process.env.BENCH_PORT ?? 4890);
const MOCK_PORT = PREVIEW_PORT + 1000;
const BASE = `http://127.0.0.1:${PREVIEW_PORT}`;
const NOW = '2025-01-15T08:30:00+03:30';
/** Pixels per scroll step; a step waits two frames (and for a page being fetched). */
const STEP = Number(process.env.BENCH_STEP ?? 800);
// Jalali 1401/01/01 .. 1403/10/26 (the mock's today): the 10,000 logs go back about 715 days from yesterday.
const RANGE = { from: isoDate(fromJalali(1401, 1, 1)), to: isoDate(fromJalali(1403, 10, 26)) };
const LOGS_PATH = '/rest/users/activity-logs';

if (!existsSync('dist/index.html')) {
  console.error('bench:activity needs the production build: run `npm run build` first.');
  process.exit(1);
}

const api = <T>(path: string, init: RequestInit = {}) => callJson<T>(BASE, path, init);

function signIn(): Promise<Tokens> {
  return signInPersona(BASE, 'activity-10k', NOW);
}

/** The number of logs in the range and the oldest one (the list's last row), straight from the API. */
async function lastLog(tokens: Tokens): Promise<{ total: number; occurDate: string }> {
  const headers = { Authorization: `Bearer ${tokens.access_token}` };
  type LogsPage = { payload: { total: number; items: { occurDate: string }[] } };
  const query = `fromDate=${RANGE.from}&toDate=${RANGE.to}`;
  const first = await api<LogsPage>(`${LOGS_PATH}?${query}&page=0&size=1`, { headers });
  const total = first.payload.total;
  const last = await api<LogsPage>(`${LOGS_PATH}?${query}&page=${total - 1}&size=1`, { headers });
  return { total, occurDate: last.payload.items[0]!.occurDate };
}

// Page scripts are strings, not functions: tsx would inject helpers the page does not have.
const OBSERVE_LONG_TASKS = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
`;

interface ScrollResult {
  reached: number;
  maxDomRows: number;
  endDomRows: number;
  lastText: string;
  steps: number;
  scrollMs: number;
  scrollStart: number;
  /** When a page was being fetched and appended: [start, end] in page time. */
  busy: [number, number][];
}

const SCROLL_TO_END = (total: number) => `(async () => {
  const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
  const list = document.querySelector('[data-testid="activity-list"]');
  const rows = () => list.querySelectorAll('li[aria-posinset]');
  const lastRow = () => [...rows()].reduce((a, b) => (Number(b.getAttribute('aria-posinset')) > Number(a.getAttribute('aria-posinset')) ? b : a));
  const scrollStart = performance.now();
  let reached = 0, maxDomRows = 0, steps = 0;
  const busy = [];
  const deadline = scrollStart + 10 * 60 * 1000;
  while (performance.now() < deadline) {
    window.scrollBy(0, ${STEP});
    steps += 1;
    await frame(); await frame();
    // A page is being fetched: wait for it as a person would (the list shows "loading").
    if (list.getAttribute('aria-busy') === 'true') {
      const from = performance.now();
      while (list.getAttribute('aria-busy') === 'true') await new Promise((r) => setTimeout(r, 20));
      busy.push([from, performance.now()]);
    }
    const count = rows().length;
    if (count > maxDomRows) maxDomRows = count;
    reached = Math.max(reached, Number(lastRow().getAttribute('aria-posinset')));
    if (reached >= ${total}) break;
  }
  await frame(); await frame();
  const last = lastRow();
  return { reached, maxDomRows, endDomRows: rows().length, lastText: last.textContent, steps, scrollMs: performance.now() - scrollStart, scrollStart, busy };
})()`;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * The renderer main thread's tasks over 50 ms of wall-clock time, with the CPU time each used (ms):
 * `dur` is the wall-clock time of a task of the 'toplevel' trace category, `tdur` its thread time.
 */
function traceTasks(path: string): { wall: number; cpu: number }[] {
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const main = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  return events
    .filter(
      (e) =>
        (e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask') &&
        e.ph === 'X' &&
        main.has(`${e.pid}:${e.tid}`) &&
        (e.dur ?? 0) > 50_000,
    )
    .map((e) => ({ wall: (e.dur ?? 0) / 1000, cpu: (e.tdur ?? 0) / 1000 }));
}

/** A Persian page at the bench's fixed time, watching long tasks, with the tokens in local storage. */
async function signedInPage(
  browser: Browser,
  options: BrowserContextOptions,
  tokens: Tokens,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...options, locale: 'fa-IR' });
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(NOW));
  await page.addInitScript(OBSERVE_LONG_TASKS);
  await page.addInitScript(
    ([access, refresh]) => {
      localStorage.setItem('portal.accessToken', access!);
      localStorage.setItem('portal.refreshToken', refresh!);
    },
    [tokens.access_token, tokens.refresh_token],
  );
  return { context, page };
}

/** The desktop table (10 a page): its first page and, straight from the address, its last. */
async function desktop(tokens: Tokens, expected: { total: number; occurDate: string }): Promise<void> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const { context, page } = await signedInPage(browser, { viewport: { width: 1440, height: 1000 } }, tokens);
    const rows = page.locator('[data-testid="activity-table"] tbody tr');
    const address = `${BASE}/user/activity-report?from=${RANGE.from}&to=${RANGE.to}`;
    let started = Date.now();
    await page.goto(address);
    await rows.first().waitFor({ timeout: 60_000 });
    const firstPage = Date.now() - started;
    const lastPage = Math.ceil(expected.total / 10);
    const expectedDay = formatJalali(expected.occurDate.slice(0, 10), 'fa');
    started = Date.now();
    await page.goto(`${address}&page=${lastPage}`);
    await rows.last().filter({ hasText: expectedDay }).waitFor({ timeout: 60_000 });
    const last = Date.now() - started;
    const count = await rows.count();
    const tasks = (await page.evaluate('window.__longTasks')) as { duration: number }[];
    const longest = tasks.length ? Math.max(...tasks.map((t) => t.duration)).toFixed(0) : '0';
    console.log(
      `desktop table 1440x1000: first page ${firstPage} ms; last page ${lastPage} from the address ${last} ms (${count} rows, last ${expectedDay}); long tasks on that load: ${tasks.length}, longest ${longest} ms`,
    );
    await context.close();
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  startServer(`npx tsx mocks/server.ts`, { MOCK_PORT: String(MOCK_PORT), MOCK_NOW: NOW });
  startServer(`npx rsbuild preview --port ${PREVIEW_PORT} --host 127.0.0.1`, {
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
    const expected = await lastLog(tokens);
    const { context, page } = await signedInPage(
      browser,
      { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      tokens,
    );
    let pages = 0;
    page.on('response', (r) => {
      if (r.url().includes(LOGS_PATH) && r.ok()) pages += 1;
    });

    const started = Date.now();
    await page.goto(`${BASE}/user/activity-report?from=${RANGE.from}&to=${RANGE.to}`);
    await page.locator('[data-testid="activity-list"] li[aria-posinset]').first().waitFor({ timeout: 60_000 });
    const firstRows = Date.now() - started;
    const traceDir = mkdtempSync(join(tmpdir(), 'bench-activity-'));
    const tracePath = join(traceDir, 'scroll-trace.json');
    await browser.startTracing(page, { path: tracePath, categories: ['toplevel'] });
    const result = (await page.evaluate(SCROLL_TO_END(expected.total))) as ScrollResult;
    await browser.stopTracing();
    const traced = traceTasks(tracePath);
    rmSync(traceDir, { recursive: true, force: true });
    const cpuLong = traced.filter((t) => t.cpu > 50);
    const total = Date.now() - started;
    const tasks = (await page.evaluate('window.__longTasks')) as { start: number; duration: number }[];
    const scrolling = tasks.filter((t) => t.start >= result.scrollStart);
    const loading = tasks.filter((t) => t.start < result.scrollStart);
    // Long tasks from a fetched page being appended (up to 300 ms after the list stopped being busy) vs plain scrolling.
    const nearPage = scrolling.filter((t) =>
      result.busy.some(([from, to]) => t.start >= from - 50 && t.start <= to + 300),
    );
    const plain = scrolling.filter((t) => !nearPage.includes(t));
    const longest = (list: { duration: number }[]) =>
      list.length ? Math.max(...list.map((t) => t.duration)).toFixed(0) : '0';
    const blocking = (list: { duration: number }[]) =>
      list.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0).toFixed(0);

    const expectedDay = formatJalali(expected.occurDate.slice(0, 10), 'fa');
    const lastOk = result.reached === expected.total && result.lastText.includes(expectedDay);
    console.log(
      `activity report, phone 390x844, Jalali ${formatJalali(RANGE.from, 'en')}..${formatJalali(RANGE.to, 'en')} (${RANGE.from}..${RANGE.to}), ${expected.total} logs in range`,
    );
    console.log(
      `rows reached: ${result.reached} of ${expected.total}; last row shows ${expectedDay} (the oldest log's day): ${lastOk ? 'yes' : 'NO'}`,
    );
    console.log(
      `pages loaded: ${pages} (200 a call); DOM rows: ${result.endDomRows} at the end, at most ${result.maxDomRows} while scrolling`,
    );
    console.log(
      `long tasks while scrolling (${result.steps} steps of ${STEP} px, ${(result.scrollMs / 1000).toFixed(1)} s): ${scrolling.length}, longest ${longest(scrolling)} ms, total blocking ${blocking(scrolling)} ms`,
    );
    console.log(
      `  of which around a page being appended (${result.busy.length} waits): ${nearPage.length}, longest ${longest(nearPage)} ms; plain scrolling: ${plain.length}, longest ${longest(plain)} ms`,
    );
    console.log(
      `long tasks while loading the page (before scrolling): ${loading.length}, longest ${longest(loading)} ms`,
    );
    console.log(
      `first rows on screen: ${firstRows} ms; total time (navigation to last row): ${(total / 1000).toFixed(1)} s`,
    );
    const maxCpu = traced.length ? Math.max(...traced.map((t) => t.cpu)).toFixed(0) : '0';
    console.log(
      `the same scroll in a Chrome trace: ${traced.length} main-thread tasks over 50 ms of wall-clock time, using at most ${maxCpu} ms of CPU each; ` +
        `${cpuLong.length} used over 50 ms of CPU${cpuLong.length ? ` (longest ${Math.max(...cpuLong.map((t) => t.cpu)).toFixed(0)} ms)` : ''}`,
    );
    const load = loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
    console.log(
      `VERDICT "${expected.total} rows scroll with no long task over 50 ms": ${scrolling.length === 0 && lastOk ? 'PASS' : 'FAIL'}: ` +
        `${scrolling.length} long tasks over 50 ms while scrolling, longest ${longest(scrolling)} ms, total blocking ${blocking(scrolling)} ms ` +
        `(load average ${load} on ${availableParallelism()} cores; a loaded machine stretches every task); ` +
        `by main-thread CPU time: ${cpuLong.length === 0 ? 'PASS' : 'FAIL'}, ${cpuLong.length} tasks over 50 ms, longest ${maxCpu} ms`,
    );
    await context.close();
    if (!lastOk)
      throw new Error(
        `the list did not reach its last row (${result.reached} of ${expected.total}; last row text: ${result.lastText})`,
      );
    await desktop(tokens, expected);
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
