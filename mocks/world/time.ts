/**
 * Dates as the server writes them. The server's zone is Iran (UTC+03:30, no daylight saving since
 * 2022), so "today", day boundaries of date filters and `yyyy-MM-dd HH:mm:ss` texts are computed
 * in that offset, whatever the zone of the machine running the mock.
 */

export const TEHRAN_OFFSET_MS = (3 * 60 + 30) * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;
export const MINUTE_MS = 60 * 1000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Wall-clock parts in Tehran of an instant. */
function parts(ms: number) {
  const d = new Date(ms + TEHRAN_OFFSET_MS);
  return {
    y: d.getUTCFullYear(),
    m: d.getUTCMonth() + 1,
    d: d.getUTCDate(),
    h: d.getUTCHours(),
    min: d.getUTCMinutes(),
    s: d.getUTCSeconds(),
  };
}

/** `yyyy-MM-dd HH:mm:ss` in Tehran (Subsidy.expirationDate, payment and activity dates). */
export function formatDateTime(ms: number): string {
  const p = parts(ms);
  return `${p.y}-${pad(p.m)}-${pad(p.d)} ${pad(p.h)}:${pad(p.min)}:${pad(p.s)}`;
}

/** `yyyy-MM-dd` in Tehran. */
export function formatDate(ms: number): string {
  const p = parts(ms);
  return `${p.y}-${pad(p.m)}-${pad(p.d)}`;
}

/** ISO 8601 with the +03:30 offset (message dates). */
export function formatIso(ms: number): string {
  const p = parts(ms);
  const millis = pad(new Date(ms).getUTCMilliseconds(), 3);
  return `${p.y}-${pad(p.m)}-${pad(p.d)}T${pad(p.h)}:${pad(p.min)}:${pad(p.s)}.${millis}+03:30`;
}

/** Midnight (Tehran) that starts the day of an instant. */
function startOfDay(ms: number): number {
  return Math.floor((ms + TEHRAN_OFFSET_MS) / DAY_MS) * DAY_MS - TEHRAN_OFFSET_MS;
}

/** The end (last millisecond, Tehran) of the day of an instant. */
export function endOfDay(ms: number): number {
  return startOfDay(ms) + DAY_MS - 1;
}

/** Midnight (Tehran) of a `yyyy-MM-dd` text; null when it is not one. */
export function parseDate(text: string | null | undefined): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text?.trim() ?? '');
  if (!m) return null;
  const utc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const back = new Date(utc);
  if (back.getUTCMonth() !== Number(m[2]) - 1 || back.getUTCDate() !== Number(m[3])) return null;
  return utc - TEHRAN_OFFSET_MS;
}

/** An instant at a Tehran wall-clock time on the day `days` from `base` (negative: before). */
export function dayAt(base: number, days: number, hour = 0, minute = 0, second = 0): number {
  return startOfDay(base) + days * DAY_MS + ((hour * 60 + minute) * 60 + second) * 1000;
}
