import { API_CACHE, CACHE_USER_PARAM, cacheStorage } from './offline-cache';

/*
 * When the service worker's cached API answers came from the server, for the offline banner
 *. Apart from offline-cache.ts: only the banner's lazy part needs it, offline.
 */

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
    .map((answer) => ({
      reserves: RESERVES_PATH.test(new URL(answer.url, 'http://x').pathname),
      time: answer.date ? Date.parse(answer.date) : NaN,
    }))
    .filter((answer) => !Number.isNaN(answer.time));
  const reserves = dated.filter((answer) => answer.reserves);
  const pool = reserves.length > 0 ? reserves : dated;
  if (pool.length === 0) return null;
  return new Date(Math.max(...pool.map((answer) => answer.time)));
}

/** The time of `user`'s cached API data (see dataTimeOf); null without a cache (mock mode, old browsers). */
export async function cachedDataTime(user: string | null): Promise<Date | null> {
  const storage = cacheStorage();
  if (!storage || !user || !(await storage.has(API_CACHE))) return null;
  const cache = await storage.open(API_CACHE);
  // Only this user's answers (the worker keys each by its user).
  const requests = (await cache.keys()).filter(
    (request) => new URL(request.url).searchParams.get(CACHE_USER_PARAM) === user,
  );
  const answers = await Promise.all(
    requests.map(async (request) => ({
      url: request.url,
      date: (await cache.match(request))?.headers.get('date') ?? null,
    })),
  );
  return dataTimeOf(answers);
}
