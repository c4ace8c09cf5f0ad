import type { RouteObject } from 'react-router';
import { paths } from '@/lib/paths';
import { contentRoutes } from '@/modules/content/content-routes';
import { reservationRoutes } from '@/modules/reservation/reservation-routes';
import { walletRoutes } from '@/modules/wallet/wallet-routes';

/**
 * Routes rendered inside the signed-in shell (everything but sign-in and the public pages).
 * The shell offers a link (tab, menu entry, palette command, banner) only to a path this table
 * matches: adding a module's routes here is all it takes for its tab to appear (src/app/shell/modules.ts).
 */
export const shellRoutes: RouteObject[] = [
  { path: paths.Home, lazy: async () => ({ Component: (await import('../home/home-page')).default }) },
  ...contentRoutes,
  ...reservationRoutes,
  ...walletRoutes,
];
