import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { RedmineSetupError, startRedmine } from './redmine/redmine-server';

/*
 * `npm run test:redmine`: starts the seeded Redmine 5 (scripts/redmine), runs the helpdesk contract
 * suite (tests/contract/helpdesk-contract.ts, the same one the mock passes) against it through the
 * app's generated client, prints the Redmine version, ends with "N passed, N failed", stops Redmine.
 */

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
      ['vitest', 'run', 'tests/contract/helpdesk-redmine.test.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
      { stdio: 'inherit', env: { ...process.env, HELPDESK_REDMINE_URL: redmine.url, HELPDESK_REDMINE_KEY: redmine.studentKey } },
    );
    let passed = 0;
    let failed = 0;
    try {
      const json = JSON.parse(readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number };
      passed = json.numPassedTests;
      failed = json.numFailedTests + (json.numPassedTests === 0 ? 1 : 0);
    } catch {
      failed = 1;
    }
    console.log(`Redmine ${redmine.version}: helpdesk contract`);
    console.log(`${passed} passed, ${failed} failed`);
    return failed === 0 && result.status === 0 ? 0 : 1;
  } finally {
    await redmine.stop();
  }
}

process.exit(await main());
