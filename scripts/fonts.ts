/**
 * `npm run fonts`: Vazirmatn's variable fonts cut to what the portal draws, written once
 * into src/app/fonts/ and committed; src/app/fonts.css serves those files, so neither the build nor
 * the dev server runs harfbuzz. Run it again after upgrading @fontsource-variable/vazirmatn
 * or subset-font: tests/unit/ui/fonts.test.ts fails while the committed files differ from its output.
 *
 * Weights: @fontsource-variable/vazirmatn ships each subset with the whole weight axis, 100 to 900.
 * The portal draws 400 (text) to 800 (the shell's brand name): Mantine's regular, medium, semibold
 * and bold all sit inside. Limiting the axis to that range (harfbuzz's instancer, through
 * `subset-font`) keeps every glyph, feature and code point of the file and the same outlines at every
 * weight in it, and drops the variation data of the weights outside: about a third of each file's
 * bytes (`npm run fonts` prints the sizes).
 *
 * Parts: a Persian page draws from the Latin file only its space and punctuation (a sign-in page:
 * space, ZWNJ, `.`, `*`, `©`, `—`), never a letter or an ASCII digit (its digits are Persian). The
 * Latin file is also cut in two parts: `latin-punctuation` (the small one) holds the space and punctuation,
 * `latin-letters` the letters, ASCII digits and the rest of the Latin range. Their ranges
 * split the Latin subset's range exactly, so a character is drawn from the same glyph whichever file
 * holds it. An English interface draws from the whole Latin file instead (a family of its own in
 * fonts.css), so a letter and the punctuation after it stay in one run and keep their kerning.
 *
 * The code points kept are the subset's (or part's) own `unicode-range`, which src/app/fonts.css
 * declares (tests/unit/ui/fonts.test.ts): a character outside it is never drawn from that file.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);

/** The weight range every face keeps; src/app/fonts.css declares the same (tests/unit/ui/fonts.test.ts). */
export const WEIGHTS = { min: 400, max: 800 };

/** The files written, each cut from the package's file of the same subset (a Latin part from the Latin file). */
export const SUBSETS = ['arabic', 'latin', 'latin-ext', 'latin-punctuation', 'latin-letters'] as const;
export type Subset = (typeof SUBSETS)[number];

/** Where the cut files are committed, as vazirmatn-<subset>-wght-normal.woff2. */
export const FONTS_DIR = 'src/app/fonts';
export const fileOf = (subset: Subset) => join(FONTS_DIR, `vazirmatn-${subset}-wght-normal.woff2`);

/** The package's file a subset is cut from. */
export function originalOf(subset: Subset): Buffer {
  const file = subset.startsWith('latin-') && subset !== 'latin-ext' ? 'latin' : subset;
  return readFileSync(require.resolve(`@fontsource-variable/vazirmatn/files/vazirmatn-${file}-wght-normal.woff2`));
}

/**
 * The Latin subset's punctuation part: controls, space, ASCII punctuation and symbols, the Latin-1
 * marks a Persian text uses (no-break space, ©, «, ·, », ×), the general punctuation block (ZWNJ, the
 * direction marks and isolates, dashes, quotes, ellipsis), minus, the BOM and the replacement
 * character. The letters part is the rest of the Latin range: letters, ASCII digits and Latin-1's
 * other symbols (£, §, °, ±, ½...: glyphs no Persian page of the portal draws).
 */
const PUNCTUATION =
  'U+0000-002F,U+003A-0040,U+005B-0060,U+007B-00A0,U+00A9,U+00AB,U+00B7,U+00BB,U+00D7,U+2000-206F,U+2212,U+2215,U+FEFF,U+FFFD';

/** Every code point of a CSS unicode-range. */
export function codePointsOf(unicodeRange: string): number[] {
  const points: number[] = [];
  for (const part of unicodeRange.split(',')) {
    const [from, to] = part
      .trim()
      .replace(/^U\+/i, '')
      .split('-')
      .map((hex) => parseInt(hex, 16)) as [number, number?];
    for (let c = from; c <= (to ?? from); c++) points.push(c);
  }
  return points;
}

/** Sorted code points as a CSS unicode-range, consecutive ones joined (`U+0041-005A`). */
function rangeOf(points: number[]): string {
  const hex = (c: number) => c.toString(16).toUpperCase().padStart(4, '0');
  const parts: string[] = [];
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  for (let i = 0; i < sorted.length; i++) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(sorted[i] === sorted[j] ? `U+${hex(sorted[i]!)}` : `U+${hex(sorted[i]!)}-${hex(sorted[j]!)}`);
    i = j;
  }
  return parts.join(',');
}

/** The unicode-range of each subset (fontsource's unicode.json) and of the Latin file's two parts. */
export function unicodeRanges(): Record<Subset, string> {
  const packaged = JSON.parse(
    readFileSync(require.resolve('@fontsource-variable/vazirmatn/unicode.json'), 'utf8'),
  ) as Record<string, string>;
  const punctuation = new Set(codePointsOf(PUNCTUATION));
  const latin = codePointsOf(packaged.latin!);
  return {
    arabic: packaged.arabic!,
    latin: packaged.latin!,
    'latin-ext': packaged['latin-ext']!,
    'latin-punctuation': rangeOf(latin.filter((c) => punctuation.has(c))),
    'latin-letters': rangeOf(latin.filter((c) => !punctuation.has(c))),
  };
}

/** A subset's (or part's) font with the weight axis limited to WEIGHTS and only its range's code points. */
export function limitWeights(subset: Subset, targetFormat: 'woff2' | 'truetype' = 'woff2'): Promise<Buffer> {
  const range = unicodeRanges()[subset];
  return subsetFont(originalOf(subset), String.fromCodePoint(...codePointsOf(range)), {
    targetFormat,
    variationAxes: { wght: WEIGHTS },
  });
}

async function main(): Promise<void> {
  mkdirSync(FONTS_DIR, { recursive: true });
  for (const subset of SUBSETS) {
    const font = await limitWeights(subset);
    writeFileSync(fileOf(subset), font);
    console.log(
      `${fileOf(subset)}: ${(originalOf(subset).length / 1024).toFixed(1)} → ${(font.length / 1024).toFixed(1)} kB`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
