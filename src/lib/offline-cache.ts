/*
 * The service worker's caches as the page sees them (issue 22). The production build's worker
 * (scripts/service-worker.ts) keeps the answers a day's ticket needs in API_CACHE; the page deletes
 * them at logout, so the next user of the device never sees them (their time: cached-data-time.ts).
 * No imports: the build script reads the names from here too.
 */

/** The user's API answers (profile, credit, selfs, week program, reserves, forgotten-card codes). */
export const API_CACHE = 'samad-api';
/** The runtime configuration (/config.json): the same for every user, kept at logout. */
export const CONFIG_CACHE = 'samad-config';

/** The browser's Cache Storage; null where there is none (old browsers, tests). */
export function cacheStorage(): CacheStorage | null {
  return typeof caches === 'undefined' ? null : caches;
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
