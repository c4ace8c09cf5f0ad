import type { RouteObject } from 'react-router';
import { paths } from '@/lib/paths';
import { RouteError } from './route-error';

/*
 * The route table (platform.md 2.1). Every route loads lazily, so a module's code arrives with
 * its route. Only routes whose screens work are listed: later modules add theirs here.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
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
              lazy: async () => ({ Component: (await import('./pages/catalogue-page')).default }),
            },
          ]
        : []),
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./pages/not-found-page')).default }),
      },
    ],
  },
];
