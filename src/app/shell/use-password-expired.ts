import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '@/api/api-error';

/** The server's answer while a password has expired (the mock's and the backend's messageResource). */
export const PASSWORD_EXPIRED = 'USER_PASSWORD_EXPIRED';

export function isPasswordExpiredError(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.errorCode === PASSWORD_EXPIRED;
}

/**
 * Whether a call answered 403 USER_PASSWORD_EXPIRED (platform.md 2.9 "an expired-password change
 * form"). The transport has an event for USER_FORCE_CHANGE_PASSWORD but none for this code, so
 * the shell watches React Query's caches: every query and mutation failure passes there, and the
 * shell's own inbox query (the forced-read messages) runs on every signed-in page, so an expired
 * password is noticed on the first page. Calls made outside React Query are not seen (see the
 * report: the transport should emit a `password.expired` event like `password.forceChange`).
 */
export function usePasswordExpired(): { expired: boolean; clear: () => void } {
  const queryClient = useQueryClient();
  // A failure that happened before this hook mounted counts too.
  const [expired, setExpired] = useState(() =>
    queryClient
      .getQueryCache()
      .getAll()
      .some((q) => isPasswordExpiredError(q.state.fetchFailureReason ?? q.state.error)),
  );

  useEffect(() => {
    const queries = queryClient.getQueryCache();
    const mutations = queryClient.getMutationCache();
    const offQueries = queries.subscribe((event) => {
      if (
        event.type === 'updated' &&
        (event.action.type === 'failed' || event.action.type === 'error') &&
        isPasswordExpiredError(event.action.error)
      ) {
        setExpired(true);
      }
    });
    const offMutations = mutations.subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isPasswordExpiredError(event.action.error))
        setExpired(true);
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [queryClient]);

  const clear = useCallback(() => setExpired(false), []);
  return { expired, clear };
}
