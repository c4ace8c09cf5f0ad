import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { focusManager, onlineManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

// Test files share a worker (isolate: false in vitest.config.ts): its window, its storage and the
// modules of node_modules stay; our own modules are evaluated afresh for each file, so a store, a
// cache or the mock world never carries one file's state into the next.
vi.resetModules();
if (typeof window !== 'undefined') {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  // What an earlier file left in the page (a portal of a root it never unmounted).
  document.body.replaceChildren();
  // Mantine's toasts live in its package's store, which the worker keeps.
  notifications.clean();
  notifications.cleanQueue();
  // TanStack Query's managers too: a file that started its query client offline left every query
  // of the next file paused.
  onlineManager.setOnline(true);
  focusManager.setFocused(undefined);
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
}
const { missingKeys } = await import('./missing-keys');
const { resetWorldLazily, server } = await import('./msw-server');

// jsdom lacks what Mantine measures with (stack.md: vitest + Mantine in jsdom).
if (typeof window !== 'undefined') {
  // Once per window: the setup runs again for every file in the same window.
  const { getComputedStyle } = window;
  if (!('wrapped' in getComputedStyle))
    window.getComputedStyle = Object.assign((elt: Element) => getComputedStyle(elt), { wrapped: true });
  Element.prototype.scrollIntoView = () => {};
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
  class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = ResizeObserver;
  // Embla (Mantine Carousel) and the infinite list watch elements with IntersectionObserver, which
  // jsdom lacks. A test that needs to fire it replaces it with vi.stubGlobal.
  class NoIntersectionObserver {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds = [];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', {
    writable: true,
    configurable: true,
    value: NoIntersectionObserver,
  });
  // Mantine's autosize Textarea listens to document.fonts ("loadingdone"), which jsdom lacks.
  if (!('fonts' in document)) {
    const fonts = {
      status: 'loaded',
      ready: Promise.resolve(),
      addEventListener: () => {},
      removeEventListener: () => {},
    };
    Object.defineProperty(document, 'fonts', { configurable: true, value: fonts });
  }
}

// Whole pages (session, lazy screens, queries, Mantine) take a moment to settle in jsdom, more so on a
// busy machine: findBy/waitFor wait up to 8 s (the per-test limit, 20 s, is in vitest.config.ts).
configure({ asyncUtilTimeout: 8000 });

// The network is MSW's: a request no handler answers fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Each test file starts from the seeded mock world (pinned clock, default persona), seeded on the
// file's first mock request. A test that changes the world and needs a clean one in the next test,
// or reads the world directly, calls resetWorld() in its beforeEach.
beforeAll(() => resetWorldLazily());
afterEach(() => {
  cleanup();
  server.resetHandlers();
  // Every string a person reads must exist in fa, en and ar.
  const missing = missingKeys.splice(0);
  if (missing.length) throw new Error(`Missing translation keys: ${missing.join(', ')}`);
});
afterAll(() => {
  server.events.removeAllListeners();
  server.close();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
