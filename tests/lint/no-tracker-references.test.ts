// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// A clone holds no issue tracker, so a tracker's number points nowhere: a comment says the why itself or
// links a decision record (docs/decisions/). A count measured once (of test files, of kB) is wrong the
// next week; docs/*.md hold today's numbers, code says what holds.
const PATHS = [
  'src',
  'machines',
  'mocks',
  'scripts',
  'server',
  'tests',
  ':(glob)*.config.ts',
  ':!src/api/generated',
  ':!tests/lint/fixtures',
];

/** The lines of the hand-written folders that match `pattern` (git grep -E, case-insensitive). */
const matches = (pattern: string): string[] => {
  const result = spawnSync('git', ['grep', '-nIiE', pattern, '--', ...PATHS], { encoding: 'utf8' });
  // git grep: 0 when something matched, 1 when nothing did, anything else is a failure to run.
  if (result.status !== 0 && result.status !== 1) throw new Error(`git grep failed: ${result.stderr}`);
  return result.stdout.split('\n').filter(Boolean);
};

describe('comments that last', () => {
  it('name no tracker issue in hand-written code', () => {
    expect(matches('issues? [0-9]+')).toEqual([]);
  });

  it('quote no count of test files', () => {
    expect(matches('\\b[0-9]+ (test )?files in\\b|\\b[0-9]+ test files\\b')).toEqual([]);
  });
});
