/**
 * The prerender: writes the public pages and the signed-in shell's frame of a few addresses
 * (decision 0024), rendered ahead by the Node bundle of
 * src/prerender/render-page.tsx, into HTML files beside index.html, one per page and width, that the
 * servers send for those addresses (deploy/nginx/samad.conf, rsbuild.config.ts's preview,
 * prerenderedFileFor below). Run by the build (scripts/prerender-plugin.ts) with the build's
 * config.json, and by hand after a deployment changes config.json (the page must be rendered for the
 * config it will be served with, or the browser draws it anew over the prerendered one):
 *
 *   npx tsx scripts/prerender.ts [dist] [config]   (defaults: dist, <dist>/config.json)
 *
 * `config` is a file or an http(s) address: the e2e and the benches render for the config the mock
 * server answers (playwright.config.ts, scripts/bench-web.ts), as a deployment would for its own.
 *
 * Why and what is checked before the first paint: docs/decisions/0021-prerendered-public-pages.md.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { withFirstPaintVariables } from './prerender-css-variables';
import {
  PRERENDER_CLOUD_ATTRIBUTE,
  PRERENDER_INLINE_SCRIPT,
  PRERENDER_SESSION_ATTRIBUTE,
  START_META_NAME,
  TODAY_WEEK_INLINE_SCRIPT,
} from './prerender-inline';
import { PAGE_SNAPSHOT_INLINE_SCRIPT } from './page-snapshot-inline';
import { PRERENDER_ATTRIBUTE, PRERENDERED_ATTRIBUTE, TODAY_WEEK_ATTRIBUTE } from '../src/prerender/prerender-match';

/**
 * The prerendered pages: their address, file name, the named chunk groups whose CSS they need, and
 * whether the page is a signed-in one. A signed-in address is rendered as its shell's frame (the
 * session not yet confirmed: RequireAuth's `frame`), for the home (the installed app's start) and
 * the reserve page, where students open the portal; the reserve page draws its own frame in it
 * (its title and toolbar with this week: a manifest's `framed`, decision 0025).
 */
export const PRERENDERED_PAGES = [
  { path: '/login', name: 'login', groups: ['route-login'], signedIn: false },
  { path: '/reset-password', name: 'reset-password', groups: ['route-reset-password'], signedIn: false },
  { path: '/', name: 'home', groups: ['route-shell'], signedIn: true },
  { path: '/food/reserve', name: 'food-reserve', groups: ['route-shell', 'route-reserve'], signedIn: true },
] as const;
export const VARIANTS = ['mobile', 'desktop'] as const;
export type Variant = (typeof VARIANTS)[number];
/** Where in dist/ the pages go. */
export const PRERENDER_DIR = 'prerendered';
/** What the build leaves beside them: each page's CSS, so the CLI can render again without the build's stats. */
const MANIFEST_FILE = 'manifest.json';

export const prerenderedFile = (name: string, variant: Variant) => `${PRERENDER_DIR}/${name}.${variant}.html`;

/**
 * The file a page load of `pathname` is answered with (the preview server; nginx has the same rule
 * in deploy/nginx/samad.conf): the page's variant for the device, or null for index.html. A phone by
 * its client hint or user agent; the inline script checks the real width before the first paint.
 */
export function prerenderedFileFor(pathname: string, userAgent = '', mobileHint = ''): string | null {
  const path = pathname.replace(/(.)\/$/, '$1');
  const page = PRERENDERED_PAGES.find((p) => p.path === path);
  if (!page) return null;
  const mobile = mobileHint === '?1' || /Mobi|Android|iPhone|iPad/.test(userAgent);
  return prerenderedFile(page.name, mobile ? 'mobile' : 'desktop');
}

export interface PageParts {
  /** #root's prerendered markup. */
  body: string;
  /** The config's print (src/prerender/prerender-match.ts). */
  print: string;
  variant: Variant;
  /** The page's own stylesheets (its route's chunk groups, dist-relative), in <head> like the initial ones. */
  css: string[];
  /** The config is in cloud mode: a stored university decides the page (the inline script). */
  cloud: boolean;
  /** A signed-in address's frame: drawn only when a session is stored (the inline script). */
  signedIn: boolean;
}

/** The stylesheets index.html links (dist-relative): the initial CSS. */
export const stylesheetsOf = (template: string, publicPath = '/') =>
  Array.from(template.matchAll(/<link href="([^"]+\.css)" rel="stylesheet">/g), (m) => m[1]!.slice(publicPath.length));

/**
 * A stylesheet in the page itself: `data-href` is its address, by which the app's CSS chunk loader
 * (rspack's, for the route's stylesheets) and the route preload hint know it is there already.
 */
