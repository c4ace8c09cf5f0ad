import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { RuntimeConfig } from '@/config/schema';
import { AppProviders } from './providers';
import { buildRoutes } from './routes';

export interface AppProps {
  config: RuntimeConfig;
  i18n: I18n;
  queryClient: QueryClient;
}

// Built once: a router is a long-lived object (history listener, fetchers), never one per render.
let router: ReturnType<typeof createBrowserRouter> | null = null;

export function App({ config, i18n, queryClient }: AppProps) {
  router ??= createBrowserRouter(buildRoutes());
  return (
    <AppProviders config={config} i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
