import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SESSION_MESSAGES } from '@machines/session.machine';
import { useSessionActor, useSessionSelector } from '@/session/session-provider';
import { StatusScreen } from './status-screen';
import { useAuthMessage } from './use-auth-message';
import { useDocumentTitle } from './use-document-title';

/**
 * /loginCas/{accessToken}/{refreshToken} (platform.md 2.4): hands the raw parameters (with their
 * access_token= / refresh_token= prefixes) to the session machine, which stores them, waits 2.2 s,
 * loads the profile and goes to the root; on failure it shows the CAS error and logs out after
 * 1.2 s; without tokens it goes to the root. This page only shows where that stands.
 */
export default function CasCallbackPage() {
  const { t } = useTranslation(['auth']);
  useDocumentTitle(t('auth:cas.title'));
  const message = useAuthMessage();
  const { accessToken, refreshToken } = useParams();
  const session = useSessionActor();
  const failed = useSessionSelector((s) => s.matches({ cas: 'failed' }));
  const error = useSessionSelector((s) => s.context.error);

  // Once per visit (StrictMode runs effects twice in development; refs survive that).
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    session.send({ type: 'cas.tokens', accessToken, refreshToken });
  }, [session, accessToken, refreshToken]);

  return (
    <StatusScreen
      title={t('auth:cas.title')}
      message={t(SESSION_MESSAGES.loggingIn)}
      hint={t('auth:cas.wait')}
      error={failed ? message(error ?? { key: SESSION_MESSAGES.casError }) : undefined}
      data-testid="cas-callback"
    />
  );
}
