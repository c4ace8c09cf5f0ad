import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise } from 'xstate';
import { type Captcha, type CaptchaInput, captchaMachine } from './captcha.machine';
import {
  type LoadProfileInput,
  type LoginInput,
  type LoginProfile,
  type LoginTokens,
  type RequestTokenInput,
  LOGIN_DELAYS,
  canSubmitLogin,
  loginMachine,
  welcomeMessage,
} from './login.machine';
import { deferred } from './testing/deferred';
import { graphCoverage } from './testing/graph-coverage';
import { flush, fakeTimersInEachTest } from './testing/fake-timers';

// ─── fakes ───
const tokens: LoginTokens = { access_token: 'access-1', refresh_token: 'refresh-1' };
const profile: LoginProfile = { username: '4001234567', firstName: 'زهرا', lastName: 'احمدی' };
const captchaFor = (nonce: string): Captcha => ({ image: `png-${nonce}`, validation: `val-${nonce}` });
const lockedError = { status: 401, data: { error: 'unauthorized', error_description: 'User account is locked' } };

interface Fakes {
  fetchCaptcha?: (input: CaptchaInput) => Promise<Captcha>;
  requestToken?: (input: RequestTokenInput) => Promise<LoginTokens>;
  loadProfile?: (input: LoadProfileInput) => Promise<LoginProfile>;
}
function start(input: LoginInput, fakes: Fakes = {}) {
  const calls = {
    fetchCaptcha: [] as CaptchaInput[],
    requestToken: [] as RequestTokenInput[],
    loadProfile: [] as LoadProfileInput[],
  };
  let nonces = 0;
  const machine = loginMachine.provide({
    actors: {
      captcha: captchaMachine.provide({
        actions: { newNonce: assign({ nonce: () => `nonce-${(nonces += 1)}` }) },
        actors: {
          fetchCaptcha: fromPromise<Captcha, CaptchaInput>(({ input: i }) => {
            calls.fetchCaptcha.push(i);
            return fakes.fetchCaptcha ? fakes.fetchCaptcha(i) : Promise.resolve(captchaFor(i.nonce));
          }),
        },
      }),
      requestToken: fromPromise<LoginTokens, RequestTokenInput>(({ input: i }) => {
        calls.requestToken.push(i);
        return fakes.requestToken ? fakes.requestToken(i) : Promise.resolve(tokens);
      }),
      loadProfile: fromPromise<LoginProfile, LoadProfileInput>(({ input: i }) => {
        calls.loadProfile.push(i);
        return fakes.loadProfile ? fakes.loadProfile(i) : Promise.resolve(profile);
      }),
    },
  });
  const actor = createActor(machine, { input });
  actor.start();
  const type = (field: 'username' | 'password' | 'captchaText', value: string) =>
    actor.send({ type: 'user.input', field, value });
  return { actor, calls, type };
}

/** Types a username, password and captcha text, then submits. */
function submitFilled({ actor, type }: Pick<ReturnType<typeof start>, 'actor' | 'type'>) {
  type('username', 'ali');
  type('password', 'secret');
  type('captchaText', '1234');
  actor.send({ type: 'user.submit' });
}

fakeTimersInEachTest();

