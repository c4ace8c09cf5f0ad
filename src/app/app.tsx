import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import type { RuntimeConfig } from '@/config/schema';
import { ErrorBoundary } from '@/ui/error-boundary';
import { preloadScreens, withLazyScreens } from './lazy-routes';
import { AppProviders } from './providers';
import { buildRoutes } from './routes';

export interface AppRouter {
  routes: RouteObject[];
  /** The address's screens, loading since the router was made; settled (loaded or failed) when this resolves. */
  ready: Promise<void>;
}

/**
 * The app's route table with its screens, made at the start (src/app/start-app.tsx): the screens of
 * the routes the address matches start loading then, from the files the route preload hint asked for
 * beside the initial scripts. The start renders once they are in (or failed: the page's
 * error boundary shows that), so the first render is the page, not an empty fallback.
 */
export function createAppRouter(pathname: string = window.location.pathname): AppRouter {
  const routes = withLazyScreens(buildRoutes());
  return { routes, ready: preloadScreens(routes, pathname) };
}

function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

interface AppProps {
  config: RuntimeConfig;
  i18n: I18n;
  queryClient: QueryClient;
  router: AppRouter;
  /** The build's prerender (src/prerender/render-page.tsx) routes a fixed address; the browser, its own. */
  Router?: ComponentType<{ children?: ReactNode }>;
  /** Called once the page has committed: a hydrated page's route is its own Suspense boundary, hydrated after the root. */
  onPageCommitted?: () => void;
}

function OnCommitted({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

export function App({ config, i18n, queryClient, router, Router = BrowserRouter, onPageCommitted }: AppProps) {
  return (
    <AppProviders config={config} i18n={i18n} queryClient={queryClient}>
      <Router>
        {/* A render error outside every page's own boundary (the root layout, the session). */}
        <ErrorBoundary name="app" variant="page">
          {/* Navigations are transitions: a screen still loading keeps the current page shown. */}
          <Suspense fallback={null}>
            <AppRoutes routes={router.routes} />
            {onPageCommitted && <OnCommitted run={onPageCommitted} />}
          </Suspense>
        </ErrorBoundary>
      </Router>
    </AppProviders>
  );
}
