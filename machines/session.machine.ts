/**
 * The signed-in session (platform.md 2.4, 4 "Authentication", "Token refresh", "Automatic
 * logout", 9 timings): who is signed in, the auto-logout timer, the forced password change, logout
 * and the single-sign-on (CAS) callback. The one owner of stored tokens: it stores them
 * (`storeTokens`) and clears them (`clearStorage`); the transport only reads them.
 *
 *   boot → loadingProfile (tokens in storage) → signedIn | profileFailed (retry / logout)
 *        → signedOut → (login.succeeded) → signedIn
 *   signedIn (parallel)
 *     access:     checking → active ⇄ forcedPasswordChange    (server.forcePasswordChange / user.passwordChanged)
 *     autoLogout: checking → off | counting → warning → #loggingOut   (route.changed and user.active restart counting)
 *   loggingOut → signedOut        (server logout; cleared and redirected even if it fails or hangs)
 *   cas: waiting (2.2 s) → loadingProfile → #signedIn (redirect "/")
 *                                         ↘ failed (1.2 s) → #loggingOut
 *   (cas.tokens from any state: tokens present → cas; missing → redirect "/")
 *
 * Token refresh itself is the transport's (single flight for every concurrent 401). When the refresh
 * fails the transport sends `server.sessionExpired`: storage is cleared and the user goes to /login.
 * A 403 USER_FORCE_CHANGE_PASSWORD makes it send `server.forcePasswordChange`.
 */
import { assign, fromPromise, or, raise, setup, stateIn } from 'xstate';
import type { TokenResponse } from '@/api/generated/oauth/model';
import type { Profile } from '@/api/generated/rest/model';
import { type AuthErrorKey, type AuthMessage, restErrorMessage } from './login-errors';

export type SessionTokens = Pick<TokenResponse, 'access_token' | 'refresh_token'>;
/** The part of the profile the session reads (the app's profile type is assignable to it). */
export type SessionProfile = Partial<Pick<Profile, 'id' | 'username' | 'firstName' | 'lastName'>>;

export interface SessionInput {
  /** University autoLogoutTime in seconds; -1 (or any value ≤ 0) turns auto-logout off. */
  autoLogoutSeconds: number;
  /** The CAS logout address when the university has one; logout then goes there instead of "/". */
  casLogoutUrl?: string | null;
  /** Whether a token pair was in storage when the app started. */
  hasStoredTokens: boolean;
}

export type LogoutReason = 'user' | 'auto' | 'casFailure';

export interface SessionContext {
  autoLogoutSeconds: number;
  casLogoutUrl: string | null;
  hasStoredTokens: boolean;
  profile: SessionProfile | null;
  /** The failure shown in `profileFailed` or `cas.failed`. */
  error: AuthMessage<AuthErrorKey | typeof SESSION_MESSAGES.casError> | null;
  /** A forced password change was demanded (kept if it arrives before the session is up). */
  forcePasswordChange: boolean;
  logoutReason: LogoutReason | null;
}

export type SessionEvent =
  /** The login machine finished (its output). */
  | { type: 'login.succeeded'; tokens: SessionTokens; profile: SessionProfile }
  /** The /loginCas/{accessToken}/{refreshToken} route's raw parameters. */
  | { type: 'cas.tokens'; accessToken?: string | null; refreshToken?: string | null }
  | { type: 'route.changed'; path: string }
  /**
   * The student did something (pointer, keys, typing, scrolling, focus) in this tab or in another
   * tab of the same session: the tabs share one session, so they share its idle time.
   */
  | { type: 'user.active' }
  | { type: 'user.logout' }
  | { type: 'user.retry' }
  | { type: 'user.passwordChanged' }
  /** From the transport: a 403 with USER_FORCE_CHANGE_PASSWORD. */
  | { type: 'server.forcePasswordChange' }
  /** From the transport: a 401 whose single refresh failed. */
  | { type: 'server.sessionExpired' }
  /**
   * The server's profile, when the session started from the one kept on the device for a
   * repeat visit: it replaces the kept one.
   */
  | { type: 'server.profile'; profile: SessionProfile }
  /** Cloud mode: the user picked a university at login; its auto-logout and CAS settings apply from now on. */
  | { type: 'university.changed'; autoLogoutSeconds: number; casLogoutUrl: string | null };

/** Messages views show for session states (keys of the `auth` namespace). */
export const SESSION_MESSAGES = {
  autoLogoutWarning: 'auth:autoLogout.warning',
  loggingIn: 'auth:session.loggingIn',
  loggingOut: 'auth:session.loggingOut',
  casError: 'auth:errors.cas',
  forcedPasswordChange: 'auth:forcedPasswordChange.description',
} as const;

/** platform.md 4/9: the warning shows 10 s before the automatic logout. */
export const WARNING_LEAD_MS = 10_000;

