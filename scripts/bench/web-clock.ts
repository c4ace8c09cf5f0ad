/*
 * `npm run bench:web`'s clock and LCP element: the weekday flags, the instant each stands for, the
 * script that moves the browser's clock there, and the element Lighthouse measured as the LCP.
 *
 * Why a weekday at all: what the reserve page paints depends on the day (the day list starts at
 * today, and a day's heading is as wide as its name), so which element is the largest paint, and
 * when it comes, changes with the weekday. The mock is set to the same instant (its reset's `now`):
 * a browser on another day than the mock asks for a week the mock did not seed.
 */

export const WEEKDAYS = ['sat', 'sun', 'mon', 'tue', 'wed', 'thu', 'fri'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** `--all-weekdays`, or `--weekday=sat` / `--weekday=sat,tue`; none: the real clock. */
export function weekdaysFromArgs(argv: readonly string[]): Weekday[] {
  if (argv.includes('--all-weekdays')) return [...WEEKDAYS];
  const value = argv.find((a) => a.startsWith('--weekday='))?.split('=')[1];
  if (!value) return [];
  const days = value.split(',').map((d) => d.trim().toLowerCase().slice(0, 3));
  const unknown = days.filter((d) => !(WEEKDAYS as readonly string[]).includes(d));
  if (unknown.length) throw new Error(`--weekday: unknown ${unknown.join(', ')} (one of ${WEEKDAYS.join('|')})`);
  return days as Weekday[];
}

/** Tehran keeps UTC+03:30 all year. */
const TEHRAN_OFFSET_MS = 3.5 * 60 * 60 * 1000;

/**
 * That weekday of the current Jalali week (Saturday first) at 10:00 Tehran, before the day's reserve
 * deadlines (12:00): the same instant for the mock and the browser.
 */
export function clockAt(weekday: Weekday, today = new Date()): string {
  const tehran = new Date(today.getTime() + TEHRAN_OFFSET_MS);
  // getUTCDay: Saturday is 6; the Jalali week's index: Saturday 0 ... Friday 6.
  const index = (tehran.getUTCDay() + 1) % 7;
  const day = new Date(Date.UTC(tehran.getUTCFullYear(), tehran.getUTCMonth(), tehran.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - index + WEEKDAYS.indexOf(weekday));
  return `${day.toISOString().slice(0, 10)}T10:00:00+03:30`;
}

/**
 * Installed before the page's scripts: `Date` (and `Date.now`) read `iso` at the navigation's start
 * and flow from there; timers, `performance.now()` and the page's timeline are untouched, so the
 * measurement is not.
 */
export function browserClockScript(iso: string): string {
  return `(() => {
    const RealDate = Date;
    const offset = new RealDate(${JSON.stringify(iso)}).getTime() - RealDate.now();
    function FakeDate(...args) {
      if (!new.target) return new RealDate(RealDate.now() + offset).toString();
      return args.length ? new RealDate(...args) : new RealDate(RealDate.now() + offset);
    }
    FakeDate.prototype = RealDate.prototype;
    FakeDate.now = () => RealDate.now() + offset;
    FakeDate.parse = RealDate.parse;
    FakeDate.UTC = RealDate.UTC;
    Object.defineProperty(FakeDate.prototype, 'constructor', { value: FakeDate });
    globalThis.Date = FakeDate;
  })()`;
}

interface LcpNode {
  type?: string;
  selector?: string;
  snippet?: string;
  nodeLabel?: string;
  items?: { label?: string; subpart?: string; duration?: number }[];
}

/**
 * The LCP element (its selector and text) and where its time went (Lighthouse 13's LCP breakdown
 * insight: a list of the subparts table, e.g. TTFB and render delay, and the element's node).
 */
export function lcpElementOf(details: unknown): { element: string; timing: string } {
  const items = (details as { items?: LcpNode[] } | undefined)?.items ?? [];
  const node = items.find((i) => i.type === 'node');
  const parts = items.find((i) => i.type === 'table')?.items ?? [];
  const timing = parts.map((p) => `${p.subpart ?? p.label} ${Math.round(p.duration ?? 0)} ms`).join(', ');
  const text = (node?.nodeLabel ?? node?.snippet ?? '?').replace(/\s+/g, ' ').slice(0, 60);
  const selector = (node?.selector ?? '?').split(' > ').slice(-3).join(' > ');
  return { element: `${selector} «${text}»`, timing };
}
