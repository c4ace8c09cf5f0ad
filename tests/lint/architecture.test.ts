// @vitest-environment node
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCycles } from '../../scripts/check-cycles';

const root = fileURLToPath(new URL('../..', import.meta.url));
// The project's own eslint.config.js: proves the rules are wired in, not just that they exist.
const eslint = new ESLint({ cwd: root });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return (result?.messages ?? []).map((m) => `${m.ruleId}:${m.message}`);
}

const boundary = (ids: string[]) => ids.filter((m) => m.startsWith('architecture/boundaries'));

describe('architecture lint rule', () => {
  it('reports a module importing another module (alias and relative)', async () => {
    expect(boundary(await ruleIds('src/modules/food/a.ts', "import { x } from '@/modules/dormitory/b';\nexport const y = x;\n"))).toHaveLength(1);
    expect(boundary(await ruleIds('src/modules/food/pages/a.ts', "import { x } from '../../dormitory/b';\nexport const y = x;\n"))).toHaveLength(1);
  });

  it('reports a module importing the app', async () => {
    expect(boundary(await ruleIds('src/modules/food/a.ts', "import { theme } from '@/app/theme';\nexport const t = theme;\n"))).toHaveLength(1);
  });

  it('allows imports inside one module and from shared layers', async () => {
    const code = "import { x } from '../hooks/b';\nimport { paths } from '@/lib/paths';\nexport const y = [x, paths];\n";
    expect(boundary(await ruleIds('src/modules/food/pages/a.ts', code))).toEqual([]);
  });

  it('reports machines importing src/ or React', async () => {
    expect(boundary(await ruleIds('machines/login.machine.ts', "import { paths } from '@/lib/paths';\nexport const p = paths;\n"))).toHaveLength(1);
    expect(boundary(await ruleIds('machines/login.machine.ts', "import { useState } from 'react';\nexport const p = useState;\n"))).toHaveLength(1);
    expect(boundary(await ruleIds('machines/login.machine.ts', "import { useMachine } from '@xstate/react';\nexport const p = useMachine;\n"))).toHaveLength(1);
  });

  it('reports mocks imported by app code, allows tests and the mock bootstrap', async () => {
    const code = "import { handlers } from '@mocks/handlers';\nexport const h = handlers;\n";
    expect(boundary(await ruleIds('src/app/app.tsx', code))).toHaveLength(1);
    expect(boundary(await ruleIds('src/modules/food/x.ts', code))).toHaveLength(1);
    expect(boundary(await ruleIds('tests/unit/x.test.ts', code))).toEqual([]);
    expect(boundary(await ruleIds('src/mock-mode.ts', code))).toEqual([]);
  });

  it('reports shared layers importing modules or the app', async () => {
    expect(boundary(await ruleIds('src/ui/x.tsx', "import { a } from '@/modules/food/a';\nexport const b = a;\n"))).toHaveLength(1);
    expect(boundary(await ruleIds('src/lib/x.ts', "import { routes } from '@/app/routes';\nexport const b = routes;\n"))).toHaveLength(1);
  });

  it('reports a direct fetch outside the transport', async () => {
    const ids = await ruleIds('src/modules/food/x.ts', "export const f = () => fetch('/rest/selfs');\n");
    expect(ids.some((m) => m.startsWith('no-restricted-globals'))).toBe(true);
  });

  it('reports an import cycle (scripts/check-cycles.ts, run by npm run lint)', () => {
    expect(findCycles(['tests/lint/fixtures'])).toEqual([['tests/lint/fixtures/cycle-a.ts', 'tests/lint/fixtures/cycle-b.ts']]);
  });

  it('finds no import cycle in the project', () => {
    expect(findCycles(['src', 'machines', 'mocks', 'tests', 'scripts'])).toEqual([]);
  });
});
