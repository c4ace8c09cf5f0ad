import { hashKey, QueryObserver, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { decodeAccessToken, getAccessToken } from '@/api/tokens';
import { checkStoredAnswer } from '@/api/transport';
import { STORAGE_KEYS } from './storage-keys';

/*
 * Issue 44: a repeat visit paints the week a student last saw at once (docs/decisions/0019). The
 * answers that paint a page (the manifests' `persisted` paths: the reserve page's selfs, week
 * programs and reserves) are kept in local storage under the signed-in user's name, and put back in
 * the query cache at boot, where the page's own reads find them while the server's answers are on
 * their way. Kept answers:
 *   - are read only for the user of the stored token (the key names the user), and cleared at every
 *     session end (src/lib/session-owned.ts);
 *   - go through the same checks as fresh answers (transport.ts `checkStoredAnswer`): one that fails
 *     is dropped, never shown;
 *   - are marked: `useFromDevice` tells a page its data is the kept copy, which it shows as
 *     "updating" and never acts on (counts and credit come from the server; the credit is not kept);
 *   - are stale at once: the page asks the server for every one of them.
 * TanStack's persister packages are not used: their newest release pins an older query-core (a
 * second copy in the bundle), and the page needs per-user keys, validation on restore and a
 * "from the device" mark that they do not give.
 */

/** Format of the kept answers: a change that older copies cannot be read with bumps it. */
const FORMAT = 1;
/** The build's version: a new deployment drops what an older one kept. */
const BUSTER = `${FORMAT}:${import.meta.env.PUBLIC_APP_VERSION ?? 'dev'}`;
/** A copy older than this is not shown (a week seen a week ago is another week). */
export const MAX_AGE_MS = 3 * 24 * 60 * 60 * 1000;
/** At most this many answers (a week's program is 10-40 kB of JSON). */
export const MAX_ENTRIES = 8;
/** How long a restored answer is held for its page (the cache keeps nothing without an observer). */
const HOLD_MS = 15_000;
/** Answers are written this long after the last one arrived (one write for a page's burst of answers). */
const WRITE_DELAY_MS = 500;

interface StoredEntry {
  key: QueryKey;
  data: unknown;
  /** When the answer arrived (ms since the epoch). */
  at: number;
}

interface StoredCache {
  buster: string;
  entries: Record<string, StoredEntry>;
}

export function storageKeyOf(user: string): string {
  return `${STORAGE_KEYS.queryCache}${user}`;
}

function currentUser(): string | null {
  return decodeAccessToken(getAccessToken())?.user_name ?? null;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function readStored(user: string): StoredCache | null {
  try {
    const text = storage()?.getItem(storageKeyOf(user));
    if (!text) return null;
    const parsed = JSON.parse(text) as Partial<StoredCache> | null;
    if (parsed?.buster !== BUSTER || typeof parsed.entries !== 'object' || !parsed.entries) return null;
    return parsed as StoredCache;
  } catch {
    return null;
  }
}

/** The restored answers: the query → its `dataUpdateCount` once restored (a fresh answer raises it). */
let restored = new WeakMap<Query, number>();
const listeners = new Set<() => void>();

function isRestored(query: Query | undefined): boolean {
  return !!query && query.state.data !== undefined && restored.get(query) === query.state.dataUpdateCount;
}

function persistable(paths: ReadonlySet<string>, key: QueryKey): boolean {
  return typeof key[0] === 'string' && paths.has(key[0]);
}

/**
 * Puts the current user's kept answers of `paths` back in the cache, each once it passed its
 * checks, unless the server's answer came first. Resolves when all are in (or dropped).
 */
export async function restorePersistedQueries(
  queryClient: QueryClient,
  paths: ReadonlySet<string>,
  now = Date.now(),
): Promise<void> {
  const user = currentUser();
  if (!user || paths.size === 0) return;
  const stored = readStored(user);
  if (!stored) return;
  await Promise.all(
    Object.values(stored.entries).map(async (entry) => {
      if (!Array.isArray(entry?.key) || !persistable(paths, entry.key)) return;
      if (typeof entry.at !== 'number' || now - entry.at > MAX_AGE_MS) return;
      let data: unknown;
      try {
        data = await checkStoredAnswer(entry.key[0] as string, entry.data);
      } catch (error) {
        console.warn('a kept answer failed its checks and is dropped', entry.key[0], error);
        return;
      }
      // The session may have ended, or another user signed in, while the checks ran.
      if (currentUser() !== user || queryClient.getQueryData(entry.key) !== undefined) return;
      queryClient.setQueryData(entry.key, data, { updatedAt: entry.at });
      const query = queryClient.getQueryCache().find({ queryKey: entry.key, exact: true });
      if (!query) return;
      // Stale at once, so the page's mount asks the server even right after the last visit.
      query.invalidate();
      restored.set(query, query.state.dataUpdateCount);
      const observer = new QueryObserver(queryClient, { queryKey: entry.key, enabled: false });
      setTimeout(
        observer.subscribe(() => undefined),
        HOLD_MS,
      );
    }),
  );
  for (const listener of listeners) listener();
}

/**
 * Keeps each successful answer of `paths` for the signed-in user, a moment after it arrives.
 * Returns the unsubscribe.
 */
export function persistQueries(queryClient: QueryClient, paths: ReadonlySet<string>): () => void {
  const cache = queryClient.getQueryCache();
  let pending: { user: string; entries: Map<string, StoredEntry> } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const batch = pending;
    pending = null;
    // Written only for the user whose answers they are, and only while that session is open.
    if (!batch || currentUser() !== batch.user) return;
    writeEntries(batch.user, batch.entries);
  };

  const unsubscribe = cache.subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const { query } = event;
    if (!persistable(paths, query.queryKey) || query.state.data === undefined || isRestored(query)) return;
    // A late answer of a cleared cache (the session ended meanwhile) is no one's to keep.
    if (cache.get(query.queryHash) !== query) return;
    const user = currentUser();
    if (!user) return;
    if (pending?.user !== user) pending = { user, entries: new Map() };
    pending.entries.set(query.queryHash, { key: query.queryKey, data: query.state.data, at: Date.now() });
    clearTimeout(timer);
    timer = setTimeout(flush, WRITE_DELAY_MS);
  });
  const onHide = () => flush();
  globalThis.addEventListener?.('pagehide', onHide);
  return () => {
    unsubscribe();
    clearTimeout(timer);
    globalThis.removeEventListener?.('pagehide', onHide);
  };
}

