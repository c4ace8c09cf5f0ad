import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { RuntimeConfig } from '@/config/schema';
import { AppProviders } from './providers';
import { routes } from './routes';

export interface AppProps {
  config: RuntimeConfig;
  i18n: I18n;
  queryClient: QueryClient;
}

export function App({ config, i18n, queryClient }: AppProps) {
  const router = createBrowserRouter(routes);
  return (
    <AppProviders config={config} i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
