import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { SESSION_MESSAGES } from '@machines/session.machine';
import { paths } from '@/lib/paths';
import { useSessionActor, useSessionSelector } from '@/session/session-provider';
import { StatusScreen } from './status-screen';
import { useDocumentTitle } from '@/ui/use-document-title';

/**
 * /logout (platform.md 2.1, 4 "Logout"): asks the session to log out; the session machine calls the
 * server, clears storage and goes to the CAS logout address or "/". A visitor who is not signed in
 * goes to the login page.
 */
export default function LogoutPage() {
  const { t } = useTranslation(['auth']);
  useDocumentTitle(t('auth:session.logout'));
  const session = useSessionActor();
  // Decided on arrival: logging out ends in signedOut too, which must not bounce to /login here.
  const [alreadySignedOut] = useState(() => session.getSnapshot().matches('signedOut'));
  const canLogOut = useSessionSelector((s) => s.matches('signedIn') || s.matches('profileFailed'));
  const asked = useRef(false);

  useEffect(() => {
    if (canLogOut && !asked.current) {
      asked.current = true;
      session.send({ type: 'user.logout' });
    }
  }, [canLogOut, session]);

  if (alreadySignedOut) return <Navigate to={paths.Login} replace />;
  return (
    <StatusScreen title={t('auth:session.logout')} message={t(SESSION_MESSAGES.loggingOut)} data-testid="logout" />
  );
}
