import { CLEARED_ON_LOGOUT, STORAGE_KEYS } from './storage-keys';

/*
 * What a signed-in session owns in this browser: what the next person at the same
 * browser, in the same tab, must neither see nor act on (a payment under way at the bank, the
 * reserve cart, the charge amount, read messages...). The session machine's `clearStorage` clears
 * it whatever ends the session: a sign-out, the auto-logout, a refused token refresh, another tab's
 * sign-out. A new key a user's session writes is declared here, once, or it outlives the session.
 *
 * A key that must outlive the session for the same user (a draft given back after signing in again)
 * is declared with `onSessionEnd: 'per-user'`: it is kept, so its key or its content must name its
 * owner and its reader must check that owner (as the pending payment's does).
 */

export type StorageArea = 'local' | 'session';

export interface SessionOwnedEntry {
  area: StorageArea;
  key: string;
  /** Every key that starts with `key` (keys suffixed with a user or an id). */
  prefix?: boolean;
  /** 'clear' (the default): removed when the session ends. 'per-user': kept; its reader checks the owner. */
  onSessionEnd?: 'clear' | 'per-user';
}

/** Session-storage keys (this tab only). */
export const SESSION_STORAGE_KEYS = {
  /** The payment under way across the trip to the bank (src/modules/wallet/payment-storage.ts), with its owner. */
  pendingPayment: 'portal.pendingPayment',
  /** The week plan a top-up left for the bank with (src/lib/plan-top-up.ts), with its owner. */
  planTopUp: 'portal.planTopUp',
} as const;

export const SESSION_OWNED: readonly SessionOwnedEntry[] = [
  ...CLEARED_ON_LOGOUT.map((key): SessionOwnedEntry => ({ area: 'local', key })),
  // The answers a repeat visit paints from (src/lib/query-persistence.ts), every user's.
  { area: 'local', key: STORAGE_KEYS.queryCache, prefix: true },
  // The pages a repeat visit paints before the scripts, one per address (src/lib/page-snapshot-keep.ts).
  { area: 'local', key: STORAGE_KEYS.pageSnapshot, prefix: true },
  { area: 'session', key: SESSION_STORAGE_KEYS.pendingPayment },
  { area: 'session', key: SESSION_STORAGE_KEYS.planTopUp },
];

function storageOf(area: StorageArea): Storage | null {
  try {
    return (area === 'local' ? globalThis.localStorage : globalThis.sessionStorage) ?? null;
  } catch {
    return null; // blocked storage holds nothing to clear
  }
}

/** Removes every entry whose `onSessionEnd` is 'clear' (tokens are the transport's: src/api/tokens.ts). */
export function clearSessionOwned(entries: readonly SessionOwnedEntry[] = SESSION_OWNED): void {
  for (const entry of entries) {
    if (entry.onSessionEnd === 'per-user') continue;
    const storage = storageOf(entry.area);
    if (!storage) continue;
    try {
      const keys = entry.prefix
        ? Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
            (k): k is string => k?.startsWith(entry.key) ?? false,
          )
        : [entry.key];
      for (const key of keys) storage.removeItem(key);
    } catch {
      // storage blocked meanwhile: nothing was kept either
    }
  }
}
