import { hashKey, useQueryClient, type Query, type QueryKey } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/*
 * Which answers in the query cache are the copy kept on this device from the last visit
 * (put back by src/lib/query-persistence.ts, a lazy chunk), for the pages that show them. In the
 * page's own chunk: a few lines, where the persistence is a chunk of its own.
 */

// The query → its `dataUpdateCount` once restored (the server's answer raises it). Keyed by the query
// itself: a session's end clears the cache, and its queries with it.
const restored = new WeakMap<Query, number>();
const listeners = new Set<() => void>();

export function markRestored(query: Query): void {
  restored.set(query, query.state.dataUpdateCount);
  for (const listener of listeners) listener();
}

export function isRestored(query: Query | undefined): boolean {
  return !!query && query.state.data !== undefined && restored.get(query) === query.state.dataUpdateCount;
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
  const read = () => joined.split('\n').some((hash) => isRestored(queryClient.getQueryCache().get(hash)));
  return useSyncExternalStore(subscribe, read, read);
}
