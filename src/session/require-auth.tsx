import { Button, Center, Loader } from '@mantine/core';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { FullPageError } from '@/ui/full-page-error';
import { loginRedirect } from './login-redirect';
import { useSession, useSessionActor, useSessionSelector } from './session-provider';

export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['common', 'auth']);
  const location = useLocation();
  const { signedIn, busy } = useSession();
  const actor = useSessionActor();
  // Stored tokens that could not load the profile (offline, 5xx, timeout: a refused token ends the
  // session instead). The session is kept: try again here rather than a trip to the login page.
  const profileFailed = useSessionSelector((s) => s.matches('profileFailed'));
  // The signed-in page (the shell and its route) is the first load's biggest render. The session's
  // store updates render in one blocking task; entering the page through a deferred value renders it
  // in slices, so a slow phone's main thread is not blocked for most of a second (issue 20: TBT).
  // Leaving (a sign-out) is never deferred.
  const shownSignedIn = useDeferredValue(signedIn);
  if (signedIn && shownSignedIn) return <>{children}</>;
  if (signedIn) return <SessionLoader label={t('loading')} />;
  if (profileFailed) {
    return (
      <FullPageError description={t('auth:session.profileFailed')} onRetry={() => actor.send({ type: 'user.retry' })}>
        <Button variant="subtle" onClick={() => actor.send({ type: 'user.logout' })}>
          {t('auth:session.logout')}
        </Button>
      </FullPageError>
    );
  }
  if (busy) return <SessionLoader label={t('loading')} />;
  return <Navigate to={loginRedirect(location.pathname, location.search)} replace />;
}

function SessionLoader({ label }: { label: string }) {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Loader aria-label={label} />
    </Center>
  );
}
