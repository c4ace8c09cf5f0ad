/*
 * The reserve page's "actionable" mark, installed before the page's scripts (an init script): from
 * the navigation's start until the first reserve or "+" button that is enabled AND works, that is a
 * click on it changes the count the page shows. A painted but inert button (the page snapshot before
 * the scripts, the kept week in its disabled fieldset, a button whose handler is not attached yet)
 * does not count: the probe clicks each enabled candidate once it has been painted (the frame after it
 * entered the DOM) and waits for its count to change; a click
 * that changes nothing is retried on the next candidate, or on the same button a little later.
 *
 * Times are the animation timeline's (document.timeline, from the navigation's start): the benches
 * fix the page's clock, and Playwright's clock replaces performance.now().
 *
 * The click reserves one portion on the mock: the benches reset the world before every run, so runs
 * stay independent. A string, not a function: tsx would inject helpers the page does not have.
 */

export interface ActionableMarks {
  /** The first enabled reserve or "+" button in the DOM (working or not). */
  enabled?: number;
  /** The click that worked. */
  clicked?: number;
  /** Its count on screen changed: the page answered the student. */
  answered?: number;
  /** Clicks that changed nothing (inert buttons). */
  deadClicks: number;
  /** The button that worked (its test id) and whether it was the reserve button or "+". */
  button?: string;
}

/** How long a click may take to change its count before the button counts as inert. */
const ANSWER_WAIT_MS = 1000;
/** When the same inert button is tried again (it may get its handler without being replaced). */
const RETRY_MS = 200;

export const ACTIONABLE_PROBE = `(() => {
  const marks = (window.__actionable = { deadClicks: 0 });
  const now = () => document.timeline.currentTime;
  const NOT_ITEMS = new Set(['reserve-countdown', 'reserve-details', 'reserve-mode', 'reserve-page', 'reserve-qr']);
  const lastTry = new WeakMap();
  // A button counts once it was on screen: the frame after it entered the DOM (a student cannot click it before).
  const seen = new WeakSet();
  const shown = new WeakSet();
  let pending = null;
  const countOf = (id) => {
    const el = document.querySelector('[data-testid="count-' + id + '"]');
    return el ? el.textContent : '';
  };
  const candidate = () => {
    for (const b of document.querySelectorAll('button[data-testid^="reserve-"], button[data-testid^="plus-"]')) {
      const testId = b.getAttribute('data-testid');
      if (NOT_ITEMS.has(testId) || b.matches(':disabled')) continue;
      if (marks.enabled === undefined) marks.enabled = now();
      if (!seen.has(b)) {
        seen.add(b);
        requestAnimationFrame(() => setTimeout(() => { shown.add(b); check(); }, 0));
      }
      if (!shown.has(b)) continue;
      const tried = lastTry.get(b);
      if (tried === undefined || now() - tried >= ${RETRY_MS}) return b;
    }
    return null;
  };
  const settle = () => {
    if (!pending) return;
    const changed = countOf(pending.id) !== pending.before;
    if (changed) {
      marks.clicked = pending.at;
      marks.answered = now();
      marks.button = pending.testId;
      pending = null;
      observer.disconnect();
      return true;
    }
    // Inert: no answer in time, or the button was replaced (the app's render over the snapshot).
    if (now() - pending.at > ${ANSWER_WAIT_MS} || !pending.button.isConnected) {
      marks.deadClicks += 1;
      pending = null;
    }
    return false;
  };
  const check = () => {
    if (marks.answered !== undefined) return;
    if (pending && (settle() || pending)) return;
    const b = candidate();
    if (!b) return;
    const testId = b.getAttribute('data-testid');
    const id = testId.replace(/^(reserve|plus)-/, '');
    pending = { button: b, testId, id, before: countOf(id), at: now() };
    lastTry.set(b, pending.at);
    b.click();
    settle();
  };
  const observer = new MutationObserver(check);
  const start = () => observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  start();
  // Timers as well as mutations: an inert button is retried, a slow answer times out, with no DOM change.
  const tick = () => {
    check();
    if (marks.answered === undefined) setTimeout(tick, 50);
  };
  tick();
})()`;

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length === 0 ? NaN : s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** One row per measure, one column per statistic: the medians and ranges the benches print. */
export function printTable(title: string, rows: [string, number[]][]): void {
  const ms = (v: number) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '-');
  console.log(`\n${title}`);
  console.log('| from the navigation to | median | min | max | n |');
  console.log('|---|---|---|---|---|');
  for (const [name, values] of rows) {
    const v = values.filter(Number.isFinite);
    console.log(
      `| ${name} | ${ms(median(v))} | ${ms(v.length ? Math.min(...v) : NaN)} | ${ms(v.length ? Math.max(...v) : NaN)} | ${v.length} |`,
    );
  }
}
