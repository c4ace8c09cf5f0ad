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
  // Measured 336.8 kB (2026-11-24), 342.4 kB after issue 12's error boundaries and item pruning
  // at the transport merged; 295.1 kB after the manifest split, the first-screen namespaces, the lazy
  // sanitiser and welcome modal, and zod/mini for the config. The target is 200 kB.
  // 247.0 kB (2026-11-24, third round): no popover code on /login (native language select, the captcha
  // hint as a title, the university dialog lazy), the toasts' view with the first toast, popover CSS
  // with the shell, woff2-only fonts. 230.6 kB (fifth round): the runtime config checked without zod.
  // 231.1 kB (eighth round): raised by 0.5 kB because the lazy menus, drawer and self chooser changed
  // how rspack splits the chunks /login shares with them (one more shared file, no new code on the
  // page), while /food/reserve fell by 62 kB.
  // 232.0 kB: +0.9 kB for Combobox's CSS in the first paint, the chevron of the language select,
  // drawn 34 px wide on /login because its rule came only with the shell (check-bundle checks each
  // page's classes against its own CSS now).
  // 233.4 kB (ninth round): +1.4 kB. Mantine's stylesheets come with their components' scripts, each in
  // its own sub-layer that the first stylesheet declares in Mantine's order (0.6 kB of names), and the
  // sign-in form's inputs, accordion and password field now arrive in the route's two CSS files
  // instead of the first paint's one; the reserve page fell by 8.8 kB, and a Select's dropdown is
  // drawn with its own padding again, not the Popover's loaded after it.
  // 230.0 kB: the announcements' accordion (its script, Mantine's keyboard helper and its CSS) comes
  // with the list, after the first paint.
  // 230.6 kB: +0.6 kB for loading each Persian namespace with the screens that use it (the loaders, the
  // backend that makes a screen wait for a namespace no route loaded); every signed-in page fell by 9 kB.
  // 228.9 kB (tenth round): the announcements' mobile toggle opens a plain region, not Mantine's Collapse.
  // 212.9 kB (eleventh round): React Router's declarative routes instead of its data router (-16.1 kB
  // on every page: src/app/lazy-routes.tsx), 8-digit file hashes (-0.4 kB).
  // 209.4 kB (thirteenth round): Mantine's default-css-variables.css out of the first stylesheet (-3.6 kB:
  // the provider writes every variable, src/app/providers.tsx).
  // 209.6 kB: V8's compile hint at the top of each of its scripts (+0.2 kB, scripts/compile-hints-plugin.ts).
  // 210.1 kB (issue 42): +0.5 kB, as the initial files, for one place to add an i18n namespace.
  // 212.6 kB (issue 40): the session's drafts pruning, cross-tab activity, the offline cache's user record and
  // the not-data check in the first load (+1.7 kB), the money and i18n changes (+0.8 kB). To win back (issue 44).
  { page: '/login', groups: ['route-login'], budget: 212.8 * KB },
  // Measured 405.2 kB, 411.3 kB after the same merge: the shell and the reserve page on top of the initial files;
  // 402.1 kB after the same changes (the shell's group now counts the signed-in namespaces); 410.4 kB with
  // issue 22 (colour-scheme control and offline banner in the shell, reminders' lazy entry) and issue 21's grid
  // keyboard merged. Target 200 kB.
  // 368.2 kB after the third round: the forced-message and password dialogs, the command palette, the
  // day's details, the poll and the cards' dialogs load when opened. 351.9 kB without zod at start.
  // 287.4 kB (eighth round): the user menu, a meal card's menu and the mobile drawer load on intent,
  // the self picker is a native select, the self chooser a lazy modal and the week a plain table, so
  // floating-ui, Popover, Menu, Combobox, ScrollArea, Modal and the scroll lock left the first load.
  // 288.1 kB: the menus and the drawer give the focus back to their button on close (+0.3 kB).
  // 279.4 kB (ninth round): the shell's 11.7 kB of Mantine CSS for every signed-in page became each
  // component's stylesheet in its component's chunk (scripts/mantine-css-loader.cjs).
  // 279.5 kB with the runtime config taken from the route preload hint's early request (+0.1 kB).
  // 270.2 kB: the shell brings only its own Persian namespace, the page only reservation's (fa-reservation);
  // the other modules' 9 kB load with their routes (src/i18n/i18n.ts, the manifests' `namespaces`).
  // 269.6 kB (tenth round): a chunk it shared with /login's Collapse split differently.
  // 253.6 kB (eleventh round): the declarative router, 8-digit hashes; the boot reads (+0.2 kB).
  // 250.2 kB (thirteenth round): Mantine's default CSS variables from the provider (-3.6 kB).
  // 250.5 kB: V8's compile hint on each of its scripts (+0.3 kB).
  // 251.3 kB: the live server's program and reserve shapes (issue 39): their zod schemas (the full reserve
  // record in both the programs and the reserves tag) and the week's reading (program-model.ts weekProgramOf).
  // 251.1 kB (issue 42): +0.5 kB as the initial files, +0.1 kB for the shell's Persian namespace in a
  // file of its own (fa-shell-json, preloaded beside route-shell) instead of inside route-shell's.
  // 254.3 kB: issues 39, 40 and 42 together (the live server's shapes, the session's safety, one i18n backend).
  // 254.7 kB (issue 42): a meal's counts have one owner, machines/reserve-meal.machine.ts (+0.4 kB).
  { page: '/food/reserve', groups: RESERVE_GROUPS, budget: 254.9 * KB },
];

/** The app's own initial files (index.html's scripts and stylesheets), before any route. */
export const INITIAL_BUDGET = 184.4 * KB; // 184.2 kB with issue 40's session safety in the first load (drafts pruning, cross-tab activity, the offline cache's user, not-data: +1.7 kB; to win back, issue 44); 182.1 kB with every namespace's files found by one import pattern and i18next-resources-to-backend (issue 42: +0.5 kB, the runtime's map and table of 42 namespace files, where fa had 9 loaders and en and ar one file each; the price of adding a namespace in one place); 181.6 kB with V8's compile hint on each script; 181.5 kB without Mantine's default-css-variables.css (thirteenth round); 185.0 kB with React Router's declarative routes (its data router was 16.1 kB) and 8-digit file hashes (eleventh round); 201.4 kB with the boot splash's CSS and the English font family (tenth round); 201.0 kB with the per-namespace loaders and the i18n backend (+0.6 kB); 200.3 kB with only the first screen's components' CSS (ninth round); 203.8 kB with Combobox's CSS (the native selects' chevron) in the first paint; // 202.3 kB with React Router's production build (sixth round); 202.8 kB with the runtime config checked without zod (fifth round); 219.1 kB after the third round (2026-11-24); 221.2 kB with issue 22's dark mode and offline ticket; measured 249.7 kB (326.4 before issue 20); 255.7 kB with issue 12's boundaries and pruning; 219.9 kB (2026-11-24, README Performance)

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

/** Every lazy chunk file (static/js/async, static/css/async). The target for a route's own chunk is 60 kB. */
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
