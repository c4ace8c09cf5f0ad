import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './scripts/chromium';

// Debian's chromium (stack.md): Playwright cannot download its own browsers here.
const PREVIEW_PORT = Number(process.env.E2E_PORT ?? 4173);
const MOCK_PREVIEW_PORT = PREVIEW_PORT + 1;
// The README's own `npm start` (dev server, in-browser mock backend): the developer loop.
const DEV_PORT = PREVIEW_PORT + 2;
// The standalone mock server (mocks/server.ts) the production preview proxies /rest, /oauth,
// /config.json... to, so e2e against the production build talks to the stateful mock backend.
const MOCK_SERVER_PORT = Number(process.env.E2E_MOCK_PORT ?? 9091);
const MOCK_SERVER_URL = `http://127.0.0.1:${MOCK_SERVER_PORT}`;
// A run of production-build specs only (the real-Redmine spec from scripts/test-redmine.ts): the mock
// server and the preview, without the mock-build preview and the dev server.
const PREVIEW_ONLY = process.env.E2E_PREVIEW_ONLY === '1';
const REPORT = process.env.E2E_REPORT ?? 'test-results/e2e-report.json';
const MORE_SERVERS = moreServers();
// `npm run serve` (nginx with deploy/nginx/): started, and its project listed, only with
// E2E_NGINX=1, so a run that does not ask for it never needs nginx. Port E2E_NGINX_PORT or E2E_PORT+50.
const NGINX = process.env.E2E_NGINX === '1';
const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? PREVIEW_PORT + 50);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: REPORT }]],
  use: {
    baseURL: `http://127.0.0.1:${PREVIEW_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [
    // The production build, as a deployment serves it.
    // Its service worker (the offline ticket) is blocked except in the specs about it
    // (`test.use({ serviceWorkers: 'allow' })`): page.route() does not see what a worker answers, and
    // its cache would answer for the server in the specs about faults and timeouts.
    // The axe sweep of every route (accessibility.spec.ts, the longest spec) runs on its own: `npm run test:a11y`; npm test runs a slice of it.
    {
      name: 'chromium',
      testIgnore: /(\.(mock|dev|nginx)\.spec|accessibility\.spec)\.ts$/,
      use: { ...devices['Desktop Chrome'], serviceWorkers: 'block' },
    },
    ...(process.env.E2E_A11Y === '1'
      ? [
          {
            name: 'chromium-a11y',
            testMatch: /accessibility\.spec\.ts$/,
            timeout: 600_000,
            use: { ...devices['Desktop Chrome'], serviceWorkers: 'block' as const },
          },
        ]
      : []),
    // The mock-mode build (in-browser backend, dev-only pages such as the widget catalogue).
    {
      name: 'chromium-mock-build',
      testMatch: /\.mock\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${MOCK_PREVIEW_PORT}` },
    },
    // `npm start` itself (tests/e2e/dev/*.dev.spec.ts): what a frontend developer opens first.
    {
      name: 'chromium-dev',
      testMatch: /\.dev\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${DEV_PORT}` },
    },
    // The production build behind nginx (tests/e2e/*.nginx.spec.ts), only with E2E_NGINX=1.
    ...(NGINX
      ? [
          {
            name: 'chromium-nginx',
            testMatch: /\.nginx\.spec\.ts$/,
            use: {
              ...devices['Desktop Chrome'],
              baseURL: `http://127.0.0.1:${NGINX_PORT}`,
              serviceWorkers: 'block' as const,
            },
          },
        ]
      : []),
  ],
  // `npm run build` and `npm run build:mock` ran before (scripts/test.ts); the dev server builds itself.
  webServer: [
    {
      command: 'npx tsx mocks/server.ts',
      env: { MOCK_PORT: String(MOCK_SERVER_PORT), MOCK_HOST: '127.0.0.1' },
      url: `${MOCK_SERVER_URL}/__mock/state`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The public pages rendered ahead for the config this deployment serves, the mock's
      // (scripts/prerender.ts): the mock server above has started before this command runs.
      command: `npx tsx scripts/prerender.ts dist ${MOCK_SERVER_URL}/config.json && npx rsbuild preview --port ${PREVIEW_PORT} --host 127.0.0.1`,
      env: { API_PROXY_TARGET: MOCK_SERVER_URL },
      url: `http://127.0.0.1:${PREVIEW_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    ...(PREVIEW_ONLY ? [] : MORE_SERVERS),
    ...(NGINX
      ? [
          {
            // scripts/serve.ts installs nginx when missing (scripts/ensure-nginx.sh); the mock's
            // control API and persona config are proxied for the tests (SERVE_MOCK_CONTROL).
            command: 'npx tsx scripts/serve.ts',
            env: {
              PORT: String(NGINX_PORT),
              HOST: '127.0.0.1',
              API_PROXY_TARGET: MOCK_SERVER_URL,
              SERVE_MOCK_CONTROL: '1',
            },
            url: `http://127.0.0.1:${NGINX_PORT}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 180_000,
          },
        ]
      : []),
  ],
});

function moreServers() {
  return [
    {
      command: `npx rsbuild preview --env-mode mock --port ${MOCK_PREVIEW_PORT} --host 127.0.0.1`,
      url: `http://127.0.0.1:${MOCK_PREVIEW_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // `npm start` (package.json) on its own port. Never reused: its first-load test needs a server
      // that has served nothing yet. No API_PROXY_TARGET: the backend is the in-browser mock.
      command: `npx rsbuild dev --env-mode mock --port ${DEV_PORT} --host 127.0.0.1`,
      env: { PORT: String(DEV_PORT), HOST: '127.0.0.1', API_PROXY_TARGET: '' },
      url: `http://127.0.0.1:${DEV_PORT}/`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ];
}
