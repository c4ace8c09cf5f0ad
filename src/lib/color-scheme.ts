/*
 * The colour scheme: system, light or dark, chosen in the user menu and kept in local
 * storage under one key, read by Mantine's manager and by the early set below. Free of Mantine and
 * React, so main.tsx runs it before anything renders.
 */
import { readStored } from './local-store';

/** Its local-storage key (listed in storage-keys.ts; kept here so the first load needs no more). */
export const COLOR_SCHEME_KEY = 'portal.colorScheme';

export const COLOR_SCHEMES = ['auto', 'light', 'dark'] as const;
export type ColorSchemeChoice = (typeof COLOR_SCHEMES)[number];

export const isColorSchemeChoice = (value: unknown): value is ColorSchemeChoice =>
  COLOR_SCHEMES.includes(value as ColorSchemeChoice);

/** The stored choice; the system's ("auto") when nothing valid is stored. */
export function storedColorScheme(): ColorSchemeChoice {
  const value = readStored(COLOR_SCHEME_KEY);
  return isColorSchemeChoice(value) ? value : 'auto';
}

/** Light or dark: "auto" follows the system's preference. */
export function resolveColorScheme(choice: ColorSchemeChoice): 'light' | 'dark' {
  if (choice !== 'auto') return choice;
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/**
 * Sets `data-mantine-color-scheme` on <html> before the first render, so a dark page never flashes
 * white while the app boots (what Mantine's inline ColorSchemeScript does; the CSP forbids inline scripts).
 */
export function applyStoredColorScheme(root: HTMLElement = document.documentElement): void {
  root.setAttribute('data-mantine-color-scheme', resolveColorScheme(storedColorScheme()));
}
