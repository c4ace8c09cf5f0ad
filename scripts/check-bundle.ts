/**
 * Run after a production build: proves that no mock code (MSW, faker, @mswjs/data, the worker
 * script) reached a build made without mock mode, that every Mantine class has its CSS, and that
 * the first loads and lazy chunks stay within their size budget and the named groups hold no
 * forbidden package (scripts/bundle-budget.ts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUNDLE_GROUPS_FILE, BUNDLE_PACKAGES_FILE } from './bundle-groups-plugin';
import {
  FONT_BUDGETS,
  FORBIDDEN_PACKAGES,
  INITIAL_BUDGET,
  LAZY_CHUNK_BUDGET,
  PAGE_BUDGETS,
  PRERENDERED_FRAME_BUDGET,
  PRERENDERED_FRAMED_PAGE_BUDGET,
  PRERENDERED_PAGE_BUDGET,
} from './bundle-budget';
import { PRERENDERED_PAGES, prerenderedFile, VARIANTS } from './prerender';
import { PRERENDER_INLINE_SCRIPT, TODAY_WEEK_INLINE_SCRIPT } from './prerender-inline';
import { PAGE_SNAPSHOT_INLINE_SCRIPT } from './page-snapshot-inline';
import { TODAY_WEEK_ATTRIBUTE } from '../src/prerender/prerender-match';
import { COMPILE_HINT } from './compile-hints-plugin';
import { fontSubsetsFor, PRELOADED_GROUPS, preloadFontsOf } from './route-preload';

const dist = 'dist';
const forbidden = [/setupWorker/, /mockServiceWorker/, /@faker-js|fakerFA|faker\.person/, /__mock\//];
const files: string[] = [];
const walk = (dir: string) => {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else files.push(p);
  }
};
walk(dist);

const problems: string[] = [];
if (existsSync(join(dist, 'mockServiceWorker.js'))) problems.push('dist/mockServiceWorker.js exists');
for (const f of files.filter((f) => f.endsWith('.js'))) {
  const text = readFileSync(f, 'utf8');
  for (const re of forbidden) if (re.test(text)) problems.push(`${f} contains ${re}`);
}
if (problems.length) {
  console.error(`Mock code reached the production build:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}

/** The Mantine classes (m_xxxxxxxx) the scripts among `list` set that no stylesheet among `list` has a rule for, each with a script naming it. */
function unstyledClasses(list: readonly string[]): Map<string, string> {
  const css = list
    .filter((f) => f.endsWith('.css'))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  const unstyled = new Map<string, string>();
  for (const f of new Set(list.filter((f) => f.endsWith('.js')))) {
    for (const m of readFileSync(f, 'utf8').matchAll(/["'](m_[0-9a-f]{8})["']/g))
      if (!css.includes(m[1]!) && !unstyled.has(m[1]!)) unstyled.set(m[1]!, f);
  }
  return unstyled;
}

// Each component's stylesheet comes with its classes module (scripts/mantine-css-loader.cjs): a class
// with no rule in any stylesheet means a component's script reached the build without it.
const unstyled = unstyledClasses(files);
if (unstyled.size) {
  console.error(
    `Mantine classes without CSS (scripts/mantine-css-loader.cjs imports a component's stylesheet from its classes module):\n  ${[...unstyled].map(([name, f]) => `${name} (${f})`).join('\n  ')}`,
  );
  process.exit(1);
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/?(static\/[^"]+\.(?:js|css))"/g)].map((m) => join(dist, m[1]!));

// Each Mantine stylesheet is in its own sub-layer, and the first stylesheets declare them all in
// Mantine's order (scripts/mantine-css-loader.cjs): otherwise the file loaded last wins a tie.
const { layerOrder } = createRequire(import.meta.url)('./mantine-css-loader.cjs') as { layerOrder: () => string[] };
/** Cascade layer names in the order they first appear (blocks and statements alike). */
const layersOf = (css: string) => [
  ...new Set([...css.matchAll(/@layer\s+([^{;]+)[{;]/g)].flatMap((m) => m[1]!.split(',').map((name) => name.trim()))),
];
const unlayered = files.filter((f) => f.endsWith('.css') && layersOf(readFileSync(f, 'utf8')).includes('mantine'));
const declared = layersOf(
  initial
    .filter((f) => f.endsWith('.css'))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n'),
).filter((name) => name.startsWith('mantine.'));
const expected = layerOrder().map((name) => `mantine.${name}`);
if (unlayered.length || declared.join() !== expected.join()) {
  console.error(
    `Mantine's CSS out of its sub-layers (scripts/mantine-css-loader.cjs):\n  ${unlayered.length ? `a rule in the shared layer "mantine" in ${unlayered.join(', ')}` : `the initial stylesheets declare ${declared.length} sub-layers, not Mantine's ${expected.length} in order (first difference at ${expected.find((name, i) => declared[i] !== name)})`}`,
  );
  process.exit(1);
}
const gzipOf = (f: string) => gzipSync(readFileSync(f)).length;
const sum = (list: string[]) => [...new Set(list)].reduce((total, f) => total + gzipOf(f), 0);
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const over: string[] = [];
const lines: string[] = [];

const gz = sum(initial);
lines.push(`initial JS+CSS ${kB(gz)} gzip in ${initial.length} files (budget ${kB(INITIAL_BUDGET)})`);
if (gz > INITIAL_BUDGET) over.push(`initial files: ${kB(gz)} > ${kB(INITIAL_BUDGET)}`);

// A page's first load: the initial files plus the named chunk groups of its route.
const groups = JSON.parse(readFileSync(BUNDLE_GROUPS_FILE, 'utf8')) as Record<string, string[]>;
for (const { page, groups: names, budget } of PAGE_BUDGETS) {
  const missing = names.filter((n) => !groups[n]);
  if (missing.length) {
    over.push(`${page}: no chunk group ${missing.join(', ')} (a renamed webpackChunkName?)`);
    continue;
  }
  const pageFiles = [
    ...initial,
    ...names.flatMap((n) => groups[n]!.filter((a) => /\.(js|css)$/.test(a)).map((a) => join(dist, a))),
  ];
  // Every Mantine class the page's scripts name has its rule in the page's own stylesheets: a rule
  // that arrives only with another page's files leaves this one unstyled until then (the sign-in
  // page's language select drew a 34 px chevron: Combobox's CSS came with the shell).
  const unstyledHere = unstyledClasses(pageFiles);
  if (unstyledHere.size)
    over.push(
      `${page}: Mantine classes without CSS in the page's first load (its stylesheet comes with its classes module: scripts/mantine-css-loader.cjs): ${[...unstyledHere.keys()].join(', ')}`,
    );
  const bytes = sum(pageFiles);
  lines.push(`${page} first load ${kB(bytes)} in ${new Set(pageFiles).size} files (budget ${kB(budget)})`);
  if (bytes > budget) over.push(`${page} first load: ${kB(bytes)} > ${kB(budget)}`);
}

// V8's compile hint on the first pages' scripts and on no other (scripts/compile-hints-plugin.ts):
// without it they compile on the main thread when first called; on a lazy chunk it compiles code
// a visit may never run.
const firstPageScripts = new Set(
  [...initial, ...[...PRELOADED_GROUPS].flatMap((n) => (groups[n] ?? []).map((a) => join(dist, a)))].filter((f) =>
    f.endsWith('.js'),
  ),
);
const hinted = files.filter((f) => f.endsWith('.js') && readFileSync(f, 'utf8').startsWith(`${COMPILE_HINT}\n`));
const unhinted = [...firstPageScripts].filter((f) => !hinted.includes(f));
const strayHints = hinted.filter((f) => !firstPageScripts.has(f));
if (unhinted.length)
  over.push(`first-page scripts without V8's compile hint (scripts/compile-hints-plugin.ts): ${unhinted.join(', ')}`);
if (strayHints.length)
  over.push(`lazy scripts with V8's compile hint, which only the first pages' should carry: ${strayHints.join(', ')}`);
lines.push(`V8's compile hint on the ${firstPageScripts.size} first-page scripts and no other`);

const packages = JSON.parse(readFileSync(BUNDLE_PACKAGES_FILE, 'utf8')) as Record<string, string[]>;
for (const { groups: names, packages: forbidden } of FORBIDDEN_PACKAGES) {
  for (const name of names) {
    if (!packages[name]) over.push(`no chunk group ${name} (a renamed webpackChunkName?)`);
    const found = (packages[name] ?? []).filter((p) => forbidden.test(p));
    if (found.length)
      over.push(`${name} loads ${found.join(', ')} (scripts/bundle-budget.ts FORBIDDEN_PACKAGES: load it on intent)`);
  }
}
lines.push(`no ${FORBIDDEN_PACKAGES.map((f) => `${f.packages.source} in ${f.groups.join(', ')}`).join('; ')}`);

const assets = files.map((f) => f.slice(dist.length + 1).replace(/\\/g, '/'));
const fonts = preloadFontsOf(assets);
const missingFonts = Object.entries(fonts)
  .filter(([, f]) => !f)
  .map(([subset]) => subset);
if (missingFonts.length)
  over.push(`no ${missingFonts.join(', ')} font among the build's assets (scripts/route-preload.ts preloadFontsOf)`);
for (const { language, budget } of FONT_BUDGETS) {
  const preloaded = fontSubsetsFor(language)
    .map((subset) => fonts[subset])
    .filter((f) => f !== undefined);
  const bytes = preloaded.reduce((total, f) => total + statSync(join(dist, f)).size, 0);
  lines.push(`preloaded fonts (${language}) ${kB(bytes)} in ${preloaded.length} files (budget ${kB(budget)})`);
  if (bytes > budget)
    over.push(`preloaded fonts (${language}): ${kB(bytes)} > ${kB(budget)} (npm run fonts, scripts/fonts.ts)`);
}

// The pages rendered ahead (scripts/prerender.ts): /login's and the signed-in frames are there,
// hold their page and no script but the inline ones the CSP allows by hash, and stay within their budget.
const PRERENDER_CHECKS = [
  {
    name: 'login',
    holds: (page: string) => page.includes('name="password"'),
    what: 'sign-in form',
    scripts: [PRERENDER_INLINE_SCRIPT],
    allowed: "scripts/prerender-inline.ts's",
    budget: PRERENDERED_PAGE_BUDGET,
  },
  ...PRERENDERED_PAGES.filter((p) => p.signedIn).map(({ name, path }) => {
    // The reserve page draws its own frame in the shell's (decision 0025): this week's label, and
    // the script that writes it for today second in <head>.
    const week = path === '/food/reserve';
    return {
      name,
      holds: (page: string) =>
        /<html[^>]*data-prerender-session=""/.test(page) &&
        /<header[\s>]/.test(page) &&
        page.includes(TODAY_WEEK_ATTRIBUTE) === week,
      what: week ? "shell's frame with this week's label" : "shell's frame",
      // The frame's check first in <head> (then the week's), the page-snapshot painter after #root.
      scripts: [PRERENDER_INLINE_SCRIPT, ...(week ? [TODAY_WEEK_INLINE_SCRIPT] : []), PAGE_SNAPSHOT_INLINE_SCRIPT],
      allowed: "scripts/prerender-inline.ts's and page-snapshot-inline.ts's",
      budget: week ? PRERENDERED_FRAMED_PAGE_BUDGET : PRERENDERED_FRAME_BUDGET,
    };
  }),
];
for (const { name, holds, what, scripts, allowed, budget } of PRERENDER_CHECKS) {
  for (const variant of VARIANTS) {
    const file = join(dist, prerenderedFile(name, variant));
    if (!existsSync(file)) {
      over.push(`${file} is missing: the build's prerender did not render it (scripts/prerender-plugin.ts)`);
      continue;
    }
    const page = readFileSync(file, 'utf8');
    const inline = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    if (!page.includes('data-prerendered=') || !holds(page)) over.push(`${file}: no prerendered ${what} in #root`);
    if (inline.length !== scripts.length || inline.some((text, i) => text !== scripts[i]))
      over.push(`${file}: inline scripts other than ${allowed} (the CSP allows only their hashes)`);
    const bytes = gzipOf(file);
    lines.push(`prerendered ${prerenderedFile(name, variant)} ${kB(bytes)} (budget ${kB(budget)})`);
    if (bytes > budget) over.push(`${file}: ${kB(bytes)} > ${kB(budget)}`);
  }
}

// index.html (every other address): its one inline script is the page-snapshot painter, as the CSP
// allows by hash (docs/decisions/0023-page-snapshot.md).
{
  const inline = [...readFileSync(join(dist, 'index.html'), 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)];
  if (inline.length !== 1 || inline[0]![1] !== PAGE_SNAPSHOT_INLINE_SCRIPT)
    over.push(`index.html: not exactly scripts/page-snapshot-inline.ts's inline script (the CSP allows only its hash)`);
}

const lazy = files.filter((f) => /static[/\\](js|css)[/\\]async[/\\]/.test(f) && /\.(js|css)$/.test(f));
const largest = lazy.map((f) => ({ f, bytes: gzipOf(f) })).sort((a, b) => b.bytes - a.bytes);
lines.push(
  `largest lazy chunk ${largest[0] ? `${kB(largest[0].bytes)} (${largest[0].f})` : 'none'} (budget ${kB(LAZY_CHUNK_BUDGET)} each)`,
);
for (const { f, bytes } of largest)
  if (bytes > LAZY_CHUNK_BUDGET) over.push(`${f}: ${kB(bytes)} > ${kB(LAZY_CHUNK_BUDGET)}`);

console.log(
  `bundle: no mock code, every Mantine class styled (on /login and /food/reserve by their own first load), Mantine's ${expected.length} sub-layers declared in order first\n  ${lines.join('\n  ')}`,
);
if (over.length) {
  console.error(
    `Over the size budget, or a package where it must not be (scripts/bundle-budget.ts):\n  ${over.join('\n  ')}`,
  );
  process.exit(1);
}
