// @vitest-environment node
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
// The project's own eslint.config.js: proves the rules are wired in, not just that they exist.
const eslint = new ESLint({ cwd: root });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

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
});
