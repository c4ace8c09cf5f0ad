import type { RouteObject } from 'react-router';
import { loadNamespaces } from '@/i18n/i18n';
import { paths } from '@/lib/paths';
import { RootLayout } from './root-layout';
import type { ModuleManifest } from '@/lib/module-manifest';
import { MANIFESTS } from './manifests';
import { shellRoutesOf } from './shell/modules';

/*
 * The route table (platform.md 2.1). Every screen loads lazily, so a module's code arrives with
 * its route. Only routes whose screens work are listed.
 *   - public: sign-in and its neighbours (manifests' publicRoutes: src/modules/auth)
 *   - everything else lives in the signed-in shell, one set of routes per module manifest
 *     (src/app/manifests.ts)
 */
export function buildRoutes(manifests: readonly ModuleManifest[] = MANIFESTS): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        ...manifests.flatMap((m) => m.publicRoutes ?? []),
        {
          path: paths.ModuleInactive,
          // It names a switched-off module by its title, in the shell's namespace.
          lazy: async () => {
            const [page] = await Promise.all([import('./pages/module-inactive-page'), loadNamespaces(['shell'])]);
            return { Component: page.default };
          },
        },
        // The widget catalogue (src/ui), only in mock-mode builds: PUBLIC_MOCK is a build-time literal,
        // so a production build drops this entry and never emits the page's chunk.
        ...(import.meta.env.PUBLIC_MOCK === 'true'
          ? [
              {
                path: '/__catalogue',
                lazy: async () => ({ Component: (await import('./dev/catalogue/catalogue-page')).default }),
              },
            ]
          : []),
        {
          lazy: async () => {
            // The shell's Persian namespace arrives with it; a module's, with its routes.
            const [{ SignedInShell }] = await Promise.all([
              import(/* webpackChunkName: "route-shell" */ './shell/shell-layout'),
              loadNamespaces(['shell']),
            ]);
            return { Component: () => <SignedInShell /> };
          },
          children: shellRoutesOf(manifests),
        },
        {
          path: '*',
          lazy: async () => ({ Component: (await import('./pages/not-found-page')).default }),
        },
      ],
    },
  ];
}
