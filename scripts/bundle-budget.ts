/**
 * The size budget of the production build (issue 20), in gzip bytes: scripts/check-bundle.ts (run by
 * `npm test` after the build) fails when a page's first load or a lazy chunk grows past it. Bytes,
 * not times: they do not depend on the machine. Lower a budget when a change makes room; raise one
 * only with a reason in the commit.
 *
 * A page's first load is the initial files of index.html plus the named chunk groups its route
 * loads (lazy imports named `route-…` with webpackChunkName).
 */
import { RESERVE_GROUPS } from './route-preload';

export const KB = 1024;

export const PAGE_BUDGETS: { page: string; groups: string[]; budget: number }[] = [
  // The sign-in page: the initial files and its own group (the form, its namespace, Mantine's inputs).
  // What is in it and why: docs/performance.md. Today 214.0 kB; the last rise (issue 44, +1.4 kB) is
  // React's hydrateRoot and the start's choice between hydrating the prerendered page and drawing anew
  // (+0.6 kB), the repeat visit's session starting from the profile kept on the device (+0.3 kB), and
  // the swap of a page snapshot for the app's page (+0.4 kB, in the initial files below).
  { page: '/login', groups: ['route-login'], budget: 214.2 * KB },
  // The signed-in shell and the reserve page on top of the initial files. Today 257.3 kB; the last rise
  // (issues 42, 43 and 44, +3.0 kB): the kept week's page part (the "updating" mark, the disabled fieldset,
  // three strings; the persistence itself is a lazy chunk), the hydration code above, the week planner's
  // entry in the reserve page's chunk and namespace (its page is a lazy chunk of its own), the meal's
  // machine that owns its items' counts (machines/reserve-meal.machine.ts, +0.3 kB), and the page
  // snapshot: its swap in the initial files and the page's release and keep hook (+0.8 kB; what copies
  // the page is a lazy chunk, page-snapshot-keep).
  { page: '/food/reserve', groups: RESERVE_GROUPS, budget: 257.5 * KB },
];

/**
 * The app's own initial files (index.html's scripts and stylesheets), before any route. Today 185.4 kB;
 * the last rise (issue 44, +1.2 kB): hydration of the prerendered public pages, the kept profile's race
 * at boot, and the page snapshot's swap for the app's page (its container outside the document, the
 * release when the address changes or an error shows: +0.4 kB). The budgets' history, with what each
 * round won and cost: `git log -p scripts/bundle-budget.ts`.
 */
export const INITIAL_BUDGET = 185.6 * KB;

/**
 * The fonts the route preload hint asks for on a first visit, by the interface's language
 * (scripts/route-preload.ts fontSubsetsFor), in bytes as served: woff2 is compressed already. They are
 * not in a page's first load above, but they share its network: Lighthouse counts them before the
 * first text. Persian: 78.9 kB with the whole weight axis; 52.0 kB with only 400-800; 38.0 kB with the
 * Latin punctuation part instead of the whole Latin file (scripts/fonts.ts).
 */
export const FONT_BUDGETS: { language: string; budget: number }[] = [
  { language: 'fa', budget: 38.5 * KB },
  { language: 'en', budget: 21 * KB },
];

/**
 * Each page rendered ahead at build time (issue 44, dist/prerendered/*.html), gzip: before, /login's
 * HTML was index.html (1.0 kB) and its first text waited for the scripts; now the HTML carries the
 * page itself: its markup (about 5 kB) and the Mantine provider's CSS variables (about 4.6 kB, the
 * <style> the provider otherwise writes from script: ALL_CSS_VARIABLES, decision 0017). Measured 10.1 kB
 * for /login's variants (the build's default config.json).
 */
export const PRERENDERED_PAGE_BUDGET = 10.5 * KB;

/** Every lazy chunk file (static/js/async, static/css/async). The issue's target for a route's own chunk is 60 kB. */
export const LAZY_CHUNK_BUDGET = 60 * KB;

/**
 * Packages that named chunk groups must not hold (their own files and the shared ones they load):
 * the sign-in page, the reserve page and what it loads after the week (its reminder settings) draw
 * no popover, so none of them loads floating-ui (issue 20: 13 kB gzip, with Mantine's Popover,
 * Combobox and ScrollArea beside it). A menu, drawer or dialog that needs it loads on intent.
 */
export const FORBIDDEN_PACKAGES: { groups: string[]; packages: RegExp }[] = [
  { groups: ['route-login', ...RESERVE_GROUPS, 'reserve-reminders'], packages: /^@floating-ui\// },
];