export const SESSION_DELAYS = {
  /** From the (re)start of counting to the warning: timeout − 10 s (0 for timeouts ≤ 10 s). */
  untilWarning: ({ context }: { context: SessionContext }) =>
    Math.max(0, context.autoLogoutSeconds * 1000 - WARNING_LEAD_MS),
  /** From the warning to the logout: 10 s (the whole timeout when it is shorter). */
  warningLead: ({ context }: { context: SessionContext }) =>
    Math.min(WARNING_LEAD_MS, context.autoLogoutSeconds * 1000),
  /** platform.md 2.4: "logging in" for 2.2 s before the CAS profile fetch. */
  casProfileWait: 2200,
  /** platform.md 2.4: logout 1.2 s after a CAS failure. */
  casErrorLogout: 1200,
  /**
   * Not in the spec: the server logout gets 5 s. Storage is cleared and the redirect happens
   * whatever it answers, so a hanging call (the transport's timeout is 70 s) must not keep the user.
   */
  logoutTimeout: 5000,
} as const;

/** The route parameters without their `access_token=` / `refresh_token=` prefixes; `null` if either is missing. */
export function parseCasTokens(accessToken?: string | null, refreshToken?: string | null): SessionTokens | null {
  const strip = (value: string | null | undefined, prefix: string) => {
    const v = (value ?? '').trim();
    return (v.startsWith(prefix) ? v.slice(prefix.length) : v).trim();
  };
  const access = strip(accessToken, 'access_token=');
  const refresh = strip(refreshToken, 'refresh_token=');
  return access && refresh ? { access_token: access, refresh_token: refresh } : null;
}

/** Where logout goes: after an automatic logout to /login, otherwise to the CAS logout address or "/". */
export function logoutTarget(context: Pick<SessionContext, 'logoutReason' | 'casLogoutUrl'>): string {
  if (context.logoutReason === 'auto') return '/login';
  return context.casLogoutUrl || '/';
}

