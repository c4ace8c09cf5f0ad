import { QueryClient } from '@tanstack/react-query';

/** platform.md 4: retry 2, no cache time between mounts, no refetch on window focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 2, gcTime: 0, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
