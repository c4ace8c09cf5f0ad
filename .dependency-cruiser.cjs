// @ts-check
/**
 * The layering of ../shared/docs/architecture.md, checked by dependency-cruiser (`npm run lint`).
 * Every rule is proven to bite by tests/lint/dependency-rules.test.ts (fixtures in tests/lint/fixtures).
 * Paths are relative to the project root; aliases (@/, @machines/, @mocks/, @tests/) resolve
 * through tsconfig.json's paths.
 */

/** Test code: may reach into mocks/ and tests/ (test kits are test code by name). */
const TEST_CODE = ['^tests/', '\\.test\\.tsx?$', '-test-kit\\.tsx?$'];
/** Layers every area may use; they know nothing of areas or the app. */
const SHARED = '^src/(api|config|i18n|lib|session|ui)/';
const REACT = '(^|/)node_modules/(react|react-dom|@xstate/react)/';
/** The orval models of each contract: the only part of src/ machines/ may name (types only). */
const GENERATED_MODELS = '^src/api/generated/[^/]+/model/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'An import cycle. As the old scripts/check-cycles.ts did, only run-time edges count: type-only ' +
        'imports and lazy import() (route modules) do not run at load time, so they are not cycles.',
      severity: 'error',
      from: {},
      to: {
        circular: true,
        dependencyTypesNot: ['type-only', 'dynamic-import'],
        viaOnly: { dependencyTypesNot: ['type-only', 'dynamic-import'] },
      },
    },
    {
      name: 'no-cross-module',
      comment: 'src/modules/<a> never imports src/modules/<b>: move shared code to src/ui or src/lib.',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/([^/]+)/', pathNot: '^src/modules/$1/' },
    },
    {
      name: 'no-module-to-app',
      comment: 'The app imports modules, not the other way round.',
      severity: 'error',
      from: { path: '^src/modules/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'no-shared-to-module-or-app',
      comment: 'Shared layers (api, config, i18n, lib, session, ui) never import modules or the app.',
      severity: 'error',
      from: { path: SHARED },
      to: { path: '^src/(modules|app)/' },
    },
    {
      name: 'no-machine-to-src',
      comment:
        'machines/ never imports src/: what a machine needs arrives as actors. The one exception is the ' +
        "generated contract models (src/api/generated/<doc>/model/), so a machine's types follow the contract.",
      severity: 'error',
      from: { path: '^machines/' },
      to: { path: '^src/', pathNot: GENERATED_MODELS },
    },
    {
      name: 'machine-models-type-only',
      comment: 'machines/ import the generated models with `import type` only: types, never code of src/.',
      severity: 'error',
      from: { path: '^machines/' },
      to: { path: GENERATED_MODELS, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-machine-to-react',
      comment: 'machines/ are plain XState: no react, react-dom or @xstate/react.',
      severity: 'error',
      from: { path: '^machines/' },
      to: { path: REACT },
    },
    {
      name: 'no-src-to-tests',
      comment: 'Application code never imports tests/ (test files and test kits may).',
      severity: 'error',
      from: { path: '^src/', pathNot: TEST_CODE },
      to: { path: '^tests/' },
    },
    {
      name: 'no-mocks-to-app',
      comment: 'The mock backend stands for the server: it never imports the app.',
      severity: 'error',
      from: { path: '^mocks/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'mocks-only-in-tests',
      comment: 'mocks/ is imported only by tests and the mock bootstrap (src/mock-mode.ts).',
      severity: 'error',
      from: { pathNot: ['^mocks/', '^src/mock-mode\\.ts$', ...TEST_CODE] },
      to: { path: '^mocks/' },
    },
    {
      name: 'server-uses-only-lib',
      comment:
        'server/ (the helpdesk gateway) runs in Node beside the app: of the app it may use src/lib pure ' +
        'helpers only, never src/ui, src/modules or any other part of src/, machines/ or tests/ (mocks/: ' +
        'mocks-only-in-tests). Its own tests may use tests/.',
      severity: 'error',
      from: { path: '^server/', pathNot: TEST_CODE },
      to: { path: '^(src|machines|tests)/', pathNot: '^src/lib/' },
    },
    {
      name: 'no-server-to-react',
      comment: 'server/ never reaches react, react-dom or @xstate/react, not even through a src/lib helper.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: REACT, reachable: true },
    },
    {
      name: 'no-app-to-server',
      comment:
        'The app, the machines and the mock backend never import server/ (Node code, and it holds the Redmine key).',
      severity: 'error',
      from: { path: '^(src|machines|mocks)/' },
      to: { path: '^server/' },
    },
  ],
  options: {
    // Type-only imports are kept in the graph (the layer rules count them; the cycle rule skips them).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    // Build output and the fixtures (deliberate violations, checked by their test).
    exclude: { path: ['^tests/lint/fixtures/', '^(dist|dist-mock|test-results|playwright-report)/'] },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    skipAnalysisNotInRules: true,
  },
};