export function inlineStylesheet(href: string, text: string): string {
  if (/<\/style/i.test(text)) throw new Error(`prerender: ${href} holds "</style>"`);
  // Its url()s are read against the page's address now: only absolute ones (the build's publicPath) stay right.
  const relative = /url\(\s*["']?(?![a-z]+:|\/|#)/i.exec(text);
  if (relative) throw new Error(`prerender: ${href} has a relative url(), which would break once inlined`);
  return `<style data-href="${href}">${text.replace(/\s*\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '')}</style>`;
}

/**
 * index.html made into a prerendered page: <html> marked with the variant, the inline script first in
 * <head>, the page's scripts named for the inline script to start after the first paint, every
 * stylesheet of the first paint (index.html's and the route's) inlined in <head> (`stylesheet` reads
 * one, dist-relative: a stylesheet linked was one more connection and round trip before the first
 * paint), the markup in #root (inert until hydrated: typing into a form that is not live yet would be
 * lost) and the brand mark beside it for when the inline script rules it out.
 */
export function prerenderedHtml(
  template: string,
  parts: PageParts,
  stylesheet: (file: string) => string,
  publicPath = '/',
): string {
  const root = /<div id="root">([\s\S]*?<div class="boot-splash"[\s\S]*?<\/svg>\s*<\/div>)\s*<\/div>/.exec(template);
  if (!root) throw new Error('index.html: no #root with the boot splash (the prerender replaces it)');
  const splash = /<div class="boot-splash"[\s\S]*?<\/svg>\s*<\/div>/
    .exec(root[1]!)![0]
    .replace('class="boot-splash"', 'class="boot-splash prerender-splash"');
  const inline = (file: string) => inlineStylesheet(`${publicPath}${file}`, stylesheet(file));
  const html = template
    .replace(
      /<html([^>]*)>/,
      `<html$1 ${PRERENDER_ATTRIBUTE}="${parts.variant}"${parts.cloud ? ` ${PRERENDER_CLOUD_ATTRIBUTE}=""` : ''}${
        parts.signedIn ? ` ${PRERENDER_SESSION_ATTRIBUTE}=""` : ''
      }>`,
    )
    .replace(
      /<head>/,
      // The week's label rewritten for today only where there is one (a second script and hash).
      `<head><script>${PRERENDER_INLINE_SCRIPT}</script>${
        parts.body.includes(TODAY_WEEK_ATTRIBUTE) ? `<script>${TODAY_WEEK_INLINE_SCRIPT}</script>` : ''
      }`,
    )
    .replace(
      /<script (?:defer src="([^"]+)"|src="([^"]+)" async)><\/script>/g,
      (_, deferred?: string, async?: string) => `<meta name="${START_META_NAME}" content="${deferred ?? async}">`,
    )
    .replace(/<link href="([^"]+\.css)" rel="stylesheet">/g, (_, href: string) => inline(href.slice(publicPath.length)))
    .replace(/<\/head>/, () => `${parts.css.map(inline).join('')}</head>`)
    // A public page is never a signed-in page's snapshot: its one inline script is the one above. A
    // signed-in address keeps the painter: the page the student last saw there wins over the frame.
    .replace(`<script>${PAGE_SNAPSHOT_INLINE_SCRIPT}</script>`, parts.signedIn ? '$&' : '');
  return html.replace(
    root[0],
    `<div id="root" ${PRERENDERED_ATTRIBUTE}="${parts.print}" inert aria-disabled="true">${parts.body}</div>${splash}`,
  );
}

type RenderPage = (path: string, config: unknown, mobile: boolean) => Promise<{ html: string; print: string } | null>;

/** Renders every page and width into dist/prerendered/ with the Node bundle at `bundle`. */
export async function prerenderPages(options: {
  dist: string;
  bundle: string;
  config: unknown;
  /** Each page's CSS files (dist-relative); read from the last build's manifest when absent. */
  cssOf?: Record<string, string[]>;
}): Promise<string[]> {
  const { dist, bundle, config } = options;
  const outDir = join(dist, PRERENDER_DIR);
  mkdirSync(outDir, { recursive: true });
  const manifestPath = join(outDir, MANIFEST_FILE);
  const cssOf =
    options.cssOf ?? (JSON.parse(readFileSync(manifestPath, 'utf8')) as { css: Record<string, string[]> }).css;
  writeFileSync(manifestPath, `${JSON.stringify({ css: cssOf })}\n`);
  // The bundle is CommonJS (rsbuild's node target); a fresh copy of it for each run of the CLI.
  const { renderPage } = createRequire(import.meta.url)(resolve(bundle)) as { renderPage: RenderPage };
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const read = (file: string) => readFileSync(join(dist, file), 'utf8');
  const cloud = (config as { serveMode?: unknown } | null)?.serveMode === 'cloud';
  const written: string[] = [];
  for (const page of PRERENDERED_PAGES) {
    // In cloud mode a signed-in student has always chosen a university (in the frame's brand): never drawn.
    const skip = page.signedIn && cloud;
    for (const variant of VARIANTS) {
      const rendered = skip ? null : await renderPage(page.path, config, variant === 'mobile');
      const file = prerenderedFile(page.name, variant);
      // A page this config turns off (password recovery without resetPasswordEnabled) only redirects:
      // nothing to paint, no file, and the servers send index.html.
      if (!rendered || !/<main[\s>]/.test(rendered.html)) {
        rmSync(join(dist, file), { force: true });
        continue;
      }
      const { html, print } = rendered;
      if (/<script/i.test(html)) throw new Error(`${page.path}: the prerender wrote a script (a suspended boundary?)`);
      const css = cssOf[page.name] ?? [];
      // Only the CSS variables the page's stylesheets and markup read (scripts/prerender-css-variables.ts).
      const body = withFirstPaintVariables(html, template, [...stylesheetsOf(template), ...css].map(read));
      const parts = { body, print, variant, css, cloud, signedIn: page.signedIn };
      writeFileSync(join(dist, file), prerenderedHtml(template, parts, read));
      written.push(file);
    }
  }
  return written;
}

// The CLI: render again for another config.json (a deployment's, or the mock's in the benches).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = resolve(process.argv[2] ?? 'dist');
  const source = process.argv[3] ?? join(dist, 'config.json');
  const bundle = join(dist === resolve('dist-mock') ? 'dist-mock-prerender' : 'dist-prerender', 'prerender.js');
  if (!existsSync(bundle)) throw new Error(`${bundle} is missing: run the build first`);
  const config: unknown = /^https?:\/\//.test(source)
    ? await (await fetch(source)).json()
    : JSON.parse(readFileSync(source, 'utf8'));
  const files = await prerenderPages({ dist, bundle, config });
  console.log(`prerender: ${files.join(', ')} for ${source}`);
}
