import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// `npm run lint` starts with Prettier's check, with the project's .prettierrc.json.
const dir = mkdtempSync(join(tmpdir(), 'format-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const prettierCheck = (file: string) =>
  spawnSync('npx', ['prettier', '--check', '--config', '.prettierrc.json', file], { encoding: 'utf8' });

describe('format check', () => {
  it('is the first part of npm run lint', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.lint).toMatch(/^prettier --check \. /);
  });

  it('refuses an unformatted file and accepts it once formatted', () => {
    const file = join(dir, 'unformatted.ts');
    writeFileSync(file, 'export const a = {b:1,   c:"two"}\n');
    expect(prettierCheck(file).status).not.toBe(0);
    writeFileSync(file, "export const a = { b: 1, c: 'two' };\n");
    expect(prettierCheck(file).status).toBe(0);
  });
});
