import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type SessionInput,
  type SessionProfile,
  type SessionTokens,
  SESSION_DELAYS,
  SESSION_MESSAGES,
  WARNING_LEAD_MS,
  logoutTarget,
  parseCasTokens,
  sessionMachine,
} from './session.machine';
import { deferred } from './testing/deferred';
import { graphCoverage } from './testing/graph-coverage';
import { flush, fakeTimersInEachTest } from './testing/fake-timers';

const tokens: SessionTokens = { access_token: 'access-1', refresh_token: 'refresh-1' };
const profile: SessionProfile = { id: 17, username: '4001234567', firstName: 'زهرا', lastName: 'احمدی' };

interface Fakes {
  loadProfile?: () => Promise<SessionProfile>;
  callLogout?: () => Promise<unknown>;
}
type Effect = [string, unknown?];
function start(input: Partial<SessionInput> = {}, fakes: Fakes = {}) {
  /** Every side effect in order: injected actions and actor calls. */
  const effects: Effect[] = [];
  const machine = sessionMachine.provide({
    actions: {
      storeTokens: (_, params) => effects.push(['storeTokens', params.tokens]),
      clearStorage: () => effects.push(['clearStorage']),
      redirect: (_, params) => effects.push(['redirect', params.to]),
    },
    actors: {
      loadProfile: fromPromise<SessionProfile, void>(() => {
        effects.push(['loadProfile']);
        return fakes.loadProfile ? fakes.loadProfile() : Promise.resolve(profile);
      }),
      callLogout: fromPromise<unknown, { profile: SessionProfile | null }>(({ input: i }) => {
        effects.push(['callLogout', i.profile]);
        return fakes.callLogout ? fakes.callLogout() : Promise.resolve({});
      }),
    },
  });
  const actor = createActor(machine, {
    input: { autoLogoutSeconds: -1, hasStoredTokens: false, casLogoutUrl: null, ...input },
  });
  actor.start();
  return { actor, effects };
}
const seconds = (s: number) => vi.advanceTimersByTimeAsync(s * 1000);

async function signIn(input: Partial<SessionInput> = {}, fakes: Fakes = {}) {
  const session = start(input, fakes);
  session.actor.send({ type: 'login.succeeded', tokens, profile });
  session.effects.length = 0;
  await flush();
  return session;
}

fakeTimersInEachTest();

describe('start', () => {
  it('is signed out without stored tokens', () => {
    const { actor, effects } = start();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects).toEqual([]);
  });

  it('loads the profile when tokens are stored, then is signed in', async () => {
    const { actor, effects } = start({ hasStoredTokens: true });
    expect(actor.getSnapshot().value).toBe('loadingProfile');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);

    await flush();

    expect(actor.getSnapshot().value).toEqual({ signedIn: { access: 'active', autoLogout: 'off' } });
    expect(actor.getSnapshot().context.profile).toEqual(profile);
    expect(effects).toEqual([['loadProfile']]);
  });

  it('a failed profile shows an error with retry; retry loads again', async () => {
    let fail = true;
    const { actor } = start(
      { hasStoredTokens: true },
      { loadProfile: () => (fail ? Promise.reject({ status: 502 }) : Promise.resolve(profile)) },
    );
    await flush();
    expect(actor.getSnapshot().value).toBe('profileFailed');
    expect(actor.getSnapshot().context.error).toEqual({ key: 'auth:errors.connectWithCode', params: { code: 502 } });

    fail = false;
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await flush();

    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
  });

  it('from the profile error a fresh login signs in (stale stored tokens)', async () => {
    const { actor, effects } = start({ hasStoredTokens: true }, { loadProfile: () => Promise.reject({ status: 401 }) });
    await flush();
    expect(actor.getSnapshot().value).toBe('profileFailed');

    actor.send({ type: 'login.succeeded', tokens: { access_token: 'a2', refresh_token: 'r2' }, profile });

    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(actor.getSnapshot().context.profile).toEqual(profile);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(effects).toContainEqual(['storeTokens', { access_token: 'a2', refresh_token: 'r2' }]);
  });

  it('from the profile error the user can log out', async () => {
    const { actor, effects } = start(
      { hasStoredTokens: true },
      { loadProfile: () => Promise.reject({ status: null }) },
    );
    await flush();

    actor.send({ type: 'user.logout' });
    await flush();

    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects).toEqual([['loadProfile'], ['callLogout', null], ['clearStorage'], ['redirect', '/']]);
  });

  it('an expired session while loading the profile clears storage and goes to /login', () => {
    const { actor, effects } = start({ hasStoredTokens: true }, { loadProfile: () => new Promise(() => {}) });

    actor.send({ type: 'server.sessionExpired' });

    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects).toEqual([['loadProfile'], ['clearStorage'], ['redirect', '/login']]);
    expect(actor.getSnapshot().context).toMatchObject({ profile: null, hasStoredTokens: false });
  });

  it('an expired session without a session (signed out) changes nothing', () => {
    const { actor, effects } = start({ hasStoredTokens: false });
    expect(actor.getSnapshot().value).toBe('signedOut');

    actor.send({ type: 'server.sessionExpired' });

    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects).toEqual([]);
  });
});

