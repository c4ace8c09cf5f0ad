import type { MantineColor } from '@mantine/core';
import {
  IconBallFootball,
  IconBed,
  IconBus,
  IconChecklist,
  IconFaceId,
  IconHeadset,
  IconStethoscope,
  IconToolsKitchen2,
  IconWallet,
  type Icon,
} from '@tabler/icons-react';
import type { University } from '@/config/schema';
import type { HomeModuleKey } from '@/lib/home-contribution';
import { paths } from '@/lib/paths';
import { MODULE_COLORS } from '@/ui/theme';

export type ModuleKey = HomeModuleKey;

/** The university settings a module's visibility depends on (the chosen university's). */
export type ModuleSettings = Pick<University, 'samad' | 'services'>;

export interface ShellModule {
  key: ModuleKey;
  /** The module's home (hub) path: its tab links here. */
  path: string;
  /** Every path prefix that belongs to the module (its colour, its breadcrumb hub). */
  prefixes: readonly string[];
  /** Mantine colour of platform.md 2.6 (src/ui/theme.ts MODULE_COLORS). */
  color: MantineColor;
  icon: Icon;
  /** Whether the university enables it (platform.md 2.6, 3). */
  enabled: (university: ModuleSettings) => boolean;
}

/**
 * The module tabs, in the order of platform.md 2.6. A tab shows when its module is enabled by the
 * university AND its home path exists in the route table (src/app/shell/shell-routes.tsx): a module
 * whose screens have not landed yet is enabled but not routed, so it has no tab and no link. When a
 * module's routes land, nothing here changes: its tab appears by itself. Titles are the i18n keys
 * `shell:modules.<key>`.
 */
export const SHELL_MODULES: readonly ShellModule[] = [
  { key: 'food', path: paths.Food, prefixes: ['/food'], color: MODULE_COLORS.food, icon: IconToolsKitchen2, enabled: (u) => u.samad.nurture },
  { key: 'transport', path: paths.Transport, prefixes: ['/transport'], color: MODULE_COLORS.transport, icon: IconBus, enabled: (u) => u.samad.transport },
  {
    key: 'helpdesk',
    path: paths.Helpdesk,
    prefixes: ['/helpdesk'],
    color: MODULE_COLORS.helpdesk,
    icon: IconHeadset,
    // platform.md 2.6: "shown unless its setting is an empty string" (services.help_desk), and the samad flag.
    enabled: (u) => u.samad.help_desk && u.services.help_desk !== '',
  },
  { key: 'sport', path: paths.Sport, prefixes: ['/sport'], color: MODULE_COLORS.sport, icon: IconBallFootball, enabled: (u) => u.samad.sport },
  { key: 'health', path: paths.Health, prefixes: ['/health'], color: MODULE_COLORS.health, icon: IconStethoscope, enabled: (u) => u.samad.Clinics },
  { key: 'dormitory', path: paths.Dormitory, prefixes: ['/dormitory'], color: MODULE_COLORS.dormitory, icon: IconBed, enabled: (u) => u.samad.dormitory },
  { key: 'face', path: paths.Face, prefixes: ['/face'], color: MODULE_COLORS.face, icon: IconFaceId, enabled: (u) => u.samad.faceEnrollment },
  {
    key: 'surveys',
    path: paths.Surveys,
    prefixes: ['/surveys', '/survey'],
    color: MODULE_COLORS.surveys,
    icon: IconChecklist,
    enabled: (u) => u.samad.Survey,
  },
];

/** The wallet link beside the tabs (hidden by ui.removeWallet), in its fixed dark teal. */
export const WALLET_LINK = { path: paths.UserWallet, prefixes: ['/user/wallet'], color: MODULE_COLORS.wallet, icon: IconWallet } as const;

/** Areas that colour the shell: a module, the wallet, or nothing (home, user pages: the brand colour). */
export type ThemedArea = ModuleKey | 'wallet';

export function moduleByKey(key: ModuleKey): ShellModule {
  return SHELL_MODULES.find((m) => m.key === key) as ShellModule;
}

/** Modules the university enables, in tab order (whether routed or not). */
export function enabledModules(university: ModuleSettings | null | undefined): ShellModule[] {
  if (!university) return [];
  return SHELL_MODULES.filter((m) => m.enabled(university));
}

const underPrefix = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The module a path belongs to (its colour and hub), if any. */
export function moduleOfPath(pathname: string): ShellModule | null {
  return SHELL_MODULES.find((m) => m.prefixes.some((p) => underPrefix(pathname, p))) ?? null;
}

export function themedAreaOf(pathname: string): ThemedArea | null {
  if (WALLET_LINK.prefixes.some((p) => underPrefix(pathname, p))) return 'wallet';
  return moduleOfPath(pathname)?.key ?? null;
}

/** The colour of an area; the brand's dark teal when none. */
export function colorOfArea(area: ThemedArea | null): MantineColor {
  if (area === 'wallet' || area === null) return MODULE_COLORS.wallet;
  return moduleByKey(area).color;
}

/** Module home paths of platform.md 2.1: the hubs breadcrumbs lead back to. */
export const HUB_PATHS: readonly string[] = [paths.Home, ...SHELL_MODULES.filter((m) => m.key !== 'surveys').map((m) => m.path)];

export function isHubPath(pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return HUB_PATHS.includes(normalized);
}
