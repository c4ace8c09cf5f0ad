import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: {
    alias: { '@': dir('./src'), '@machines': dir('./machines'), '@mocks': dir('./mocks'), '@tests': dir('./tests') },
  },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./tests/setup.ts'],
    include: [
      'src/**/*.test.{ts,tsx}',
      'machines/**/*.test.ts',
      'mocks/**/*.test.ts',
      'server/**/*.test.ts',
      'tests/**/*.test.{ts,tsx}',
    ],
    // tests/lint/fixtures: files the lint rules' tests read as code, not tests to run.
    exclude: ['tests/e2e/**', 'tests/conformance/**', 'tests/lint/fixtures/**', 'node_modules/**'],
    css: false,
    testTimeout: 20_000,
    pool: 'threads',
    // One worker that keeps its window and node_modules from file to file: a fresh worker per file
    // spent half its time setting up (docs/decisions/0013-one-vitest-worker.md). tests/setup.ts
    // gives every file fresh modules of ours, an empty page and storage, and resets the packages' own
    // stores (Mantine's toasts, TanStack Query's online state). Two workers on CI's two cores were
    // faster still but starved each other past findBy's waits: flaky.
    isolate: false,
    maxWorkers: 1,
  },
});
