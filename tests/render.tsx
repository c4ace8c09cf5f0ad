import { render, type RenderOptions } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
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
  const { lng = 'fa', config, route = '/', routes = [], path = '*', queryClient = createQueryClient(), ...rest } = options;
  const i18n = await createI18n({
    lng,
    onMissingKey: (lngs, ns, key) => missingKeys.push(`${lngs.join(',')}:${ns}:${key}`),
  });
  queryClient.setDefaultOptions({ queries: { retry: false, gcTime: 0, refetchOnWindowFocus: false } });
  const router = createMemoryRouter([...routes, { path, element: ui }], { initialEntries: [route] });
  const result = render(
    <AppProviders config={parseConfig(config ?? {})} i18n={i18n} queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
    rest,
  );
  return { ...result, i18n, router, queryClient };
}
