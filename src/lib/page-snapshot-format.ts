/**
 * What a kept page snapshot is (docs/decisions/0023-page-snapshot.md), shared by the app
 * that keeps it (./page-snapshot-keep.ts) and the inline script that paints it before the app's scripts
 * (scripts/page-snapshot-inline.ts). No imports: the build config reads it.
 */

/**
 * The local-storage keys' start: one snapshot per address, the key this followed by the address
 * (pageSnapshotKey), so a page kept does not push out another's (the home the installed app opens
 * with, and the reserve page). Only pages that opt in keep one; cleared at every session end.
 */
export const PAGE_SNAPSHOT_KEY = 'portal.pageSnapshot';
/** Where the snapshot of `path` (pathname + search) is kept. */
export const pageSnapshotKey = (path: string) => `${PAGE_SNAPSHOT_KEY}${path}`;
/** Bumped when a snapshot of an older format cannot be painted as is. */
export const PAGE_SNAPSHOT_FORMAT = 1;
/** Never painted when older than this (as the kept answers: src/lib/query-persistence.ts). */
export const PAGE_SNAPSHOT_MAX_AGE_MS = 3 * 24 * 60 * 60 * 1000;
/** The build's initial scripts (static/js/*.js; the lazy chunks are in static/js/async/): a snapshot names its build by them. */
export const INITIAL_SCRIPT = /\/static\/js\/[^/]+\.js$/;

/** #root's attribute while it shows a snapshot (set by the inline script). */
export const SNAPSHOT_ATTRIBUTE = 'data-page-snapshot';

/**
 * How a kept snapshot's text starts (JSON.stringify keeps the writer's key order): the inline script
 * compares it before it parses the whole snapshot, so a text of another address (under a key it does
 * not belong to) costs no parse.
 */
export const snapshotTextStart = (path: string) => `{"v":${PAGE_SNAPSHOT_FORMAT},"path":${JSON.stringify(path)},`;

export interface PageSnapshot {
  v: number;
  /** pathname + search of the page (second: see snapshotTextStart). */
  path: string;
  /** The token's user_name: another user's is never painted. */
  user: string;
  lang: string;
  /** When it was kept, and until when it may be painted (ms since the epoch, the browser's clock). */
  at: number;
  until: number;
  /** The initial scripts of the build that kept it (each `src` and a space): another build's is not painted. */
  build: string;
  /** The media query that chooses the page's layout (a phone's or a desktop's) and whether it matched: painted only when it still does. */
  media: string;
  matches: boolean;
  /** The stylesheets the page had, linked again before the paint. */
  css: string[];
  /** #root's markup. */
  html: string;
}

/*
 * What a snapshot may hold (issue: the stored markup is put back before the app runs, so a tampered
 * one must never run anything): the elements and attributes the app's pages write, lower case. The
 * keeper drops anything else before it stores the page; the inline script paints nothing when a
 * stored snapshot holds anything else (it was not written by the app). No script, iframe, object,
 * embed, link, meta, base or form action; no event handler attribute; a URL only http(s), this
 * site's or a fragment (an image's also data:image).
 */
export const SNAPSHOT_TAGS =
  'a abbr article aside b bdi bdo br button caption circle clippath code col colgroup dd defs desc details div dl dt ellipse em fieldset figcaption figure footer g h1 h2 h3 h4 h5 h6 header hr i img input kbd label legend li line lineargradient main mark nav ol optgroup option output p path pattern polygon polyline pre progress radialgradient rect s section select small span stop strong style sub summary sup svg table tbody td text textarea tfoot th thead time title tr tspan u ul'.split(
    ' ',
  );
export const SNAPSHOT_ATTRIBUTES =
  'alt autocomplete checked class clip-path clip-rule colspan cols cx cy d datetime dir disabled draggable dx dy fill fill-opacity fill-rule focusable for gradienttransform gradientunits height hidden href id inert inputmode label lang max maxlength min minlength multiple name offset opacity open placeholder points preserveaspectratio r readonly required role rows rowspan rx ry scope selected size span spellcheck src step stop-color stop-opacity stroke stroke-dasharray stroke-dashoffset stroke-linecap stroke-linejoin stroke-miterlimit stroke-opacity stroke-width style tabindex text-anchor title transform type value version viewbox width x x1 x2 xmlns xmlns:xlink y y1 y2'.split(
    ' ',
  );
/** Any `data-*` or `aria-*` attribute is the app's too (state for CSS and assistive technology). */
export const SNAPSHOT_ATTRIBUTE_PATTERN = /^(?:data|aria)-[a-z0-9-]+$/;
/** A URL attribute's value: http(s), this site's path, a fragment; an image's also data:image/. */
export const SNAPSHOT_URL_PATTERN = /^(?:https?:\/\/|\/|#|data:image\/(?:png|jpeg|gif|webp|svg\+xml)[;,])/i;
/** Text no style (element or attribute) may hold: it loads or runs something. */
export const SNAPSHOT_STYLE_DENIED =
  /@import|expression\s*\(|javascript:|url\s*\(\s*['"]?\s*(?!#|data:image\/|\/(?!\/))/i;
