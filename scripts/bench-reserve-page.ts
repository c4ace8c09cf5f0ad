/**
 * `npm run bench:reserve`: the reserve page in a real browser (Debian's chromium), against the
 * production build and the standalone mock server, both started here on loopback ports:
 *   - first render: navigation to /food/reserve (self already chosen) until a full week of meal
 *     cards is on screen;
 *   - plus click: from clicking "reserve" / "+" on a meal to the updated count on screen
 *     (optimistic; the save then runs in the background).
 * And, timed inside the page from the navigation's start (scripts/bench/actionable-probe.ts), on the
 * cold and the repeat visit: the week painted, the server's week, and ACTIONABLE: the first reserve or
 * "+" button that is enabled and works (a click on it changes the count on screen; the world is reset
 * before every run, so that reserve does not carry over).
 * Prints a table of medians and ranges of N runs (BENCH_RUNS, default 7) and the load average. A
 * benchmark, not a test: it prints numbers and fails only when the page does not work. Needs
 * `npm run build` first. Ports: `--port=N` (or BENCH_PORT, default 4873) for the preview,
 * `--mock-port=N` (or BENCH_MOCK_PORT, default the preview's + 1000) for the mock.
 *
 * `--repeat`: a repeat visit instead. Each run opens /food/reserve once and waits until the
 * week is in and kept on the device (src/lib/query-persistence.ts), closes the tab, opens it again in
 * a new tab of the same browser profile and times, inside the page from the navigation's start: the week painted (the first
 * meal card of a day in the DOM, then the next frame) and the server's week replacing the kept one
 * (the week no longer marked as from the device), and the layout shifts until a second after that.
 *
 * `--repeat --home`: the same for the home (/), the page the installed app opens with: painted is its
 * first module frame on screen (from the snapshot or the app), and the second time the app's own
 * home in the snapshot's place.
 *
 * BENCH_REPEAT_WITHOUT_KEPT=1 removes the kept answers and the page snapshot before the second
 * navigation: the same repeat visit with only the browser's caches, to compare with.
 * BENCH_REPEAT_WITHOUT_SNAPSHOT=1 removes the page snapshot alone (the week from the kept answers,
 * drawn by the app).
 *
 * BENCH_API_LATENCY=<ms>: the mock answers every call that much later (a real server's week takes
 * hundreds of milliseconds; the mock's, a few), through its fault API (mocks/README.md).
 *
 * BENCH_SLOW=1: a cheap phone on a slow network instead of this machine at full speed: Chromium's
 * own throttling (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up: Lighthouse's slow 4G) and a 4x
 * slower CPU, applied to the real requests. Unlike Lighthouse's simulation, which replays the
 * requests of an unthrottled load, this shows what a round trip taken off the critical path is worth.
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { callJson, startServer, stopServers, waitForServer } from './bench/servers';
import { ACTIONABLE_PROBE, printTable, type ActionableMarks } from './bench/actionable-probe';
import { visitProbe, type RepeatMarks } from './bench/visit-probe';

import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium';
import { PAGE_SNAPSHOT_KEY, pageSnapshotKey } from '../src/lib/page-snapshot-format';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
/** `--port=N` or BENCH_PORT: the preview's port; the mock's `--mock-port=N`, BENCH_MOCK_PORT or the preview's + 1000. */
const flag = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const PREVIEW_PORT = Number(flag('port') ?? process.env.BENCH_PORT ?? 4873);
const MOCK_PORT = Number(flag('mock-port') ?? process.env.BENCH_MOCK_PORT ?? PREVIEW_PORT + 1000);
const BASE = `http://127.0.0.1:${PREVIEW_PORT}`;
const NOW = '2025-01-15T08:30:00+03:30';
// Next week's Tuesday lunch at the central dining hall (seeded calendar, mocks/world/program-calendar.ts).
const TUESDAY = { iso: '2025-01-21', food: 'عدس‌پلو با گوشت چرخ‌کرده' };
const SLOW = process.env.BENCH_SLOW === '1';
const REPEAT = process.argv.includes('--repeat');
/** `--repeat --home`: the home instead of the reserve page. */
const HOME = process.argv.includes('--home');
const REPEAT_PATH = HOME ? '/' : '/food/reserve';
/** Where the repeat visit's page snapshot is kept (one per address). */
const SNAPSHOT_KEY = pageSnapshotKey(REPEAT_PATH);
const API_LATENCY = Number(process.env.BENCH_API_LATENCY ?? 0);
/** BENCH_REPEAT_WITHOUT_KEPT=1: the repeat visit with the kept answers removed first (its baseline). */
const WITHOUT_KEPT = process.env.BENCH_REPEAT_WITHOUT_KEPT === '1';
/** BENCH_REPEAT_WITHOUT_SNAPSHOT=1: the kept answers only, the page snapshot removed (docs/decisions/0023-page-snapshot.md). */
const WITHOUT_SNAPSHOT = process.env.BENCH_REPEAT_WITHOUT_SNAPSHOT === '1';
const SLOW_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const SLOW_CPU = 4;

