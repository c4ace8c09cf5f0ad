/*
 * The service worker's caches as the page sees them (issue 22). The production build's worker
 * (scripts/service-worker.ts) keeps the answers a day's ticket needs in API_CACHE; the page reads
 * when they came from the server (the offline banner) and deletes them at logout, so the next user
 * of the device never sees them. No imports: the build script reads the names from here too.
 */

/** The user's API answers (profile, credit, selfs, week program, reserves, forgotten-card codes). */
export const API_CACHE = 'samad-api';
/** The runtime configuration (/config.json): the same for every user, kept at logout. */
export const CONFIG_CACHE = 'samad-config';

/** The reserves of a week: the ticket's own data, whose age the banner reports first. */
const RESERVES_PATH = /\/rest\/reserves$/;

export interface CachedAnswer {
  url: string;
  /** The answer's Date header (when the server sent it), if any. */
  date: string | null;
}

/**
 * When the shown data came from the server: the newest cached reserves answer, or, with none, the
 * newest cached answer of any kind; null when nothing is cached or no answer is dated.
 */
export function dataTimeOf(answers: readonly CachedAnswer[]): Date | null {
  const dated = answers
    .map((answer) => ({ reserves: RESERVES_PATH.test(new URL(answer.url, 'http://x').pathname), time: answer.date ? Date.parse(answer.date) : NaN }))
    .filter((answer) => !Number.isNaN(answer.time));
  const reserves = dated.filter((answer) => answer.reserves);
  const pool = reserves.length > 0 ? reserves : dated;
  if (pool.length === 0) return null;
  return new Date(Math.max(...pool.map((answer) => answer.time)));
}

function cacheStorage(): CacheStorage | null {
  return typeof caches === 'undefined' ? null : caches;
}

/** The time of the cached API data (see dataTimeOf); null without a cache (mock mode, old browsers). */
export async function cachedDataTime(): Promise<Date | null> {
  const storage = cacheStorage();
  if (!storage || !(await storage.has(API_CACHE))) return null;
  const cache = await storage.open(API_CACHE);
  const requests = await cache.keys();
  const answers = await Promise.all(
    requests.map(async (request) => ({ url: request.url, date: (await cache.match(request))?.headers.get('date') ?? null })),
  );
  return dataTimeOf(answers);
}

/** Deletes the cached API answers (logout, session end): another user of the device never sees them. */
export async function clearOfflineData(): Promise<void> {
  const storage = cacheStorage();
  if (!storage) return;
  try {
    await storage.delete(API_CACHE);
  } catch (error) {
    // Storage may be unavailable (private mode); nothing was cached then.
    console.warn('could not clear the offline data', error);
  }
}
