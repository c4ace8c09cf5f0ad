import {
  notifyManager,
  QueryObserver,
  useQueryClient,
  type DefaultError,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { startTransition, useEffect, useReducer, useState } from 'react';

const bump = (n: number) => n + 1;

/**
 * TanStack Query's `useQuery`, except that an answer renders in a transition (decisions 0026, 0027).
 * `useQuery` reads the cache as a store (useSyncExternalStore): React renders a store's change in
 * one blocking task, and again at a commit when an answer landed during the render before it. The
 * reserve page's reads land while its first render is sliced, so its toolbar and body rendered
 * again at once after each commit (TBT). In a transition React renders them in slices.
 *
 * What `useQuery` does that this leaves out, because no caller here uses it: suspense,
 * `throwOnError` and a persister's restoring phase. Fields are tracked as `useQuery` tracks them: a
 * reader renders again only when a field it read changed.
 */
export function useTransitionQuery<
  TQueryFnData = unknown,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): UseQueryResult<TData, TError> {
  const client = useQueryClient();
  const defaulted = client.defaultQueryOptions(options);
  // As useQuery: a read about to start on mount shows as fetching in the first render.
  defaulted._optimisticResults = 'optimistic';
  const [observer] = useState(
    () => new QueryObserver<TQueryFnData, TError, TData, TQueryFnData, TQueryKey>(client, defaulted),
  );
  const [, answered] = useReducer(bump, 0);
  // Subscribed before the options below are set: the first setOptions after a render compares the
  // cache with what that render read, and an answer that landed in between reaches the listener.
  useEffect(() => {
    const unsubscribe = observer.subscribe(notifyManager.batchCalls(() => startTransition(answered)));
    observer.updateResult();
    return unsubscribe;
  }, [observer]);
  useEffect(() => {
    observer.setOptions(defaulted);
  }, [defaulted, observer]);
  return observer.trackResult(observer.getOptimisticResult(defaulted)) as UseQueryResult<TData, TError>;
}
