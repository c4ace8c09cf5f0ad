import { createTheme, DEFAULT_THEME, type CSSVariablesResolver } from '@mantine/core';
import { SOURCE_PALETTES, withShades } from './module-palettes';
import { DARK_GRAY_LIGHT, DARK_TEXT, SHADE_CHANGES } from './theme-colors.generated';
import focusRing from './styles/focus-ring.module.css';

// The palettes, their text shades made readable at build time (theme-colors.ts).
const palettes = Object.fromEntries(
  Object.entries(SOURCE_PALETTES).map(([name, colors]) => [name, withShades(colors, SHADE_CHANGES[name])]),
);

// The stack lives in src/app/global.css: it changes with the interface's language (English has a family of its own).
const FONT_FAMILY = 'var(--app-font-family)';

/**
 * What a MantineProvider of the app is given beside the theme: it writes all of Mantine's CSS
 * variables, not only the theme's changes to them, because Mantine's default-css-variables.css is
 * not loaded (src/main.tsx: less render-blocking CSS). The app's own provider
 * (src/app/providers.tsx) writes the same set through src/ui/css-variables.tsx instead, so that a
 * page rendered ahead can carry only the variables it reads.
 */
export const ALL_CSS_VARIABLES = { deduplicateCssVariables: false } as const;

export const theme = createTheme({
  fontFamily: FONT_FAMILY,
  headings: { fontFamily: FONT_FAMILY },
  primaryColor: 'darkTeal',
  // Filled buttons and badges under white text: shade 8 reads at AA in every palette (theme.test.ts).
  primaryShade: { light: 9, dark: 8 },
  defaultRadius: 'md',
  colors: palettes,
  cursorType: 'pointer',
  // Transitions and carousels go still for people who ask for less motion.
  respectReducedMotion: true,
  // The keyboard focus ring shows on keyboard focus only (`:focus-visible`), never on a click.
  focusRing: 'auto',
  components: {
    // Every input (TextInput, Select, the date fields...) shows the same ring (Mantine's has none).
    Input: { classNames: { input: focusRing.input } },
    // A toast is news, not an emergency: role status (polite), not Mantine's alert (assertive), so it never cuts a screen reader off.
    Notification: { defaultProps: { role: 'status' } },
    // A closed Select's list is not in the page (Mantine keeps it, hidden): a kept list is positioned
    // by floating-ui on every render, and each position asks for the page's computed style, a forced
    // style recalculation while the page is still being built. On the reserve page its two Selects
    // cost more than a quarter of a second of a slow phone's first render.
    Combobox: { defaultProps: { keepMounted: false } },
    // A table wider than the phone scrolls sideways: its scroll box takes keyboard focus so arrow keys scroll it (axe scrollable-region-focusable).
    TableScrollContainer: { defaultProps: { tabIndex: 0 } },
  },
});

/** Text and outline of every palette in the dark scheme (the light variant's text, shade 0, reads already: theme.test.ts). */
function darkSchemeVariables(): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [name, text] of Object.entries(DARK_TEXT)) {
    vars[`--mantine-color-${name}-text`] = text;
    vars[`--mantine-color-${name}-outline`] = `var(--mantine-color-${name}-text)`;
  }
  // The page grays, used as `var(--mantine-color-gray-N)` in CSS modules (backgrounds 0-2, borders
  // 3-4, icons 5, texts 6-9), turn round: dark surfaces under light text, light texts on them.
  const dark = DEFAULT_THEME.colors.dark;
  const gray = palettes.gray!;
  const inverted = [dark[6], dark[5], dark[5], dark[4], dark[4], dark[2], dark[1], dark[0], dark[0], '#e9ecef'];
  inverted.forEach((value, shade) => (vars[`--mantine-color-gray-${shade}`] = value));
  // The gray palette's own variants keep its real shades.
  Object.assign(vars, {
    '--mantine-color-gray-light-color': gray[0],
    '--mantine-color-gray-filled': gray[8],
    '--mantine-color-gray-filled-hover': gray[9],
    '--mantine-color-gray-light': DARK_GRAY_LIGHT.background,
    '--mantine-color-gray-light-hover': DARK_GRAY_LIGHT.hover,
  });
  return vars;
}

/** Error texts in red 8 (Mantine's red 6 reads at 3.3:1 on white); in the dark scheme, the readable red text. */
export const cssVariablesResolver: CSSVariablesResolver = () => (resolvedVariables ??= resolveVariables());

// Mantine asks on every render of its provider; the answer depends on nothing but this module.
let resolvedVariables: ReturnType<CSSVariablesResolver> | undefined;
const resolveVariables = (): ReturnType<CSSVariablesResolver> => ({
  // Text in the primary colour (Mantine has no such variable): ModuleTheme points it at the module's.
  variables: { '--mantine-primary-color-text': 'var(--mantine-color-darkTeal-text)' },
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    // Placeholders and the pickers' empty value (Input.Placeholder): Mantine's gray 5 reads at 2.1:1 on
    // white; the dimmed gray reads at AA on white and the page grays.
    '--mantine-color-placeholder': palettes.gray![6]!,
  },
  dark: {
    ...darkSchemeVariables(),
    // Dimmed text: Mantine's dark 2 reads at 3.5:1 on cards; dark 1 reads at AA on every surface.
    '--mantine-color-dimmed': DEFAULT_THEME.colors.dark[1],
    '--mantine-color-error': DARK_TEXT.red!,
    '--mantine-color-success': DARK_TEXT.teal!,
    '--mantine-color-anchor': 'var(--mantine-color-darkTeal-text)',
    // Placeholders (and the pickers' empty value) read at AA like dimmed text.
    '--mantine-color-placeholder': DEFAULT_THEME.colors.dark[1],
  },
});
