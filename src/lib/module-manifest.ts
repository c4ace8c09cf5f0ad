import type { MantineColor } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { QueryClient, QueryKey, QueryObserverOptions } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { RuntimeConfig, UiSettings, University } from '@/config/schema';
import type { Profile } from '@/api/generated/rest/model';
import type { Namespace } from '@/i18n/i18n';

/*
 * How a module plugs into the app: it declares itself once, in `src/modules/<area>/manifest.ts`
 * (a default export of `ModuleManifest`), and `src/app/manifests.ts` lists the manifest. The shell's
 * tabs and colours, the route table, the home page, the user menu and the command palette are all
 * built from the manifests (the home widgets and forced redirects: src/app/home/module-homes.ts, src/app/shell/shell-parts.ts); nothing else in `src/app` names a module.
 *
 * Paths stay spelled once, in src/lib/paths.ts (the route table of platform.md 2.1 is shared
 * vocabulary: a module links to another's screen by name without importing it).
 */

/** Every module key, in the tab order of platform.md 2.6 for those that have a tab. */
export const MODULE_KEYS = [
  'food',
  'transport',
  'helpdesk',
  'sport',
  'health',
  'dormitory',
  'face',
  'surveys',
  'wallet',
  'account',
  'content',
  'auth',
] as const;
export type ModuleKey = (typeof MODULE_KEYS)[number];

/** What an enabled predicate reads: the current university (the chosen one in cloud mode) and the UI settings. */
export interface ModuleContext {
  university: University;
  ui: UiSettings;
}

/** One slide of the module's "current items" list on the home page (platform.md 2.7). */
export interface HomeSlide {
  /** Stable key. */
  id: string | number;
  title: ReactNode;
  /** A second line (place, meal, status...). */
  description?: ReactNode;
  /** Small text at the bottom (date and time, amount...). */
  meta?: ReactNode;
  /** A short status shown as a badge. */
  badge?: ReactNode;
  /** Where the slide leads when clicked (a path of src/lib/paths.ts). */
  to?: string;
}

/** What the slides hook answers; the home frame shows loading, failure (with retry) and empty states. */
export interface HomeSlidesState {
  slides: readonly HomeSlide[];
  loading: boolean;
  error: boolean;
  retry?: () => void;
  /** Shown when there is nothing current ("no reservation this week"); a generic text otherwise. */
  emptyText?: ReactNode;
}

/** A tile of the feature grid: one thing the module lets the user do. */
export interface HomeFeature {
  id: string;
  /** Already translated (the hook runs inside the module, with its own namespace). */
  label: ReactNode;
  description?: ReactNode;
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
  /** A path of src/lib/paths.ts that exists in the route table. */
  to: string;
}

/** The module's part of the home page: its slides and its feature tiles. */
export interface HomeContribution {
  /**
   * React hook giving the current items. The home frame mounts it only for enabled modules, inside an
   * error boundary of its own, so it must be a real hook (stable call order).
   */
  useSlides?: () => HomeSlidesState;
  /** React hook giving the feature tiles (may depend on config, permissions...). */
  useFeatures: () => readonly HomeFeature[];
  /**
   * Optional: a notice shown near the top of the home page, in its own error boundary and Suspense
   * (the reserve-deadline reminders' banner: students are to see it "when they open the portal").
   */
  Notice?: ComponentType;
}

/** A module tab of the shell (platform.md 2.6). Its title is the i18n key `shell:modules.<key>`. */
export interface ModuleTab {
  /** The module's home (hub) path: the tab links here, breadcrumbs lead back here. */
  path: string;
  icon: Icon;
}

/** An entry of the user menu (platform.md 2.6): wallet, messages, change password, settings... */
export interface UserMenuEntry {
  /** i18n key of its label, e.g. `shell:userMenu.wallet`. */
  labelKey: string;
  to: string;
  icon: Icon;
  /** Position in the menu (platform.md 2.6 order: wallet 10, messages 20, password 30, activity 40, settings 50, announcements 60, faq 70). */
  order: number;
  color?: MantineColor;
  /** Hidden by a setting (ui.hideChangePassword...) or a flag; default shown. */
  visible?: (ctx: ModuleContext) => boolean;
}

/** A command of the Ctrl+/ palette: a screen to go to. */
export interface PaletteCommand {
  id: string;
  /** i18n key of its label. */
  labelKey: string;
  to: string;
}

export interface ModuleManifest {
  key: ModuleKey;
  /** Routes inside the signed-in shell; lazy (`lazy: () => import(...)`), at the paths of src/lib/paths.ts. */
  routes: readonly RouteObject[];
  /** Routes outside the shell (sign-in and its neighbours), reachable signed out. */
  publicRoutes?: readonly RouteObject[];
  /** Path prefixes the module owns: its colour and its breadcrumb hub apply under them. */
  prefixes?: readonly string[];
  /** Mantine palette name of platform.md 2.6 (src/ui/theme.ts defines it). */
  color?: MantineColor;
  /** Whether the current university enables the module; default: always. */
  enabled?: (ctx: ModuleContext) => boolean;
  /** A shell tab (the module areas of platform.md 2.6); none for user pages. */
  tab?: ModuleTab;
  home?: HomeContribution;
  userMenu?: readonly UserMenuEntry[];
  commands?: readonly PaletteCommand[];
  /**
   * Optional: where the signed-in user must go before anything else (platform.md 4: forced face
   * enrollment, a mandatory survey). A hook, so it can read the profile or a query; returns a path or null.
   */
  useForcedRedirect?: (profile: Profile | null) => string | null;
  /**
   * Its addresses whose page draws its own frame while a stored session is confirmed
   * (src/ui/page-frame.ts): the shell renders that page then instead of a loader.
   */
  framed?: readonly string[];
  /** Optional: the first reads of a page, asked for at boot when the app opens on it. */
  prefetch?: readonly PagePrefetch[];
  /**
   * The i18n namespaces its screens read beyond the first screen's (START_RESOURCES in src/i18n/namespaces.ts): in
   * Persian they load with its routes, before a screen renders. The home page and the
   * command palette, which show every module, load every manifest's.
   */
  namespaces?: readonly Namespace[];
}

/** What a page prefetch works with: the runtime config, the query client, and a held read into its cache. */
export interface PrefetchContext {
  config: RuntimeConfig;
  /** For option builders that read the client's defaults (a retry policy); reads go through `prefetch`. */
  queryClient: QueryClient;
  /**
   * Runs a query (the options of the page's own hook, so the key and the retry policy are the
   * page's) and keeps its answer until the page has mounted; resolves to the data, or undefined
   * when the read failed.
   */
  prefetch: <TData, TError>(
    options: QueryObserverOptions<TData, TError, TData, TData, QueryKey>,
  ) => Promise<TData | undefined>;
}

/**
 * A page's first reads, started at boot (src/app/first-page-prefetch.ts) when a signed-in user
 * opens the app on `path`. Without it they start only after the profile, the shell's render and the
 * page's own chunk, each a round trip or a render in front of the page's content. `run` imports the
 * page's queries lazily (name the import with the page's route chunk, so no new request is added)
 * and fills the query cache through the same query options as the page's hooks. Failures are the
 * page's to show: a prefetch never throws.
 */
export interface PagePrefetch {
  path: string;
  run: (ctx: PrefetchContext) => Promise<void>;
}

/**
 * How long a page's read takes a prefetched answer as fresh (its hook's staleTime): without it the
 * page's mount would ask again for what arrived a moment before. Cache time stays 0 (platform.md 4).
 */
export const PREFETCHED_FRESH_MS = 5_000;
