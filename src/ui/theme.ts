import { createTheme, DEFAULT_THEME, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { contrastRatio, darkenUntilReadable, lightenUntilReadable, scaleColor } from '@/lib/contrast';
import focusRing from './styles/focus-ring.module.css';

// Shades for the module colours Mantine has no palette for (platform.md 2.6).
const gold: MantineColorsTuple = ['#fff9e1', '#fff1cb', '#ffe29a', '#ffd264', '#ffc438', '#ffbb1b', '#ffb709', '#e3a000', '#ca8d00', '#af7800'];
const brown: MantineColorsTuple = ['#f9f1ec', '#ebe0d9', '#d8bfb0', '#c49b84', '#b47d5f', '#aa6a47', '#a6603a', '#91502d', '#814626', '#723b1d'];
const navy: MantineColorsTuple = ['#ecf1fb', '#d6deef', '#a9bbe0', '#7a96d1', '#5376c4', '#3b62bd', '#2e58bb', '#2148a5', '#1a3f95', '#0f2f6e'];
const darkTeal: MantineColorsTuple = ['#e4fcfa', '#d4f3f1', '#ade5e2', '#82d7d2', '#5ecbc5', '#47c3bc', '#38c0b8', '#26a9a2', '#119690', '#0b5d5b'];

/** WCAG AA for normal text (issue 21: no serious axe finding, students read on phones in bright canteens). */
const AA = 4.5;
const TEXT_SHADES = [7, 8, 9] as const;

/**
 * A palette whose text shades (7-9) read at AA on white and on the palette's own tints (0, 1): the
 * light variant (badges, chips: shade 9 on shade 1), text in the colour (`c="red.7"`), filled buttons
 * (shade 9 under white text, primaryShade below) and chips on tinted cards. A shade too light is
 * darkened in its own hue; each stays a little darker than the one before, so the scale keeps its order.
 */
export function readablePalette(colors: MantineColorsTuple): MantineColorsTuple {
  const out = [...colors];
  const backgrounds = ['#ffffff', colors[0], colors[1]];
  let previous = AA - 0.25;
  for (const shade of TEXT_SHADES) {
    const target = Math.max(AA, previous + 0.25);
    const readable = darkenUntilReadable(colors[shade], backgrounds, target);
    out[shade] = readable;
    previous = contrastRatio(readable, '#ffffff');
  }
  return out as unknown as MantineColorsTuple;
}

const palettes = Object.fromEntries(
  Object.entries({ ...DEFAULT_THEME.colors, gold, brown, navy, darkTeal }).map(([name, colors]) => [name, readablePalette(colors)]),
);

// Dimmed text (gray 6, Mantine's `c="dimmed"`) reads at AA on white and on every palette's tints
// (0, 1): the page grays, and cards tinted in a status or module colour (today, closed, chosen).
const gray = [...palettes.gray!] as unknown as string[];
const tints = Object.values(palettes).flatMap((c) => [c[0], c[1]]).filter((tint) => contrastRatio(tint, '#ffffff') < 1.25);
gray[6] = darkenUntilReadable(gray[6]!, ['#ffffff', ...tints], AA);
palettes.gray = gray as unknown as MantineColorsTuple;

const FONT_FAMILY = 'Vazirmatn, Tahoma, "Segoe UI", sans-serif';

export const theme = createTheme({
  fontFamily: FONT_FAMILY,
  headings: { fontFamily: FONT_FAMILY },
  primaryColor: 'darkTeal',
  // Filled buttons and badges under white text: shade 8 reads at AA in every palette (theme.test.ts).
  primaryShade: { light: 9, dark: 8 },
  defaultRadius: 'md',
  colors: palettes,
  cursorType: 'pointer',
  // Transitions and carousels go still for people who ask for less motion (issue 21).
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
    // cost more than a quarter of a second of a slow phone's first render (issue 20).
    Combobox: { defaultProps: { keepMounted: false } },
    // A table wider than the phone scrolls sideways: its scroll box takes keyboard focus so arrow keys scroll it (axe scrollable-region-focusable).
    TableScrollContainer: { defaultProps: { tabIndex: 0 } },
  },
});

/** The dark scheme's surfaces (Mantine's dark 5-8): body, cards and inputs, hovers, the darkest panels. */
export const DARK_SURFACES = [DEFAULT_THEME.colors.dark[7], DEFAULT_THEME.colors.dark[6], DEFAULT_THEME.colors.dark[5], DEFAULT_THEME.colors.dark[8]] as const;

/**
 * Text in a colour on the dark scheme (issue 22): Mantine's shade 4, lightened in its own hue until it
 * reads at AA on every dark surface and on the colour's own dark tint (the light variant's background).
 */
export function darkTextShade(colors: MantineColorsTuple): string {
  return lightenUntilReadable(colors[4], [...DARK_SURFACES, scaleColor(colors[9], 0.5)], AA);
}

/** Text and outline of every palette in the dark scheme (the light variant's text, shade 0, reads already: theme.test.ts). */
function darkSchemeVariables(): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [name, colors] of Object.entries(palettes)) {
    if (name === 'dark') continue;
    vars[`--mantine-color-${name}-text`] = darkTextShade(colors);
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
    '--mantine-color-gray-light': scaleColor(gray[9], 0.5),
    '--mantine-color-gray-light-hover': scaleColor(gray[9], 0.7),
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
    '--mantine-color-error': darkTextShade(palettes.red!),
    '--mantine-color-success': darkTextShade(palettes.teal!),
    '--mantine-color-anchor': 'var(--mantine-color-darkTeal-text)',
    // Placeholders (and the pickers' empty value) read at AA like dimmed text.
    '--mantine-color-placeholder': DEFAULT_THEME.colors.dark[1],
  },
});