describe('kept profile', () => {
  it('server.profile replaces the profile a repeat visit started from, staying signed in', async () => {
    const { actor } = start({ hasStoredTokens: true });
    await flush();
    const fresh = { ...profile, firstName: 'مریم' };

    actor.send({ type: 'server.profile', profile: fresh });

    expect(actor.getSnapshot().matches({ signedIn: { access: 'active' } })).toBe(true);
    expect(actor.getSnapshot().context.profile).toEqual(fresh);
  });
});

describe('login', () => {
  it('login.succeeded stores the tokens and signs in with the profile', () => {
    const { actor, effects } = start();

    actor.send({ type: 'login.succeeded', tokens, profile });

    expect(effects).toEqual([['storeTokens', tokens]]);
    expect(actor.getSnapshot().matches({ signedIn: { access: 'active' } })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ profile, hasStoredTokens: true });
  });
});

describe('automatic logout', () => {
  it('is off for -1 (and any value ≤ 0): route changes do nothing, no timer runs', async () => {
    const { actor } = await signIn({ autoLogoutSeconds: 0 });
    actor.send({ type: 'route.changed', path: '/food' });
    await seconds(3600);
    expect(actor.getSnapshot().value).toEqual({ signedIn: { access: 'active', autoLogout: 'off' } });
  });

  it('warns 10 s before the timeout and then logs out to /login', async () => {
    const { actor, effects } = await signIn({ autoLogoutSeconds: 300, casLogoutUrl: 'https://cas.example/logout' });
    expect(actor.getSnapshot().matches({ signedIn: { autoLogout: 'counting' } })).toBe(true);

    await seconds(290 - 0.001);
    expect(actor.getSnapshot().matches({ signedIn: { autoLogout: 'counting' } })).toBe(true);
    await seconds(0.001);
    expect(actor.getSnapshot().matches({ signedIn: { autoLogout: 'warning' } })).toBe(true);
    expect(SESSION_MESSAGES.autoLogoutWarning).toBe('auth:autoLogout.warning');

    await seconds(10);
    // an automatic logout goes to /login, not to the CAS logout page
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects).toEqual([['callLogout', profile], ['clearStorage'], ['redirect', '/login']]);
  });

  it('every route change restarts the count, also during the warning', async () => {
    const { actor } = await signIn({ autoLogoutSeconds: 60 });

    await seconds(45);
    actor.send({ type: 'route.changed', path: '/food' }); // restart at 45 s
    await seconds(49.999);
    expect(actor.getSnapshot().matches({ signedIn: { autoLogout: 'counting' } })).toBe(true);
    await seconds(0.001);
    expect(actor.getSnapshot().matches({ signedIn: { autoLogout: 'warning' } })).toBe(true);

    await seconds(9);
    actor.send({ type: 'route.changed', path: '/user/wallet' });
    expect(actor.getSnapshot().matches({ signedIn: { autoLogout: 'counting' } })).toBe(true);
    await seconds(59);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
  });

  it('activity (here or in another tab) restarts the count without a route change, also during the warning', async () => {
    const { actor } = await signIn({ autoLogoutSeconds: 60 });
    // Typing in one form for two minutes: no route change, yet the student is there.
    for (let i = 0; i < 8; i++) {
      await seconds(15);
      actor.send({ type: 'user.active' });
    }
    expect(actor.getSnapshot().matches({ signedIn: { autoLogout: 'counting' } })).toBe(true);
    await seconds(50);
    expect(actor.getSnapshot().matches({ signedIn: { autoLogout: 'warning' } })).toBe(true);
    actor.send({ type: 'user.active' });
    expect(actor.getSnapshot().matches({ signedIn: { autoLogout: 'counting' } })).toBe(true);
    await seconds(59);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    // Then no activity anywhere: the session ends a full timeout after the last one.
    await seconds(1);
    expect(actor.getSnapshot().matches('signedIn')).toBe(false);
  });

  it('a timeout of 10 s or less warns at once for the whole time', async () => {
    const { actor, effects } = await signIn({ autoLogoutSeconds: 4 });
    expect(SESSION_DELAYS.untilWarning({ context: actor.getSnapshot().context })).toBe(0);
    await flush();
    expect(actor.getSnapshot().matches({ signedIn: { autoLogout: 'warning' } })).toBe(true);
    await seconds(3.999);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    await seconds(0.001);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects.at(-1)).toEqual(['redirect', '/login']);
  });

  it('university.changed (cloud mode: picked at login) sets the auto-logout and CAS logout used from then on', async () => {
    const { actor, effects } = start({ autoLogoutSeconds: -1, casLogoutUrl: null });
    actor.send({ type: 'university.changed', autoLogoutSeconds: 30, casLogoutUrl: 'https://cas.example/logout' });
    expect(actor.getSnapshot().context).toMatchObject({
      autoLogoutSeconds: 30,
      casLogoutUrl: 'https://cas.example/logout',
    });
    actor.send({ type: 'login.succeeded', tokens, profile });
    expect(actor.getSnapshot().matches({ signedIn: { autoLogout: 'counting' } })).toBe(true);
    await seconds(30);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects.at(-1)).toEqual(['redirect', '/login']);
  });

  it('the delays follow the input seconds', () => {
    const context = { autoLogoutSeconds: 300 } as Parameters<typeof SESSION_DELAYS.untilWarning>[0]['context'];
    expect(SESSION_DELAYS.untilWarning({ context })).toBe(290_000);
    expect(SESSION_DELAYS.warningLead({ context })).toBe(WARNING_LEAD_MS);
  });
});

