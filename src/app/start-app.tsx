/**
 * The later part of the start (src/main.tsx): React, Mantine, the session machine and the route
 * table. main.tsx imports this module eagerly (same file, no request) once the config is read and
 * the first page's reads are on the wire, each step a task of its own (TBT, the reserve
 * page's data).
 */
import { MantineProvider } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { RuntimeConfig } from '@/config/schema';
import { createI18n, currentLanguage } from '@/i18n/i18n';
import { holdPageSnapshot, releasePageSnapshot } from '@/lib/page-snapshot';
import { SNAPSHOT_ATTRIBUTE } from '@/lib/page-snapshot-format';
import { PRERENDERED_ATTRIBUTE, prerenderVerdict } from '@/prerender/prerender-match';
import { ALL_CSS_VARIABLES, theme } from '@/ui/theme';
import { App, createAppRouter } from './app';
import { AppProviders } from './providers';

let root: Root | null = null;
const container = () => document.getElementById('root')!;
/** The root drawn anew: over a prerendered page (a miss, the config-error screen), it goes first. */
function rootOf(): Root {
  if (root) return root;
  const element = container();
  if (element.hasAttribute(PRERENDERED_ATTRIBUTE)) dropPrerendered(element);
  // A page snapshot under a screen that is not its page (the config error, a failed start).
  if (element.hasAttribute(SNAPSHOT_ATTRIBUTE)) {
    element.replaceChildren();
    for (const name of [SNAPSHOT_ATTRIBUTE, 'inert', 'aria-busy']) element.removeAttribute(name);
  }
  return (root = createRoot(element));
}

/** The longest a page snapshot stays on screen when its page never says it is drawn. */
const SNAPSHOT_HOLD_MS = 20_000;

/**
 * #root shows the page this student last saw, painted by index.html's inline script
 * (scripts/page-snapshot-inline.ts). The app draws into a container of its own, outside the document,
 * and that container takes #root's place when the page says it is drawn (usePageSnapshot), the
 * address changes (RootLayout), an error screen shows, or after SNAPSHOT_HOLD_MS: the snapshot and
 * the app's loaders never show together, and nothing queries two copies of the page.
 */
function containerBehindSnapshot(snapshot: HTMLElement): HTMLElement {
  const live = document.createElement('div');
  const timer = setTimeout(releasePageSnapshot, SNAPSHOT_HOLD_MS);
  holdPageSnapshot(window.location.pathname + window.location.search, () => {
    clearTimeout(timer);
    snapshot.removeAttribute('id');
    live.id = 'root';
    snapshot.replaceWith(live);
  });
  return live;
}

/** The splash the build put beside a prerendered #root (scripts/prerender.ts). */
const prerenderSplash = () => document.querySelector('.prerender-splash');

/** A prerendered page now live: it takes input, and the brand mark beside it goes. */
function releasePrerendered(element: HTMLElement): void {
  element.removeAttribute('inert');
  element.removeAttribute('aria-disabled');
  element.removeAttribute(PRERENDERED_ATTRIBUTE);
  prerenderSplash()?.remove();
}

/**
 * A prerendered page this visit does not draw (another language, config or width): the brand mark
 * takes its place, as on any other first load, until the first render replaces it. The inline script
 * has hidden it already when storage or the screen ruled it out (scripts/prerender-inline.ts).
 */
function dropPrerendered(element: HTMLElement): void {
  const splash = prerenderSplash();
  splash?.classList.remove('prerender-splash');
  element.replaceChildren(...(splash ? [splash] : []));
  releasePrerendered(element);
}

export async function startApp(config: RuntimeConfig, queryClient: QueryClient, i18n: I18n): Promise<void> {
  // After the namespaces: the shell's route adds the rest to this instance.
  const router = createAppRouter();
  // The address's screens (asked for by the route preload hint already): the first render is the page itself.
  await router.ready;
  const element = container();
  const verdict = prerenderVerdict(element, config, currentLanguage(i18n));
  // A transition: React renders (or hydrates) the first page in slices of a few milliseconds instead
  // of one long task, so a slow phone's main thread stays free for input and the network (TBT).
  if (verdict === 'hydrate') {
    // The page the build rendered ahead is this one: React takes over its markup.
    const release = () => releasePrerendered(element);
    startTransition(() => {
      root = hydrateRoot(
        element,
        <StrictMode>
          <App config={config} i18n={i18n} queryClient={queryClient} router={router} onPageCommitted={release} />
        </StrictMode>,
      );
    });
    return;
  }
  if (element.hasAttribute(SNAPSHOT_ATTRIBUTE)) root = createRoot(containerBehindSnapshot(element));
  startTransition(() => {
    rootOf().render(
      <StrictMode>
        <App config={config} i18n={i18n} queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  });
}

/** Only a broken deployment shows this screen: its code stays out of the first load. */
export async function showConfigError(
  issues: string[],
  fallback: RuntimeConfig,
  queryClient: QueryClient,
): Promise<void> {
  const [i18n, { ConfigErrorScreen }] = await Promise.all([
    createI18n({ startOnly: true }),
    import('@/app/pages/config-error-screen'),
  ]);
  rootOf().render(
    <StrictMode>
      <AppProviders config={fallback} i18n={i18n} queryClient={queryClient}>
        <ConfigErrorScreen issues={issues} />
      </AppProviders>
    </StrictMode>,
  );
}

/** Last resort when the start itself failed: still never a blank page. */
export function showStartFailure(error: unknown): void {
  rootOf().render(
    <MantineProvider theme={theme} {...ALL_CSS_VARIABLES}>
      <p style={{ padding: 24 }}>⚠︎ {String(error)}</p>
    </MantineProvider>,
  );
}
