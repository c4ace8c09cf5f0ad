/**
 * `npm run bench:web`: the first visit of /login and /food/reserve in Debian's chromium,
 * Lighthouse mobile preset (simulated slow 4G and a 4x slower CPU), against the production build
 * served by `rsbuild preview` and proxied to the standalone mock server; and the same for a minimal
 * page of this stack (scripts/bench-web/minimal-app.tsx), built alongside, as the baseline.
 *
 * /login is the page the build rendered ahead (scripts/prerender.ts), rendered again here for
 * the mock's config (what this deployment's /config.json answers) and served in its phone variant to
 * Lighthouse's phone, as the preview and nginx do.
 *
 * Per page it prints the JS and CSS the page actually loaded (Lighthouse's network records, each
 * file gzipped from dist/ so the bytes do not depend on the server), the performance score, LCP and
 * TBT: the median of BENCH_RUNS runs (default 3; timings on a shared 2-core machine are noisy, the
 * bytes are not). A benchmark, not a test: it fails only when a page does not load.
 *
 * Env: BENCH_PORT (preview, default 4880; the baseline on +2, the floor on +3), BENCH_MOCK_PORT (the mock
 * server, default BENCH_PORT + 1000),
 * BENCH_RUNS, BENCH_SKIP_BUILD=1 (reuse dist/ and dist-bench-minimal/), CHROMIUM_PATH, BENCH_PAGES
 * (comma-separated names to measure, e.g. `/login`; the baseline is always measured), BENCH_LHR_DIR
 * (writes each run's Lighthouse report there as JSON, for its long tasks and main-thread breakdown),
 * BENCH_TRACE=1 (with BENCH_LHR_DIR: also each run's trace, with V8's CPU samples, as `*.trace.json`:
 * which code a long task ran; the samples add a little to the runs' times),
 * `--weekday=sat|sun|mon|tue|wed|thu|fri` (several with commas) or `--all-weekdays`: the app's pages at
 * 10:00 Tehran on that day of the current week, the mock's clock set through its reset (`now`) and the
 * browser's by a script before the page's (scripts/bench/web-clock.ts); `--clock=browser|mock` sets
 * one side alone. Every page, weekday and baseline is measured round-robin, one run of each per round,
 * and each run names its LCP element (selector and text). `--runs=N`, `--port=N`, `--mock-port=N` as
 * the env variables.
 * BENCH_FLOOR=1 (also the floor: the baseline's page with only its components' CSS, the way the
 * portal loads Mantine's, and no web font; scripts/bench-web/floor-app.tsx).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { waitForServer } from './bench/servers';
import { CHROMIUM } from './chromium';
import { browserClockScript, clockAt, lcpElementOf, weekdaysFromArgs, type Weekday } from './bench/web-clock';

const flag = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const RUNS = Number(flag('runs') ?? process.env.BENCH_RUNS ?? 3);
const PORT = Number(flag('port') ?? process.env.BENCH_PORT ?? 4880);
const MINIMAL_PORT = PORT + 2;
const FLOOR_PORT = PORT + 3;
const MOCK_PORT = Number(flag('mock-port') ?? process.env.BENCH_MOCK_PORT ?? PORT + 1000);
/** `--weekday=sat,tue` or `--all-weekdays`: the app's pages at that day's clock (mock and browser); none: real time. */
const WEEKDAYS = weekdaysFromArgs(process.argv);
/**
 * `--clock=browser` or `--clock=mock`: only that one at the weekday (the other in real time), to see
 * what a clock set on one side alone measures; default both.
 */
const CLOCK = flag('clock') ?? 'both';
const BASE = `http://127.0.0.1:${PORT}`;
const MINIMAL_BASE = `http://127.0.0.1:${MINIMAL_PORT}`;
const FLOOR_BASE = `http://127.0.0.1:${FLOOR_PORT}`;
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

interface Target {
  name: string;
  base: string;
  path: string;
  dist: string;
  signedIn: boolean;
}
const BASELINE: Target = {
  name: 'minimal app (baseline)',
  base: MINIMAL_BASE,
  path: '/',
  dist: 'dist-bench-minimal',
  signedIn: false,
};
const PAGES = process.env.BENCH_PAGES?.split(',').map((p) => p.trim());
const TARGETS: Target[] = [
  { name: '/login', base: BASE, path: '/login', dist: 'dist', signedIn: false },
  { name: '/food/reserve', base: BASE, path: '/food/reserve', dist: 'dist', signedIn: true },
].filter((t) => !PAGES || PAGES.includes(t.name));
TARGETS.push(BASELINE);
const FLOOR = process.env.BENCH_FLOOR === '1';
if (FLOOR)
  TARGETS.push({
    name: "floor (its components' CSS, no web font)",
    base: FLOOR_BASE,
    path: '/',
    dist: 'dist-bench-floor',
    signedIn: false,
  });
const LHR_DIR = process.env.BENCH_LHR_DIR;

