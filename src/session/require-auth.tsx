import { Button, Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/lib/paths';
import { FullPageError } from '@/ui/full-page-error';
import { useSession, useSessionActor, useSessionSelector } from './session-provider';

/** platform.md 4: no token sends the visitor to login with `next` (the path they wanted). */
function loginRedirect(pathname: string, search = ''): string {
  const next = `${pathname}${search}`;
  return next === '/' ? paths.Login : `${paths.Login}?next=${encodeURIComponent(next)}`;
}

export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['common', 'auth']);
  const location = useLocation();
  const { signedIn, busy } = useSession();
  const actor = useSessionActor();
  // Stored tokens that could not load the profile (offline, 5xx, timeout: a refused token ends the
  // session instead). The session is kept: try again here rather than a trip to the login page.
  const profileFailed = useSessionSelector((s) => s.matches('profileFailed'));
  if (signedIn) return <>{children}</>;
  if (profileFailed) {
    return (
      <FullPageError description={t('auth:session.profileFailed')} onRetry={() => actor.send({ type: 'user.retry' })}>
        <Button variant="subtle" onClick={() => actor.send({ type: 'user.logout' })}>
          {t('auth:session.logout')}
        </Button>
      </FullPageError>
    );
  }
  if (busy) {
    return (
      <Center mih="60vh" role="status" aria-live="polite">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  return <Navigate to={loginRedirect(location.pathname, location.search)} replace />;
}
