// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import architecture from './tests/lint/architecture-rule.js';

export default tseslint.config(
  {
    ignores: ['dist/**', 'dist-mock/**', 'node_modules/**', 'src/api/generated/**', 'mocks/public/**', 'tests/lint/fixtures/**', 'test-results/**', 'playwright-report/**', '.artifacts/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    // Import cycles are checked by scripts/check-cycles.ts (part of `npm run lint`).
    plugins: { 'react-hooks': reactHooks, architecture },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'architecture/boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Only the transport (src/api) calls fetch.' }],
    },
  },
  {
    // The transport is the one place that knows HTTP; tests and scripts may talk to servers directly.
    files: ['src/api/**', 'tests/**', 'scripts/**', 'mocks/**'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    files: ['src/api/generated/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
