import type { UseQueryResult } from '@tanstack/react-query';
import { createContext, useContext } from 'react';

/**
 * docs/decisions/0025-framed-page.md: the shell renders a page that declares it
 * (a manifest's `framed`) inside its frame while a stored session is confirmed, with this true, and
 * the same page with it false once the session is in, so React keeps the elements the page drew.
 */
export const PageFrameContext = createContext(false);

/**
 * Whether the page draws only its frame: its title, toolbar and loader, what the build renders ahead
 * (scripts/prerender.ts) for a signed-in address. True while the session is confirmed, which
 * includes while React hydrates what the build wrote (RequireAuth draws the frame then). A framed
 * page shows no answer (its reads may run: the page's prefetch starts them at boot anyway) and
 * offers nothing to act on.
 */
export function usePageFrame(): boolean {
  // Not useHydrating: its end is a synchronous render of every reader, which for a live page would
  // be its whole first render in one task. The context turns in RequireAuth's deferred render.
  return useContext(PageFrameContext);
}

/**
 * A query as the frame shows it: pending, whatever the cache holds (the build rendered no answer,
 * and hydration must draw what it did). Reads only `refetch`, so an answer arriving while framed
 * does not render the page again (TanStack Query tracks the fields read).
 */
export function framedQuery<T, E>(query: UseQueryResult<T, E>, framed: boolean): UseQueryResult<T, E> {
  if (!framed) return query;
  return {
    data: undefined,
    error: null,
    status: 'pending',
    fetchStatus: 'idle',
    isPending: true,
    isSuccess: false,
    isError: false,
    isLoading: false,
    isFetching: false,
    dataUpdatedAt: 0,
    refetch: query.refetch,
  } as unknown as UseQueryResult<T, E>;
}
