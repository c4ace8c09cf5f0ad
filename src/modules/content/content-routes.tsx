import type { RouteObject } from 'react-router';
import { paths } from '@/lib/paths';

/** Content screens of platform.md 2.1 "Core", inside the signed-in shell. */
export const contentRoutes: RouteObject[] = [
  { path: paths.Announcements, lazy: async () => ({ Component: (await import('./announcements-page')).default }) },
  { path: paths.FAQ, lazy: async () => ({ Component: (await import('./faq-page')).default }) },
];
