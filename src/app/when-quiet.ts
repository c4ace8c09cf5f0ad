import type { QueryClient } from '@tanstack/react-query';

/**
 * Resolves once the page has settled: for `quietMs` no query or mutation in flight and no file or
 * call finished loading (the session's profile and the route's chunks are not queries), or after
 * `maxMs` whatever happens (a page that polls must not keep the offline ticket away for ever).
 *
 * Why: the offline ticket's worker precaches the whole app shell (megabytes) on a first
 * visit. Started at the load event, which fires before the first paint of a single-page app, it
 * shared a slow phone network with the first page's own calls (the profile, the selfs, the week).
 */
export function whenPageQuiet(queryClient: QueryClient, quietMs = 1500, maxMs = 20_000): Promise<void> {
  return new Promise((resolve) => {
    // Each event only notes the time: the query cache reports dozens a page load, and a timer
    // cleared and set again for each was a visible share of the reserve page's boot (TBT).
    let lastActivity = Date.now();
    let quietTimer: ReturnType<typeof setTimeout> | undefined;
    const busy = () => queryClient.isFetching() + queryClient.isMutating() > 0;
    const finish = () => {
      clearTimeout(quietTimer);
      clearTimeout(maxTimer);
      unsubscribeQueries();
      unsubscribeMutations();
      resources?.disconnect();
      resolve();
    };
    const noteActivity = () => {
      lastActivity = Date.now();
    };
    const wait = (ms: number) => {
      quietTimer = setTimeout(() => {
        const quietFor = Date.now() - lastActivity;
        if (busy()) wait(quietMs);
        else if (quietFor >= quietMs) finish();
        else wait(quietMs - quietFor);
      }, ms);
    };
    const maxTimer = setTimeout(finish, maxMs);
    const unsubscribeQueries = queryClient.getQueryCache().subscribe(noteActivity);
    const unsubscribeMutations = queryClient.getMutationCache().subscribe(noteActivity);
    const resources = typeof PerformanceObserver === 'undefined' ? null : new PerformanceObserver(noteActivity);
    resources?.observe({ type: 'resource' });
    wait(quietMs);
  });
}
