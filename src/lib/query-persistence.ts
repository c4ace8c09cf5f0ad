import { hashKey, QueryObserver, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { signedInUsername } from '@/api/tokens';
import { checkAnswerBody } from '@/api/transport';
import { storageKeyOf } from './kept-answers-key';
import { readStoredJson, writeStored, writeStoredJson } from './local-store';
import { isRestored, markRestored } from './restored-queries';

/*
 * A repeat visit paints the week a student last saw at once (docs/decisions/0020). The
 * answers that paint a page (the reserve page's selfs, week programs and reserves: PERSISTED_PATHS in
 * its module) are kept in local storage under the signed-in user's name, and put back in the query
 * cache at boot by the page's prefetch, where its own reads find them while the server's answers are
 * on their way. A lazy chunk of its own (the reserve page's first load has a budget): the page's
 * "from the device" mark is src/lib/restored-queries.ts. Kept answers:
 *   - are read only for the user of the stored token (the key names the user), and cleared at every
 *     session end (src/lib/session-owned.ts);
 *   - go through the same checks as fresh answers (`checkStoredAnswer`): one that fails is dropped,
 *     never shown;
 *   - are marked: `useFromDevice` (restored-queries.ts) tells a page its data is the kept copy, which it shows as
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
/** At most this many answers (a week's program is a sizeable JSON, and local storage is small), besides the profile. */
export const MAX_ENTRIES = 8;
/** The profile's answer (the envelope of GET /rest/users/me), kept beside the week: the signed-in page waits for it. */
const PROFILE_PATH = '/rest/users/me';
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

function readStored(user: string): StoredCache | null {
  const parsed = readStoredJson(storageKeyOf(user)) as Partial<StoredCache> | null;
  if (parsed?.buster !== BUSTER || typeof parsed.entries !== 'object' || !parsed.entries) return null;
  return parsed as StoredCache;
}

/**
 * A kept answer goes through the checks of a fresh answer of the same GET (src/api/transport.ts): the
 * same schemas, its lists' malformed items dropped, then the whole answer validated. Resolves to what
 * a screen may read, or rejects.
 */
export function checkStoredAnswer(path: string, body: unknown): Promise<unknown> {
  return checkAnswerBody('GET', path, body, { source: `stored GET ${path}` });
}

function persistable(paths: ReadonlySet<string>, key: QueryKey): boolean {
  return typeof key[0] === 'string' && paths.has(key[0]);
}

/**
 * Puts the current user's kept answers of `paths` back in the cache, each once it passed its
 * checks, unless the server's answer came first. `only`: just these queries (what the first screen
 * shows: each check is a schema's walk over a week, on the way to the first paint). Resolves when all
 * are in (or dropped).
 */
export async function restorePersistedQueries(
  queryClient: QueryClient,
  paths: ReadonlySet<string>,
  { only, now = Date.now() }: { only?: readonly QueryKey[]; now?: number } = {},
): Promise<void> {
  const user = signedInUsername();
  if (!user || paths.size === 0) return;
  const stored = readStored(user);
  if (!stored) return;
  const wanted = only && new Set(only.map((key) => hashKey(key)));
  await Promise.all(
    Object.entries(stored.entries).map(async ([hash, entry]) => {
      if (!Array.isArray(entry?.key) || !persistable(paths, entry.key)) return;
      if (wanted && !wanted.has(hash)) return;
      if (typeof entry.at !== 'number' || now - entry.at > MAX_AGE_MS) return;
      let data: unknown;
      try {
        data = await checkStoredAnswer(entry.key[0] as string, entry.data);
      } catch (error) {
        console.warn('a kept answer failed its checks and is dropped', entry.key[0], error);
        return;
      }
      // The session may have ended, or another user signed in, while the checks ran.
      if (signedInUsername() !== user || queryClient.getQueryData(entry.key) !== undefined) return;
      queryClient.setQueryData(entry.key, data, { updatedAt: entry.at });
      const query = queryClient.getQueryCache().find({ queryKey: entry.key, exact: true });
      if (!query) return;
      // Stale at once, so the page's mount asks the server even right after the last visit.
      query.invalidate();
      markRestored(query);
      const observer = new QueryObserver(queryClient, { queryKey: entry.key, enabled: false });
      setTimeout(
        observer.subscribe(() => undefined),
        HOLD_MS,
      );
    }),
  );
}

/**
 * Keeps each successful answer of `paths` for the signed-in user, a moment after it arrives.
 * Returns the unsubscribe.
 */
export function persistQueries(queryClient: QueryClient, paths: ReadonlySet<string>): () => void {
  const running = persisters.get(queryClient);
  if (running) return running;
  const cache = queryClient.getQueryCache();
  let pending: { user: string; entries: Map<string, StoredEntry> } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const batch = pending;
    pending = null;
    // Written only for the user whose answers they are, and only while that session is open.
    if (!batch || signedInUsername() !== batch.user) return;
    writeEntries(batch.user, batch.entries);
  };

  const keep = (query: Query) => {
    if (!persistable(paths, query.queryKey) || query.state.status !== 'success' || isRestored(query)) return;
    // A late answer of a cleared cache (the session ended meanwhile) is no one's to keep.
    if (cache.get(query.queryHash) !== query) return;
    const user = signedInUsername();
    if (!user) return;
    if (pending?.user !== user) pending = { user, entries: new Map() };
    pending.entries.set(query.queryHash, {
      key: query.queryKey,
      data: query.state.data,
      at: query.state.dataUpdatedAt,
    });
    clearTimeout(timer);
    timer = setTimeout(flush, WRITE_DELAY_MS);
  };
  const unsubscribe = cache.subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') keep(event.query);
  });
  // Answers that arrived before this chunk did.
  for (const query of cache.getAll()) keep(query);
  const onHide = () => flush();
  globalThis.addEventListener?.('pagehide', onHide);
  const stop = () => {
    unsubscribe();
    clearTimeout(timer);
    globalThis.removeEventListener?.('pagehide', onHide);
    persisters.delete(queryClient);
  };
  persisters.set(queryClient, stop);
  return stop;
}

