import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Anchor } from '@mantine/core';
import { Link, useLocation, useParams } from 'react-router';
import { paths } from '@/lib/paths';
import { SESSION_MESSAGES } from '@machines/session.machine';
import { useSessionActor, useSessionSelector } from '@/session/session-provider';
import { consumeCasLogin } from './cas-state';
import { StatusScreen } from './status-screen';
import { useAuthMessage } from './use-auth-message';
import { useDocumentTitle } from '@/ui/use-document-title';

/**
 * /loginCas/{accessToken}/{refreshToken} (platform.md 2.4): hands the raw parameters (with their
 * access_token= / refresh_token= prefixes) to the session machine, which stores them, waits 2.2 s,
 * loads the profile and goes to the root; on failure it shows the CAS error and logs out after
 * 1.2 s; without tokens it goes to the root. This page only shows where that stands.
 *
 * Login CSRF: the tokens leave the address bar at once; they are accepted only for a
 * CAS login started in this tab (cas-state.ts) and never replace a signed-in user.
 */
type Refusal = 'notStarted' | 'signedIn' | null;
let decided: { visit: string; refusal: Refusal } | null = null;

/**
 * Whether this visit's tokens are refused, decided once per visit (the CAS state is consumed; a
 * StrictMode second render or a re-render answers the same).
 */
function casRefusal(visit: string, hasTokens: boolean, signedIn: () => boolean): Refusal {
  if (decided?.visit === visit) return decided.refusal;
  const started = consumeCasLogin();
  const refusal: Refusal = !hasTokens ? null : signedIn() ? 'signedIn' : started ? null : 'notStarted';
  decided = { visit, refusal };
  return refusal;
}

export default function CasCallbackPage() {
  const { t } = useTranslation(['auth']);
  useDocumentTitle(t('auth:cas.title'));
  const message = useAuthMessage();
  const { accessToken, refreshToken } = useParams();
  const session = useSessionActor();
  const failed = useSessionSelector((s) => s.matches({ cas: 'failed' }));
  const error = useSessionSelector((s) => s.context.error);
  const { key: visit } = useLocation();
  const hasTokens = Boolean(accessToken || refreshToken);
  const refused = casRefusal(`${visit}|${accessToken ?? ''}|${refreshToken ?? ''}`, hasTokens, () => {
    const snapshot = session.getSnapshot();
    return snapshot.matches('signedIn') || snapshot.matches('loadingProfile');
  });

  // Once per visit (StrictMode runs effects twice in development; refs survive that).
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    // Out of the address bar (history, screenshots, referrers) before anything else.
    if (hasTokens) window.history.replaceState(window.history.state, '', '/loginCas');
    if (!refused) session.send({ type: 'cas.tokens', accessToken, refreshToken });
  }, [session, accessToken, refreshToken, hasTokens, refused]);

  if (refused) {
    return (
      <StatusScreen
        title={t('auth:cas.title')}
        message={t(SESSION_MESSAGES.loggingIn)}
        error={
          <>
            {t(refused === 'signedIn' ? 'auth:cas.alreadySignedIn' : 'auth:cas.notStarted')}{' '}
            <Anchor component={Link} to={refused === 'signedIn' ? paths.Home : paths.Login}>
              {t(refused === 'signedIn' ? 'auth:cas.backHome' : 'auth:cas.toLogin')}
            </Anchor>
          </>
        }
        data-testid="cas-callback"
      />
    );
  }

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
