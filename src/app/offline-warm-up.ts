import type { QueryClient } from '@tanstack/react-query';
import { fetchJsonAsset } from '@/api/static-asset';
import { getAccessToken } from '@/api/tokens';
import { fetchMyProfile } from '@/session/profile-api';

/** A forgotten-card code is never fetched again on its own: each one counts against a monthly limit. */
const FORGOTTEN_CODE_PATH = '/rest/forget-card-codes/print';

/**
 * The first time the service worker takes control of this page (the first visit, issue 22), the
 * answers already on screen came before it and are not cached: ask for them again through it, so
 * the next start without a network has the configuration, the profile and the page's data (the
 * week's reserves on the reserve page). Forgotten-card codes are cached when the student opens one.
 */
export function warmOfflineCache(queryClient: QueryClient): void {
  const quiet = (error: unknown) => console.warn('offline cache warm-up', error);
  fetchJsonAsset('/config.json').catch(quiet);
  if (getAccessToken()) fetchMyProfile().catch(quiet);
  queryClient
    .refetchQueries({ type: 'active', predicate: (query) => query.queryKey[0] !== FORGOTTEN_CODE_PATH })
    .catch(quiet);
}
