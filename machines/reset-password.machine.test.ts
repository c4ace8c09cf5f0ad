import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise } from 'xstate';
import { type Captcha, type CaptchaInput, captchaMachine } from './captcha.machine';
import {
  type RequestPasswordResetInput,
  RESET_PASSWORD_DELAYS,
  canSubmitReset,
  resetPasswordMachine,
} from './reset-password.machine';
import { deferred } from './testing/deferred';
import { graphCoverage } from './testing/graph-coverage';
import { flush, fakeTimersInEachTest } from './testing/fake-timers';

const captchaFor = (nonce: string): Captcha => ({ image: `png-${nonce}`, validation: `val-${nonce}` });

interface Fakes {
  fetchCaptcha?: (input: CaptchaInput) => Promise<Captcha>;
  requestPasswordReset?: (input: RequestPasswordResetInput) => Promise<unknown>;
}
function start(fakes: Fakes = {}) {
  const calls = { fetchCaptcha: [] as CaptchaInput[], requestPasswordReset: [] as RequestPasswordResetInput[] };
  let nonces = 0;
  const machine = resetPasswordMachine.provide({
    actors: {
      captcha: captchaMachine.provide({
        actions: { newNonce: assign({ nonce: () => `nonce-${(nonces += 1)}` }) },
        actors: {
          fetchCaptcha: fromPromise<Captcha, CaptchaInput>(({ input }) => {
            calls.fetchCaptcha.push(input);
            return fakes.fetchCaptcha ? fakes.fetchCaptcha(input) : Promise.resolve(captchaFor(input.nonce));
          }),
        },
      }),
      requestPasswordReset: fromPromise<unknown, RequestPasswordResetInput>(({ input }) => {
        calls.requestPasswordReset.push(input);
        return fakes.requestPasswordReset ? fakes.requestPasswordReset(input) : Promise.resolve({ type: 'SUCCESS' });
      }),
    },
  });
  const actor = createActor(machine);
  actor.start();
  const type = (field: 'username' | 'captchaText', value: string) => actor.send({ type: 'user.input', field, value });
  return { actor, calls, type };
}

fakeTimersInEachTest();

describe('captcha', () => {
  it('always loads a captcha (the endpoint requires it), for a fresh nonce', async () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().context.captchaStatus).toBe('loading');
    await flush();
    expect(calls.fetchCaptcha).toEqual([{ nonce: 'nonce-1' }]);
    expect(actor.getSnapshot().context.captcha).toEqual(captchaFor('nonce-1'));
  });

  it('fails, then reloads on user.refreshCaptcha; a refresh while loading restarts with a new nonce', async () => {
    let fail = true;
    const { actor, calls } = start({
      fetchCaptcha: (i) => (fail ? Promise.reject({ status: null }) : Promise.resolve(captchaFor(i.nonce))),
    });
    await flush();
    expect(actor.getSnapshot().context.captchaStatus).toBe('failed');

    fail = false;
    actor.send({ type: 'user.refreshCaptcha' });
    actor.send({ type: 'user.refreshCaptcha' });
    await flush();

    expect(calls.fetchCaptcha.map((c) => c.nonce)).toEqual(['nonce-1', 'nonce-2', 'nonce-3']);
    expect(actor.getSnapshot().context.captcha).toEqual(captchaFor('nonce-3'));

    actor.send({ type: 'user.refreshCaptcha' });
    await flush();
    expect(actor.getSnapshot().context.captcha).toEqual(captchaFor('nonce-4'));
  });
});