describe('captcha region', () => {
  it('is disabled when the university has no captcha, and refresh does nothing', async () => {
    const { actor, calls } = start({ captchaEnabled: false });
    actor.send({ type: 'user.refreshCaptcha' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ form: { captcha: 'disabled', entry: 'editing' } });
    expect(calls.fetchCaptcha).toEqual([]);
  });

  it('loads a captcha for a fresh nonce when enabled', async () => {
    const { actor, calls } = start({ captchaEnabled: true });
    expect(actor.getSnapshot().context.captchaStatus).toBe('loading');

    await flush();

    expect(calls.fetchCaptcha).toEqual([{ nonce: 'nonce-1' }]);
    expect(actor.getSnapshot().context.captchaStatus).toBe('ready');
    expect(actor.getSnapshot().context).toMatchObject({ nonce: 'nonce-1', captcha: captchaFor('nonce-1') });
  });

  it('shows the failed state when the captcha cannot load, and user.refreshCaptcha retries with a new nonce', async () => {
    let fail = true;
    const { actor, calls } = start(
      { captchaEnabled: true },
      { fetchCaptcha: (i) => (fail ? Promise.reject({ status: null }) : Promise.resolve(captchaFor(i.nonce))) },
    );
    await flush();
    expect(actor.getSnapshot().context.captchaStatus).toBe('failed');
    expect(actor.getSnapshot().context.captcha).toBeNull();

    fail = false;
    actor.send({ type: 'user.refreshCaptcha' });
    await flush();

    expect(calls.fetchCaptcha).toEqual([{ nonce: 'nonce-1' }, { nonce: 'nonce-2' }]);
    expect(actor.getSnapshot().context.captchaStatus).toBe('ready');
  });

  it('refreshing a loaded captcha replaces image and nonce and clears the typed text', async () => {
    const { actor, type } = start({ captchaEnabled: true });
    await flush();
    type('captchaText', '12345');

    actor.send({ type: 'user.refreshCaptcha' });
    expect(actor.getSnapshot().context).toMatchObject({ captcha: null, captchaText: '' });
    await flush();

    expect(actor.getSnapshot().context).toMatchObject({
      nonce: 'nonce-2',
      captcha: captchaFor('nonce-2'),
      captchaText: '',
    });
  });

  it('refreshing while a captcha loads restarts the load with a new nonce; the stale answer is dropped', async () => {
    const first = deferred<Captcha>();
    const { actor, calls } = start(
      { captchaEnabled: true },
      { fetchCaptcha: (i) => (i.nonce === 'nonce-1' ? first.promise : Promise.resolve(captchaFor(i.nonce))) },
    );

    actor.send({ type: 'user.refreshCaptcha' });
    first.resolve(captchaFor('nonce-1'));
    await flush();

    expect(calls.fetchCaptcha).toEqual([{ nonce: 'nonce-1' }, { nonce: 'nonce-2' }]);
    expect(actor.getSnapshot().context).toMatchObject({ nonce: 'nonce-2', captcha: captchaFor('nonce-2') });
  });

  it('refreshing (even twice) during a submit never disturbs the attempt', async () => {
    const token = deferred<LoginTokens>();
    const { actor, calls, type } = start({ captchaEnabled: true }, { requestToken: () => token.promise });
    await flush();
    submitFilled({ actor, type });

    actor.send({ type: 'user.refreshCaptcha' });
    actor.send({ type: 'user.refreshCaptcha' });

    expect(actor.getSnapshot().value).toEqual({ form: { captcha: 'active', entry: 'submitting' } });
    expect(actor.getSnapshot().context.captchaStatus).toBe('loading');
    expect(calls.requestToken).toHaveLength(1);
    token.resolve(tokens);
    await flush();
    expect(actor.getSnapshot().value).toBe('delayingSuccess');
  });

  it('the internal captcha.regenerate is ignored when the captcha is off', async () => {
    const { actor, calls } = start({ captchaEnabled: false });
    actor.send({ type: 'captcha.regenerate' });
    await flush();
    expect(actor.getSnapshot().matches({ form: { captcha: 'disabled' } })).toBe(true);
    expect(calls.fetchCaptcha).toEqual([]);
  });
});

describe('canSubmit', () => {
  const base = { username: 'u', password: 'p', captchaText: '', captcha: null, captchaEnabled: false };
  it.each([
    ['username and password, captcha off', base, true],
    ['blank username', { ...base, username: '   ' }, false],
    ['blank password', { ...base, password: ' \t' }, false],
    ['captcha on but not loaded', { ...base, captchaEnabled: true, captchaText: '123' }, false],
    ['captcha on, loaded, no text', { ...base, captchaEnabled: true, captcha: captchaFor('n') }, false],
    [
      'captcha on, loaded, blank text',
      { ...base, captchaEnabled: true, captcha: captchaFor('n'), captchaText: '  ' },
      false,
    ],
    ['captcha on, loaded, text', { ...base, captchaEnabled: true, captcha: captchaFor('n'), captchaText: '123' }, true],
  ])('%s → %s', (_name, context, expected) => {
    expect(canSubmitLogin(context)).toBe(expected);
  });

  it('user.submit on an invalid form stays in editing and calls nothing', async () => {
    const { actor, calls, type } = start({ captchaEnabled: true });
    await flush();
    type('username', 'ali');
    type('password', 'secret');

    actor.send({ type: 'user.submit' }); // no captcha text yet
    await flush();

    expect(actor.getSnapshot().matches({ form: { entry: 'editing' } })).toBe(true);
    expect(calls.requestToken).toEqual([]);
  });
});

