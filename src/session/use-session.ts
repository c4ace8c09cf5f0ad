import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { fromAbortablePromise } from '@machines/abortable-promise';
import { sessionMachine } from '@machines/session.machine';
import { onAppEvent } from '@/api/app-events';
import { clearTokens, getTokens, setTokens, signedInUsername, subscribeTokens } from '@/api/tokens';
import { paths } from '@/lib/paths';
import { safeHttpUrl } from '@/lib/safe-url';
import { pruneDrafts } from '@/lib/drafts';
import { clearOfflineData, markOfflineUser } from '@/lib/offline-cache';
import { clearSessionOwned } from '@/lib/session-owned';
import { useCurrentUniversity } from './current-university';
import { loadSessionProfile, logoutOnServer, onFreshProfile } from './profile-api';
import { loginRedirect } from './login-redirect';
import { watchActivity } from './shared-activity';
import { useTransitionSelector } from './use-transition-selector';

/**
 * The session machine (machines/session.machine.ts) with the real implementations: tokens in local
 * storage, the profile from the transport, navigation from the router; fed the transport's events,
 * every route change and the student's activity in any tab (auto-logout restarts).
 */
export function useSessionMachine() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  // The page on screen, for the way back after a session end: read by the redirect action, which
  // runs outside render (a holder object, not a ref: the machine's implementations close over it).
  const [shownPage] = useState(() => new ShownPage());
  useEffect(() => {
    shownPage.set(location.pathname, location.search);
  }, [shownPage, location.pathname, location.search]);

  const machine = useMemo(
    () =>
      sessionMachine.provide({
        actors: {
          // Abortable: under StrictMode the first mount's aborted call must not fail the remount's load.
          // The first load takes the read boot started (profile-api.ts).
          loadProfile: fromAbortablePromise(({ signal }) => loadSessionProfile(signal)),
          callLogout: fromPromise(({ input }) => logoutOnServer(input.profile)),
        },
        actions: {
          storeTokens: (_, { tokens }) =>
            setTokens({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token }),
          clearStorage: () => {
            clearTokens();
            // Everything the session owns, in local and session storage.
            clearSessionOwned();
            // Nothing the next user of this browser must see stays in memory either (lists, profile, credit).
            queryClient.clear();
            // Nor on disk: the service worker's cached answers (the offline ticket).
            void clearOfflineData();
          },
          redirect: (_, { to }) => {
            // A session that ended under a page (refused refresh, another tab's sign-out, the
            // auto-logout) sends the student back to that page after the next sign-in, where the
            // form's draft is waiting.
            if (to === paths.Login) {
              const here = shownPage.get();
              if (here && !here.pathname.startsWith(paths.Login))
                return void navigate(loginRedirect(here.pathname, here.search), { replace: true });
            }
            // External addresses (the CAS logout) only when they are http(s); anything else is a path.
            if (/^[a-z][a-z0-9+.-]*:/i.test(to)) {
              const url = safeHttpUrl(to);
              if (url) window.location.assign(url.href);
              else void navigate('/', { replace: true });
            } else void navigate(to, { replace: true });
          },
        },
      }),
    // navigate changes with the address (the declarative router): the machine's config stays the
    // same, and @xstate/react hands the running actor the new implementations (no restart).
    [navigate, queryClient, shownPage],
  );

  // The current university (cloud mode: the one picked at login, which may change after start).
  const university = useCurrentUniversity();
  const autoLogoutSeconds = university?.autoLogoutTime ?? -1;
  const casLogout = university?.casUrl ? casLogoutUrl(university.casUrl) : null;
  const actor = useActorRef(machine, {
    input: { autoLogoutSeconds, casLogoutUrl: casLogout, hasStoredTokens: getTokens() !== null },
  });
  useEffect(() => {
    actor.send({ type: 'university.changed', autoLogoutSeconds, casLogoutUrl: casLogout });
  }, [actor, autoLogoutSeconds, casLogout]);

  useEffect(() => {
    const offExpired = onAppEvent('session.expired', () => actor.send({ type: 'server.sessionExpired' }));
    const offForce = onAppEvent('password.forceChange', () => actor.send({ type: 'server.forcePasswordChange' }));
    // A session started from the kept profile takes the server's when it lands.
    const offProfile = onFreshProfile((profile) => actor.send({ type: 'server.profile', profile }));
    // Another tab logged out: follow it.
    const offTokens = subscribeTokens((tokens) => {
      if (!tokens && actor.getSnapshot().matches('signedIn')) actor.send({ type: 'server.sessionExpired' });
    });
    return () => {
      offExpired();
      offForce();
      offProfile();
      offTokens();
    };
  }, [actor]);

  // The worker keeps offline answers only for the signed-in user (src/lib/offline-cache.ts).
  const signedIn = useTransitionSelector(actor, (snapshot) => snapshot.matches('signedIn'));
  useEffect(() => {
    if (signedIn) void markOfflineUser(signedInUsername());
  }, [signedIn]);

  // Drafts outlive sessions (src/lib/drafts.ts); expired ones, of any user, go once a page load.
  useEffect(() => pruneDrafts(), []);

  // Activity in any tab restarts every tab's auto-logout count; watched only when it is on.
  const autoLogoutOn = autoLogoutSeconds > 0;
  useEffect(
    () => (autoLogoutOn ? watchActivity(() => actor.send({ type: 'user.active' })) : undefined),
    [actor, autoLogoutOn],
  );

  useEffect(() => {
    actor.send({ type: 'route.changed', path: location.pathname });
  }, [actor, location.pathname]);

  return actor;
}

/** Where the student is, kept for the redirect after a session end. */
class ShownPage {
  private page: { pathname: string; search: string } | null = null;
  set(pathname: string, search: string): void {
    this.page = { pathname, search };
  }
  get(): { pathname: string; search: string } | null {
    return this.page;
  }
}

/** The CAS server's logout address for a CAS login address (…/cas/login → …/cas/logout). */
function casLogoutUrl(casUrl: string): string {
  return casUrl.replace(/\/login(\?.*)?$/, '/logout');
}
