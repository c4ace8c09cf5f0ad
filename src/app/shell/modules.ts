import type { MantineColor } from '@mantine/core';
import { IconWallet, type Icon } from '@tabler/icons-react';
import { createContext, useContext } from 'react';
import type { RouteObject } from 'react-router';
import type { UiSettings, University } from '@/config/schema';
import { loadNamespaces, type Namespace } from '@/i18n/i18n';
import { MODULE_KEYS, type ModuleContext, type ModuleKey, type ModuleManifest } from '@/lib/module-manifest';
import { paths } from '@/lib/paths';
import { MANIFESTS } from '../manifests';

/*
 * The shell's view of the modules, composed from their manifests (src/app/manifests.ts): tabs,
 * colours, hubs, the routes inside the shell. Nothing here names a module.
 */

export interface ShellModule {
  key: ModuleKey;
  /** The module's home (hub) path: its tab links here. */
  path: string;
  /** Every path prefix that belongs to the module (its colour, its breadcrumb hub). */
  prefixes: readonly string[];
  /** Mantine colour of platform.md 2.6. */
  color: MantineColor;
  icon: Icon;
  manifest: ModuleManifest;
}

/** The manifests the app runs with; a test provides its own list (a fake module, say). */
const ManifestsContext = createContext<readonly ModuleManifest[]>(MANIFESTS);
export const ManifestsProvider = ManifestsContext.Provider;
export function useManifests(): readonly ModuleManifest[] {
  return useContext(ManifestsContext);
}

const order = (key: ModuleKey) => MODULE_KEYS.indexOf(key);

/** The i18n key of a module's title (`shell:modules.<key>`, in the shell namespace). */
export const moduleTitleKey = (key: ModuleKey) => `modules.${key}` as 'modules.food';

/** The tabbed modules (the areas of platform.md 2.6), in tab order. */
export function shellModulesOf(manifests: readonly ModuleManifest[] = MANIFESTS): ShellModule[] {
  return manifests
    .filter((m): m is ModuleManifest & { tab: NonNullable<ModuleManifest['tab']> } => Boolean(m.tab))
    .map((m) => ({
      key: m.key,
      path: m.tab.path,
      prefixes: m.prefixes ?? [m.tab.path],
      color: m.color ?? 'darkTeal',
      icon: m.tab.icon,
      manifest: m,
    }))
    .sort((a, b) => order(a.key) - order(b.key));
}

/** Whether the current university enables a manifest's module (its own predicate; none = always). */
export function isEnabled(manifest: ModuleManifest, ctx: ModuleContext | null): boolean {
  if (!ctx) return false;
  return manifest.enabled ? manifest.enabled(ctx) : true;
}

export function moduleContext(university: University | null | undefined, ui: UiSettings): ModuleContext | null {
  return university ? { university, ui } : null;
}

/** Tabbed modules the university enables, in tab order (whether routed or not). */
export function enabledModules(
  ctx: ModuleContext | null,
  manifests: readonly ModuleManifest[] = MANIFESTS,
): ShellModule[] {
  return shellModulesOf(manifests).filter((m) => isEnabled(m.manifest, ctx));
}

/** The namespaces of every module's screens: what the home page and the command palette, which show them all, load. */
export function namespacesOf(manifests: readonly ModuleManifest[] = MANIFESTS): Namespace[] {
  return [...new Set(manifests.flatMap((m) => m.namespaces ?? []))];
}

/** The routes inside the signed-in shell: home, then every module's. */
export function shellRoutesOf(manifests: readonly ModuleManifest[] = MANIFESTS): RouteObject[] {
  const homeNamespaces = namespacesOf(manifests);
  return [
    {
      path: paths.Home,
      lazy: async () => {
        const [page] = await Promise.all([import('../home/home-page'), loadNamespaces(homeNamespaces)]);
        return { Component: page.default };
      },
    },
    ...manifests.flatMap((m) => m.routes.map((route) => withNamespaces(route, m.namespaces ?? []))),
  ];
}

/** A route (and its children) whose lazy part also loads these namespaces, side by side. */
function withNamespaces(route: RouteObject, namespaces: readonly Namespace[]): RouteObject {
  if (!namespaces.length) return route;
  const { lazy } = route;
  return {
    ...route,
    ...(typeof lazy === 'function'
      ? { lazy: async () => (await Promise.all([lazy(), loadNamespaces(namespaces)]))[0] }
      : {}),
    ...(route.children ? { children: route.children.map((child) => withNamespaces(child, namespaces)) } : {}),
  } as RouteObject;
}

/** The wallet link beside the tabs (hidden by ui.removeWallet), in the brand's dark teal (platform.md 2.6). */
export const WALLET_LINK = {
  path: paths.UserWallet,
  prefixes: ['/user/wallet'],
  color: 'darkTeal',
  icon: IconWallet,
} as const;

/** Areas that colour the shell: a module, the wallet, or nothing (home, user pages: the brand colour). */
export type ThemedArea = ModuleKey | 'wallet';

const underPrefix = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The tabbed module a path belongs to (its colour and hub), if any. */
export function moduleOfPath(pathname: string, manifests: readonly ModuleManifest[] = MANIFESTS): ShellModule | null {
  return shellModulesOf(manifests).find((m) => m.prefixes.some((p) => underPrefix(pathname, p))) ?? null;
}

/** The colour of the area a path is in; the brand's dark teal outside any module. */
export function colorOfPath(pathname: string, manifests: readonly ModuleManifest[] = MANIFESTS): MantineColor {
  if (WALLET_LINK.prefixes.some((p) => underPrefix(pathname, p))) return WALLET_LINK.color;
  return moduleOfPath(pathname, manifests)?.color ?? WALLET_LINK.color;
}

export function themedAreaOf(pathname: string, manifests: readonly ModuleManifest[] = MANIFESTS): ThemedArea | null {
  if (WALLET_LINK.prefixes.some((p) => underPrefix(pathname, p))) return 'wallet';
  return moduleOfPath(pathname, manifests)?.key ?? null;
}

/** Module home paths of platform.md 2.1: the hubs breadcrumbs lead back to (surveys has none: its list is a page). */
export function hubPathsOf(manifests: readonly ModuleManifest[] = MANIFESTS): string[] {
  return [
    paths.Home,
    ...shellModulesOf(manifests)
      .filter((m) => m.key !== 'surveys')
      .map((m) => m.path),
  ];
}

export function isHubPath(pathname: string, manifests: readonly ModuleManifest[] = MANIFESTS): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return hubPathsOf(manifests).includes(normalized);
}
