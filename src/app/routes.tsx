import type { RouteObject } from 'react-router';
import { authRoutes } from '@/modules/auth/auth-routes';
import { paths } from '@/lib/paths';
import { RequireAuth } from '@/session/require-auth';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { shellRoutes } from './shell/shell-routes';

/*
 * The route table (platform.md 2.1). Every screen loads lazily, so a module's code arrives with
 * its route. Only routes whose screens work are listed.
 *   - public: sign-in and its neighbours (src/modules/auth/auth-routes.tsx)
 *   - everything else lives in the signed-in shell (src/app/shell/shell-routes.tsx)
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      ...authRoutes,
      {
        path: paths.ModuleInactive,
        lazy: async () => ({ Component: (await import('./pages/module-inactive-page')).default }),
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
          const { ShellLayout } = await import('./shell/shell-layout');
          return {
            Component: () => (
              <RequireAuth>
                <ShellLayout />
              </RequireAuth>
            ),
          };
        },
        children: shellRoutes,
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./pages/not-found-page')).default }),
      },
    ],
  },
];
