/*
 * The service worker's caches as the page sees them. The production build's worker
 * (scripts/service-worker.ts) keeps the answers a day's ticket needs in API_CACHE; the page deletes
 * them at logout, so the next user of the device never sees them (their time: cached-data-time.ts).
 * No imports: the build script reads the names from here too.
 */

/** The user's API answers (profile, credit, selfs, week program, reserves, forgotten-card codes). */
export const API_CACHE = 'samad-api';
/** The runtime configuration (/config.json): the same for every user, kept at logout. */
export const CONFIG_CACHE = 'samad-config';
/**
 * Whose session is open, for the worker. An answer is kept only while its user (the
 * `user_name` of the bearer it was asked with) is the one recorded here: an answer that arrives
 * after sign-out, or after another student signed in, is dropped instead of written.
 */
export const SESSION_CACHE = 'samad-session';
export const SESSION_USER_URL = '/__offline/current-user';
/** The query parameter the worker adds to each kept answer's key: the user it belongs to. */
export const CACHE_USER_PARAM = '__user';

/** The browser's Cache Storage; null where there is none (old browsers, tests). */
export function cacheStorage(): CacheStorage | null {
  return typeof caches === 'undefined' ? null : caches;
}

/** Records the signed-in user for the worker: its answers from now on may be kept (under that user). */
export async function markOfflineUser(user: string | null): Promise<void> {
  const storage = cacheStorage();
  if (!storage || !user) return;
  try {
    await (await storage.open(SESSION_CACHE)).put(SESSION_USER_URL, new Response(user));
  } catch (error) {
    console.warn('could not record the offline user', error);
  }
}

/**
 * Deletes the cached API answers (logout, session end): another user of the device never sees them.
 * The session's record goes first, so an answer still on its way is dropped, not written afterwards.
 */
export async function clearOfflineData(): Promise<void> {
  const storage = cacheStorage();
  if (!storage) return;
  try {
    await storage.delete(SESSION_CACHE);
    await storage.delete(API_CACHE);
  } catch (error) {
    // Storage may be unavailable (private mode); nothing was cached then.
    console.warn('could not clear the offline data', error);
  }
}