describe('forced password change', () => {
  it('server.forcePasswordChange blocks until user.passwordChanged', async () => {
    const { actor } = await signIn();

    actor.send({ type: 'server.forcePasswordChange' });
    expect(actor.getSnapshot().matches({ signedIn: { access: 'forcedPasswordChange' } })).toBe(true);
    actor.send({ type: 'server.forcePasswordChange' }); // a second 403 changes nothing
    actor.send({ type: 'route.changed', path: '/' });
    expect(actor.getSnapshot().matches({ signedIn: { access: 'forcedPasswordChange' } })).toBe(true);

    actor.send({ type: 'user.passwordChanged' });

    expect(actor.getSnapshot().matches({ signedIn: { access: 'active' } })).toBe(true);
    expect(actor.getSnapshot().context.forcePasswordChange).toBe(false);
  });

  it('a demand that arrives while the profile loads opens the change once signed in', async () => {
    const load = deferred<SessionProfile>();
    const { actor } = start({ hasStoredTokens: true }, { loadProfile: () => load.promise });

    actor.send({ type: 'server.forcePasswordChange' });
    load.resolve(profile);
    await flush();

    expect(actor.getSnapshot().matches({ signedIn: { access: 'forcedPasswordChange' } })).toBe(true);
  });
});

describe('logout', () => {
  it('calls the server logout with the profile, then clears storage and goes to the CAS logout address', async () => {
    const { actor, effects } = await signIn({ casLogoutUrl: 'https://cas.example/logout' });

    actor.send({ type: 'user.logout' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();

    expect(effects).toEqual([['callLogout', profile], ['clearStorage'], ['redirect', 'https://cas.example/logout']]);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.profile).toBeNull();
  });

  it('a failing server logout still clears and redirects to "/"', async () => {
    const { actor, effects } = await signIn({}, { callLogout: () => Promise.reject({ status: 500 }) });
    actor.send({ type: 'user.logout' });
    await flush();
    expect(effects).toEqual([['callLogout', profile], ['clearStorage'], ['redirect', '/']]);
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it('a hanging server logout is abandoned after 5 s', async () => {
    const { actor, effects } = await signIn({}, { callLogout: () => new Promise(() => {}) });
    actor.send({ type: 'user.logout' });

    await vi.advanceTimersByTimeAsync(SESSION_DELAYS.logoutTimeout - 1);
    expect(actor.getSnapshot().value).toBe('loggingOut');
    await vi.advanceTimersByTimeAsync(1);

    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects).toEqual([['callLogout', profile], ['clearStorage'], ['redirect', '/']]);
  });

  it('an expired session (refresh failed) clears storage and goes to /login without the server call', async () => {
    const { actor, effects } = await signIn({ autoLogoutSeconds: 300 });
    actor.send({ type: 'server.sessionExpired' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects).toEqual([['clearStorage'], ['redirect', '/login']]);
    await seconds(600); // the auto-logout timer is gone with the session
    expect(effects).toHaveLength(2);
  });

  it.each([
    ['user', null, '/'],
    ['user', 'https://cas.example/logout', 'https://cas.example/logout'],
    ['casFailure', 'https://cas.example/logout', 'https://cas.example/logout'],
    ['auto', 'https://cas.example/logout', '/login'],
  ] as const)('logout for reason %s with CAS url %s goes to %s', (logoutReason, casLogoutUrl, to) => {
    expect(logoutTarget({ logoutReason, casLogoutUrl })).toBe(to);
  });
});

describe('single sign-on (CAS) callback', () => {
  it.each([
    ['access_token=a.b.c', 'refresh_token=r-1', { access_token: 'a.b.c', refresh_token: 'r-1' }],
    ['a.b.c', 'r-1', { access_token: 'a.b.c', refresh_token: 'r-1' }],
    ['access_token=', 'refresh_token=r', null],
    ['access_token=a', undefined, null],
    [null, 'r', null],
  ])('parseCasTokens(%s, %s) → %o', (access, refresh, expected) => {
    expect(parseCasTokens(access, refresh)).toEqual(expected);
  });

  it('stores the tokens, shows "logging in" for 2.2 s, loads the profile, signs in and goes to the root', async () => {
    const { actor, effects } = start();

    actor.send({ type: 'cas.tokens', accessToken: 'access_token=A', refreshToken: 'refresh_token=R' });

    expect(effects).toEqual([['storeTokens', { access_token: 'A', refresh_token: 'R' }]]);
    expect(actor.getSnapshot().value).toEqual({ cas: 'waiting' });
    await vi.advanceTimersByTimeAsync(SESSION_DELAYS.casProfileWait - 1);
    expect(effects).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);

    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(effects.slice(1)).toEqual([['loadProfile'], ['redirect', '/']]);
    expect(actor.getSnapshot().context.profile).toEqual(profile);
  });

  it('a failed profile shows the auth error and logs out after 1.2 s', async () => {
    const { actor, effects } = start(
      { casLogoutUrl: 'https://cas.example/logout' },
      { loadProfile: () => Promise.reject({ status: 401 }) },
    );
    actor.send({ type: 'cas.tokens', accessToken: 'access_token=A', refreshToken: 'refresh_token=R' });
    await vi.advanceTimersByTimeAsync(SESSION_DELAYS.casProfileWait);

    expect(actor.getSnapshot().value).toEqual({ cas: 'failed' });
    expect(actor.getSnapshot().context.error).toEqual({ key: 'auth:errors.cas' });
    await vi.advanceTimersByTimeAsync(SESSION_DELAYS.casErrorLogout - 1);
    expect(actor.getSnapshot().value).toEqual({ cas: 'failed' });
    await vi.advanceTimersByTimeAsync(1);

    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects.slice(-3)).toEqual([
      ['callLogout', null],
      ['clearStorage'],
      ['redirect', 'https://cas.example/logout'],
    ]);
  });

  it('missing tokens redirect to the root and change nothing else', async () => {
    const { actor, effects } = await signIn();
    actor.send({ type: 'cas.tokens', accessToken: 'access_token=', refreshToken: '' });
    expect(effects).toEqual([['redirect', '/']]);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
  });
});

describe('default implementations', () => {
  it('actors the app forgot to provide fail (the profile error shows)', async () => {
    const actor = createActor(sessionMachine, { input: { autoLogoutSeconds: -1, hasStoredTokens: true } });
    actor.start();
    await flush();
    expect(actor.getSnapshot().value).toBe('profileFailed');
    actor.send({ type: 'user.logout' });
    await flush();
    expect(actor.getSnapshot().value).toBe('signedOut');
  });
});

describe('model', () => {
  it('every state is reachable and every transition taken on a path of its graph (xstate/graph)', () => {
    const c = graphCoverage(sessionMachine, {
      inputs: [
        { autoLogoutSeconds: 300, hasStoredTokens: true },
        { autoLogoutSeconds: -1, hasStoredTokens: false },
      ],
      // Payloads per event type (a CAS callback with and without tokens); others are sent bare.
      events: [
        { type: 'login.succeeded', tokens, profile },
        { type: 'cas.tokens', accessToken: 'access_token=A', refreshToken: 'refresh_token=R' },
        { type: 'cas.tokens' },
        { type: 'route.changed', path: '/food' },
        { type: 'user.active' },
        { type: 'university.changed', autoLogoutSeconds: 300, casLogoutUrl: null },
        { type: 'xstate.done.actor.loadProfile', output: profile },
        { type: 'xstate.error.actor.loadProfile', error: { status: null } },
        { type: 'xstate.done.actor.loadCasProfile', output: profile },
        { type: 'xstate.error.actor.loadCasProfile', error: { status: 401 } },
        { type: 'xstate.done.actor.callLogout', output: {} },
        { type: 'xstate.error.actor.callLogout', error: { status: null } },
      ],
      serializeState: (s) =>
        JSON.stringify([
          s.value,
          s.context.forcePasswordChange,
          s.context.logoutReason,
          !!s.context.profile,
          s.context.autoLogoutSeconds,
        ]),
    });
    expect(c.missingStates).toEqual([]);
    expect(c.missingTransitions).toEqual([]);
  });
});