interface Run {
  js: number;
  css: number;
  files: number;
  score: number;
  lcp: number;
  tbt: number;
  /** The element Lighthouse took as the largest contentful paint (its HTML, shortened). */
  lcpElement: string;
  /** Its subparts (TTFB, load delay, render delay). */
  lcpTiming: string;
}

const children: ChildProcess[] = [];
function start(command: string, env: Record<string, string>): void {
  children.push(spawn(command, { shell: true, stdio: 'ignore', env: { ...process.env, ...env }, detached: true }));
}
function stopAll(): void {
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid);
    } catch {
      // already gone
    }
  }
}

function run(command: string): void {
  const result = spawnSync(command, { shell: true, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} failed`);
}

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${BASE}${path}`, init);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

interface Personas {
  oauthClient: { id: string; secret: string };
  personas: { id: string; username: string; password: string }[];
}

/** As tests/e2e/helpers/session.ts: a fresh world, tokens from the API, forced-read messages read. */
async function signIn(now?: string): Promise<{ access_token: string; refresh_token: string }> {
  // The mock's clock at `now` (its seeded calendar around it) when a weekday is asked for.
  await api('/__mock/reset', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ persona: 'student', ...(now ? { now } : {}) }),
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
  const headers = { Authorization: `Bearer ${tokens.access_token}` };
  const inbox = await api<{ payload: { content: { id: number; read: boolean; forceRead?: boolean }[] } }>(
    '/rest/users/me/messages/inbox?page=0&size=100',
    { headers },
  );
  for (const m of inbox.payload.content)
    if (m.forceRead && !m.read) await fetch(`${BASE}/rest/users/me/messages/${m.id}`, { method: 'PUT', headers });
  return tokens;
}

const gzipCache = new Map<string, number>();
function gzipOf(dist: string, url: string): number {
  const file = join(dist, new URL(url).pathname);
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file)).length);
  return gzipCache.get(file)!;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
}

