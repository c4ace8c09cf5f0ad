// @vitest-environment node
/**
 * The layer rules of .dependency-cruiser.cjs (run by `npm run lint`) bite: each fixture under
 * tests/lint/fixtures (a miniature src/, machines/, mocks/, server/, tests/) breaks one rule, and the
 * project's own tree breaks none.
 */
import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fixtures = fileURLToPath(new URL('./fixtures', import.meta.url));

async function run(baseDir: string, dirs: string[]): Promise<ICruiseResult> {
  const options = await extractDepcruiseOptions(`${root}.dependency-cruiser.cjs`);
  const tsConfig = extractTSConfig(`${root}tsconfig.json`);
  const { output } = await cruise(
    dirs,
    { ...options, baseDir, tsConfig: { fileName: `${root}tsconfig.json` } },
    {},
    { tsConfig },
  );
  if (typeof output === 'string') throw new Error('expected a cruise result, got a report');
  return output;
}

const line = (v: IViolation) => `${v.rule.name}: ${v.from} → ${v.to}`;

describe('dependency rules (.dependency-cruiser.cjs)', () => {
  let violations: string[] = [];
  beforeAll(async () => {
    violations = (await run(fixtures, ['src', 'machines', 'mocks', 'server', 'tests'])).summary.violations
      .map(line)
      .sort();
  }, 60_000);

  it('reports a run-time import cycle, but not one closed by a type-only import or a lazy import()', () => {
    const cycles = violations.filter((v) => v.startsWith('no-circular'));
    // depcruise reports a cycle once, at one of its edges
    expect(cycles).toHaveLength(1);
    expect(cycles[0]).toMatch(/^no-circular: src\/lib\/cycle-[ab]\.ts → src\/lib\/cycle-[ab]\.ts$/);
  });

  it('reports a module importing another module, and a module importing the app', () => {
    expect(violations).toContain('no-cross-module: src/modules/food/cross-module.ts → src/modules/dormitory/dorm.ts');
    expect(violations).toContain('no-module-to-app: src/modules/food/uses-app.ts → src/app/app-thing.ts');
  });

  it('reports shared layers (ui, session, …) importing modules or the app', () => {
    expect(violations).toContain('no-shared-to-module-or-app: src/ui/uses-module.ts → src/modules/food/hooks/hook.ts');
    expect(violations).toContain('no-shared-to-module-or-app: src/session/uses-app.ts → src/app/app-thing.ts');
  });

  it('reports machines importing src/, react or @xstate/react', () => {
    expect(violations).toContain('no-machine-to-src: machines/uses-src.machine.ts → src/lib/paths.ts');
    const react = violations.filter((v) => v.startsWith('no-machine-to-react: machines/uses-react.machine.ts → '));
    expect(react.some((v) => /node_modules\/react\//.test(v))).toBe(true);
    expect(react.some((v) => /node_modules\/@xstate\/react\//.test(v))).toBe(true);
  });

  it('lets machines import generated model types (import type), nothing else of src/', () => {
    expect(violations.filter((v) => v.includes('machines/model-type.machine.ts'))).toEqual([]);
    expect(violations).toContain(
      'machine-models-type-only: machines/model-value.machine.ts → src/api/generated/rest/model/gateway.ts',
    );
    expect(violations).toContain(
      'no-machine-to-src: machines/hooks-type.machine.ts → src/api/generated/rest/hooks/gateway.ts',
    );
  });

  it('reports application code importing tests/, allows a test kit', () => {
    expect(violations).toContain('no-src-to-tests: src/lib/uses-tests.ts → tests/helper.ts');
    expect(violations.filter((v) => v.includes('food-test-kit'))).toEqual([]);
  });

  it('reports mocks/ importing the app, and app code importing mocks/ outside the mock bootstrap', () => {
    expect(violations).toContain('no-mocks-to-app: mocks/uses-app.ts → src/app/app-thing.ts');
    expect(violations).toContain('mocks-only-in-tests: src/modules/food/uses-mocks.ts → mocks/handlers.ts');
    expect(violations.filter((v) => v.includes('src/mock-mode.ts') || v.includes('tests/helper.ts →'))).toEqual([]);
  });

  it('reports server/ importing anything of the app but src/lib, or reaching react; the app importing server/', () => {
    const server = violations.filter((v) => v.includes('server/'));
    expect(server).toEqual([
      'mocks-only-in-tests: server/uses-mocks.ts → mocks/handlers.ts',
      'no-app-to-server: src/lib/uses-server.ts → server/uses-lib.ts',
      expect.stringMatching(/^no-server-to-react: server\/reaches-react\.ts → .*node_modules\/react\//),
      'server-uses-only-lib: server/uses-module.ts → src/modules/dormitory/dorm.ts',
      'server-uses-only-lib: server/uses-ui.ts → src/ui/uses-module.ts',
    ]);
  });

  it('reports nothing else (allowed imports stay allowed)', () => {
    // one cycle + one violation per case above (react and @xstate/react: two edges)
    expect(violations).toHaveLength(18);
  });

  it('finds the project itself clean, with every alias resolved', async () => {
    const result = await run(root, ['src', 'machines', 'mocks', 'server', 'tests', 'scripts']);
    expect(result.summary.violations.map(line)).toEqual([]);
    const unresolvedAliases = result.modules
      .flatMap((m) =>
        m.dependencies.filter((d) => d.couldNotResolve && /^@(\/|machines\/|mocks\/|tests\/)/.test(d.module)),
      )
      .map((d) => d.module);
    expect(unresolvedAliases).toEqual([]);
    expect(result.summary.totalCruised).toBeGreaterThan(300);
  }, 120_000);
});
