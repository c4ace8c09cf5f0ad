// @vitest-environment node
import { ESLint } from 'eslint';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
// The project's own eslint.config.js: proves the rules are wired in, not just that they exist.
const eslint = new ESLint({ cwd: root });

async function messages(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result?.messages ?? [];
}

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  return (await messages(filePath, code)).map((m) => m.ruleId ?? m.message);
}

const SLEEPS = readFileSync(`${root}tests/lint/fixtures/tests/sleeps.ts`, 'utf8');
/** The fixture's lines marked as sleeps (1-based). */
const sleepLines = SLEEPS.split('\n').flatMap((line, i) => (line.endsWith('// sleep') ? [i + 1] : []));
const SLEEP_RULES = new Set(['no-restricted-syntax', 'no-restricted-properties']);

describe('eslint rules (the layers are dependency-cruiser’s: dependency-rules.test.ts)', () => {
  it('reports a direct fetch outside the transport, allows it in src/api', async () => {
    const code = "export const f = () => fetch('/rest/selfs');\n";
    expect(await ruleIds('src/modules/food/x.ts', code)).toContain('no-restricted-globals');
    expect(await ruleIds('src/api/x.ts', code)).not.toContain('no-restricted-globals');
  });

  it('reports a value import used only as a type', async () => {
    const code = "import { ApiError } from '@/api/api-error';\nexport type E = ApiError;\n";
    expect(await ruleIds('src/lib/x.ts', code)).toContain('@typescript-eslint/consistent-type-imports');
  });

  it.each([
    'src/app/x.test.tsx',
    'machines/x.machine.test.ts',
    'tests/unit/x.test.ts',
    'tests/e2e/x.spec.ts',
    'tests/qa/x.ts',
  ])('reports every fixed sleep in %s, and nothing else of the fixture', async (path) => {
    const found = (await messages(path, SLEEPS)).filter((m) => SLEEP_RULES.has(m.ruleId ?? ''));
    expect(sleepLines).toHaveLength(4);
    expect(found.map((m) => m.line)).toEqual(sleepLines);
  });

  it('leaves timers alone in code that is not a test', async () => {
    const found = (await messages('src/lib/x.ts', SLEEPS)).filter((m) => SLEEP_RULES.has(m.ruleId ?? ''));
    expect(found).toEqual([]);
  });
});
