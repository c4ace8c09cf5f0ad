// @vitest-environment node
import { Blob as HbBlob, Buffer as HbBuffer, Face, Font, Variation, shape } from 'harfbuzzjs';
import { readFileSync } from 'node:fs';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';
import {
  codePointsOf,
  fileOf,
  limitWeights,
  originalOf,
  SUBSETS,
  unicodeRanges,
  WEIGHTS,
  type Subset,
} from '../../../scripts/fonts';

/*
 * Vazirmatn's files hold only the weights the portal draws, and the Latin file is also served in two
 * parts, punctuation and letters: a Persian page preloads only what it draws (FONT_BUDGETS,
 * scripts/bundle-budget.ts).
 * They are cut once by `npm run fonts` (scripts/fonts.ts) into src/app/fonts and committed.
 * The committed files must be what that cut makes of the installed package, and keep what a reader
 * sees: every code point of the face's unicode-range, the same shapes and advances at every weight inside.
 */
const committed = (subset: Subset) => readFileSync(fileOf(subset));
/** harfbuzz reads sfnt, not woff2: a woff2 converted, every glyph and table kept. */
const sfnt = (woff2: Uint8Array) => subsetFont(woff2, null, { keepAllGlyphs: true, targetFormat: 'truetype' });
const faceOf = (font: Uint8Array) => new Face(new HbBlob(font));
const inRange = (range: string) => {
  const points = new Set(codePointsOf(range));
  return (c: number) => points.has(c);
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
  'latin-punctuation': '«—» (…) .:!? *©· %+=[] “‘’” @#&_',
  'latin-letters': 'Ctrl K 1250 tomans Éé€ Straße ½°±',
};

describe('Vazirmatn cut to what the portal draws', () => {
  it('declares in src/app/fonts.css the weights and unicode-range of the files it serves', () => {
    const css = readFileSync('src/app/fonts.css', 'utf8');
    const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((m) => m[1]!);
    expect(faces).toHaveLength(SUBSETS.length);
    const declared = faces.map((face) => {
      const subset = /url\('\.\/fonts\/vazirmatn-([\w-]+)-wght-normal\.woff2'\)/.exec(face)![1] as Subset;
      expect(/font-weight:\s*([^;]+);/.exec(face)![1], subset).toBe(`${WEIGHTS.min} ${WEIGHTS.max}`);
      // Prettier wraps a long range over lines; the value is the same.
      expect(/unicode-range:\s*([^;]+);/.exec(face)![1]!.replace(/\s+/g, ''), subset).toBe(unicodeRanges()[subset]);
      return { subset, family: /font-family:\s*'([^']+)'/.exec(face)![1] };
    });
    expect(declared.map((d) => d.subset).sort()).toEqual([...SUBSETS].sort());
    // The whole Latin file is the English interface's family; the parts are the others'.
    expect(declared.filter((d) => d.family !== 'Vazirmatn')).toEqual([{ subset: 'latin', family: 'Vazirmatn Latin' }]);
  });

  it('splits the Latin range exactly: every code point in one part, none in both', () => {
    const ranges = unicodeRanges();
    const punctuation = codePointsOf(ranges['latin-punctuation']);
    const letters = codePointsOf(ranges['latin-letters']);
    expect(punctuation.filter((c) => letters.includes(c))).toEqual([]);
    expect([...punctuation, ...letters].sort((a, b) => a - b)).toEqual(
      codePointsOf(ranges.latin).sort((a, b) => a - b),
    );
    // What a Persian page draws from it is in the punctuation part (the sign-in page: space, ZWNJ,
    // ".", "*", "©", "—"; the reserve page adds ":", "·" and the direction isolates).
    for (const c of ' \u200c.*©—:·\u2066\u2069\u200e\u00a0«»/')
      expect(punctuation, `U+${c.codePointAt(0)!.toString(16)}`).toContain(c.codePointAt(0));
    for (const c of 'aZ09') expect(letters).toContain(c.codePointAt(0));
  });

  it.each(SUBSETS)('the committed %s file is what `npm run fonts` cuts from the installed package', async (subset) => {
    // A difference means @fontsource-variable/vazirmatn, subset-font or scripts/fonts.ts changed
    // since the files were cut: run `npm run fonts`, check the tests below and commit src/app/fonts.
    expect(
      Buffer.compare(committed(subset), await limitWeights(subset)),
      `${fileOf(subset)} is stale: run npm run fonts`,
    ).toBe(0);
  });

  it.each(SUBSETS)(
    'the committed %s file keeps every code point of its range, limits the axis and draws the same advances at 400-800',
    async (subset) => {
      const before = faceOf(await sfnt(originalOf(subset)));
      const after = faceOf(await sfnt(committed(subset)));
      expect(before.getAxisInfos().wght).toMatchObject({ min: 100, max: 900 });
      // Every code point the range names that the package's file draws, and no other.
      expect(after.getAxisInfos().wght).toMatchObject({ min: WEIGHTS.min, max: WEIGHTS.max, default: 400 });

      const covered = inRange(unicodeRanges()[subset]);
      const kept = [...before.collectUnicodes()].filter(covered);
      expect(kept.length).toBeGreaterThan(subset === 'latin-punctuation' ? 50 : 100);
      expect([...after.collectUnicodes()].sort((a, b) => a - b)).toEqual(kept.sort((a, b) => a - b));

      // Word by word: a space or a slash is another face's character (the Latin one's).
      const words = SAMPLES[subset].split(/[ /]/);
      for (const word of words)
        expect(
          [...word].every((c) => covered(c.codePointAt(0)!)),
          word,
        ).toBe(true);
      for (const weight of [400, 500, 600, 700, 800]) {
        for (const word of words) {
          const [cut, whole] = [positions(after, word, weight), positions(before, word, weight)];
          if (weight === WEIGHTS.min || weight === WEIGHTS.max) expect(cut, `${word} at ${weight}`).toEqual(whole);
          else {
            // Between the ends the variation deltas are rescaled to the new range and rounded: one unit
            // of the em (1/2048, 0.01 px at 16 px) either way, never a glyph more or less.
            expect(cut.length, `${word} at ${weight}`).toBe(whole.length);
            cut.forEach((p, i) =>
              p.forEach((n, j) => expect(Math.abs(n - whole[i]![j]!), `${word} at ${weight}`).toBeLessThanOrEqual(1)),
            );
          }
        }
      }
    },
  );

  it('makes the woff2 a page downloads smaller: each file by a quarter at least, the Latin punctuation a sixth of the Latin file', () => {
    for (const subset of ['arabic', 'latin'] as const)
      expect(committed(subset).length / originalOf(subset).length, subset).toBeLessThan(0.75);
    expect(committed('latin-punctuation').length / originalOf('latin').length).toBeLessThan(1 / 6);
  });
});
