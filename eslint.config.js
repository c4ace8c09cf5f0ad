// @ts-check
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
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
    plugins: { 'react-hooks': reactHooks, 'import-x': importX, architecture },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      // no-cycle must parse TypeScript dependencies to follow them.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'architecture/boundaries': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
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
