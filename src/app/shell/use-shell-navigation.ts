import type { MantineColor } from '@mantine/core';
import {
  IconHelpCircle,
  IconHistory,
  IconLock,
  IconMail,
  IconSettings,
  IconSpeakerphone,
  IconWallet,
  type Icon,
} from '@tabler/icons-react';
import type { i18n as I18n } from 'i18next';
import { useMemo } from 'react';
import { useConfig } from '@/config/config-context';
import type { University } from '@/config/schema';
import { paths, type RouteName } from '@/lib/paths';
import { useChosenUniversity } from '@/modules/auth/chosen-university';
import { enabledModules, WALLET_LINK, type ShellModule } from './modules';
import { useRouteChecker } from './route-availability';

/** The university whose settings decide the shell: on-premise the organisation, in cloud mode the one signed in to. */
export function useShellUniversity(): University | null {
  return useChosenUniversity().university;
}

export interface ShellModules {
  /** Enabled by the university (routed or not): none at all means "no module is active". */
  enabled: ShellModule[];
  /** Enabled and routed: the tabs. */
  tabs: ShellModule[];
  /** The wallet link: not removed by ui.removeWallet and routed. */
  wallet: boolean;
}

export function useShellModules(): ShellModules {
  const { ui } = useConfig();
  const university = useShellUniversity();
  const routed = useRouteChecker();
  return useMemo(() => {
    const enabled = enabledModules(university);
    return { enabled, tabs: enabled.filter((m) => routed(m.path)), wallet: !ui.removeWallet && routed(WALLET_LINK.path) };
  }, [university, routed, ui.removeWallet]);
}

export type UserMenuKey = 'wallet' | 'messages' | 'changePassword' | 'activityReport' | 'settings' | 'announcements' | 'faq';

export interface UserMenuEntry {
  key: UserMenuKey;
  to: string;
  icon: Icon;
  color?: MantineColor;
}

/**
 * platform.md 2.6 user menu: wallet (ui.removeWallet), messages, change password (profile with
 * scope=password; ui.hideChangePassword), activity report, settings (profile), FAQ (ui.hideFaq),
 * plus the announcements list. An entry whose screen is not in the route table is left out.
 */
export function useUserMenuEntries(): UserMenuEntry[] {
  const { ui } = useConfig();
  const university = useShellUniversity();
  const routed = useRouteChecker();
  return useMemo(() => {
    const samad = university?.samad;
    const all: (UserMenuEntry & { hidden?: boolean })[] = [
      { key: 'wallet', to: paths.UserWallet, icon: IconWallet, color: WALLET_LINK.color, hidden: ui.removeWallet },
      { key: 'messages', to: paths.UserMessages, icon: IconMail },
      { key: 'changePassword', to: `${paths.UserProfile}?scope=password`, icon: IconLock, hidden: ui.hideChangePassword || samad?.changePassword === false },
      { key: 'activityReport', to: paths.UserActivityReport, icon: IconHistory, hidden: samad?.ActivityReport === false },
      { key: 'settings', to: paths.UserProfile, icon: IconSettings },
      { key: 'announcements', to: paths.Announcements, icon: IconSpeakerphone },
      { key: 'faq', to: paths.FAQ, icon: IconHelpCircle, hidden: ui.hideFaq },
    ];
    return all.filter((e) => !e.hidden && routed(e.to)).map(({ hidden: _hidden, ...entry }) => entry);
  }, [ui.removeWallet, ui.hideChangePassword, ui.hideFaq, university, routed]);
}

const NAMED: [RouteName, string][] = (Object.entries(paths) as [RouteName, string][]).sort((a, b) => b[1].length - a[1].length);

/** The named route of a path (exact), or of its nearest named ancestor with `nearest`. */
export function routeNameOf(pathname: string, nearest = false): RouteName | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exact = NAMED.find(([, p]) => p === clean);
  if (exact || !nearest) return exact?.[0] ?? null;
  return NAMED.find(([, p]) => p !== '/' && clean.startsWith(`${p}/`))?.[0] ?? null;
}

/** The label of a named route (`shell:routes.<Name>`); null for a name without one (added to paths.ts later). */
export function routeLabel(i18n: I18n, name: RouteName): string | null {
  const key = `shell:routes.${name}`;
  return i18n.exists(key) ? String(i18n.t(key as 'shell:routes.Home')) : null;
}

/** Named routes that are screens of the shell (not sign-in and its neighbours). */
export const PUBLIC_ROUTE_NAMES: ReadonlySet<RouteName> = new Set<RouteName>(['Login', 'Logout', 'ResetPassword', 'ModuleInactive']);
