import type { RouteObject } from 'react-router';
import { paths } from '@/lib/paths';

/**
 * Public routes of sign-in (platform.md 2.1 core): /login, /reset-password, /loginCas/..., /logout.
 * Each page loads lazily. The CAS parameters are optional in the pattern so a callback that arrives
 * without them still reaches the page, whose session machine sends it to the root (platform.md 2.4).
 */
export const LOGIN_CAS_PATH = '/loginCas/:accessToken?/:refreshToken?';

export const authRoutes: RouteObject[] = [
  {
    path: paths.Login,
    lazy: async () => ({ Component: (await import(/* webpackChunkName: "route-login" */ './login-page')).default }),
  },
  {
    path: paths.ResetPassword,
    lazy: async () => ({
      Component: (await import(/* webpackChunkName: "route-reset-password" */ './reset-password-page')).default,
    }),
  },
  {
    path: LOGIN_CAS_PATH,
    lazy: async () => ({ Component: (await import('./cas-callback-page')).default }),
  },
  {
    path: paths.Logout,
    lazy: async () => ({ Component: (await import('./logout-page')).default }),
  },
];
