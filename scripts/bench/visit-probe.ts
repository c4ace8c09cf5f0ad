/*
 * `npm run bench:reserve`'s visit marks, installed before the page's scripts: records, from the navigation's start, when the first day's meal
 * card appears (the next animation frame: painted) and when the week is the server's (no fieldset
 * marked as from the device around it). The times are the animation timeline's (document.timeline):
 * the benchmark fixes the page's clock (page.clock), and Playwright's clock replaces performance.now()
 * with one that does not count from the navigation (it read seconds for a paint well under one). Also the
 * page's largest contentful paint and its layout shifts (summed, as CLS's worst case), as the browser
 * reports them. Installed on the cold visit too (never the home there). A string: tsx would inject helpers.
 */
export const visitProbe = (home: boolean) => `((home) => {
  const marks = (window.__repeatVisit = {});
  const now = () => document.timeline.currentTime;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  marks.cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) marks.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const check = () => {
    const card = document.querySelector(home ? 'section[data-module]' : '[data-testid^="day-"] button');
    if (card && marks.card === undefined) {
      marks.card = now();
      marks.fromDevice = !!card.closest('[data-from-device]');
      marks.snapshot = !!card.closest('[data-page-snapshot]');
      requestAnimationFrame(() => (marks.painted = now()));
    }
    // The reserve page's week is fresh once the server's; the home (nothing kept but its snapshot) once the app's.
    const fresh = card && (home ? !card.closest('[data-page-snapshot]') : !card.closest('[data-from-device]'));
    if (fresh && marks.fresh === undefined) marks.fresh = now();
    if (marks.fresh !== undefined) observer.disconnect();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-from-device'] });
})(${home})`;

export interface RepeatMarks {
  card?: number;
  painted?: number;
  fresh?: number;
  fromDevice?: boolean;
  /** Painted by index.html's inline script from the page snapshot (docs/decisions/0023-page-snapshot.md). */
  snapshot?: boolean;
  lcp?: number;
  /** The layout shifts' sum until the server's week is in. */
  cls?: number;
}
