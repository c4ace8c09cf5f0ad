import { Outlet } from 'react-router';
import type { RuntimeConfigInput } from '@/config/schema';
import type { Language } from '@/i18n/languages';
import { authRoutes } from '@/modules/auth/auth-routes';
import { SessionProvider } from '@/session/session-provider';
import { renderApp } from '@tests/render';

export interface AuthRenderOptions {
  config?: Partial<RuntimeConfigInput>;
  lng?: Language;
  reactStrictMode?: boolean;
}

/**
 * The public routes (login, CAS callback, logout, password recovery) under the session, at `route`,
 * with a home page (`data-testid="home"`) and a wallet page to land on and `not-found` for the rest.
 */
export function renderAuthRoutes(route: string, { config = {}, lng, reactStrictMode = false }: AuthRenderOptions = {}) {
  return renderApp(<div data-testid="not-found" />, {
    route,
    config,
    lng,
    reactStrictMode,
    routes: [
      {
        element: (
          <SessionProvider>
            <Outlet />
          </SessionProvider>
        ),
        children: [
          ...authRoutes,
          { path: '/', element: <div data-testid="home">home</div> },
          { path: '/user/wallet', element: <div data-testid="wallet">wallet</div> },
        ],
      },
    ],
  });
}
