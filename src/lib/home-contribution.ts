import type { ComponentType, ReactNode } from 'react';

/*
 * How a module plugs into the home page (platform.md 2.7): "current reservations as a slide list
 * (pagination dots only when 7 items or fewer) and a feature grid". A module exports one
 * `HomeContribution` (e.g. src/modules/food/food-home.ts) and the app lists it in
 * src/app/home/home-registry.ts; modules never import the app, the app imports them.
 */

/** The modules of the shell, in the order of their tabs (platform.md 2.6). */
export const HOME_MODULE_KEYS = ['food', 'transport', 'helpdesk', 'sport', 'health', 'dormitory', 'face', 'surveys'] as const;
export type HomeModuleKey = (typeof HOME_MODULE_KEYS)[number];

/** One slide of the module's "current items" list (a reservation, an open issue...). */
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

export interface HomeContribution {
  module: HomeModuleKey;
  /**
   * React hook giving the current items. Called on every render of the home frame, so it must be
   * a real hook (stable call order); the frame only mounts it for enabled modules.
   */
  useSlides?: () => HomeSlidesState;
  /** React hook giving the feature tiles (may depend on config, permissions...). */
  useFeatures: () => readonly HomeFeature[];
}
