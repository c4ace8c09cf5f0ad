/**
 * Vazirmatn's variable fonts cut to the weights the portal draws (issue 20).
 *
 * @fontsource-variable/vazirmatn ships each subset with the whole weight axis, 100 to 900. The portal
 * draws 400 (text) to 800 (the shell's brand name): Mantine's regular, medium, semibold and bold all
 * sit inside. Limiting the axis to that range (harfbuzz's instancer, through `subset-font`) keeps
 * every glyph, feature and code point of the file and the same outlines at every weight in it, and
 * drops the variation data of the weights outside: the Arabic-script file 46 → 33 kB, Latin 35 → 21 kB,
 * which every first visit downloads beside the initial scripts (the route preload hint asks for them).
 *
 * The code points kept are the subset's own `unicode-range` (the package's unicode.json, which
 * src/app/fonts.css declares): a character outside it is never drawn from that file.
 * Used by rsbuild.config.ts for the development server and every build.
 */
const { readFileSync } = require('node:fs');
const subsetFont = require('subset-font');

/** The weight range every face keeps; src/app/fonts.css declares the same (tests/unit/ui/fonts.test.ts). */
const WEIGHTS = { min: 400, max: 800 };

/** The fontsource subsets, by the file names the package gives them. */
const FILE = /[\\/]@fontsource-variable[\\/]vazirmatn[\\/]files[\\/]vazirmatn-([\w-]+)-wght-normal\.woff2$/;

let ranges;
/** `U+0600-06FF,U+200C,...` of each subset, as fontsource declares it. */
function unicodeRanges() {
  ranges ??= JSON.parse(readFileSync(require.resolve('@fontsource-variable/vazirmatn/unicode.json'), 'utf8'));
  return ranges;
}

/** Every code point of a CSS unicode-range, as a string (what `subset-font` keeps). */
function textOf(unicodeRange) {
  let text = '';
  for (const part of unicodeRange.split(',')) {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-').map((hex) => parseInt(hex, 16));
    for (let c = from; c <= (to ?? from); c++) text += String.fromCodePoint(c);
  }
  return text;
}

/** The subset a font file path holds (`arabic`, `latin`, `latin-ext`), or undefined for any other file. */
function subsetOf(path) {
  return FILE.exec(path)?.[1];
}

/** A subset's woff2 with the weight axis limited to WEIGHTS. */
async function limitWeights(font, subset, targetFormat = 'woff2') {
  const range = unicodeRanges()[subset];
  if (!range) throw new Error(`font-weight-loader: no unicode-range for the subset "${subset}"`);
  return subsetFont(font, textOf(range), { targetFormat, variationAxes: { wght: WEIGHTS } });
}

function fontWeightLoader(source) {
  const subset = subsetOf(this.resourcePath);
  if (!subset) return source;
  const callback = this.async();
  limitWeights(source, subset).then((font) => callback(null, font), callback);
}

module.exports = fontWeightLoader;
module.exports.raw = true;
// For the unit test.
module.exports.WEIGHTS = WEIGHTS;
module.exports.unicodeRanges = unicodeRanges;
module.exports.limitWeights = limitWeights;
