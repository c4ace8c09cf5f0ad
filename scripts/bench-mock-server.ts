/**
 * `npm run bench:mock`: how fast the standalone mock server answers (not a test; nothing asserts).
 *
 * Starts `tsx mocks/server.ts` as a child process on a free loopback port, logs in, then for each
 * scenario sends a bounded number of requests (BENCH_REQUESTS, default 2000) with a fixed
 * concurrency (BENCH_CONCURRENCY, default 8), stopping early after BENCH_SECONDS (default 20),
 * and prints requests/second and latency percentiles. Loopback only; the child is stopped at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const HOST = '127.0.0.1';
const CLIENT = `Basic ${Buffer.from('samad-web:samad-web-secret').toString('base64')}`;

interface Scenario {
  name: string;
  /** The path of request number `i`. */
  path: (i: number) => string;
  /**
   * A domain added by later work: probed once first, and skipped (with a note) while the mock
   * answers it with the 404 envelope.
   */
  laterDomain?: string;
}

/** Saturday (Tehran) starting the current week, yyyy-MM-dd, for the reserves scenario. */
function weekStart(offsetWeeks: number): string {
  const tehran = new Date(Date.now() + 3.5 * 3600_000);
  const back = (tehran.getUTCDay() + 1) % 7; // Saturday = 0
  const d = new Date(
    Date.UTC(tehran.getUTCFullYear(), tehran.getUTCMonth(), tehran.getUTCDate() - back + offsetWeeks * 7),
  );
  return d.toISOString().slice(0, 10);
}

const SCENARIOS: Scenario[] = [
  { name: 'GET /rest/users/me', path: () => '/rest/users/me' },
  // A week of reserves (mocks/handlers/reserves.ts): one week per request, cycling over the
  // previous, current and next two weeks (reserves, teammates' reserves, daily sales of each day).
  {
    name: 'GET /rest/reserves (one week)',
    path: (i) => `/rest/reserves?weekStartDate=${weekStart((i % 4) - 1)}&selfType=NORMAL`,
  },
  // A week's program of the central dining hall for the user (mocks/handlers/programs.ts).
  {
    name: 'GET /rest/programs/v2 (one week)',
    path: (i) => `/rest/programs/v2?selfId=1&weekStartDate=${weekStart((i % 4) - 1)}%2B00:00:00`,
  },
];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(base: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`mock server exited with ${child.exitCode}`);
    try {
      const r = await fetch(`${base}/__mock/state`);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`mock server did not answer within ${timeoutMs} ms`);
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function run(base: string, token: string, scenario: Scenario) {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const stopAt = performance.now() + SECONDS * 1000;
  const started = performance.now();
  async function worker() {
    while (next < REQUESTS && performance.now() < stopAt) {
      const i = next++;
      const t0 = performance.now();
      const r = await fetch(`${base}${scenario.path(i)}`, { headers: { Authorization: `Bearer ${token}` } });
      await r.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (!r.ok) failures++;
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    failures,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

async function main() {
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'mocks/server.ts'], {
    env: { ...process.env, MOCK_PORT: String(port), MOCK_HOST: HOST, MOCK_LOG: '0', MOCK_ACCESS_TOKEN_TTL: '3600' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitUntilUp(base, child);
    const login = await fetch(`${base}/oauth/token`, {
      method: 'POST',
      headers: { Authorization: CLIENT, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username: 'student', password: 'student123' }).toString(),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const { access_token: token } = (await login.json()) as { access_token: string };

    console.log(
      `Mock server bench on ${base}: up to ${REQUESTS} requests per scenario, concurrency ${CONCURRENCY}, at most ${SECONDS} s each\n`,
    );
    console.log('scenario                          requests  failed      req/s   p50 ms   p95 ms   p99 ms');
    for (const scenario of SCENARIOS) {
      if (scenario.laterDomain) {
        const probe = await fetch(`${base}${scenario.path(0)}`, { headers: { Authorization: `Bearer ${token}` } });
        const body = (await probe.json().catch(() => null)) as { messageResource?: string } | null;
        if (probe.status === 404 && body?.messageResource === 'NOT_FOUND') {
          console.log(
            `${scenario.name.padEnd(32)}  skipped: the ${scenario.laterDomain} domain is not in the mock backend yet`,
          );
          continue;
        }
      }
      const r = await run(base, token, scenario);
      console.log(
        `${scenario.name.padEnd(32)}  ${String(r.count).padStart(8)}  ${String(r.failures).padStart(6)}  ${r.rps.toFixed(0).padStart(9)}  ${r.p50.toFixed(2).padStart(7)}  ${r.p95.toFixed(2).padStart(7)}  ${r.p99.toFixed(2).padStart(7)}`,
      );
    }
  } finally {
    child.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
