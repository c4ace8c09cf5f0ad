import { DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';
import { contrastRatio, darkenUntilReadable, lightenUntilReadable, scaleColor } from '@/lib/contrast';
import { SOURCE_PALETTES, type ShadeChanges } from './module-palettes';

/*
 * How the theme's colours are made readable. Worked out once, at build time, by
 * scripts/generate-theme-colors.ts into theme-colors.generated.ts, which the theme reads: the
 * searches try up to 100 candidates per text shade of every palette, and on a slow phone they were
 * a visible share of every start. Not imported by the app; theme.test.ts checks that the
 * generated file is what this computes.
 */

/** WCAG AA for normal text (no serious axe finding, students read on phones in bright canteens). */
const AA = 4.5;
const TEXT_SHADES = [7, 8, 9] as const;

/** The dark scheme's surfaces (Mantine's dark 5-8): body, cards and inputs, hovers, the darkest panels. */
export const DARK_SURFACES = [
  DEFAULT_THEME.colors.dark[7],
  DEFAULT_THEME.colors.dark[6],
  DEFAULT_THEME.colors.dark[5],
  DEFAULT_THEME.colors.dark[8],
] as const;

/**
 * A palette whose text shades (7-9) read at AA on white and on the palette's own tints (0, 1): the
 * light variant (badges, chips: shade 9 on shade 1), text in the colour (`c="red.7"`), filled buttons
 * (shade 9 under white text, primaryShade below) and chips on tinted cards. A shade too light is
 * darkened in its own hue; each stays a little darker than the one before, so the scale keeps its order.
 */
function readablePalette(colors: MantineColorsTuple): MantineColorsTuple {
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

/**
 * Text in a colour on the dark scheme: Mantine's shade 4, lightened in its own hue until it
 * reads at AA on every dark surface and on the colour's own dark tint (the light variant's background).
 */
function darkTextShade(colors: MantineColorsTuple): string {
  return lightenUntilReadable(colors[4], [...DARK_SURFACES, scaleColor(colors[9], 0.5)], AA);
}

export interface ThemeColors {
  /** Every palette, text shades readable. */
  palettes: Record<string, MantineColorsTuple>;
  /** Each palette's text colour in the dark scheme (`--mantine-color-<name>-text`), `dark` aside. */
  darkText: Record<string, string>;
  /** The gray light variant's background and its hover in the dark scheme. */
  darkGrayLight: { background: string; hover: string };
}

export function computeThemeColors(): ThemeColors {
  const palettes = Object.fromEntries(
    Object.entries(SOURCE_PALETTES).map(([name, colors]) => [name, readablePalette(colors)]),
  );
  // Dimmed text (gray 6, Mantine's `c="dimmed"`) reads at AA on white and on every palette's tints
  // (0, 1): the page grays, and cards tinted in a status or module colour (today, closed, chosen).
  const gray = [...palettes.gray!] as unknown as string[];
  const tints = Object.values(palettes)
    .flatMap((c) => [c[0], c[1]])
    .filter((tint) => contrastRatio(tint, '#ffffff') < 1.25);
  gray[6] = darkenUntilReadable(gray[6]!, ['#ffffff', ...tints], AA);
  palettes.gray = gray as unknown as MantineColorsTuple;
  const darkText = Object.fromEntries(
    Object.entries(palettes)
      .filter(([name]) => name !== 'dark')
      .map(([name, colors]) => [name, darkTextShade(colors)]),
  );
  return {
    palettes,
    darkText,
    darkGrayLight: { background: scaleColor(gray[9]!, 0.5), hover: scaleColor(gray[9]!, 0.7) },
  };
}

/** What the generated file keeps of the palettes: only the shades that differ from the source (fewer bytes). */
export function shadeChanges(palettes: Record<string, MantineColorsTuple>): Record<string, ShadeChanges> {
  const changes: Record<string, ShadeChanges> = {};
  for (const [name, colors] of Object.entries(palettes)) {
    const source = SOURCE_PALETTES[name]!;
    const changed = Object.fromEntries(
      colors.flatMap((color, shade) => (color === source[shade] ? [] : [[shade, color]])),
    );
    if (Object.keys(changed).length) changes[name] = changed;
  }
  return changes;
}
