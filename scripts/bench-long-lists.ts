/**
 * `npm run bench:long-lists`: every paged list page against a server that ignores the page size.
 * For each page the mock's `oversized-page` fault (mocks/faults.ts) grows the page's list answer to
 * 5,000 items (BENCH_ITEMS), then the page is opened in a real browser (Debian's chromium, desktop
 * 1440x1000, Persian) against the production build and the standalone mock server started here on
 * loopback ports. Printed per page: the items in the answer, the rows drawn, and the longest task
 * (PerformanceObserver 'longtask', wall-clock) on the whole load and from the list answer's arrival
 * on, and the most CPU time one main-thread task took in a Chrome trace of the same load (what a
 * machine shared with other work does not stretch).
 * A benchmark, not a test: it prints numbers and fails only when a page does not draw its rows.
 * Needs `npm run build` first.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { chromium, type Browser } from '@playwright/test';
import { callJson, signInPersona, startServer, stopServers, waitForServer, type Tokens } from './bench/servers';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium';

const PREVIEW_PORT = Number(process.env.BENCH_PORT ?? 4895);
const MOCK_PORT = PREVIEW_PORT + 1000;
const BASE = `http://127.0.0.1:${PREVIEW_PORT}`;
const NOW = '2025-01-15T08:30:00+03:30';
const ITEMS = Number(process.env.BENCH_ITEMS ?? 5000);
/** The bar: no task on the page longer than this. */
const BAR_MS = 200;
/** The page has settled when no long task came for this long after its rows were drawn. */
const QUIET_MS = 1500;

interface ListPage {
  name: string;
  address: string;
  /** The list's read, as a fault path (mocks/faults.ts). */
  route: string;
  rows: string;
}

const PAGES: ListPage[] = [
  {
    name: 'helpdesk issue list',
    address: '/helpdesk/issues',
    route: '/helpdesk/issues.json',
    rows: '[data-testid="helpdesk-issue-row"]',
  },
  {
    name: 'activity report',
    address: '/user/activity-report',
    route: '/rest/users/activity-logs',
    rows: '[data-testid="activity-table"] tbody tr',
  },
  {
    name: 'feedbacks',
    address: '/user/feedbacks',
    route: '/rest/users/me/feedbacks',
    rows: '[data-testid="feedback-row"]',
  },
  {
    name: 'messages',
    address: '/user/messages',
    route: '/rest/users/me/messages/inbox',
    rows: '[data-testid="message-row"]',
  },
  {
    name: 'announcements',
    address: '/announcements',
    route: '/rest/announcements',
    rows: '[data-testid="announcements-list"] > li',
  },
  {
    name: 'dormitory leave report',
    address: '/dormitory/leave-report',
    route: '/rest/me/dormitory-leave',
    rows: '[data-testid="leave-table"] tbody tr',
  },
  {
    name: 'wallet history',
    address: '/user/wallet',
    route: '/rest/payment-transactions/current',
    rows: '[data-testid="payment-history"] tbody tr',
  },
];

if (!existsSync('dist/index.html')) {
  console.error('bench:long-lists needs the production build: run `npm run build` first.');
  process.exit(1);
}

const api = <T>(path: string, init: RequestInit = {}) => callJson<T>(BASE, path, init);
const jsonPost = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** The all-modules student (helpdesk and dormitory on), signed in, forced-read messages read. */
function signIn(): Promise<Tokens> {
  return signInPersona(BASE, 'all-modules', NOW);
}

