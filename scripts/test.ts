/**
 * `npm test`: every check, in the order a reviewer would want them, then one closing line
 * "total: N passed, N failed" counting unit/component and end-to-end tests.
 * Every step runs even when an earlier one failed (except those that need a step that failed),
 * so one run shows everything that is wrong.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

interface Step {
  name: string;
  command: string;
  needs?: string[];
}

const steps: Step[] = [
  { name: 'generate:check', command: 'npm run --silent generate:check' },
  { name: 'lint:openapi', command: 'npm run --silent lint:openapi' },
  { name: 'typecheck', command: 'npm run --silent typecheck' },
  { name: 'lint', command: 'npm run --silent lint' },
  {
    name: 'unit',
    command: 'npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/unit-report.json',
  },
  // Real Samad clients' requests (tests/conformance/fixtures, each citing the client file) replayed over
  // HTTP against the standalone mock server: a refused request, a missing field or a wrong type fails.
  {
    name: 'conformance',
    command:
      'npx vitest run --config vitest.conformance.config.ts --reporter=default --reporter=json --outputFile.json=test-results/conformance-report.json',
  },
  {
    name: 'build',
    command: 'npm run --silent build && npx tsx scripts/check-bundle.ts && npm run --silent build:mock',
  },
  { name: 'chromium', command: 'bash scripts/ensure-chromium.sh' },
  // The helpdesk contract against a real Redmine 5 (installed by apt-get when missing), then the
  // real-Redmine e2e through the preview's proxy.
  { name: 'redmine', command: 'npm run --silent test:redmine -- --e2e', needs: ['build', 'chromium'] },
  // Debian's nginx for `npm run serve`, installed by apt-get when missing.
  { name: 'nginx', command: 'bash scripts/ensure-nginx.sh' },
  // Every project, including chromium-nginx (the production build behind deploy/nginx/ with its CSP).
  { name: 'e2e', command: 'E2E_NGINX=1 npx playwright test', needs: ['build', 'chromium', 'nginx'] },
  // The axe sweep in a lean slice: the signed-out screens (light and dark), every signed-in
  // route in ar on a phone, and the overlays in every language at both widths. Every route in every
  // language and width is `npm run test:a11y`, far longer.
  {
    name: 'a11y',
    command:
      'E2E_A11Y=1 E2E_PREVIEW_ONLY=1 E2E_REPORT=test-results/a11y-report.json npx playwright test --project=chromium-a11y' +
      ' -g "signed-out screens|every signed-in route in ar, mobile|overlays" --grep-invert "dark scheme: every signed-in"',
    needs: ['build', 'chromium'],
  },
  // QA replay: a few representative generated scenarios, then the broken-UI fixture.
  // `npm run qa -- --all` replays everything (QA people, CI shards).
  {
    name: 'qa',
    command:
      "npx tsx scripts/qa.ts 'login/no-captcha-credentials-submit-accepted-welcome' 'captcha/fails-refresh-shown' 'login/captcha-credentials-captcha-submit-accepted-welcome' 'session/signed-out-login-logout-call-logout-ok'" +
      ' && QA_FIXTURE=1 npx vitest run tests/qa/qa-failure.test.ts',
    needs: ['build', 'chromium'],
  },
];

rmSync('test-results/unit-report.json', { force: true });
rmSync('test-results/conformance-report.json', { force: true });
rmSync('test-results/e2e-report.json', { force: true });
rmSync('test-results/a11y-report.json', { force: true });
mkdirSync('test-results', { recursive: true });

const results = new Map<string, boolean>();
const seconds = new Map<string, number>();
for (const step of steps) {
  const blocked = (step.needs ?? []).filter((n) => results.get(n) === false);
  if (blocked.length) {
    console.log(`\n▶ ${step.name}: skipped (needs ${blocked.join(', ')})`);
    results.set(step.name, false);
    continue;
  }
  console.log(`\n▶ ${step.name}: ${step.command}`);
  const started = Date.now();
  const run = spawnSync(step.command, { stdio: 'inherit', shell: true, env: process.env });
  const ok = run.status === 0;
  results.set(step.name, ok);
  seconds.set(step.name, (Date.now() - started) / 1000);
  console.log(`◀ ${step.name}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

interface Reports {
  numPassedTests?: number;
  numFailedTests?: number;
  stats?: { expected?: number; flaky?: number; unexpected?: number };
}

function count(file: string, read: (json: Reports) => { passed: number; failed: number }) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  try {
    return read(JSON.parse(readFileSync(file, 'utf8')) as Reports);
  } catch {
    return { passed: 0, failed: 0 };
  }
}
const vitest = (j: Reports) => ({ passed: j.numPassedTests ?? 0, failed: j.numFailedTests ?? 0 });
const playwright = (j: Reports) => ({
  passed: (j.stats?.expected ?? 0) + (j.stats?.flaky ?? 0),
  failed: j.stats?.unexpected ?? 0,
});
// The steps whose tests are counted, each from its JSON report.
const counted = [
  { step: 'unit', ...count('test-results/unit-report.json', vitest) },
  { step: 'conformance', ...count('test-results/conformance-report.json', vitest) },
  { step: 'redmine', ...count('test-results/redmine-report.json', vitest) },
  { step: 'e2e', ...count('test-results/e2e-report.json', playwright) },
  { step: 'a11y', ...count('test-results/a11y-report.json', playwright) },
];

console.log('\nSummary');
for (const [name, ok] of results) {
  const time = seconds.get(name);
  console.log(`  ${ok ? '✓' : '✗'} ${name}${time === undefined ? '' : ` (${time.toFixed(1)} s)`}`);
}
const failedSteps = [...results].filter(([, ok]) => !ok).map(([n]) => n);
for (const c of counted) console.log(`${c.step}: ${c.passed} passed, ${c.failed} failed`);
// A failed step counts its failed tests, or one failure when it reported none (typecheck, lint, a crash...).
const failed = failedSteps.reduce(
  (sum, name) => sum + Math.max(1, counted.find((c) => c.step === name)?.failed ?? 0),
  0,
);
const passed = counted.reduce((sum, c) => sum + c.passed, 0);
console.log(`total: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
