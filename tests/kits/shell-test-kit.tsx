import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { clearTokens } from '@/api/tokens';
import type { RuntimeConfigInput } from '@/config/schema';
import type { Language } from '@/i18n/languages';
import { SessionProvider } from '@/session/session-provider';
import { renderApp } from '@tests/render';
import { resetWorld } from '@tests/msw-server';
import { listInboxMessages, markMessageRead } from '@/api/generated/rest/hooks/messages/messages';
import { signInToWorld } from './sign-in';
import {
  IconBed,
  IconChecklist,
  IconFaceId,
  IconHeadset,
  IconHistory,
  IconLock,
  IconMail,
  IconSettings,
  IconWallet,
} from '@tabler/icons-react';
import { MANIFESTS } from '@/app/manifests';
import { ManifestsProvider, shellRoutesOf } from '@/app/shell/modules';
import { SignedInShell } from '@/app/shell/shell-layout';
import type { ModuleManifest } from '@/lib/module-manifest';
import { paths } from '@/lib/paths';

/*
 * Test helpers for the shell (imported only by *.test.tsx files): a real sign-in against the mock
 * backend (MSW), and the app's route structure around the shell (session, auth guard, shell layout).
 */

/** Signs in through POST /oauth/token (the mock backend) and stores the tokens, as the login page would. */
export { signInToWorld as signIn } from './sign-in';

export function signOutLocally(): void {
  clearTokens();
  localStorage.clear();
}

/**
 * A fresh world with the seeded student signed in and the forced-read messages read: for page tests
 * that are not about the forced-read modal (it would cover the page).
 */
export async function freshStudentSession(): Promise<void> {
  resetWorld();
  signOutLocally();
  await signInToWorld();
  const inbox = await listInboxMessages({ page: 0, size: 100 });
  for (const m of inbox.payload?.content ?? []) if (m.forceRead && !m.read) await markMessageRead(m.id);
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

/**
 * Modules whose screens have not landed yet, declared as platform.md 2.6 describes them (tab, colour,
 * flag; user menu entries) so shell tests can exercise them with stub `screens`. A module that has a
 * real manifest (src/app/manifests.ts) is not declared again.
 */
export const PLANNED_MODULES: readonly ModuleManifest[] = (
  [
    {
      key: 'helpdesk',
      routes: [],
      color: 'gold',
      tab: { path: paths.Helpdesk, icon: IconHeadset },
      // platform.md 2.6: "shown unless its setting is an empty string" (services.help_desk), and the samad flag.
      enabled: ({ university: u }) => u.samad.help_desk && u.services.help_desk !== '',
    },
    {
      key: 'dormitory',
      routes: [],
      color: 'brown',
      tab: { path: paths.Dormitory, icon: IconBed },
      enabled: ({ university: u }) => u.samad.dormitory,
    },
    {
      key: 'face',
      routes: [],
      color: 'grape',
      tab: { path: paths.Face, icon: IconFaceId },
      enabled: ({ university: u }) => u.samad.faceEnrollment,
    },
    {
      key: 'surveys',
      routes: [],
      color: 'navy',
      prefixes: ['/surveys', '/survey'],
      tab: { path: paths.Surveys, icon: IconChecklist },
      enabled: ({ university: u }) => u.samad.Survey,
    },
    {
      key: 'wallet',
      routes: [],
      userMenu: [
        {
          labelKey: 'shell:userMenu.wallet',
          to: paths.UserWallet,
          icon: IconWallet,
          order: 10,
          color: 'darkTeal',
          visible: ({ ui }) => !ui.removeWallet,
        },
      ],
    },
    {
      key: 'account',
      routes: [],
      userMenu: [
        { labelKey: 'shell:userMenu.messages', to: paths.UserMessages, icon: IconMail, order: 20 },
        {
          labelKey: 'shell:userMenu.changePassword',
          to: `${paths.UserProfile}?scope=password`,
          icon: IconLock,
          order: 30,
          visible: ({ ui, university }) => !ui.hideChangePassword && university.samad.changePassword !== false,
        },
        {
          labelKey: 'shell:userMenu.activityReport',
          to: paths.UserActivityReport,
          icon: IconHistory,
          order: 40,
          visible: ({ university }) => university.samad.ActivityReport !== false,
        },
        { labelKey: 'shell:userMenu.settings', to: paths.UserProfile, icon: IconSettings, order: 50 },
      ],
    },
  ] satisfies ModuleManifest[]
).filter((planned) => !MANIFESTS.some((m) => m.key === planned.key));

export interface RenderShellOptions {
  route?: string;
  config?: Partial<RuntimeConfigInput>;
  /** Screens added to the shell's route table (module stubs). */
  screens?: RouteObject[];
  lng?: Language;
  /** Replaces the shell's own routes (default: the manifests' routes plus `screens`). */
  children?: RouteObject[];
  /** The app's modules (default: the real manifests plus PLANNED_MODULES). */
  manifests?: readonly ModuleManifest[];
}

/** Renders the app's structure: root (session) → auth guard → shell → its routes; plus login and inactive stubs. */
export function renderShell({
  route = '/',
  config,
  screens = [],
  lng,
  children,
  manifests = [...MANIFESTS, ...PLANNED_MODULES],
}: RenderShellOptions = {}) {
  // Stub screens first: for the same path the first route wins, so a stub replaces a real module page.
  const shellChildren = children ?? [...screens, ...shellRoutesOf(manifests)];
  const routes: RouteObject[] = [
    {
      element: (
        <ManifestsProvider value={manifests}>
          <SessionProvider>
            <Outlet />
          </SessionProvider>
        </ManifestsProvider>
      ),
      children: [
        stub('/login'),
        stub('/modules/inactive'),
        {
          element: <SignedInShell routes={shellChildren} />,
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