describe('successful login', () => {
  it('sends the trimmed username without captcha fields when the captcha is off, waits 1.5 s, loads the profile, welcomes, finishes after 1 s', async () => {
    const token = deferred<LoginTokens>();
    const { actor, calls, type } = start({ captchaEnabled: false }, { requestToken: () => token.promise });
    type('username', '  4001234567 ');
    type('password', ' pass word ');

    actor.send({ type: 'user.submit' });

    expect(actor.getSnapshot().matches({ form: { entry: 'submitting' } })).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(calls.requestToken).toEqual([
      {
        username: '4001234567',
        password: ' pass word ',
        captchaText: undefined,
        validation: undefined,
        nonce: undefined,
      },
    ]);
    expect(actor.getSnapshot().context.attempts).toBe(1);

    token.resolve(tokens);
    await flush();
    expect(actor.getSnapshot().value).toBe('delayingSuccess');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);

    await vi.advanceTimersByTimeAsync(LOGIN_DELAYS.resultDelay - 1);
    expect(actor.getSnapshot().value).toBe('delayingSuccess');
    expect(calls.loadProfile).toEqual([]);

    await vi.advanceTimersByTimeAsync(1);
    expect(calls.loadProfile).toEqual([{ tokens }]);
    expect(actor.getSnapshot().value).toBe('welcome');
    expect(actor.getSnapshot().context.welcome).toEqual({ key: 'auth:login.welcome', params: { name: 'زهرا احمدی' } });

    await vi.advanceTimersByTimeAsync(LOGIN_DELAYS.redirectDelay);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ tokens, profile });
  });

  it('sends the captcha text, validation and nonce when the captcha is on', async () => {
    const { actor, calls, type } = start({ captchaEnabled: true });
    await flush();
    type('username', 'ali');
    type('password', 'secret');
    type('captchaText', ' 7k3p ');

    actor.send({ type: 'user.submit' });

    expect(calls.requestToken).toEqual([
      { username: 'ali', password: 'secret', captchaText: '7k3p', validation: 'val-nonce-1', nonce: 'nonce-1' },
    ]);
  });

  it('welcomes by username when the profile has no name', () => {
    expect(welcomeMessage({ firstName: ' ', lastName: '' }, 'typed')).toEqual({
      key: 'auth:login.welcome',
      params: { name: 'typed' },
    });
    expect(welcomeMessage({ username: 'server' }, 'typed')).toEqual({
      key: 'auth:login.welcome',
      params: { name: 'server' },
    });
  });
});

