import type { QueryClient } from '@tanstack/react-query';
import { CONFIG_PATH } from '@/api/early-fetch';
import { fetchJsonAsset } from '@/api/static-asset';
import { getAccessToken } from '@/api/tokens';
import { registerServiceWorker } from '@/lib/service-worker';
import { fetchMyProfile } from '@/session/profile-api';

/*
 * The offline ticket, started by main.tsx after the page's load event in the production
 * build only (never in mock mode, where the mock's worker owns the scope). Loaded then, on its own,
 * so none of it weighs on the first load.
 */

/** A forgotten-card code is never fetched again on its own: each one counts against a monthly limit. */
const FORGOTTEN_CODE_PATH = '/rest/forget-card-codes/print';

/**
 * The first time the service worker takes control of this page (the first visit), the answers
 * already on screen came before it and are not cached: ask for them again through it, so the next
 * start without a network has the configuration, the profile and the page's data (the week's
 * reserves on the reserve page). Forgotten-card codes are cached when the student opens one.
 */
export function warmOfflineCache(queryClient: QueryClient): void {
  const quiet = (error: unknown) => console.warn('offline cache warm-up', error);
  fetchJsonAsset(CONFIG_PATH).catch(quiet);
  if (getAccessToken()) fetchMyProfile().catch(quiet);
  queryClient
    .refetchQueries({ type: 'active', predicate: (query) => query.queryKey[0] !== FORGOTTEN_CODE_PATH })
    .catch(quiet);
}

/** Registers the worker; its first control of this page warms its cache. */
export function startOfflineTicket(queryClient: QueryClient): void {
  registerServiceWorker(() => warmOfflineCache(queryClient));
}
