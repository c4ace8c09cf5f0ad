import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/api-error';

const MAX_RETRIES = 2;
/** Silent retries of a timed-out query: one. */
export const MAX_TIMEOUT_RETRIES = 1;

/**
 * platform.md 4: retry 2. A retry helps only when the server may answer differently next time.
 * A timeout is retried once only: each attempt waits the call's whole timeout (call-policy.ts), and
 * a third kept the spinner up longer than anyone waits; after the second the screen says "took too
 * long" with a retry button.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!(error instanceof ApiError)) return true;
  if (error.kind === 'timeout') return failureCount < MAX_TIMEOUT_RETRIES;
  if (error.kind === 'network') return true;
  // 4xx is the request's fault and an invalid answer will be invalid again: neither is retried.
  return error.kind === 'http' && (error.status ?? 0) >= 500;
}

/**
 * platform.md 4: retry 2 (with TanStack's exponential backoff), no cache time between mounts, no
 * refetch on window focus. Mutations run even when the browser says it is offline
 * (networkMode 'always'): they fail at once with the network error, shown to the user, instead of
 * waiting silently, paused, for a connection. Queries try once even offline (networkMode
 * 'offlineFirst'): the production build's service worker may answer from its cache (the offline
 * ticket); without an answer they pause until the connection is back, as before.
 */
export function createQueryClient(): QueryClient {
  // TanStack Query takes the browser as online until an 'offline' event; a page started offline
  // (the service worker's shell) would then spend its retries at once and never resume. Start from
  // navigator.onLine: the retries pause, and the 'online' event resumes them.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, gcTime: 0, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
