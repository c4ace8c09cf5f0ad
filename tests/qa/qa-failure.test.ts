/**
 * The QA replay's failure fixture: the UI broken on purpose (the login submit button hidden by an
 * injected stylesheet, QA_BREAK_SELECTOR) must make a replay red, name the state it stopped in, and
 * leave the screenshot of that state as the trail's last image. Runs `npm run qa` itself (the real
 * runner, build and servers), so it is slow: the `qa` step of scripts/test.ts runs it, `npm run
 * test:unit` skips it unless QA_FIXTURE=1.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ID = 'login/no-captcha-credentials-submit-accepted-welcome';
const RESULTS = 'qa-results/failure-fixture';

describe.runIf(process.env.QA_FIXTURE === '1')('QA replay failure fixture', () => {
  it('a hidden submit button turns the scenario red with the screenshot of the state it stopped in', () => {
    const run = spawnSync(`npx tsx scripts/qa.ts ${ID}`, {
      shell: true,
      encoding: 'utf8',
      env: { ...process.env, QA_BREAK_SELECTOR: '[data-testid="login-submit"]', QA_RESULTS_DIR: RESULTS },
      timeout: 240_000,
    });
    const output = `${run.stdout}\n${run.stderr}`;
    expect(run.status, output).not.toBe(0);
    expect(output).toContain(`QA replay failed at ${ID}`);
    // The click on the hidden button never happens: the scenario stops in the form with everything typed.
    expect(output).toMatch(/step 3 \(user\.submit\)/);
    const trail = path.join(RESULTS, ...ID.split('/'));
    expect(existsSync(trail)).toBe(true);
    const shots = readdirSync(trail).sort();
    expect(shots.at(-1)).toMatch(/^03-.*submitting\.png$/);
  }, 300_000);
});