/** After the server logout (or its failure or timeout): clear, redirect, forget. */
const finishLogout = [
  'clearStorage',
  { type: 'redirect', params: ({ context }: { context: SessionContext }) => ({ to: logoutTarget(context) }) },
  'forgetSession',
] as const;

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`session machine: actor "${name}" was not provided`));

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    /** GET /rest/users/me with the stored token. */
    loadProfile: fromPromise<SessionProfile, void>(notProvided('loadProfile')),
    /** POST /rest/oauth/{id}/logout, while the token is still stored. */
    callLogout: fromPromise<unknown, { profile: SessionProfile | null }>(notProvided('callLogout')),
  },
  guards: {
    hasStoredTokens: ({ context }) => context.hasStoredTokens,
    autoLogoutEnabled: ({ context }) => context.autoLogoutSeconds > 0,
    forcePasswordChange: ({ context }) => context.forcePasswordChange,
    casTokensPresent: ({ event }) =>
      event.type === 'cas.tokens' && parseCasTokens(event.accessToken, event.refreshToken) !== null,
  },
  actions: {
    // Injected by the app (defaults do nothing so a forgotten one is visible in its test, not a crash).
    /** Persist the token pair (local storage). */
    storeTokens: (_, _params: { tokens: SessionTokens }) => {},
    /** Remove tokens, profile, seen messages, reserves list and survey data (platform.md 4). */
    clearStorage: () => {},
    /** Navigate (a full navigation for external addresses such as the CAS logout). */
    redirect: (_, _params: { to: string }) => {},

    markForcePasswordChange: assign({ forcePasswordChange: true }),
    clearForcePasswordChange: assign({ forcePasswordChange: false }),
    forgetSession: assign({ profile: null, forcePasswordChange: false, hasStoredTokens: false }),
  },
  delays: SESSION_DELAYS,
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    autoLogoutSeconds: input.autoLogoutSeconds,
    casLogoutUrl: input.casLogoutUrl ?? null,
    hasStoredTokens: input.hasStoredTokens,
    profile: null,
    error: null,
    forcePasswordChange: false,
    logoutReason: null,
  }),
  initial: 'boot',
  on: {
    // Handled once, here: the refresh failed while a session exists (its profile loading or signed
    // in). Storage is cleared and the user goes to /login; without a session there is nothing to end.
    'server.sessionExpired': {
      guard: or([stateIn('#session.loadingProfile'), stateIn('#session.signedIn')]),
      target: '.signedOut',
      actions: ['clearStorage', 'forgetSession', { type: 'redirect', params: { to: '/login' } }],
    },
    'cas.tokens': [
      {
        guard: 'casTokensPresent',
        target: '.cas',
        actions: [
          {
            type: 'storeTokens',
            params: ({ event }) => ({ tokens: parseCasTokens(event.accessToken, event.refreshToken) as SessionTokens }),
          },
          assign({ error: null, hasStoredTokens: true }),
        ],
      },
      // platform.md 2.4: without tokens the callback goes to the root.
      { actions: { type: 'redirect', params: { to: '/' } } },
    ],
    // Remembered anywhere (a profile call can be the one answered with 403); acted on in signedIn.
    'server.forcePasswordChange': { actions: 'markForcePasswordChange' },
    'university.changed': {
      actions: assign(({ event }) => ({
        autoLogoutSeconds: event.autoLogoutSeconds,
        casLogoutUrl: event.casLogoutUrl,
      })),
    },
  },
  states: {
    boot: {
      always: [{ guard: 'hasStoredTokens', target: 'loadingProfile' }, { target: 'signedOut' }],
    },
    signedOut: {
      on: {
        'login.succeeded': {
          target: 'signedIn',
          actions: [
            { type: 'storeTokens', params: ({ event }) => ({ tokens: event.tokens }) },
            assign({ profile: ({ event }) => event.profile, hasStoredTokens: true, error: null }),
          ],
        },
      },
    },
    loadingProfile: {
      tags: ['busy'],
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: { target: 'signedIn', actions: assign({ profile: ({ event }) => event.output }) },
        onError: { target: 'profileFailed', actions: assign({ error: ({ event }) => restErrorMessage(event.error) }) },
      },
    },
    profileFailed: {
      // The full-page error with "try again" (platform.md 2.11); logout stays possible.
      on: {
        'user.retry': { target: 'loadingProfile', actions: assign({ error: null }) },
        'user.logout': { target: 'loggingOut', actions: assign({ logoutReason: 'user' }) },
        // Stored tokens no longer load a profile and the user signs in again on the login page:
        // hand the login to signedOut, the one place that accepts it.
        'login.succeeded': { target: 'signedOut', actions: raise(({ event }) => event) },
      },
    },
    signedIn: {
      type: 'parallel',
      entry: assign({ error: null, logoutReason: null }),
      on: {
        'user.logout': { target: 'loggingOut', actions: assign({ logoutReason: 'user' }) },
        'server.profile': { actions: assign({ profile: ({ event }) => event.profile }) },
      },
      states: {
        access: {
          initial: 'checking',
          states: {
            checking: {
              always: [{ guard: 'forcePasswordChange', target: 'forcedPasswordChange' }, { target: 'active' }],
            },
            active: {
              on: {
                'server.forcePasswordChange': { target: 'forcedPasswordChange', actions: 'markForcePasswordChange' },
              },
            },
            // The blocking modal: nothing but the password change (or logout) gets the user out.
            forcedPasswordChange: {
              on: { 'user.passwordChanged': { target: 'active', actions: 'clearForcePasswordChange' } },
            },
          },
        },
        autoLogout: {
          initial: 'checking',
          states: {
            checking: { always: [{ guard: 'autoLogoutEnabled', target: 'counting' }, { target: 'off' }] },
            off: {},
            counting: {
              after: { untilWarning: { target: 'warning' } },
              on: {
                'route.changed': { target: 'counting', reenter: true },
                'user.active': { target: 'counting', reenter: true },
              },
            },
            // Views show SESSION_MESSAGES.autoLogoutWarning while here.
            warning: {
              after: { warningLead: { target: '#session.loggingOut', actions: assign({ logoutReason: 'auto' }) } },
              on: { 'route.changed': { target: 'counting' }, 'user.active': { target: 'counting' } },
            },
          },
        },
      },
    },
    loggingOut: {
      tags: ['busy'],
      // The server logout needs the bearer token, so it runs before storage is cleared; its result
      // does not matter: storage is cleared and the redirect happens in every case.
      invoke: {
        id: 'callLogout',
        src: 'callLogout',
        input: ({ context }) => ({ profile: context.profile }),
        onDone: { target: 'signedOut', actions: finishLogout },
        onError: { target: 'signedOut', actions: finishLogout },
      },
      after: { logoutTimeout: { target: 'signedOut', actions: finishLogout } },
    },
    cas: {
      tags: ['busy'],
      initial: 'waiting',
      states: {
        // Views show SESSION_MESSAGES.loggingIn in every cas state but `failed`.
        waiting: { after: { casProfileWait: { target: 'loadingProfile' } } },
        loadingProfile: {
          invoke: {
            id: 'loadCasProfile',
            src: 'loadProfile',
            onDone: {
              target: '#session.signedIn',
              actions: [assign({ profile: ({ event }) => event.output }), { type: 'redirect', params: { to: '/' } }],
            },
            onError: { target: 'failed', actions: assign({ error: { key: SESSION_MESSAGES.casError } }) },
          },
        },
        failed: {
          after: { casErrorLogout: { target: '#session.loggingOut', actions: assign({ logoutReason: 'casFailure' }) } },
        },
      },
    },
  },
});