if (!existsSync('dist/index.html')) {
  console.error('bench:reserve needs the production build: run `npm run build` first.');
  process.exit(1);
}

const api = <T>(path: string, init: RequestInit = {}) => callJson<T>(BASE, path, init);

interface Personas {
  oauthClient: { id: string; secret: string };
  personas: { id: string; username: string; password: string }[];
}

async function signIn(): Promise<{ access_token: string; refresh_token: string }> {
  await api('/__mock/reset', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ persona: 'student', now: NOW }),
  });
  const info = await api<Personas>('/__mock/personas');
  const student = info.personas.find((p) => p.id === 'student')!;
  const tokens = await api<{ access_token: string; refresh_token: string }>('/oauth/token', {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${info.oauthClient.id}:${info.oauthClient.secret}`).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      grant_type: 'password',
      username: student.username,
      password: student.password,
    }).toString(),
  });
  // The default persona has a forced-read message that would block the page.
  const headers = { Authorization: `Bearer ${tokens.access_token}` };
  const inbox = await api<{ payload: { content: { id: number; read: boolean; forceRead?: boolean }[] } }>(
    '/rest/users/me/messages/inbox?page=0&size=100',
    { headers },
  );
  for (const m of inbox.payload.content)
    if (m.forceRead && !m.read) await fetch(`${BASE}/rest/users/me/messages/${m.id}`, { method: 'PUT', headers });
  if (API_LATENCY > 0)
    await api('/__mock/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ latencyMs: API_LATENCY, faults: [] }),
    });
  return tokens;
}

/** Waits for the in-page marks of a visit (visitProbe, ACTIONABLE_PROBE) and reads them. */
async function visitMarks(page: Page): Promise<{ visit: RepeatMarks; actionable: ActionableMarks }> {
  await page.waitForFunction(
    `window.__repeatVisit && window.__repeatVisit.fresh !== undefined && window.__repeatVisit.painted !== undefined && window.__actionable && window.__actionable.answered !== undefined`,
    undefined,
    { timeout: 60_000 },
  );
  return (await page.evaluate('({ visit: window.__repeatVisit, actionable: window.__actionable })')) as {
    visit: RepeatMarks;
    actionable: ActionableMarks;
  };
}

interface ColdRun {
  firstRender: number;
  plusClick: number;
  visit: RepeatMarks;
  actionable: ActionableMarks;
}

async function measureOnce(page: Page): Promise<ColdRun> {
  await page.addInitScript(visitProbe(HOME && REPEAT));
  await page.addInitScript(ACTIONABLE_PROBE);
  const started = Date.now();
  await page.goto(`${BASE}/food/reserve`);
  const tuesday = page.getByTestId(`day-${TUESDAY.iso}`);
  // The current week's meal cards (buttons inside the day columns) are on screen.
  await page.locator('[data-testid^="day-"] button').first().waitFor();
  const currentWeekShown = Date.now() - started;
  const { visit, actionable } = await visitMarks(page);
  // Next Tuesday is in the following week.
  await page.getByTestId('week-selector').getByRole('button', { name: 'هفته بعد' }).click();
  const reserve = tuesday.getByRole('button', { name: `رزرو ${TUESDAY.food}`, exact: true });
  await reserve.waitFor();

  // Timed inside the page (no automation round trips): click, then the first DOM change that shows
  // the new count.
  // (A string, not a function: tsx would inject helpers the page does not have.)
  const plusClick = (await page.evaluate(`new Promise((resolve, reject) => {
    const day = document.querySelector('[data-testid="day-${TUESDAY.iso}"]');
    const label = 'رزرو ${TUESDAY.food}';
    const button = day && [...day.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === label);
    if (!button) return reject(new Error('reserve button not found'));
    const started = performance.now();
    const observer = new MutationObserver(() => {
      if (day.querySelector('[aria-label="تعداد رزروشده ${TUESDAY.food}: ۱"]')) {
        observer.disconnect();
        resolve(performance.now() - started);
      }
    });
    observer.observe(day, { subtree: true, childList: true, attributes: true, characterData: true });
    button.click();
    setTimeout(() => reject(new Error('count not shown within 10 s')), 10000);
  })`)) as number;
  return { firstRender: currentWeekShown, plusClick, visit, actionable };
}

/** A tab of `context` as the benchmark opens it: throttled (BENCH_SLOW), the clock fixed, signed in, self chosen. */
async function openTab(context: BrowserContext, tokens: { access_token: string; refresh_token: string }) {
  const page = await context.newPage();
  if (SLOW) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_CPU });
  }
  await page.clock.setFixedTime(new Date(NOW));
  await page.addInitScript(
    ([access, refresh]) => {
      localStorage.setItem('portal.accessToken', access!);
      localStorage.setItem('portal.refreshToken', refresh!);
      localStorage.setItem('portal.selectedSelf', JSON.stringify({ food: 1 }));
    },
    [tokens.access_token, tokens.refresh_token],
  );
  return page;
}

/**
 * The first visit in one tab, closed once the week is kept; the repeat visit in a new tab of the same
 * browser profile (its HTTP cache and local storage), as a student opening the portal again. (A second
 * navigation in the same tab counts the first page's unload too: about twice as long, throttled.)
 */
async function measureRepeat(
  context: BrowserContext,
  tokens: { access_token: string; refresh_token: string },
): Promise<{ visit: Required<RepeatMarks>; actionable: ActionableMarks }> {
  const first = await openTab(context, tokens);
  await first.goto(`${BASE}${REPEAT_PATH}`);
  if (HOME) await first.locator('section[data-module]').first().waitFor();
  else {
    await first.locator('[data-testid^="day-"] button').first().waitFor();
    // Written a moment after the answers.
    await first.waitForFunction(
      `Object.keys(localStorage).some((k) => k.startsWith('portal.queryCache.') && localStorage.getItem(k).includes('selfWeekPrograms'))`,
      undefined,
      { timeout: 20_000 },
    );
  }
  if (!WITHOUT_KEPT && !WITHOUT_SNAPSHOT)
    await first.waitForFunction(`!!localStorage.getItem('${SNAPSHOT_KEY}')`, undefined, { timeout: 20_000 });
  // (Closing the tab keeps the page once more: a baseline removes what it leaves out in the next tab.)
  await first.close();
  const page = await openTab(context, tokens);
  // The baselines of a repeat visit, before any script of the page: the browser's caches without the
  // kept answers and page snapshot, or without the snapshot alone.
  if (WITHOUT_KEPT)
    await page.addInitScript(
      `Object.keys(localStorage).filter((k) => k.startsWith('portal.queryCache.') || k.startsWith('${PAGE_SNAPSHOT_KEY}')).forEach((k) => localStorage.removeItem(k))`,
    );
  else if (WITHOUT_SNAPSHOT) await page.addInitScript(`localStorage.removeItem('${SNAPSHOT_KEY}')`);
  await page.addInitScript(visitProbe(HOME && REPEAT));
  if (!HOME) await page.addInitScript(ACTIONABLE_PROBE);
  await page.goto(`${BASE}${REPEAT_PATH}`);
  await page.waitForFunction(
    `window.__repeatVisit && window.__repeatVisit.fresh !== undefined && window.__repeatVisit.painted !== undefined${HOME ? '' : ' && window.__actionable.answered !== undefined'}`,
    undefined,
    { timeout: 60_000 },
  );
  // Shifts after the server's week (the reminders below it, a late web font) count too.
  await page.waitForTimeout(1000);
  return (await page.evaluate(
    '({ visit: window.__repeatVisit, actionable: window.__actionable ?? { deadClicks: 0 } })',
  )) as {
    visit: Required<RepeatMarks>;
    actionable: ActionableMarks;
  };
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
  const firstRender: number[] = [];
  const plusClick: number[] = [];
  const painted: number[] = [];
  const fresh: number[] = [];
  const enabled: number[] = [];
  const clicked: number[] = [];
  const answered: number[] = [];
  let deadClicks = 0;
  let fromDeviceRuns = 0;
  let snapshotRuns = 0;
  const note = (visit: RepeatMarks, actionable: ActionableMarks) => {
    painted.push(visit.painted ?? NaN);
    fresh.push(visit.fresh ?? NaN);
    enabled.push(actionable.enabled ?? NaN);
    clicked.push(actionable.clicked ?? NaN);
    answered.push(actionable.answered ?? NaN);
    deadClicks += actionable.deadClicks;
    if (visit.fromDevice) fromDeviceRuns += 1;
    if (visit.snapshot) snapshotRuns += 1;
  };
  const ms = (v: number | undefined) => (v === undefined ? '-' : `${v.toFixed(0)} ms`);
  const actionableText = (a: ActionableMarks) =>
    `actionable ${ms(a.clicked)} (count shown ${ms(a.answered)}, first enabled ${ms(a.enabled)}, ${a.deadClicks} inert click(s), ${a.button ?? '-'})`;
  try {
    for (let i = 0; i < RUNS; i += 1) {
      // A fresh world every run: the actionable probe's click reserved a portion in the last one.
      const tokens = await signIn();
      const context = await browser.newContext({
        viewport: { width: 1440, height: 1000 },
        locale: 'fa-IR',
        // A repeat visit measures the kept answers alone: the offline ticket's worker, once installed by
        // the first visit, would also serve the app's files from its precache.
        serviceWorkers: REPEAT ? 'block' : 'allow',
      });
      if (REPEAT) {
        const { visit, actionable } = await measureRepeat(context, tokens);
        console.log(
          `run ${i + 1}: painted ${visit.painted.toFixed(0)} ms (${visit.snapshot ? 'page snapshot' : visit.fromDevice ? 'kept answers' : 'server'}), LCP ${visit.lcp?.toFixed(0) ?? '-'} ms, layout shift ${visit.cls?.toFixed(3) ?? '-'}, ${HOME ? "the app's home" : "server's week"} ${visit.fresh.toFixed(0)} ms${HOME ? '' : `, ${actionableText(actionable)}`}`,
        );
        note(visit, actionable);
        await context.close();
        continue;
      }
      const run = await measureOnce(await openTab(context, tokens));
      const line = `first render ${run.firstRender} ms, painted ${ms(run.visit.painted)}, server's week ${ms(run.visit.fresh)}, ${actionableText(run.actionable)}, plus click ${run.plusClick.toFixed(0)} ms`;
      // The first run warms the preview server's caches: report it apart.
      if (i === 0) console.log(`cold run (not counted): ${line}`);
      else {
        console.log(`run ${i + 1}: ${line}`);
        firstRender.push(run.firstRender);
        plusClick.push(run.plusClick);
        note(run.visit, run.actionable);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    stopServers();
  }
  const conditions = [
    SLOW ? `throttled: ${SLOW_NETWORK.latency} ms round trip, 1.6 Mbit/s down, CPU ${SLOW_CPU}x slower` : 'unthrottled',
    API_LATENCY > 0 ? `every API answer ${API_LATENCY} ms later (the mock's latency)` : '',
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  ].filter(Boolean);
  console.log(conditions.join('; '));
  if (REPEAT && HOME) {
    printTable(`repeat visit of /`, [
      ['the home painted', painted],
      ["the app's home", fresh],
    ]);
  } else {
    const visit = REPEAT ? 'repeat visit' : 'cold visit';
    printTable(`${visit} of /food/reserve`, [
      ...(REPEAT
        ? []
        : ([['a full week of meal cards (measured from the bench)', firstRender]] as [string, number[]][])),
      ['the week painted (first meal card, next frame)', painted],
      ["the server's week (no longer from the device)", fresh],
      ['first reserve / "+" button enabled', enabled],
      ['ACTIONABLE: first click on it that works', clicked],
      ['its new count on screen', answered],
      ...(REPEAT ? [] : ([['plus click to its count (next week)', plusClick]] as [string, number[]][])),
    ]);
    console.log(`inert clicks before the working one: ${deadClicks} in ${painted.length} runs`);
  }
  if (REPEAT)
    console.log(
      `painted from the device in ${fromDeviceRuns} of ${painted.length} runs (${snapshotRuns} by the page snapshot before the scripts)`,
    );
}

main().catch((error: unknown) => {
  stopServers();
  console.error(error);
  process.exit(1);
});
