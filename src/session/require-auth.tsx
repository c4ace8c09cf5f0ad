import { Button, Center, Loader } from '@mantine/core';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { FullPageError } from '@/ui/full-page-error';
import { useHydrating } from '@/ui/use-hydrating';
import { loginRedirect } from './login-redirect';
import { useSession, useSessionActor, useSessionSelector } from './session-provider';

export interface RequireAuthProps {
  children: ReactNode;
  /**
   * What shows while a stored session is confirmed (its profile loading): the signed-in shell's frame
   * with a loader where the page goes, so a returning student sees the portal at once
   * and the page takes the loader's place. A loader alone without it.
   */
  frame?: ReactNode;
}

export function RequireAuth({ children, frame }: RequireAuthProps) {
  const { t } = useTranslation(['common', 'auth']);
  const location = useLocation();
  const { signedIn, busy } = useSession();
  const actor = useSessionActor();
  // Stored tokens that could not load the profile (offline, 5xx, timeout: a refused token ends the
  // session instead). The session is kept: try again here rather than a trip to the login page.
  const profileFailed = useSessionSelector((s) => s.matches('profileFailed'));
  // The signed-in page (the shell and its route) is the first load's biggest render. The session's
  // store updates render in one blocking task; entering the page through a deferred value renders it
  // in slices, so a slow phone's main thread is not blocked for most of a second (TBT).
  // Leaving (a sign-out) is never deferred.
  const shownSignedIn = useDeferredValue(signedIn);
  // Hydration's end renders every useHydrating reader again at once (a store's snapshot changed, so
  // React renders it in one blocking task); deferred, that render keeps the frame and the live page
  // follows in slices (TBT; the whole signed-in page was that one task when the session
  // was already in).
  const hydrating = useDeferredValue(useHydrating());
  const pending = frame ?? <SessionLoader />;
  // The build renders a signed-in address's frame ahead (scripts/prerender.ts) and the browser
  // hydrates it only when a session is stored (scripts/prerender-inline.ts): the first render draws
  // that frame whatever the session's state, and the next one what the session decides.
  if (hydrating) return pending;
  if (signedIn && shownSignedIn) return <>{children}</>;
  if (signedIn) return pending;
  if (profileFailed) {
    return (
      <FullPageError description={t('auth:session.profileFailed')} onRetry={() => actor.send({ type: 'user.retry' })}>
        <Button variant="subtle" onClick={() => actor.send({ type: 'user.logout' })}>
          {t('auth:session.logout')}
        </Button>
      </FullPageError>
    );
  }
  if (busy) return pending;
  return <Navigate to={loginRedirect(location.pathname, location.search)} replace />;
}

/** The loader of a page waiting for the session: alone, or in the shell's frame where the page goes. */
export function SessionLoader() {
  const { t } = useTranslation('common');
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}
