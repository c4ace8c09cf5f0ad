import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { RuntimeConfig } from '@/config/schema';
import { AppProviders } from './providers';
import { buildRoutes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The app's one router. Made at boot, before config.json is read: creating it starts loading the
 * chunks of the routes the address matches, so they download while the config is on the wire
 * instead of after it (issue 20). No route has a loader, so nothing runs before the config is in.
 */
export function createAppRouter(): AppRouter {
  return createBrowserRouter(buildRoutes());
}

interface AppProps {
  config: RuntimeConfig;
  i18n: I18n;
  queryClient: QueryClient;
  router: AppRouter;
}

export function App({ config, i18n, queryClient, router }: AppProps) {
  return (
    <AppProviders config={config} i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