describe('validation', () => {
  it.each([
    ['all there', { username: 'ali', captchaText: '12', captcha: captchaFor('n') }, true],
    ['blank username', { username: ' ', captchaText: '12', captcha: captchaFor('n') }, false],
    ['blank captcha text', { username: 'ali', captchaText: ' ', captcha: captchaFor('n') }, false],
    ['no captcha loaded', { username: 'ali', captchaText: '12', captcha: null }, false],
  ])('%s → %s', (_name, context, expected) => {
    expect(canSubmitReset(context)).toBe(expected);
  });

  it('submitting before the captcha is loaded warns "captcha not ready"; typing or a new captcha clears the warning', async () => {
    const captcha = deferred<Captcha>();
    const { actor, calls, type } = start({ fetchCaptcha: () => captcha.promise });
    type('username', 'ali');

    actor.send({ type: 'user.submit' });

    expect(actor.getSnapshot().context.warning).toEqual({ key: 'auth:warnings.captchaNotReady' });
    expect(actor.getSnapshot().matches({ form: { entry: 'editing' } })).toBe(true);
    type('captchaText', '1');
    expect(actor.getSnapshot().context.warning).toBeNull();

    actor.send({ type: 'user.submit' });
    captcha.resolve(captchaFor('nonce-1'));
    await flush();
    expect(actor.getSnapshot().context.warning).toBeNull();
    expect(calls.requestPasswordReset).toEqual([]);
  });

  it('a ready captcha with missing fields does nothing', async () => {
    const { actor, calls } = start();
    await flush();
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().matches({ form: { entry: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.warning).toBeNull();
    expect(calls.requestPasswordReset).toEqual([]);
  });
});

describe('submit', () => {
  it('sends username, captcha answer, validation code and nonce, and ends in "sent"', async () => {
    const { actor, calls, type } = start();
    await flush();
    type('username', ' 4001234567 ');
    type('captchaText', ' ab12 ');

    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();

    expect(calls.requestPasswordReset).toEqual([
      { username: '4001234567', captchaEnteredByUser: 'ab12', captchaValidationCode: 'val-nonce-1', nonce: 'nonce-1' },
    ]);
    expect(actor.getSnapshot().value).toBe('sent');
    expect(actor.getSnapshot().output).toEqual({ message: { key: 'auth:reset.sent' }, username: '4001234567' });
  });

  it('a failure shows the server message for 2 s with a new captcha; the username stays', async () => {
    const { actor, calls, type } = start({
      requestPasswordReset: () => Promise.reject({ status: 400, hasServerMessage: true, messageFa: 'کاربر یافت نشد' }),
    });
    await flush();
    type('username', 'ali');
    type('captchaText', 'x');
    actor.send({ type: 'user.submit' });
    await flush();

    expect(actor.getSnapshot().matches({ form: { entry: 'showingError' } })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      error: { key: 'auth:errors.server', params: { message: 'کاربر یافت نشد' } },
      username: 'ali',
      captchaText: '',
      captcha: captchaFor('nonce-2'),
    });
    expect(calls.fetchCaptcha).toHaveLength(2);

    await vi.advanceTimersByTimeAsync(RESET_PASSWORD_DELAYS.errorDisplay);
    expect(actor.getSnapshot().matches({ form: { entry: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('while the error shows the user can type and resubmit; a captcha that failed meanwhile is regenerated', async () => {
    const reset = deferred<unknown>();
    let captchaFails = false;
    const { actor, calls, type } = start({
      fetchCaptcha: (i) => (captchaFails ? Promise.reject({ status: 500 }) : Promise.resolve(captchaFor(i.nonce))),
      requestPasswordReset: () => reset.promise,
    });
    await flush();
    type('username', 'ali');
    type('captchaText', 'x');
    actor.send({ type: 'user.submit' });
    captchaFails = true;
    actor.send({ type: 'user.refreshCaptcha' }); // fails while the request runs
    await flush();
    expect(actor.getSnapshot().value).toEqual({ form: { captcha: 'active', entry: 'submitting' } });
    expect(actor.getSnapshot().context.captchaStatus).toBe('failed');

    reset.reject({ status: null });
    await flush();

    expect(actor.getSnapshot().context.error).toEqual({ key: 'auth:errors.connect' });
    // the failed captcha was regenerated (and failed again)
    expect(calls.fetchCaptcha.map((c) => c.nonce)).toEqual(['nonce-1', 'nonce-2', 'nonce-3']);
    expect(actor.getSnapshot().value).toEqual({ form: { captcha: 'active', entry: 'showingError' } });
    expect(actor.getSnapshot().context.captchaStatus).toBe('failed');

    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().context.warning).toEqual({ key: 'auth:warnings.captchaNotReady' });

    captchaFails = false;
    actor.send({ type: 'user.refreshCaptcha' });
    await flush();
    type('captchaText', 'y');
    expect(actor.getSnapshot().context.warning).toBeNull();
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().matches({ form: { entry: 'submitting' } })).toBe(true);
    expect(calls.requestPasswordReset.at(-1)).toMatchObject({ captchaEnteredByUser: 'y', nonce: 'nonce-4' });
  });

  it('an actor the app forgot to provide fails like a network error', async () => {
    const actor = createActor(resetPasswordMachine);
    actor.start();
    await flush();
    expect(actor.getSnapshot().context.captchaStatus).toBe('failed');
  });
});

describe('model', () => {
  it('every state is reachable and every transition taken on a path of its graph (xstate/graph)', () => {
    const c = graphCoverage(resetPasswordMachine, {
      events: [
        { type: 'user.input', field: 'username', value: 'ali' },
        { type: 'user.input', field: 'captchaText', value: '1234' },
        { type: 'captcha.updated', status: 'loading', captcha: null, nonce: 'n' },
        { type: 'captcha.updated', status: 'ready', captcha: captchaFor('n'), nonce: 'n' },
        { type: 'captcha.updated', status: 'failed', captcha: null, nonce: 'n' },
        { type: 'xstate.done.actor.requestPasswordReset', output: {} },
        { type: 'xstate.error.actor.requestPasswordReset', error: { status: 500 } },
      ],
      serializeState: (s) => {
        const c = s.context;
        return JSON.stringify([
          s.value,
          !!c.username,
          !!c.captchaText,
          !!c.captcha,
          c.captchaStatus,
          !!c.warning,
          s.status,
        ]);
      },
    });
    expect(c.missingStates).toEqual([]);
    expect(c.missingTransitions).toEqual([]);
  });
});
