/*
 * WCAG 2 contrast arithmetic (relative luminance, contrast ratio) and a colour darkened in its own
 * hue until text in it is readable: src/ui/theme-colors.ts builds the theme's palettes with it, so
 * every shade used for text passes AA wherever it sits, instead of fixing elements one by one. It runs
 * in Node only (scripts/generate-theme-colors.ts and src/ui/theme.test.ts), never in the browser.
 */

type Rgb = readonly [number, number, number];

function parseHex(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`not a hex colour: ${hex}`);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** Relative luminance (WCAG 2.x), 0 for black to 1 for white. */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * `color` darkened step by step (towards black, so the hue stays) until it reaches `ratio` against
 * every background; unchanged when it already does.
 */
export function darkenUntilReadable(color: string, backgrounds: readonly string[], ratio = 4.5): string {
  const rgb = parseHex(color);
  for (let factor = 1; factor > 0; factor -= 0.01) {
    const candidate = toHex(rgb.map((c) => c * factor) as unknown as Rgb);
    if (backgrounds.every((bg) => contrastRatio(candidate, bg) >= ratio)) return candidate;
  }
  return '#000000';
}

/** `color` with each channel multiplied by `factor` (Mantine's `darken(color, 1 - factor)`). */
export function scaleColor(color: string, factor: number): string {
  return toHex(parseHex(color).map((c) => c * factor) as unknown as Rgb);
}

/**
 * `color` mixed step by step with white (the dark scheme's counterpart of darkenUntilReadable)
 * until it reaches `ratio` against every background; unchanged when it already does.
 */
export function lightenUntilReadable(color: string, backgrounds: readonly string[], ratio = 4.5): string {
  const rgb = parseHex(color);
  for (let mix = 0; mix <= 1; mix += 0.01) {
    const candidate = toHex(rgb.map((c) => c + (255 - c) * mix) as unknown as Rgb);
    if (backgrounds.every((bg) => contrastRatio(candidate, bg) >= ratio)) return candidate;
  }
  return '#ffffff';
}