function writeEntries(user: string, fresh: Map<string, StoredEntry>): void {
  const entries = { ...readStored(user)?.entries };
  for (const [hash, entry] of fresh) entries[hash] = entry;
  // The newest MAX_ENTRIES only.
  const kept = Object.entries(entries)
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, MAX_ENTRIES);
  const value: StoredCache = { buster: BUSTER, entries: Object.fromEntries(kept) };
  try {
    storage()?.setItem(storageKeyOf(user), JSON.stringify(value));
  } catch (error) {
    // Full or blocked storage: the next visit waits for the server, as without the copy.
    console.warn('could not keep the answers on this device', error);
    try {
      storage()?.removeItem(storageKeyOf(user));
    } catch {
      // nothing kept
    }
  }
}

/** Forgets which answers were restored (the session ended: the cache is cleared with it). */
export function forgetRestored(): void {
  restored = new WeakMap();
  for (const listener of listeners) listener();
}

/**
 * Whether any of these queries shows the copy kept on this device (not yet the server's answer).
 * Keys of queries not in the cache count as not restored.
 */
export function useFromDevice(keys: readonly QueryKey[]): boolean {
  const queryClient = useQueryClient();
  const joined = keys.map((key) => hashKey(key)).join('\n');
  const subscribe = useCallback(
    (onChange: () => void) => {
      const hashes = new Set(joined.split('\n'));
      listeners.add(onChange);
      const off = queryClient.getQueryCache().subscribe((event) => {
        if (hashes.has(event.query.queryHash)) onChange();
      });
      return () => {
        listeners.delete(onChange);
        off();
      };
    },
    [queryClient, joined],
  );
  const read = () =>
    joined
      .split('\n')
      .some((hash) => hash !== '' && isRestored(queryClient.getQueryCache().get(hash) as Query | undefined));
  return useSyncExternalStore(subscribe, read, read);
}