// Page scripts are strings, not functions: tsx would inject helpers the page does not have.
const OBSERVE_LONG_TASKS = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
`;

/** When the list's answer arrived (responseEnd, page time) for a read whose URL holds `part`. */
const ANSWER_END = (part: string) => `(() => {
  const ends = performance.getEntriesByType('resource').filter((e) => e.name.includes(${JSON.stringify(part)})).map((e) => e.responseEnd);
  return ends.length ? Math.min(...ends) : 0;
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

/** The most CPU time one renderer main-thread task used in a trace (ms). */
function longestCpuTask(path: string): number {
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const main = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const cpu = events
    .filter(
      (e) =>
        (e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask') &&
        e.ph === 'X' &&
        main.has(`${e.pid}:${e.tid}`),
    )
    .map((e) => (e.tdur ?? 0) / 1000);
  return cpu.length ? Math.max(...cpu) : 0;
}

interface Result {
  name: string;
  answered: number;
  drawn: number;
  longest: number;
  afterAnswer: number;
  cpu: number;
}

async function measure(browser: Browser, tokens: Tokens, list: ListPage): Promise<Result> {
  await api('/__mock/faults', { method: 'DELETE' });
  await api('/__mock/faults', jsonPost({ method: 'GET', path: list.route, kind: 'oversized-page', count: ITEMS }));
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 }, locale: 'fa-IR' });
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
  let answered = 0;
  const routePart = list.route;
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.endsWith(routePart) || !response.ok()) return;
    void response
      .json()
      .then((body: unknown) => {
        const lists = [body, (body as { issues?: unknown }).issues, (body as { payload?: unknown }).payload];
        const payload = (body as { payload?: Record<string, unknown> }).payload;
        if (payload) lists.push(payload.content, payload.items);
        answered = Math.max(answered, ...lists.map((l) => (Array.isArray(l) ? l.length : 0)));
      })
      .catch(() => undefined);
  });
  const traceDir = mkdtempSync(join(tmpdir(), 'bench-long-lists-'));
  const tracePath = join(traceDir, 'trace.json');
  await browser.startTracing(page, { path: tracePath, categories: ['toplevel'] });
  await page.goto(`${BASE}${list.address}`);
  await page.locator(list.rows).first().waitFor({ timeout: 90_000 });
  // Settled: the network idle and no new long task for QUIET_MS.
  await page.waitForLoadState('networkidle');
  let seen = -1;
  for (;;) {
    const count = (await page.evaluate('window.__longTasks.length')) as number;
    if (count === seen) break;
    seen = count;
    await page.waitForTimeout(QUIET_MS);
  }
  await browser.stopTracing();
  const cpu = longestCpuTask(tracePath);
  rmSync(traceDir, { recursive: true, force: true });
  const drawn = await page.locator(list.rows).count();
  const tasks = (await page.evaluate('window.__longTasks')) as { start: number; duration: number }[];
  const answerEnd = (await page.evaluate(ANSWER_END(routePart))) as number;
  const longest = (ts: { duration: number }[]) => (ts.length ? Math.max(...ts.map((t) => t.duration)) : 0);
  await context.close();
  return {
    name: list.name,
    answered,
    drawn,
    longest: longest(tasks),
    afterAnswer: longest(tasks.filter((t) => t.start + t.duration > answerEnd)),
    cpu,
  };
}

async function main(): Promise<void> {
  startServer(`npx tsx mocks/server.ts`, { MOCK_PORT: String(MOCK_PORT), MOCK_NOW: NOW });
  startServer(`npx rsbuild preview --port ${PREVIEW_PORT} --host 127.0.0.1`, {
    API_PROXY_TARGET: `http://127.0.0.1:${MOCK_PORT}`,
  });
  await waitForServer(`http://127.0.0.1:${MOCK_PORT}/__mock/state`);
  await waitForServer(`${BASE}/`);
  const only = process.env.BENCH_PAGES?.split(',');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS] });
  const results: Result[] = [];
  try {
    const tokens = await signIn();
    for (const list of PAGES) {
      if (only && !only.some((o) => list.name.includes(o))) continue;
      const result = await measure(browser, tokens, list);
      results.push(result);
      console.log(
        `${result.name}: ${result.answered} items answered, ${result.drawn} rows drawn; longest task ${result.longest.toFixed(0)} ms ` +
          `(from the answer on ${result.afterAnswer.toFixed(0)} ms); most CPU in one task ${result.cpu.toFixed(0)} ms`,
      );
    }
  } finally {
    await browser.close();
    stopServers();
  }
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  const worst = Math.max(...results.map((r) => r.afterAnswer));
  const worstCpu = Math.max(...results.map((r) => r.cpu));
  console.log(
    `VERDICT "with ${ITEMS} items in any list answer, no task on that page is longer than ${BAR_MS} ms": ` +
      `from the answer on ${worst <= BAR_MS ? 'PASS' : 'FAIL'} (longest ${worst.toFixed(0)} ms); ` +
      `by CPU time, the whole load ${worstCpu <= BAR_MS ? 'PASS' : 'FAIL'} (longest ${worstCpu.toFixed(0)} ms) ` +
      `(load average ${load} on ${availableParallelism()} cores; a loaded machine stretches wall-clock tasks)`,
  );
}

main().catch((error: unknown) => {
  stopServers();
  console.error(error);
  process.exit(1);
});
