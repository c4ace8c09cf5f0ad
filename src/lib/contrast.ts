/*
 * WCAG 2 contrast arithmetic (relative luminance, contrast ratio) and a colour darkened in its own
 * hue until text in it is readable: the theme (src/ui/theme.ts) builds its palettes with it, so
 * every shade used for text passes AA wherever it sits, instead of fixing elements one by one.
 */

type Rgb = readonly [number, number, number];

function parseHex(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`not a hex colour: ${hex}`);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

// The searches below try up to 100 candidates against several backgrounds, for each text shade of
// every palette, at start: with a hex string parsed per comparison they were a tenth of the first
// load's script time on a slow phone (issue 20). So they compare numbers: a candidate's channels
// rounded as toHex rounds them, each background's luminance worked out once.
const channelLuminance = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const rgbLuminance = ([r, g, b]: Rgb) =>
  0.2126 * channelLuminance(r) + 0.7152 * channelLuminance(g) + 0.0722 * channelLuminance(b);
const ratioOf = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** Relative luminance (WCAG 2.x), 0 for black to 1 for white. */
export function luminance(hex: string): number {
  return rgbLuminance(parseHex(hex));
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  return ratioOf(luminance(a), luminance(b));
}

/** Whether the colour (channels already rounded) reaches `ratio` against every background luminance. */
function readsOn(rgb: Rgb, backgrounds: readonly number[], ratio: number): boolean {
  const own = rgbLuminance(rgb);
  return backgrounds.every((bg) => ratioOf(own, bg) >= ratio);
}

const rounded = (rgb: readonly number[]) => rgb.map(Math.round) as unknown as Rgb;

/**
 * `color` darkened step by step (towards black, so the hue stays) until it reaches `ratio` against
 * every background; unchanged when it already does.
 */
export function darkenUntilReadable(color: string, backgrounds: readonly string[], ratio = 4.5): string {
  const rgb = parseHex(color);
  const bgs = backgrounds.map(luminance);
  for (let factor = 1; factor > 0; factor -= 0.01) {
    const candidate = rounded(rgb.map((c) => c * factor));
    if (readsOn(candidate, bgs, ratio)) return toHex(candidate);
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
  const bgs = backgrounds.map(luminance);
  for (let mix = 0; mix <= 1; mix += 0.01) {
    const candidate = rounded(rgb.map((c) => c + (255 - c) * mix));
    if (readsOn(candidate, bgs, ratio)) return toHex(candidate);
  }
  return '#ffffff';
}
