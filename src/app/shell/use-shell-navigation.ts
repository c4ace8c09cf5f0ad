import type { MantineColor } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { i18n as I18n } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '@/config/config-context';
import type { University } from '@/config/schema';
import type { ModuleContext } from '@/lib/module-manifest';
import { paths, type RouteName } from '@/lib/paths';
import { useCurrentUniversity } from '@/session/current-university';
import { enabledModules, isEnabled, moduleContext, useManifests, WALLET_LINK, type ShellModule } from './modules';
import { useRouteChecker } from './route-availability';

/** The university whose settings decide the shell: on-premise the organisation, in cloud mode the one signed in to. */
export function useShellUniversity(): University | null {
  return useCurrentUniversity();
}

/** What manifests' predicates read: the current university and the UI settings (null before one is chosen). */
export function useModuleContext(): ModuleContext | null {
  const { ui } = useConfig();
  const university = useShellUniversity();
  return useMemo(() => moduleContext(university, ui), [university, ui]);
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
  const ctx = useModuleContext();
  const manifests = useManifests();
  const routed = useRouteChecker();
  return useMemo(() => {
    const enabled = enabledModules(ctx, manifests);
    return {
      enabled,
      tabs: enabled.filter((m) => routed(m.path)),
      wallet: Boolean(ctx && !ctx.ui.removeWallet) && routed(WALLET_LINK.path),
    };
  }, [ctx, manifests, routed]);
}

export interface UserMenuItem {
  key: string;
  label: string;
  to: string;
  icon: Icon;
  color?: MantineColor;
}

/**
 * platform.md 2.6 user menu, from the manifests' entries (wallet, messages, change password,
 * activity report, settings, announcements, FAQ...) in their order: an entry shows when its module
 * is enabled, its own setting allows it and its screen is in the route table.
 */
export function useUserMenuEntries(): UserMenuItem[] {
  const { i18n } = useTranslation();
  const ctx = useModuleContext();
  const manifests = useManifests();
  const routed = useRouteChecker();
  return useMemo(() => {
    if (!ctx) return [];
    return manifests
      .filter((m) => isEnabled(m, ctx))
      .flatMap((m) => m.userMenu ?? [])
      .filter((e) => (e.visible ? e.visible(ctx) : true) && routed(e.to))
      .sort((a, b) => a.order - b.order)
      .map((e) => ({
        key: e.labelKey.replace(/^.*[.:]/, ''),
        label: String(i18n.t(e.labelKey as 'shell:userMenu.faq')),
        to: e.to,
        icon: e.icon,
        color: e.color,
      }));
    // i18n.language: labels follow the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ctx, manifests, routed, i18n, i18n.language]);
}

const NAMED: [RouteName, string][] = (Object.entries(paths) as [RouteName, string][]).sort(
  (a, b) => b[1].length - a[1].length,
);

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
export const PUBLIC_ROUTE_NAMES: ReadonlySet<RouteName> = new Set<RouteName>([
  'Login',
  'Logout',
  'ResetPassword',
  'ModuleInactive',
]);
