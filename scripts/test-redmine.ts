import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { RedmineSetupError, startRedmine } from './redmine/redmine-server';

/*
 * `npm run test:redmine`: starts the seeded Redmine 5 (scripts/redmine; REDMINE_PORT, default 3300),
 * runs the helpdesk contract suite (tests/contract/helpdesk-contract.ts, the same one the mock passes)
 * against it through the app's generated client, and the access suite (tests/contract/helpdesk-scope.ts:
 * two students and an anonymous caller through the helpdesk gateway), prints the Redmine
 * version, ends with "N passed, N failed", stops Redmine. With `--e2e` (npm test) it also runs
 * tests/e2e/helpdesk-redmine.spec.ts in chromium: the production build's preview with /helpdesk going
 * through the gateway to this Redmine (needs `npm run build` and chromium first; ports
 * REDMINE_E2E_PORT and REDMINE_E2E_MOCK_PORT).
 */

const E2E = process.argv.includes('--e2e');

interface E2eReport {
  stats?: { expected?: number; flaky?: number; unexpected?: number; skipped?: number };
}

/** The real-Redmine e2e: passed/failed from Playwright's JSON report (a skipped test counts as failed here). */
function runE2e(url: string, key: string): { passed: number; failed: number } {
  if (!existsSync('dist/index.html')) {
    console.error('test:redmine --e2e needs the production build: run `npm run build` first.');
    return { passed: 0, failed: 1 };
  }
  const report = 'test-results/redmine-e2e-report.json';
  rmSync(report, { force: true });
  spawnSync('npx', ['playwright', 'test', 'tests/e2e/helpdesk-redmine.spec.ts', '--project=chromium'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      HELPDESK_TARGET: url,
      HELPDESK_API_KEY: key,
      E2E_PREVIEW_ONLY: '1',
      E2E_REPORT: report,
      E2E_PORT: process.env.REDMINE_E2E_PORT ?? '4190',
      E2E_MOCK_PORT: process.env.REDMINE_E2E_MOCK_PORT ?? '9190',
    },
  });
  try {
    const stats = (JSON.parse(readFileSync(report, 'utf8')) as E2eReport).stats ?? {};
    const passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
    return { passed, failed: (stats.unexpected ?? 0) + (stats.skipped ?? 0) + (passed === 0 ? 1 : 0) };
  } catch {
    return { passed: 0, failed: 1 };
  }
}

async function main(): Promise<number> {
  let redmine;
  try {
    redmine = await startRedmine();
  } catch (error) {
    console.error(error instanceof RedmineSetupError ? error.message : error);
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/redmine-report.json', JSON.stringify({ numPassedTests: 0, numFailedTests: 1 }));
    console.log('0 passed, 1 failed');
    return 1;
  }
  console.log(`Redmine ${redmine.version} on ${redmine.url}`);
  // npm test (scripts/test.ts) counts the tests from this report.
  mkdirSync('test-results', { recursive: true });
  const report = 'test-results/redmine-report.json';
  rmSync(report, { force: true });
  try {
    const result = spawnSync(
      'npx',
      [
        'vitest',
        'run',
        'tests/contract/helpdesk-redmine.test.ts',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
      ],
      {
        stdio: 'inherit',
        env: { ...process.env, HELPDESK_REDMINE_URL: redmine.url, HELPDESK_REDMINE_KEY: redmine.studentKey },
      },
    );
    let passed = 0;
    let failed = 0;
    try {
      const json = JSON.parse(readFileSync(report, 'utf8')) as {
        numPassedTests: number;
        numFailedTests: number;
        numPendingTests: number;
      };
      passed = json.numPassedTests;
      failed = json.numFailedTests + (json.numPassedTests === 0 ? 1 : 0);
    } catch {
      failed = 1;
    }
    console.log(`Redmine ${redmine.version}: helpdesk contract ${passed} passed, ${failed} failed`);
    let ok = failed === 0 && result.status === 0;
    if (E2E) {
      const e2e = runE2e(redmine.url, redmine.studentKey);
      console.log(
        `Redmine ${redmine.version}: e2e through the helpdesk gateway ${e2e.passed} passed, ${e2e.failed} failed`,
      );
      passed += e2e.passed;
      failed += e2e.failed;
      ok &&= e2e.failed === 0;
      // npm test counts contract and e2e together from this report.
      writeFileSync(report, JSON.stringify({ numPassedTests: passed, numFailedTests: failed }));
    }
    console.log(`${passed} passed, ${failed} failed`);
    return ok ? 0 : 1;
  } finally {
    await redmine.stop();
  }
}

process.exit(await main());
