// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** A throwaway copy of what generation reads and writes, with the real node_modules. */
function copyProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'drift-'));
  for (const entry of ['openapi', 'scripts', 'src', 'machines', 'package.json', 'tsconfig.json', '.prettierrc.json']) {
    cpSync(join(root, entry), join(dir, entry), { recursive: true });
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

function check(dir: string): { ok: boolean; output: string } {
  try {
    const output = execFileSync('npx', ['tsx', 'scripts/generate.ts', '--check'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { ok: true, output };
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

/** Each generated file's modification time: a check that rewrites a file, even with the same text, changes it. */
function stamps(dir: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const name of readdirSync(join(dir, 'src/api/generated'), { recursive: true, encoding: 'utf8' })) {
    const stat = statSync(join(dir, 'src/api/generated', name));
    if (stat.isFile()) out.set(name, stat.mtimeMs);
  }
  return out;
}

describe('generate:check', () => {
  const dir = copyProject();
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('fails when a spec is edited without regenerating, and names the drift', () => {
    const spec = join(dir, 'openapi/rest.yaml');
    writeFileSync(
      spec,
      readFileSync(spec, 'utf8').replace(
        "summary: The signed-in user's profile",
        "summary: The signed-in user's whole profile",
      ),
    );
    const before = stamps(dir);
    const result = check(dir);
    expect(result.ok).toBe(false);
    // It generated elsewhere: not one generated file of the tree was deleted or written.
    expect(stamps(dir)).toEqual(before);
    expect(result.output).toMatch(/out of date with openapi\//);
    // The check restores the committed output: nothing in the tree changed behind the developer's back.
    expect(readFileSync(join(dir, 'src/api/generated/rest/hooks/users/users.ts'), 'utf8')).toBe(
      readFileSync(join(root, 'src/api/generated/rest/hooks/users/users.ts'), 'utf8'),
    );
  }, 240_000);
});
