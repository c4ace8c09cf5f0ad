// Mantine's base styles, first of all: each component's stylesheet comes with its script, in its own
// sub-layer of `mantine`, whose order the baseline declares (scripts/mantine-css-loader.cjs).
// Not its default-css-variables.css (render-blocking CSS): the provider writes every
// variable itself (ALL_CSS_VARIABLES, src/ui/theme.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/global.layer.css';
import './app/fonts.css';
import './app/global.css';
import { configureTransport } from '@/api/endpoints';
import { CONFIG_PATH } from '@/api/early-fetch';
import { fetchJsonAsset } from '@/api/static-asset';
import { createQueryClient } from '@/app/query-client';
import { prefetchFirstPage } from '@/app/first-page-prefetch';
import { MANIFESTS } from '@/app/manifests';
import { whenPageQuiet } from '@/app/when-quiet';
import { ConfigError, parseConfig } from '@/config/load-config';
import { withStoredUniversity } from '@/session/current-university';
import { readProfileAtBoot } from '@/session/profile-api';
import { applyStoredColorScheme } from '@/lib/color-scheme';
import { nextTask } from '@/lib/next-task';

/*
 * The start in parts, each a task of its own. This file's imports are what the network
 * needs: the config, the transport and the first page's reads, sent first. Then i18next; then
 * React, Mantine and the app (./app/start-app.tsx); then the route table and the first render.
 * Before, all of it was evaluated in one long task, and the reads waited for it.
 */
// webpackMode eager: in this same file, nothing more to download; evaluated only when imported.
const loadStartApp = () => import(/* webpackMode: "eager" */ './app/start-app');
const loadI18n = () => import(/* webpackMode: "eager" */ '@/i18n/i18n');

// The chosen colour scheme before anything paints.
applyStoredColorScheme();

async function boot() {
  // Mock mode (npm start): the in-browser backend starts before the first request. The import is
  // behind a build-time constant, so a build without mock mode contains no mock code at all.
  if (import.meta.env.PUBLIC_MOCK === 'true') {
    const { startMockWorker } = await import('./mock-mode');
    await startMockWorker();
  }

  const queryClient = createQueryClient();
  let config;
  try {
    // Cloud mode: the university chosen at login (kept in storage) is the one the app works with.
    config = withStoredUniversity(parseConfig(await fetchJsonAsset(CONFIG_PATH)));
  } catch (error) {
    const issues = error instanceof ConfigError ? error.issues : [String(error)];
    await (await loadStartApp()).showConfigError(issues, parseConfig({}), queryClient);
    return;
  }

  // The offline ticket: the production build's service worker. It precaches the app shell
  // (megabytes), so it starts once the first page has settled (src/app/when-quiet.ts): the load event
  // fires before a single-page app's first paint, and a slow network is then still busy with the
  // page's own calls. Never in mock mode (the mock's worker owns the scope) nor in the dev
  // server (nothing to precache).
  if (import.meta.env.PUBLIC_MOCK !== 'true' && import.meta.env.PROD) {
    const start = () => {
      whenPageQuiet(queryClient)
        .then(() => import('@/app/offline-ticket'))
        .then((m) => m.startOfflineTicket(queryClient))
        .catch((e: unknown) => console.warn(e));
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  }

  configureTransport(config);
  // A stored session's profile and the first page's reads start now, not after the first render.
  readProfileAtBoot();
  prefetchFirstPage(MANIFESTS, queryClient, config, window.location.pathname);

  await nextTask();
  // Only the first screen's Persian namespaces: the shell's route loads the rest.
  const i18n = await (await loadI18n()).createI18n({ startOnly: true });
  await nextTask();
  const { startApp } = await loadStartApp();
  await nextTask();
  await startApp(config, queryClient, i18n);
}

void boot().catch(async (error: unknown) => {
  // Last resort before React is up: still never a blank page.
  console.error(error);
  (await loadStartApp()).showStartFailure(error);
});
