import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { missingKeys } from './missing-keys';
import { resetWorldLazily, server } from './msw-server';

// jsdom lacks what Mantine measures with (stack.md: vitest + Mantine in jsdom).
if (typeof window !== 'undefined') {
  const { getComputedStyle } = window;
  window.getComputedStyle = (elt) => getComputedStyle(elt);
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
  Object.defineProperty(window, 'IntersectionObserver', { writable: true, configurable: true, value: NoIntersectionObserver });
  // Mantine's autosize Textarea listens to document.fonts ("loadingdone"), which jsdom lacks.
  if (!('fonts' in document)) {
    const fonts = { status: 'loaded', ready: Promise.resolve(), addEventListener: () => {}, removeEventListener: () => {} };
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
afterAll(() => server.close());
