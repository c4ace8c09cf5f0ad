// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A clone holds no issue tracker, so a tracker's number points nowhere: a comment says the why itself or
// links a decision record (docs/decisions/). A count measured once (of test files, of kB) is wrong the
// next week; docs/*.md hold today's numbers, code says what holds.
const root = fileURLToPath(new URL('../..', import.meta.url));
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

/** Where a comment starts on a line: the figure must come after it. */
const COMMENT = '(//|/\\*|^\\s*\\*).*';
const FIGURE = '[0-9]+(\\.[0-9]+)? ?(ms|s|kB|KB|MB|%)\\b';
/**
 * A figure someone measured, in the words that give it away: a size or duration beside "about",
 * "fell", "took", "seen"…; a before → after; a comparison ("instead of", "against"); a count
 * someone saw. Each was true the day it was written only.
 */
const MEASURED = {
  'a figure someone saw or estimated': `\\b(about|around|roughly|measured|fell|dropped|rose|grew|saved|took|takes|spent|seen|saw)\\b[^.;]{0,40}\\b${FIGURE}`,
  'a before and after': `\\b[0-9]+(\\.[0-9]+)? ?(ms|s|kB|KB|MB|%)? ?(→|->|to) ?${FIGURE}`,
  'a comparison': `(\\b${FIGURE}[^.;]{0,40}\\b(instead of|against|versus|vs\\.?) [0-9])|(\\b(instead of|against|versus|vs\\.?) ${FIGURE})`,
  'a count someone saw': '\\b(saw|seen)\\b[^.;]{0,30}\\b[0-9]+\\b[^.;]{0,30}\\b(in|of) [0-9]+\\b',
};

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

  it.each(Object.entries(MEASURED))('quote no measured figure in a comment: %s', (_name, pattern) => {
    expect(matches(`${COMMENT}${pattern}`)).toEqual([]);
  });
});

describe('what counts as a measured figure', () => {
  const measured = (line: string) =>
    Object.values(MEASURED).some((pattern) => new RegExp(`${COMMENT}${pattern}`, 'i').test(line));

  // Read as lines of code (tests/lint/fixtures/comments): each of measured.txt is reported,
  // none of allowed.txt. What a constant is set to, or what the spec asks, is no measurement: said
  // beside it, it is the reason for the value (and a constant in code is no comment at all).
  it.each(['measured', 'allowed'])('%s.txt', (name) => {
    const lines = readFileSync(`${root}tests/lint/fixtures/comments/${name}.txt`, 'utf8').split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(5);
    expect(lines.filter((line) => measured(line) !== (name === 'measured'))).toEqual([]);
  });
});
