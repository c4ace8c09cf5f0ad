/**
 * Mantine's CSS, per component and in Mantine's own order whenever it loads.
 *
 * - A component's classes module (`@mantine/core/esm/components/Popover/Popover.module.mjs`) gets an
 *   import of that component's stylesheet (`@mantine/core/styles/Popover.layer.css`), so the rules
 *   travel in the same chunk as the component's script: a page loads the CSS of the components it
 *   draws, no hand-kept list can leave one unstyled or load one too early.
 * - Each of those stylesheets gets its own sub-layer (`@layer mantine.Popover`) instead of Mantine's
 *   one `@layer mantine`, and the baseline (the first stylesheet of the first paint) declares every
 *   sub-layer in the order of Mantine's styles.css. Several components build on another's classes
 *   (a Combobox dropdown is a Popover dropdown, a Button an UnstyledButton): in one shared layer the
 *   file loaded last won, so Popover's padding, arriving with the shell, beat every Select's.
 *
 * Used by rsbuild.config.ts for the development server and every build.
 */
const { readdirSync, readFileSync } = require('node:fs');
const { basename, dirname, join } = require('node:path');

/** Mantine's packages whose stylesheet is one file (`@mantine/<name>/styles.layer.css`), after the core. */
const EXTENSIONS = ['carousel', 'notifications', 'spotlight'];

const coreStylesheet = () => require.resolve('@mantine/core/styles.css');

let order;
/** Every sub-layer, in the order of the rules in Mantine's own styles.css, then the extensions. */
function layerOrder() {
  if (order) return order;
  const all = readFileSync(coreStylesheet(), 'utf8');
  const dir = join(dirname(coreStylesheet()), 'styles');
  const names = readdirSync(dir)
    .filter((f) => f.endsWith('.css') && !f.endsWith('.layer.css'))
    .map((f) => ({ name: basename(f, '.css'), at: all.indexOf(readFileSync(join(dir, f), 'utf8').trim()) }));
  const missing = names.filter((n) => n.at < 0).map((n) => n.name);
  if (missing.length)
    throw new Error(`mantine-css-loader: not found in @mantine/core/styles.css: ${missing.join(', ')}`);
  order = [...names.sort((a, b) => a.at - b.at).map((n) => n.name), ...EXTENSIONS];
  return order;
}

/** The sub-layer of a Mantine stylesheet path, or undefined for any other file. */
function layerOf(path) {
  const p = path.replace(/\\/g, '/');
  const core = /\/@mantine\/core\/styles\/([\w-]+)\.layer\.css$/.exec(p);
  if (core) return core[1];
  const extension = /\/@mantine\/([\w-]+)\/styles\.layer\.css$/.exec(p);
  if (extension && EXTENSIONS.includes(extension[1])) return extension[1];
  return undefined;
}

/** The stylesheet of a Mantine classes module path, or undefined. */
function stylesheetOf(path) {
  const p = path.replace(/\\/g, '/');
  const core = /\/@mantine\/core\/esm\/.*\/([\w-]+)\.module\.mjs$/.exec(p);
  if (core) return `@mantine/core/styles/${core[1]}.layer.css`;
  const extension = /\/@mantine\/([\w-]+)\/esm\/.*\.module\.mjs$/.exec(p);
  if (extension && EXTENSIONS.includes(extension[1])) return `@mantine/${extension[1]}/styles.layer.css`;
  return undefined;
}

/** The statement that fixes the sub-layers' order before any of them has a rule. */
const orderStatement = () =>
  `@layer ${layerOrder()
    .map((name) => `mantine.${name}`)
    .join(', ')};\n`;

function mantineCssLoader(source) {
  const layer = layerOf(this.resourcePath);
  if (layer) {
    if (!layerOrder().includes(layer)) throw new Error(`mantine-css-loader: ${layer} is not in Mantine's order`);
    const renamed = source.replace(/^@layer mantine \{/, `@layer mantine.${layer} {`);
    if (renamed === source)
      throw new Error(`mantine-css-loader: ${this.resourcePath} does not open with "@layer mantine {"`);
    return layer === 'baseline' ? orderStatement() + renamed : renamed;
  }
  const stylesheet = stylesheetOf(this.resourcePath);
  if (stylesheet) return `${source}\nimport ${JSON.stringify(stylesheet)};\n`;
  return source;
}

module.exports = mantineCssLoader;
// For scripts/check-bundle.ts and the unit test.
module.exports.EXTENSIONS = EXTENSIONS;
module.exports.layerOrder = layerOrder;
module.exports.stylesheetOf = stylesheetOf;
