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
  // What is in it and why: docs/performance.md. It holds the initial files' below, and: every password
  // field's show/hide button named in the page's language (a default prop of LocalizedDefaults and its
  // string in common), the toasts' bottom-only offset, the module-inactive route loading the shell's
  // namespace, the profile picture's "none" kept for the session, the carousel's arrows under the slides.
  // Each raise and its reason: `git log -p scripts/bundle-budget.ts`.
  { page: '/login', groups: ['route-login'], budget: 215.7 * KB },
  // The signed-in shell and the reserve page on top of the initial files. It holds: the reserve page
  // drawn as its own frame while the session is confirmed (decision 0025), the store readers made small
  // (decision 0026: the session read in a transition, the toolbar's memoized parts), the page's reads
  // in a transition and a call in a task of its own (decision 0027: useTransitionQuery, the
  // transport's and prefetch's yields); the initial files (below); the password fields' translated
  // show/hide name and the toasts' bottom-only offset (as /login), the shell's redirect of a
  // switched-off module's address, the module-inactive page's texts in the shell's namespace, the
  // home's title and night greeting; the reserve items: what is left of each item and plus stopped at
  // it, each day's deadline countdown on one minute clock, the cancel's question and its undo (their
  // dialog and notice load when first asked), today's ticket opened from the address, their strings;
  // the words a money action's lost answer ends in, and the counter's own (a reserve or cancel whose
  // answer was lost reads the week again and says what the server holds); on every card the food's
  // rating, its cancel or reserve deadline, the avoid-list mark and "can't make it?" (its machine is
  // not yet loaded on first ask: the next thing to win back). Each raise:
  // `git log -p scripts/bundle-budget.ts`.
  { page: '/food/reserve', groups: RESERVE_GROUPS, budget: 267.8 * KB },
];

/**
 * The app's own initial files (index.html's scripts and stylesheets), before any route. They hold the
 * session's transition selector (decision 0026) and a call sent in a task of its own (decision 0027);
 * the transport removing bidi controls from every text a call sends (src/lib/bidi-controls.ts,
 * docs/security.md "Bad data and bad input": it runs on every body, the sign-in's too, so it cannot
 * wait for a chunk; the page-size cut is a lazy chunk); index.html's page-snapshot painter's
 * allow-list (the elements and attributes the app writes: a snapshot tampered with in storage is never
 * painted; docs/security.md "Page snapshot"). The session's guard is in the shell's group with the
 * shell's frame (SignedInShell), not here. The budgets' history, with what each round won and cost,
 * and today's sizes: `git log -p scripts/bundle-budget.ts`, `npx tsx scripts/check-bundle.ts`.
 */
export const INITIAL_BUDGET = 187.1 * KB;

/**
 * The fonts the route preload hint asks for on a first visit, by the interface's language
 * (scripts/route-preload.ts fontSubsetsFor), in bytes as served: woff2 is compressed already. They are
 * not in a page's first load above, but they share its network: Lighthouse counts them before the
 * first text. Persian fits because the files hold only the weights 400-800 and a Persian page loads
 * the Latin punctuation part instead of the whole Latin file (scripts/fonts.ts).
 */
export const FONT_BUDGETS: { language: string; budget: number }[] = [
  { language: 'fa', budget: 38.5 * KB },
  { language: 'en', budget: 21 * KB },
];

/**
 * Each page rendered ahead at build time (dist/prerendered/*.html), gzip: the whole of its
 * first paint in one file (scripts/prerender.ts). Its markup and inline script, its stylesheets
 * inlined (index.html's and the route's: linked, they were four files, each a connection and round
 * trip after the HTML) and only the Mantine provider's CSS variables the page reads
 * (scripts/prerender-css-variables.ts). Checked on /login's variants (the build's default config.json).
 * Past measurements: `git log -p scripts/bundle-budget.ts`.
 */
export const PRERENDERED_PAGE_BUDGET = 16.2 * KB;

/**
 * The signed-in shell's frame rendered ahead for the home and the reserve page, gzip: as
 * above, with the shell's stylesheet inlined instead of the sign-in page's, and index.html's
 * page-snapshot painter after #root (a repeat visit paints the page the student last saw over the
 * frame). The desktop's is the larger (its header holds the tabs, the palette button, the language
 * switcher and the user menu's place), with the painter's allow-list and the start script's check of
 * what it starts (docs/security.md). Past measurements: `git log -p scripts/bundle-budget.ts`.
 */
export const PRERENDERED_FRAME_BUDGET = 18.9 * KB;

/**
 * The reserve page's (decision 0025): the shell's frame with the page's own, its title and
 * toolbar with this week's label, the page's first paint's largest text. Over the frame alone: the
 * route's stylesheet inlined, the toolbar's markup and the script that writes the week for today;
 * the desktop's, with the painter's allow-list and the start script's check (docs/security.md) and the
 * reserve strings in the route's stylesheet and markup, is the larger. Past measurements:
 * `git log -p scripts/bundle-budget.ts`.
 */
export const PRERENDERED_FRAMED_PAGE_BUDGET = 23.5 * KB;

/** Every lazy chunk file (static/js/async, static/css/async): a route's own chunk stays under 60 kB. */
export const LAZY_CHUNK_BUDGET = 60 * KB;

/**
 * Packages that named chunk groups must not hold (their own files and the shared ones they load):
 * the sign-in page, the reserve page and what it loads after the week (its reminder settings) draw
 * no popover, so none of them loads floating-ui (with Mantine's Popover,
 * Combobox and ScrollArea beside it). A menu, drawer or dialog that needs it loads on intent.
 */
export const FORBIDDEN_PACKAGES: { groups: string[]; packages: RegExp }[] = [
  { groups: ['route-login', ...RESERVE_GROUPS, 'reserve-reminders'], packages: /^@floating-ui\// },
];
