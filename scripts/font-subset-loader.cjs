/**
 * Vazirmatn's variable fonts cut to what the portal draws (issue 20), for the development server
 * and every build (rsbuild.config.ts).
 *
 * Weights: @fontsource-variable/vazirmatn ships each subset with the whole weight axis, 100 to 900.
 * The portal draws 400 (text) to 800 (the shell's brand name): Mantine's regular, medium, semibold
 * and bold all sit inside. Limiting the axis to that range (harfbuzz's instancer, through
 * `subset-font`) keeps every glyph, feature and code point of the file and the same outlines at every
 * weight in it, and drops the variation data of the weights outside: the Arabic-script file 46 → 33
 * kB, Latin 35 → 21 kB.
 *
 * Parts: a Persian page draws from the Latin file only its space and punctuation (a sign-in page:
 * space, ZWNJ, `.`, `*`, `©`, `—`), never a letter or an ASCII digit (its digits are Persian). The
 * Latin file is also served in two parts, asked for as `…latin-wght-normal.woff2?part=punctuation`
 * and `?part=letters` (src/app/fonts.css): `latin-punctuation` (5 kB) holds the space and
 * punctuation, `latin-letters` (16 kB) the letters, ASCII digits and the rest of the Latin range.
 * Their ranges split the Latin subset's range exactly, so a character is drawn from the same glyph
 * whichever file holds it. An English interface draws from the whole Latin file instead (a family of
 * its own in fonts.css), so a letter and the punctuation after it stay in one run and keep their
 * kerning.
 *
 * The code points kept are the subset's (or part's) own `unicode-range`, which src/app/fonts.css
 * declares (tests/unit/ui/fonts.test.ts): a character outside it is never drawn from that file.
 */
const { readFileSync } = require('node:fs');
const subsetFont = require('subset-font');

/** The weight range every face keeps; src/app/fonts.css declares the same (tests/unit/ui/fonts.test.ts). */
const WEIGHTS = { min: 400, max: 800 };

/** The fontsource subsets, by the file names the package gives them. */
const FILE = /[\\/]@fontsource-variable[\\/]vazirmatn[\\/]files[\\/]vazirmatn-([\w-]+)-wght-normal\.woff2$/;

/**
 * The Latin subset's punctuation part: controls, space, ASCII punctuation and symbols, the Latin-1
 * marks a Persian text uses (no-break space, ©, «, ·, », ×), the general punctuation block (ZWNJ, the
 * direction marks and isolates, dashes, quotes, ellipsis), minus, the BOM and the replacement
 * character. The letters part is the rest of the Latin range: letters, ASCII digits and Latin-1's
 * other symbols (£, §, °, ±, ½...: 3.4 kB of glyphs no Persian page of the portal draws).
 */
const PUNCTUATION = 'U+0000-002F,U+003A-0040,U+005B-0060,U+007B-00A0,U+00A9,U+00AB,U+00B7,U+00BB,U+00D7,U+2000-206F,U+2212,U+2215,U+FEFF,U+FFFD';

/** Every code point of a CSS unicode-range. */
function codePointsOf(unicodeRange) {
  const points = [];
  for (const part of unicodeRange.split(',')) {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-').map((hex) => parseInt(hex, 16));
    for (let c = from; c <= (to ?? from); c++) points.push(c);
  }
  return points;
}

/** Sorted code points as a CSS unicode-range, consecutive ones joined (`U+0041-005A`). */
function rangeOf(points) {
  const hex = (c) => c.toString(16).toUpperCase().padStart(4, '0');
  const parts = [];
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  for (let i = 0; i < sorted.length; i++) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    parts.push(sorted[i] === sorted[j] ? `U+${hex(sorted[i])}` : `U+${hex(sorted[i])}-${hex(sorted[j])}`);
    i = j;
  }
  return parts.join(',');
}

let ranges;
/** The unicode-range of each subset (fontsource's unicode.json) and of the Latin file's two parts. */
function unicodeRanges() {
  if (ranges) return ranges;
  const packaged = JSON.parse(readFileSync(require.resolve('@fontsource-variable/vazirmatn/unicode.json'), 'utf8'));
  const punctuation = new Set(codePointsOf(PUNCTUATION));
  const latin = codePointsOf(packaged.latin);
  ranges = {
    ...packaged,
    'latin-punctuation': rangeOf(latin.filter((c) => punctuation.has(c))),
    'latin-letters': rangeOf(latin.filter((c) => !punctuation.has(c))),
  };
  return ranges;
}

/** The subset (or part) a font request holds (`arabic`, `latin`, `latin-punctuation`...), or undefined for any other file. */
function subsetOf(path, query = '') {
  const subset = FILE.exec(path)?.[1];
  const part = new URLSearchParams(query.replace(/^\?/, '')).get('part');
  return subset && part ? `${subset}-${part}` : subset;
}

/** A subset's (or part's) woff2 with the weight axis limited to WEIGHTS. */
async function limitWeights(font, subset, targetFormat = 'woff2') {
  const range = unicodeRanges()[subset];
  if (!range) throw new Error(`font-subset-loader: no unicode-range for the subset "${subset}"`);
  return subsetFont(font, String.fromCodePoint(...codePointsOf(range)), { targetFormat, variationAxes: { wght: WEIGHTS } });
}

function fontSubsetLoader(source) {
  const subset = subsetOf(this.resourcePath, this.resourceQuery);
  if (!subset) return source;
  const callback = this.async();
  limitWeights(source, subset).then((font) => callback(null, font), callback);
}

module.exports = fontSubsetLoader;
module.exports.raw = true;
// For rsbuild.config.ts and the unit test.
module.exports.WEIGHTS = WEIGHTS;
module.exports.LATIN_PARTS = ['punctuation', 'letters'];
module.exports.codePointsOf = codePointsOf;
module.exports.unicodeRanges = unicodeRanges;
module.exports.limitWeights = limitWeights;
