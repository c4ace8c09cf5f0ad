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
