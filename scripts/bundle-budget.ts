/**
 * The size budget of the production build, in gzip bytes: scripts/check-bundle.ts (run by
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
  // What is in it and why: docs/performance.md. Raised with the initial files' below, and for the
  // second walk: every password field's show/hide button named in the page's language (a default prop
  // of LocalizedDefaults and its string in common), the toasts' bottom-only offset, the module-inactive
  // route loading the shell's namespace, the profile picture's "none" kept for the session, the
  // carousel's arrows under the slides.
  { page: '/login', groups: ['route-login'], budget: 215.7 * KB },
  // The signed-in shell and the reserve page on top of the initial files. Today 258.7 kB; the last
  // rises: the reserve page drawn as its own frame while the session is confirmed (+0.4 kB,
  // decision 0025), the store readers made small (+0.1 kB, decision 0026: the session read in a
  // transition, the toolbar's memoized parts), the page's reads in a transition and a call in a task
  // of its own (+0.2 kB, decision 0027: useTransitionQuery, the transport's and prefetch's yields);
  // the initial files' rises (below); the second walk: the password fields' translated show/hide name
  // and the toasts' bottom-only offset (as /login), the shell's redirect of a switched-off module's
  // address, the module-inactive page's texts in the shell's namespace, the home's title and night
  // greeting; the walk's reserve items (+1.9 kB): what is left of each item and plus stopped at it,
  // each day's deadline countdown on one minute clock, the cancel's question and its undo (their
  // dialog and notice load when first asked), today's ticket opened from the address, their strings;
  // the words a money action's lost answer ends in (+0.2 kB of the reservation namespace).
  { page: '/food/reserve', groups: RESERVE_GROUPS, budget: 262.5 * KB },
];

/**
 * The app's own initial files (index.html's scripts and stylesheets), before any route. Today 185.7 kB:
 * raised (+0.1 kB each) for the session's transition selector (decision 0026) and a call
 * sent in a task of its own (decision 0027); +0.4 kB for the transport removing bidi controls from every
 * text a call sends (src/lib/bidi-controls.ts, docs/security.md "Bad data and bad input": it runs on
 * every body, the sign-in's too, so it cannot wait for a chunk; the page-size cut is a lazy chunk);
 * +0.7 kB for index.html's page-snapshot painter's allow-list (the elements and attributes the app
 * writes: a snapshot tampered with in storage is never painted; docs/security.md "Page snapshot"),
 * after a fall of 0.3 kB when the session's guard moved into the shell's group with the shell's frame
 * (SignedInShell). The budgets' history, with what each round won and cost:
 * `git log -p scripts/bundle-budget.ts`.
 */
export const INITIAL_BUDGET = 187.1 * KB;

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
 * Each page rendered ahead at build time (dist/prerendered/*.html), gzip: the whole of its
 * first paint in one file (scripts/prerender.ts). Its markup and inline script (about 5 kB), its
 * stylesheets inlined (index.html's and the route's, about 10 kB: linked, they were 13 kB in four
 * files, each a connection and round trip after the HTML) and the 1.0 kB of the Mantine provider's CSS
 * variables the page reads (scripts/prerender-css-variables.ts; all of them were 4.6 kB). Measured 15.7
 * and 15.8 kB for /login's variants (the build's default config.json); the HTML alone was 10.1 kB.
 */
export const PRERENDERED_PAGE_BUDGET = 16.2 * KB;

/**
 * The signed-in shell's frame rendered ahead for the home and the reserve page, gzip: as
 * above, with the shell's stylesheet inlined instead of the sign-in page's, and index.html's
 * page-snapshot painter after #root (1.2 kB: a repeat visit paints the page the student last saw over
 * the frame). Measured 16.3-16.6 kB for the phone's and 17.8-18.1 kB for the desktop's (its header
 * holds the tabs, the palette button, the language switcher and the user menu's place); +0.7 kB
 * since for the painter's allow-list and the start script's check of what it starts (docs/security.md).
 */
export const PRERENDERED_FRAME_BUDGET = 18.9 * KB;

/**
 * The reserve page's (decision 0025): the shell's frame with the page's own, its title and
 * toolbar with this week's label, the page's first paint's largest text. Over the frame alone: the
 * route's stylesheet inlined (2.6 kB), the toolbar's markup (1.5 kB) and the script that writes the
 * week for today (0.8 kB). Measured 21.1 kB for the phone's, 22.2 kB for the desktop's; 22.2 and
 * 23.2 kB with the painter's allow-list and the start script's check (docs/security.md), and 0.1 kB
 * more with the second walk's reserve strings in the route's stylesheet and markup.
 */
export const PRERENDERED_FRAMED_PAGE_BUDGET = 23.5 * KB;

/** Every lazy chunk file (static/js/async, static/css/async). The issue's target for a route's own chunk is 60 kB. */
export const LAZY_CHUNK_BUDGET = 60 * KB;

/**
 * Packages that named chunk groups must not hold (their own files and the shared ones they load):
 * the sign-in page, the reserve page and what it loads after the week (its reminder settings) draw
 * no popover, so none of them loads floating-ui (13 kB gzip, with Mantine's Popover,
 * Combobox and ScrollArea beside it). A menu, drawer or dialog that needs it loads on intent.
 */
export const FORBIDDEN_PACKAGES: { groups: string[]; packages: RegExp }[] = [
  { groups: ['route-login', ...RESERVE_GROUPS, 'reserve-reminders'], packages: /^@floating-ui\// },
];