/** One Lighthouse run in a fresh browser profile (an empty cache), storage seeded when signed in. */
async function measure(target: Target, runIndex: number, weekday?: Weekday): Promise<Run> {
  const now = weekday && target.dist === 'dist' ? clockAt(weekday) : undefined;
  const tokens = target.signedIn ? await signIn(CLOCK === 'browser' ? undefined : now) : null;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    // The browser's clock at the same instant as the mock's, before any of the page's scripts.
    if (now && CLOCK !== 'mock') await page.evaluateOnNewDocument(browserClockScript(now));
    if (tokens) {
      // A same-origin JSON answer of the mock (it loads none of the app's files) to write storage.
      await page.goto(`${target.base}/__mock/state`);
      await page.evaluate(
        (access: string, refresh: string) => {
          localStorage.setItem('portal.accessToken', access);
          localStorage.setItem('portal.refreshToken', refresh);
          localStorage.setItem('portal.selectedSelf', JSON.stringify({ food: 1 }));
        },
        tokens.access_token,
        tokens.refresh_token,
      );
    }
    // disableStorageReset keeps the seeded tokens; the profile is new, so the cache is empty anyway.
    const result = await lighthouse(
      `${target.base}${target.path}`,
      {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: true,
        ...(process.env.BENCH_TRACE ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
      },
      undefined,
      page,
    );
    await browser.disconnect();
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`${target.name}: Lighthouse returned no result`);
    if (lhr.runtimeError) throw new Error(`${target.name}: ${lhr.runtimeError.message}`);
    if (LHR_DIR && process.env.BENCH_TRACE) {
      mkdirSync(LHR_DIR, { recursive: true });
      const trace = (result?.artifacts as { Trace?: unknown } | undefined)?.Trace;
      writeFileSync(
        join(
          LHR_DIR,
          `${target.path.replace(/\W+/g, '_') || 'root'}-${target.dist}${weekday ? `-${weekday}` : ''}-${runIndex + 1}.trace.json`,
        ),
        JSON.stringify(trace),
      );
    }
    if (LHR_DIR) {
      mkdirSync(LHR_DIR, { recursive: true });
      writeFileSync(
        join(
          LHR_DIR,
          `${target.path.replace(/\W+/g, '_') || 'root'}-${target.dist}${weekday ? `-${weekday}` : ''}-${runIndex + 1}.json`,
        ),
        JSON.stringify(lhr),
      );
    }
    const finalUrl = new URL(lhr.finalDisplayedUrl);
    if (finalUrl.pathname !== target.path) throw new Error(`${target.name}: ended on ${finalUrl.pathname}`);
    const items = (
      (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []
    ).filter((i) => i.url.startsWith(target.base) && /\.(js|css)$/.test(new URL(i.url).pathname));
    const js = items.filter((i) => i.url.endsWith('.js')).reduce((s, i) => s + gzipOf(target.dist, i.url), 0);
    const css = items.filter((i) => i.url.endsWith('.css')).reduce((s, i) => s + gzipOf(target.dist, i.url), 0);
    return {
      js,
      css,
      files: items.length,
      score: lhr.categories.performance?.score ?? 0,
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      ...(({ element, timing }) => ({ lcpElement: element, lcpTiming: timing }))(
        lcpElementOf(lhr.audits['lcp-breakdown-insight']?.details),
      ),
    };
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function main(): Promise<void> {
  if (!process.env.BENCH_SKIP_BUILD) {
    console.log('building dist/ and dist-bench-minimal/ ...');
    run('npx rsbuild build');
    run('npx rsbuild build --config scripts/bench-web/minimal.rsbuild.config.ts');
  }
  if (FLOOR && (!process.env.BENCH_SKIP_BUILD || !existsSync('dist-bench-floor')))
    run('BENCH_MINIMAL=floor npx rsbuild build --config scripts/bench-web/minimal.rsbuild.config.ts');
  start('npx tsx mocks/server.ts', { MOCK_PORT: String(MOCK_PORT), MOCK_HOST: '127.0.0.1' });
  start(`npx rsbuild preview --port ${PORT} --host 127.0.0.1`, { API_PROXY_TARGET: `http://127.0.0.1:${MOCK_PORT}` });
  start(
    `npx rsbuild preview --config scripts/bench-web/minimal.rsbuild.config.ts --port ${MINIMAL_PORT} --host 127.0.0.1`,
    {},
  );
  await waitForServer(`http://127.0.0.1:${MOCK_PORT}/__mock/state`, 90);
  // /login rendered ahead for the config this deployment serves, the mock's (scripts/prerender.ts).
  run(`npx tsx scripts/prerender.ts dist http://127.0.0.1:${MOCK_PORT}/config.json`);
  await waitForServer(`${BASE}/`, 90);
  if (FLOOR)
    start(
      `npx rsbuild preview --config scripts/bench-web/minimal.rsbuild.config.ts --port ${FLOOR_PORT} --host 127.0.0.1`,
      { BENCH_MINIMAL: 'floor' },
    );
  await waitForServer(`${MINIMAL_BASE}/`, 90);
  if (FLOOR) await waitForServer(`${FLOOR_BASE}/`, 90);

  // Every page (at each weekday asked for) and the baselines, round-robin: each round measures them
  // all once, so the baselines run under the same load as the pages beside them.
  const jobs = TARGETS.flatMap((target): { target: Target; weekday?: Weekday; name: string }[] =>
    target.dist === 'dist' && WEEKDAYS.length
      ? WEEKDAYS.map((weekday) => ({ target, weekday, name: `${target.name} (${weekday}, ${clockAt(weekday)})` }))
      : [{ target, weekday: undefined, name: target.name }],
  );
  const runsOf = new Map<string, Run[]>(jobs.map((j) => [j.name, []]));
  for (let i = 0; i < RUNS; i += 1)
    for (const job of jobs) {
      const r = await measure(job.target, i, job.weekday);
      console.log(
        `  ${job.name} run ${i + 1}: score ${r.score.toFixed(2)}, LCP ${r.lcp.toFixed(0)} ms, TBT ${r.tbt.toFixed(0)} ms, JS ${kB(r.js)} + CSS ${kB(r.css)} in ${r.files} files; LCP element ${r.lcpElement} (${r.lcpTiming})`,
      );
      runsOf.get(job.name)!.push(r);
    }
  const results = new Map<string, Run & { lcpElements: string }>();
  for (const [name, runs] of runsOf) {
    const pick = (k: 'js' | 'css' | 'files' | 'score' | 'lcp' | 'tbt') => median(runs.map((r) => r[k]));
    // Each distinct LCP element and in how many runs.
    const counts = new Map<string, number>();
    for (const r of runs) counts.set(r.lcpElement, (counts.get(r.lcpElement) ?? 0) + 1);
    results.set(name, {
      js: pick('js'),
      css: pick('css'),
      files: pick('files'),
      score: pick('score'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      lcpElement: runs[0]!.lcpElement,
      lcpTiming: runs[0]!.lcpTiming,
      lcpElements: [...counts].map(([e, n]) => `${e} ×${n}`).join('; '),
    });
  }

  const base = results.get(BASELINE.name)!;
  const ratio = (a: number, b: number) => (b ? `${(a / b).toFixed(2)}x` : '-');
  console.log(
    `\nLighthouse ${RUNS} run(s) each, round-robin, median; mobile preset; bytes are gzip of the files the page loaded; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}.`,
  );
  console.log('| page | JS gzip | CSS gzip | JS+CSS | × baseline | score | LCP | TBT | LCP element (runs) |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const [name, r] of results) {
    console.log(
      `| ${name} | ${kB(r.js)} | ${kB(r.css)} | ${kB(r.js + r.css)} | ${ratio(r.js + r.css, base.js + base.css)} | ${r.score.toFixed(2)} | ${(r.lcp / 1000).toFixed(2)} s | ${r.tbt.toFixed(0)} ms | ${r.lcpElements} |`,
    );
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopAll);
