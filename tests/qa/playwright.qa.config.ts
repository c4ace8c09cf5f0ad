import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/chromium';

/*
 * QA replay (`npm run qa`): the generated scenarios (tests/qa/scenarios.ts) in Debian's
 * chromium against the production build (`rsbuild preview`) and the standalone mock server
 * (mocks/server.ts), which the preview proxies /rest, /oauth, /__mock… to. scripts/qa.ts builds
 * first when dist/ is missing or stale and passes the selection in QA_SCENARIOS.
 */
const PORT = Number(process.env.QA_PORT ?? 4273);
const MOCK_PORT = Number(process.env.QA_MOCK_PORT ?? 9191);
const MOCK_URL = `http://127.0.0.1:${MOCK_PORT}`;
const RESULTS = process.env.QA_RESULTS_DIR ?? 'qa-results';

export default defineConfig({
  testDir: '.',
  testMatch: /qa\.spec\.ts$/,
  outputDir: `../../${RESULTS}/test-output`,
  // One world on the mock server: scenarios run one after the other (one worker). fullyParallel lets
  // `--shard i/n` split the scenarios themselves (they all live in one file, which a file-level
  // shard would hand whole to shard 1); each shard needs its own QA_PORT / QA_MOCK_PORT.
  fullyParallel: true,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { outputFolder: `../../${RESULTS}/report`, open: 'never' }],
    ['json', { outputFile: `../../${RESULTS}/report.json` }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    // A click on something that is not there fails after actionTimeout (and the replay screenshots
    // where it stopped). Not less: on a loaded machine (several test runs on few cores) a renderer
    // busy drawing a week's program can take half of it to perform a click on a resolved element.
    actionTimeout: 30_000,
    locale: 'fa-IR',
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        ...CHROMIUM_ARGS,
        // Face capture: chromium's test pattern as the webcam, the permission granted without a prompt
        // (a refused camera is a fault the face model injects in the page).
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
  projects: [{ name: 'qa', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: [
    {
      command: 'npx tsx mocks/server.ts',
      cwd: '../..',
      env: { MOCK_PORT: String(MOCK_PORT), MOCK_HOST: '127.0.0.1' },
      url: `${MOCK_URL}/__mock/state`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npx rsbuild preview --port ${PORT} --host 127.0.0.1`,
      cwd: '../..',
      env: { API_PROXY_TARGET: MOCK_URL },
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
