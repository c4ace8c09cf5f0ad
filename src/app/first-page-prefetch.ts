import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { getTokens } from '@/api/tokens';
import type { RuntimeConfig } from '@/config/schema';
import type { ModuleManifest, PrefetchContext } from '@/lib/module-manifest';
import { nextTask } from '@/lib/next-task';

/**
 * How long a prefetched answer is held for its page. The query client keeps no answer without an
 * observer (cache time 0, platform.md 4), so the prefetch observes each read itself until the page's
 * own hook has taken it over; a page that never comes (a forced redirect) lets it go after this.
 */
export const PREFETCH_HOLD_MS = 15_000;

/**
 * The first page's reads, started at boot (src/main.tsx) beside the profile instead of
 * after it, the shell's render and the page's chunk. Only for a stored session: without one, every
 * address shows the sign-in page. A module the university disables shows no page, so its reads are
 * not asked for either.
 */
export function prefetchFirstPage(
  manifests: readonly ModuleManifest[],
  queryClient: QueryClient,
  config: RuntimeConfig,
  address: string,
): void {
  if (!getTokens() || !config.university) return;
  // One trailing slash is the same address (the router matches /food/reserve/ too).
  const path = address.replace(/(.)\/$/, '$1');
  const moduleContext = { university: config.university, ui: config.ui };
  const ctx: PrefetchContext = { config, queryClient, prefetch: (options) => holdQuery(queryClient, options) };
  for (const manifest of manifests) {
    if (manifest.enabled && !manifest.enabled(moduleContext)) continue;
    for (const page of manifest.prefetch ?? []) {
      if (page.path === path) page.run(ctx).catch((error: unknown) => console.warn('prefetch', path, error));
    }
  }
}

async function holdQuery<TData, TError>(
  queryClient: QueryClient,
  options: ConstructorParameters<typeof QueryObserver<TData, TError>>[1],
): Promise<TData | undefined> {
  // Each read is set up (its observer, the query's timers) in a task of its own, not in the one that
  // asked (the page's chunk arriving, the boot); the transport sends it in another (decision 0027):
  // four reads' work in the chunk's task was a long task on a slow phone (TBT).
  await nextTask();
  const observer = new QueryObserver(queryClient, options);
  const release = observer.subscribe(() => undefined);
  setTimeout(release, PREFETCH_HOLD_MS);
  // Joins the fetch the observer has just started (its retries included).
  try {
    return await queryClient.fetchQuery(options);
  } catch {
    return undefined;
  }
}
