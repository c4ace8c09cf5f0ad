import { defineConfig, devices } from '@playwright/test';

// Debian's chromium (stack.md): Playwright cannot download its own browsers here.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PREVIEW_PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]]
    : [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PREVIEW_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // The production build (npm run build ran before), served as a deployment would serve it.
  webServer: {
    command: `npx rsbuild preview --port ${PREVIEW_PORT} --host 127.0.0.1`,
    url: `http://127.0.0.1:${PREVIEW_PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
