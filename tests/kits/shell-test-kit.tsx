import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { oauthClient } from '@/api/clients';
import { unwrap } from '@/api/result';
import { clearTokens, setTokens } from '@/api/tokens';
import type { RuntimeConfigInput } from '@/config/schema';
import type { Language } from '@/i18n/languages';
import { SessionProvider } from '@/session/session-provider';
import { RequireAuth } from '@/session/require-auth';
import { renderApp } from '@tests/render';
import { ShellLayout } from '@/app/shell/shell-layout';
import { shellRoutes } from '@/app/shell/shell-routes';

/*
 * Test helpers for the shell (imported only by *.test.tsx files): a real sign-in against the mock
 * backend (MSW), and the app's route structure around the shell (session, auth guard, shell layout).
 */

/** Signs in through POST /oauth/token (the mock backend) and stores the tokens, as the login page would. */
export async function signIn(username = 'student', password = 'student123'): Promise<void> {
  const tokens = await unwrap(oauthClient.POST('/oauth/token', { body: { grant_type: 'password', username, password } }));
  setTokens({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
}

export function signOutLocally(): void {
  clearTokens();
  localStorage.clear();
}

const stub = (path: string): RouteObject => ({ path, element: <div data-testid={`page:${path}`}>{path}</div> });

/** Every module and user screen as a stub, so tabs and menu entries have somewhere to go. */
export const ALL_SCREENS: RouteObject[] = [
  '/food',
  '/food/reserve',
  '/transport',
  '/helpdesk',
  '/sport',
  '/health',
  '/dormitory',
  '/face',
  '/surveys',
  '/user/wallet',
  '/user/messages',
  '/user/profile',
  '/user/activity-report',
].map(stub);

export interface RenderShellOptions {
  route?: string;
  config?: Partial<RuntimeConfigInput>;
  /** Screens added to the shell's route table (module stubs). */
  screens?: RouteObject[];
  lng?: Language;
  /** Replaces the shell's own routes (default: the real shellRoutes plus `screens`). */
  children?: RouteObject[];
}

/** Renders the app's structure: root (session) → auth guard → shell → its routes; plus login and inactive stubs. */
export function renderShell({ route = '/', config, screens = [], lng, children }: RenderShellOptions = {}) {
  // Stub screens first: for the same path the first route wins, so a stub replaces a real module page.
  const shellChildren = children ?? [...screens, ...shellRoutes];
  const routes: RouteObject[] = [
    {
      element: (
        <SessionProvider>
          <Outlet />
        </SessionProvider>
      ),
      children: [
        stub('/login'),
        stub('/modules/inactive'),
        {
          element: (
            <RequireAuth>
              <ShellLayout routes={shellChildren} />
            </RequireAuth>
          ),
          children: shellChildren,
        },
      ],
    },
  ];
  const unused: ReactElement = <div />;
  return renderApp(unused, { path: '/__unused__', route, config, routes, lng });
}

/** An inbox without messages (tests not about the forced-read modal). */
export const emptyInbox = http.get('*/rest/users/me/messages/inbox', () =>
  HttpResponse.json({ type: 'SUCCESS', payload: { content: [], totalElements: 0, number: 0, size: 100 } }),
);
