// @vitest-environment node
import { Blob as HbBlob, Buffer as HbBuffer, Face, Font, Variation, shape } from 'harfbuzzjs';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';

/*
 * Vazirmatn's files hold only the weights the portal draws (scripts/font-weight-loader.cjs, issue 20):
 * a page's two font files fell from 81 to 53 kB. The cut must keep what a reader sees: every code
 * point of the face's unicode-range, and the same shapes and advances at every weight inside.
 */
type Subset = 'arabic' | 'latin' | 'latin-ext';
interface Loader {
  WEIGHTS: { min: number; max: number };
  unicodeRanges: () => Record<Subset, string>;
  limitWeights: (font: Uint8Array, subset: Subset, targetFormat?: 'woff2' | 'truetype') => Promise<Uint8Array>;
}
const require = createRequire(import.meta.url);
const loader = require('../../../scripts/font-weight-loader.cjs') as Loader;
const SUBSETS: Subset[] = ['arabic', 'latin', 'latin-ext'];
const original = (subset: Subset) => readFileSync(require.resolve(`@fontsource-variable/vazirmatn/files/vazirmatn-${subset}-wght-normal.woff2`));
/** harfbuzz reads sfnt, not woff2: the original converted, every glyph and table kept. */
const originalSfnt = (subset: Subset) => subsetFont(original(subset), null, { keepAllGlyphs: true, targetFormat: 'truetype' });
const faceOf = (font: Uint8Array) => new Face(new HbBlob(font));
const inRange = (range: string) => {
  const parts = range.split(',').map((part) => part.trim().replace(/^U\+/i, '').split('-').map((hex) => parseInt(hex, 16)));
  return (c: number) => parts.some(([from, to]) => c >= from! && c <= (to ?? from!));
};

/** Each glyph's advance and offsets of a text drawn at a weight (glyph ids are renumbered by a subset). */
function positions(face: Face, text: string, weight: number) {
  const font = new Font(face);
  font.setVariations([new Variation('wght', weight)]);
  const buffer = new HbBuffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  shape(font, buffer);
  // Without a filter a ZWNJ would differ: harfbuzz draws a default-ignorable as the face's space glyph
  // when it has one (the original), and drops it otherwise (the cut, whose range has no space); both
  // are invisible and take no room.
  return buffer
    .getGlyphPositions()
    .map((p) => [p.xAdvance, p.xOffset, p.yOffset])
    .filter((p) => p.some((n) => n !== 0));
}

const SAMPLES: Record<Subset, string> = {
  arabic: 'رزرو غذای هفتهٔ ۱۴۰۵/۰۹/۰۴ در سلف مرکزی، می‌خواهم؛ ٠١٢٣ بِسْمِ اللّهِ ﷲ',
  latin: 'Self-service portal: Ctrl+K, 1,250 tomans (€) — “quoted” …',
  'latin-ext': 'Łźż ĞİŞş Ŕēśęŕ ĀăĄ',
};

describe('Vazirmatn cut to the weights the portal draws', () => {
  it('declares in src/app/fonts.css the weights and unicode-range of the files it serves', () => {
    const css = readFileSync('src/app/fonts.css', 'utf8');
    const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((m) => m[1]!);
    expect(faces).toHaveLength(SUBSETS.length);
    for (const face of faces) {
      const subset = /vazirmatn-([\w-]+)-wght-normal\.woff2/.exec(face)![1] as Subset;
      expect(/font-weight:\s*([^;]+);/.exec(face)![1], subset).toBe(`${loader.WEIGHTS.min} ${loader.WEIGHTS.max}`);
      expect(/unicode-range:\s*([^;]+);/.exec(face)![1], subset).toBe(loader.unicodeRanges()[subset]);
    }
  });

  it.each(SUBSETS)('keeps every code point of the %s range, limits the axis and draws the same advances at 400-800', async (subset) => {
    const before = faceOf(await originalSfnt(subset));
    const after = faceOf(await loader.limitWeights(original(subset), subset, 'truetype'));
    expect(before.getAxisInfos().wght).toMatchObject({ min: 100, max: 900 });
    expect(after.getAxisInfos().wght).toMatchObject({ min: loader.WEIGHTS.min, max: loader.WEIGHTS.max, default: 400 });

    const covered = inRange(loader.unicodeRanges()[subset]);
    const kept = [...before.collectUnicodes()].filter(covered);
    expect(kept.length).toBeGreaterThan(100);
    expect([...after.collectUnicodes()].sort((a, b) => a - b)).toEqual(kept.sort((a, b) => a - b));

    // Word by word: a space or a slash is another face's character (the Latin one's).
    const words = SAMPLES[subset].split(/[ /]/);
    for (const word of words) expect([...word].every((c) => covered(c.codePointAt(0)!)), word).toBe(true);
    for (const weight of [400, 500, 600, 700, 800]) {
      for (const word of words) {
        const [cut, whole] = [positions(after, word, weight), positions(before, word, weight)];
        if (weight === loader.WEIGHTS.min || weight === loader.WEIGHTS.max) expect(cut, `${word} at ${weight}`).toEqual(whole);
        else {
          // Between the ends the variation deltas are rescaled to the new range and rounded: one unit
          // of the em (1/2048, 0.01 px at 16 px) either way, never a glyph more or less.
          expect(cut.length, `${word} at ${weight}`).toBe(whole.length);
          cut.forEach((p, i) => p.forEach((n, j) => expect(Math.abs(n - whole[i]![j]!), `${word} at ${weight}`).toBeLessThanOrEqual(1)));
        }
      }
    }
  });

  it('makes the woff2 a page downloads smaller by a quarter at least', async () => {
    for (const subset of ['arabic', 'latin'] as const) {
      const cut = await loader.limitWeights(original(subset), subset);
      expect(cut.length / original(subset).length, subset).toBeLessThan(0.75);
    }
  });
});
