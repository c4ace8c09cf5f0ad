import { render, type RenderOptions } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { startTransition, Suspense, useLayoutEffect, useState, type ReactElement, type ReactNode } from 'react';
import {
  Router,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  useLocation,
  useNavigate,
  useRoutes,
  type Location,
  type NavigateFunction,
  type RouteObject,
} from 'react-router';
import { preloadScreens, withLazyScreens } from '@/app/lazy-routes';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { parseConfig } from '@/config/load-config';
import type { RuntimeConfigInput } from '@/config/schema';
import { createI18n } from '@/i18n/i18n';
import type { Language } from '@/i18n/languages';
import { missingKeys } from './missing-keys';
// The transport loads the list schemas lazily on the first list answer (src/api/list-policy.ts);
// loaded here, at collection time, that second of transforming them never counts against a test's
// own waits (findBy timeouts) in component tests.
import '@/api/list-policy';

export interface RenderAppOptions extends Omit<RenderOptions, 'wrapper'> {
  lng?: Language;
  /** Overrides merged over the embedded default config. */
  config?: Partial<RuntimeConfigInput>;
  /** Where the memory router starts. */
  route?: string;
  /** Extra routes around the element (the element itself is mounted at `path`). */
  routes?: RouteObject[];
  path?: string;
  /** A query client set up before the render (boot's prefetch); a fresh one by default. */
  queryClient?: QueryClient;
}

/**
 * The one render helper (architecture.md): Mantine (env="test"), a fresh QueryClient, i18n that
 * fails the test on a missing translation key, the runtime config, and a memory router.
 */
export async function renderApp(ui: ReactElement, options: RenderAppOptions = {}) {
  const {
    lng = 'fa',
    config,
    route = '/',
    routes = [],
    path = '*',
    queryClient = createQueryClient(),
    ...rest
  } = options;
  const i18n = await createI18n({
    lng,
    onMissingKey: (lngs, ns, key) => missingKeys.push(`${lngs.join(',')}:${ns}:${key}`),
  });
  queryClient.setDefaultOptions({ queries: { retry: false, gcTime: 0, refetchOnWindowFocus: false } });
  const router = new TestRouter();
  const table = withLazyScreens([...routes, { path, element: ui }]);
  // The address's screens loaded first, as boot does (src/app/app.tsx): the first render is the page.
  await preloadScreens(table, new URL(route, 'http://localhost').pathname);
  const result = render(
    <AppProviders config={parseConfig(config ?? {})} i18n={i18n} queryClient={queryClient} env="test">
      <TestMemoryRouter initialEntry={route}>
        <Suspense fallback={null}>
          <TestRoutes routes={table} router={router} />
        </Suspense>
      </TestMemoryRouter>
    </AppProviders>,
    rest,
  );
  return { ...result, i18n, router, queryClient };
}

/** What a test reads of the router (as the data router's object read): where it is, and a way to go elsewhere. */
export class TestRouter {
  state: { location: Location } = { location: { pathname: '/', search: '', hash: '', state: null, key: 'default' } };
  private go: NavigateFunction | null = null;
  navigate(to: string): void {
    if (!this.go) throw new Error('TestRouter.navigate before the first render');
    void this.go(to);
  }
  /** @internal */
  attach(location: Location, navigate: NavigateFunction): void {
    this.state = { location };
    this.go = navigate;
  }
}

function TestRoutes({ routes, router }: { routes: RouteObject[]; router: TestRouter }) {
  router.attach(useLocation(), useNavigate());
  return useRoutes(routes);
}

/**
 * React Router's MemoryRouter, except that a navigation renders on the next task, not inside the
 * click that asked for it, as the app's data router used to. A click runs in testing-library's
 * (unawaited) act, and a render that suspends there (a page's lazy dialog, a screen's chunk) is
 * never finished: React resumes it only inside an awaited act.
 */
function TestMemoryRouter({ initialEntry, children }: { initialEntry: string; children: ReactNode }) {
  const [history] = useState(() => createMemoryHistory({ initialEntries: [initialEntry], v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(
    () =>
      history.listen((update) => {
        setTimeout(() => startTransition(() => setState({ action: update.action, location: update.location })));
      }),
    [history],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