/** One writer per query client (the prefetch and the page both start it). */
const persisters = new WeakMap<QueryClient, () => void>();

function writeEntries(user: string, fresh: Map<string, StoredEntry>): void {
  const entries = { ...readStored(user)?.entries };
  for (const [hash, entry] of fresh) entries[hash] = entry;
  // The newest MAX_ENTRIES only.
  const kept = Object.entries(entries)
    .filter(([hash]) => hash !== PROFILE_PATH)
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, MAX_ENTRIES);
  const profile = entries[PROFILE_PATH];
  if (profile) kept.push([PROFILE_PATH, profile]);
  const value: StoredCache = { buster: BUSTER, entries: Object.fromEntries(kept) };
  // Full or blocked storage: the next visit waits for the server, as without the copy.
  if (!writeStoredJson(storageKeyOf(user), value)) {
    console.warn('could not keep the answers on this device');
    writeStored(storageKeyOf(user), null);
  }
}

/**
 * Keeps the signed-in user's profile for the next visit (as the answer's envelope, so it is checked
 * as one), so the signed-in page can paint before the server confirms it (src/session/profile-api.ts).
 * Only the token's own user's.
 */
export function keepProfile(profile: { username?: unknown } | null): void {
  const user = signedInUsername();
  if (!user || !profile || profile.username !== user) return;
  writeEntries(user, new Map([[PROFILE_PATH, { key: [PROFILE_PATH], data: { payload: profile }, at: Date.now() }]]));
}

/** The kept profile of the token's user, after the checks of a fresh answer; null when none, old or invalid. */
export async function keptProfile<P>(now = Date.now()): Promise<P | null> {
  const user = signedInUsername();
  const entry = user ? readStored(user)?.entries[PROFILE_PATH] : undefined;
  if (!entry || typeof entry.at !== 'number' || now - entry.at > MAX_AGE_MS) return null;
  try {
    const checked = (await checkStoredAnswer(PROFILE_PATH, entry.data)) as { payload?: P } | null;
    return checked?.payload ?? null;
  } catch (error) {
    console.warn('the kept profile failed its checks and is dropped', error);
    return null;
  }
}

/**
 * Whichever comes first: the server's profile, or the kept one; then the server's is handed to
 * `onFresh` when it lands. When the server's read fails, the kept one is used if there is one (a
 * refused token ends the session through the transport, not here).
 */
export function firstProfile<P>(
  answer: Promise<P>,
  kept: Promise<P | null>,
  onFresh: (profile: P) => void,
): Promise<P> {
  return new Promise((resolve, reject) => {
    let settled = false;
    answer.then(
      (profile) => {
        if (settled) onFresh(profile);
        else resolve(profile);
        settled = true;
      },
      (error: unknown) => {
        void kept.then((profile) => {
          if (settled) return;
          settled = true;
          if (profile) resolve(profile);
          else reject(error instanceof Error ? error : new Error(String(error)));
        });
      },
    );
    void kept.then((profile) => {
      if (!profile || settled) return;
      settled = true;
      resolve(profile);
    });
  });
}
