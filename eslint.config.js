// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-mock/**',
      'dist-bench-minimal/**',
      'dist-bench-floor/**',
      'dist-prerender/**',
      'dist-mock-prerender/**',
      'node_modules/**',
      'src/api/generated/**',
      'mocks/public/**',
      'tests/lint/fixtures/**',
      'test-results/**',
      'playwright-report/**',
      'qa-results/**',
      '.artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    // Layers and import cycles: dependency-cruiser (.dependency-cruiser.cjs, after eslint in `npm run lint`).
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Only the transport (src/api) calls fetch.' }],
    },
  },
  {
    // The transport is the one place that knows HTTP; tests, scripts and the server may talk to servers directly.
    files: ['src/api/**', 'tests/**', 'scripts/**', 'mocks/**', 'server/**'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    // Tests wait on what they wait for (fake timers, expect.poll, waitFor, a request, the page's
    // clock), never a guessed duration: a sleep passes on a quiet machine and fails on a busy one.
    // A zero-delay timer (one macrotask) is no guess; neither is latency inside an MSW handler.
    files: ['**/*.test.{ts,tsx}', '**/*.spec.ts', 'tests/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { property: 'waitForTimeout', message: 'Wait for the event itself (expect, waitForResponse, page.clock).' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout'][arguments.0.type='Identifier'][arguments.length>1]:not([arguments.1.value=0])",
          message: 'A sleep: use fake timers (vi.advanceTimersByTimeAsync), expect.poll or waitFor.',
        },
        {
          selector:
            "AwaitExpression > CallExpression[callee.name='delay']:not([arguments.0.value=0]):not(CallExpression[callee.object.name='http'] *)",
          message: "A sleep: wait for the event (a handler's arrival, waitFor) or hold the answer on a promise.",
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    // CommonJS files (a loader rspack runs in Node) load with require.
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/api/generated/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
