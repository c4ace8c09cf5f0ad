import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Real clients' requests over real HTTP (tests/conformance): no jsdom and no MSW interceptor in the
// process (tests/setup.ts would answer the requests in memory, skipping the server's own layer:
// CORS, the control guard, compression).
export default defineConfig({
  resolve: {
    alias: { '@': dir('./src'), '@machines': dir('./machines'), '@mocks': dir('./mocks'), '@tests': dir('./tests') },
  },
  test: {
    environment: 'node',
    include: ['tests/conformance/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