describe('failed login', () => {
  it('waits 1.5 s, shows the mapped error for 2 s with a new captcha, keeps username and password, then edits again', async () => {
    const { actor, calls, type } = start({ captchaEnabled: true }, { requestToken: () => Promise.reject(lockedError) });
    await flush();
    type('username', 'ali');
    type('password', 'secret');
    type('captchaText', 'wrong');

    actor.send({ type: 'user.submit' });
    await flush();
    expect(actor.getSnapshot().matches({ form: { entry: 'delayingFailure' } })).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(calls.fetchCaptcha).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(LOGIN_DELAYS.resultDelay);
    const shown = actor.getSnapshot();
    expect(shown.matches({ form: { entry: 'showingError' } })).toBe(true);
    expect(shown.context.error).toEqual({ key: 'auth:errors.locked' });
    expect(shown.context).toMatchObject({ username: 'ali', password: 'secret', captchaText: '', attempts: 1 });
    expect(calls.fetchCaptcha).toEqual([{ nonce: 'nonce-1' }, { nonce: 'nonce-2' }]);
    await flush();
    expect(actor.getSnapshot().context.captcha).toEqual(captchaFor('nonce-2'));

    await vi.advanceTimersByTimeAsync(LOGIN_DELAYS.errorDisplay - 1);
    expect(actor.getSnapshot().matches({ form: { entry: 'showingError' } })).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches({ form: { entry: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('lets the user type and resubmit while the error shows; each submit counts an attempt', async () => {
    let failures = 1;
    const { actor, calls, type } = start(
      { captchaEnabled: false },
      { requestToken: () => (failures-- > 0 ? Promise.reject({ status: 500 }) : Promise.resolve(tokens)) },
    );
    type('username', 'ali');
    type('password', 'wrong');
    actor.send({ type: 'user.submit' });
    await flush();
    await vi.advanceTimersByTimeAsync(LOGIN_DELAYS.resultDelay);
    expect(actor.getSnapshot().context.error).toEqual({ key: 'auth:errors.connectWithCode', params: { code: 500 } });

    type('password', 'right');
    actor.send({ type: 'user.submit' });

    expect(actor.getSnapshot().matches({ form: { entry: 'submitting' } })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ error: null, attempts: 2 });
    expect(calls.requestToken.at(-1)?.password).toBe('right');
    await flush();
    expect(actor.getSnapshot().value).toBe('delayingSuccess');
  });

  it('a failing profile call drops the tokens, shows the error and reloads the captcha', async () => {
    const { actor, calls, type } = start(
      { captchaEnabled: true },
      { loadProfile: () => Promise.reject({ status: 503, hasServerMessage: false }) },
    );
    await flush();
    submitFilled({ actor, type });
    await flush();

    await vi.advanceTimersByTimeAsync(LOGIN_DELAYS.resultDelay);

    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ form: { captcha: 'active', entry: 'showingError' } });
    expect(snapshot.context.captchaStatus).toBe('ready');
    expect(snapshot.context).toMatchObject({
      tokens: null,
      error: { key: 'auth:errors.connectWithCode', params: { code: 503 } },
      username: 'ali',
      password: 'secret',
      captchaText: '',
    });
    expect(calls.fetchCaptcha).toEqual([{ nonce: 'nonce-1' }, { nonce: 'nonce-2' }]);
    expect(snapshot.context.captcha).toEqual(captchaFor('nonce-2'));
  });

  it('regenerates a captcha that failed to load while the attempt was under way', async () => {
    let captchaFails = false;
    const token = deferred<LoginTokens>();
    const { actor, calls, type } = start(
      { captchaEnabled: true },
      {
        fetchCaptcha: (i) => (captchaFails ? Promise.reject({ status: 502 }) : Promise.resolve(captchaFor(i.nonce))),
        requestToken: () => token.promise,
      },
    );
    await flush();
    submitFilled({ actor, type });
    captchaFails = true;
    actor.send({ type: 'user.refreshCaptcha' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ form: { captcha: 'active', entry: 'submitting' } });
    expect(actor.getSnapshot().context.captchaStatus).toBe('failed');

    captchaFails = false;
    token.reject({ status: 400, data: { error: 'invalid_grant', error_description: 'Bad credentials' } });
    await flush();
    await vi.advanceTimersByTimeAsync(LOGIN_DELAYS.resultDelay);

    expect(actor.getSnapshot().value).toEqual({ form: { captcha: 'active', entry: 'showingError' } });
    expect(actor.getSnapshot().context.captchaStatus).toBe('ready');
    expect(actor.getSnapshot().context.error).toEqual({ key: 'auth:errors.invalidCredentials' });
    expect(calls.fetchCaptcha.map((c) => c.nonce)).toEqual(['nonce-1', 'nonce-2', 'nonce-3']);
  });

  it('does not regenerate a captcha that is still loading (it is unused)', async () => {
    const pending = deferred<Captcha>();
    const { actor, calls, type } = start(
      { captchaEnabled: true },
      {
        fetchCaptcha: (i) => (i.nonce === 'nonce-2' ? pending.promise : Promise.resolve(captchaFor(i.nonce))),
        requestToken: () => Promise.reject({ status: null }),
      },
    );
    await flush();
    submitFilled({ actor, type });
    actor.send({ type: 'user.refreshCaptcha' });
    await flush();

    await vi.advanceTimersByTimeAsync(LOGIN_DELAYS.resultDelay);

    expect(actor.getSnapshot().value).toEqual({ form: { captcha: 'active', entry: 'showingError' } });
    expect(actor.getSnapshot().context.captchaStatus).toBe('loading');
    expect(actor.getSnapshot().context.error).toEqual({ key: 'auth:errors.connect' });
    expect(calls.fetchCaptcha.map((c) => c.nonce)).toEqual(['nonce-1', 'nonce-2']);
    pending.resolve(captchaFor('nonce-2'));
    await flush();
    expect(actor.getSnapshot().context.captcha).toEqual(captchaFor('nonce-2'));
  });
});

describe('default implementations', () => {
  it('an actor the app forgot to provide fails like a network error', async () => {
    const actor = createActor(loginMachine, { input: { captchaEnabled: true } });
    actor.start();
    await flush();
    expect(actor.getSnapshot().context.captchaStatus).toBe('failed');
  });
});

describe('model', () => {
  it('every state is reachable and every transition taken on a path of its graph (xstate/graph, captcha on and off)', () => {
    const c = graphCoverage(loginMachine, {
      inputs: [{ captchaEnabled: true }, { captchaEnabled: false }],
      // Payloads per event type; any other event the state accepts (delays) is sent bare.
      events: [
        { type: 'user.input', field: 'username', value: 'ali' },
        { type: 'user.input', field: 'password', value: 'secret' },
        { type: 'user.input', field: 'captchaText', value: '1234' },
        { type: 'captcha.updated', status: 'loading', captcha: null, nonce: 'n' },
        { type: 'captcha.updated', status: 'ready', captcha: captchaFor('n'), nonce: 'n' },
        { type: 'captcha.updated', status: 'failed', captcha: null, nonce: 'n' },
        { type: 'xstate.done.actor.requestToken', output: tokens },
        { type: 'xstate.error.actor.requestToken', error: lockedError },
        { type: 'xstate.done.actor.loadProfile', output: profile },
        { type: 'xstate.error.actor.loadProfile', error: { status: null } },
      ],
      // States differ by value and by what canSubmit reads, not by the exact text typed.
      serializeState: (s) => {
        const c = s.context;
        return JSON.stringify([
          s.value,
          !!c.username,
          !!c.password,
          !!c.captchaText,
          !!c.captcha,
          c.captchaStatus,
          s.status,
        ]);
      },
    });
    expect(c.missingStates).toEqual([]);
    expect(c.missingTransitions).toEqual([]);
  });
});
