import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { RuntimeConfig } from '@/config/schema';
import { AppProviders } from './providers';
import { buildRoutes } from './routes';

interface AppProps {
  config: RuntimeConfig;
  i18n: I18n;
  queryClient: QueryClient;
}

export function App({ config, i18n, queryClient }: AppProps) {
  // One router for the app's life: a new one on each render would drop the navigation state.
  const [router] = useState(() => createBrowserRouter(buildRoutes()));
  return (
    <AppProviders config={config} i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
