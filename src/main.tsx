// Mantine's base styles, first of all: each component's stylesheet comes with its script, in its own
// sub-layer of `mantine`, whose order the baseline declares (scripts/mantine-css-loader.cjs, issue 20).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './app/fonts.css';
import './app/global.css';
import { MantineProvider } from '@mantine/core';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureTransport } from '@/api/endpoints';
import { setHelpdeskApiKeyProvider } from '@/api/transport';
import { CONFIG_PATH } from '@/api/early-fetch';
import { fetchJsonAsset } from '@/api/static-asset';
import { App, createAppRouter } from '@/app/app';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { prefetchFirstPage } from '@/app/first-page-prefetch';
import { MANIFESTS } from '@/app/manifests';
import { whenPageQuiet } from '@/app/when-quiet';
import { theme } from '@/ui/theme';
import { ConfigError, parseConfig } from '@/config/load-config';
import { createI18n } from '@/i18n/i18n';
import { withStoredUniversity } from '@/session/current-university';
import { readProfileAtBoot } from '@/session/profile-api';
import { applyStoredColorScheme } from '@/lib/color-scheme';

// The chosen colour scheme before anything paints (issue 22).
applyStoredColorScheme();

async function boot() {
  const root = createRoot(document.getElementById('root')!);
  // Only the first screen's Persian namespaces: the shell's route loads the rest (issue 20).
  const i18n = await createI18n({ startOnly: true });

  // Mock mode (npm start): the in-browser backend starts before the first request. The import is
  // behind a build-time constant, so a build without mock mode contains no mock code at all.
  if (import.meta.env.PUBLIC_MOCK === 'true') {
    const { startMockWorker } = await import('./mock-mode');
    await startMockWorker();
  }

  // After the namespaces (the shell's route adds the rest to this instance) and the mock worker.
  const router = createAppRouter();
  const queryClient = createQueryClient();
  let config;
  try {
    // Cloud mode: the university chosen at login (kept in storage) is the one the app works with.
    config = withStoredUniversity(parseConfig(await fetchJsonAsset(CONFIG_PATH)));
  } catch (error) {
    const issues = error instanceof ConfigError ? error.issues : [String(error)];
    const fallback = parseConfig({});
    // Only a broken deployment shows this screen: its code stays out of the first load (issue 20).
    const { ConfigErrorScreen } = await import('@/app/pages/config-error-screen');
    root.render(
      <StrictMode>
        <AppProviders config={fallback} i18n={i18n} queryClient={queryClient}>
          <ConfigErrorScreen issues={issues} />
        </AppProviders>
      </StrictMode>,
    );
    return;
  }

  // The offline ticket (issue 22): the production build's service worker. It precaches the app shell
  // (about 3 MB), so it starts once the first page has settled (src/app/when-quiet.ts): the load event
  // fires before a single-page app's first paint, and a slow network is then still busy with the
  // page's own calls (issue 20). Never in mock mode (the mock's worker owns the scope) nor in the dev
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
  setHelpdeskApiKeyProvider(() => config.endpoints.helpdeskApiKey || null);
  // A stored session's profile and the first page's reads start now, not after the first render (issue 20).
  readProfileAtBoot();
  prefetchFirstPage(MANIFESTS, queryClient, config, window.location.pathname);
  // The address's screens, asked for beside the config: the first render is the page itself.
  await router.ready;
  // A transition: React renders the first page in slices of a few milliseconds instead of one long
  // task, so a slow phone's main thread stays free for input and the network (issue 20: TBT).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App config={config} i18n={i18n} queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  });
}

void boot().catch((error: unknown) => {
  // Last resort before React is up: still never a blank page.
  console.error(error);
  const root = createRoot(document.getElementById('root')!);
  root.render(
    <MantineProvider theme={theme}>
      <p style={{ padding: 24 }}>⚠︎ {String(error)}</p>
    </MantineProvider>,
  );
});
