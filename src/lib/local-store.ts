/*
 * The one local-storage helper. Storage can be blocked (privacy settings, private mode) or full, so
 * nothing here throws: a read gives null, a write reports whether it was kept. Keys are in
 * storage-keys.ts (tokens: src/api/tokens.ts).
 */

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The stored text, or null when absent or storage is blocked. */
export function readStored(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores the text (null removes it); false when storage is blocked or full. */
export function writeStored(key: string, value: string | null): boolean {
  try {
    const s = storage();
    if (!s) return false;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeStored(keys: readonly string[]): void {
  for (const key of keys) writeStored(key, null);
}

/** The stored JSON, parsed; null when absent, malformed or blocked (the caller validates its shape). */
export function readStoredJson(key: string): unknown {
  const raw = readStored(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function writeStoredJson(key: string, value: unknown): boolean {
  return writeStored(key, JSON.stringify(value));
}

/** A stored object with the time it was saved (storage with expiry). */
export type Stamped<T extends object> = T & { at: number };

/** Stores `value` with the time it was saved, as `{ ...value, at }`. */
export function writeStamped<T extends object>(key: string, value: T, now = Date.now()): boolean {
  return writeStoredJson(key, { ...value, at: now });
}

/**
 * The object saved by writeStamped while it is fresh: null when absent, malformed, older than
 * `maxAgeMs`, or saved "in the future" (a clock that moved back).
 */
export function readStamped(key: string, maxAgeMs: number, now = Date.now()): Stamped<Record<string, unknown>> | null {
  const value = readStoredJson(key);
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const { at } = value as { at?: unknown };
  if (typeof at !== 'number' || at > now || now - at >= maxAgeMs) return null;
  return value as Stamped<Record<string, unknown>>;
}

/** Calls `listener` when another tab changes `key` (or clears storage). */
export function onStoredChange(key: string, listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === key) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
