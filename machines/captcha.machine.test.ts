import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, type AnyActorRef } from 'xstate';
import { type Captcha, type CaptchaInput, type CaptchaUpdated, captchaMachine, createNonce } from './captcha.machine';
import { deferred } from './testing/deferred';
import { graphCoverage } from './testing/graph-coverage';
import { flush, fakeTimersInEachTest } from './testing/fake-timers';

const captchaFor = (nonce: string): Captcha => ({ image: `png-${nonce}`, validation: `val-${nonce}` });

/**
 * The captcha runs as a child: a minimal parent invokes it (as the login and reset machines do) and
 * records every `captcha.updated` it sends.
 */
function start(fetchCaptcha?: (input: CaptchaInput) => Promise<Captcha>) {
  const calls: CaptchaInput[] = [];
  const updates: Omit<CaptchaUpdated, 'type'>[] = [];
  let nonces = 0;
  const child = captchaMachine.provide({
    actions: { newNonce: assign({ nonce: () => `nonce-${(nonces += 1)}` }) },
    actors: {
      fetchCaptcha: fromPromise<Captcha, CaptchaInput>(({ input }) => {
        calls.push(input);
        return fetchCaptcha ? fetchCaptcha(input) : Promise.resolve(captchaFor(input.nonce));
      }),
    },
  });
  const parent = setup({ types: { events: {} as CaptchaUpdated }, actors: { captcha: child } }).createMachine({
    invoke: { id: 'captcha', src: 'captcha' },
    on: {
      'captcha.updated': {
        actions: ({ event }) => updates.push({ status: event.status, captcha: event.captcha, nonce: event.nonce }),
      },
    },
  });
  const actor = createActor(parent);
  actor.start();
  const captcha = actor.getSnapshot().children.captcha as AnyActorRef;
  const send = (type: 'captcha.refresh' | 'captcha.regenerate') => captcha.send({ type });
  const value = () => captcha.getSnapshot().value as string;
  return { calls, updates, send, value };
}

fakeTimersInEachTest();

describe('captcha machine', () => {
  it('loads a captcha for a fresh nonce and tells the parent at each step', async () => {
    const { calls, updates, value } = start();
    expect(value()).toBe('loading');
    expect(updates).toEqual([{ status: 'loading', captcha: null, nonce: 'nonce-1' }]);
    await flush();
    expect(value()).toBe('ready');
    expect(calls).toEqual([{ nonce: 'nonce-1' }]);
    expect(updates.at(-1)).toEqual({ status: 'ready', captcha: captchaFor('nonce-1'), nonce: 'nonce-1' });
  });

  it('a failed load reports "failed"; refresh retries with a new nonce', async () => {
    let fail = true;
    const { calls, updates, send, value } = start((i) =>
      fail ? Promise.reject({ status: null }) : Promise.resolve(captchaFor(i.nonce)),
    );
    await flush();
    expect(value()).toBe('failed');
    expect(updates.at(-1)).toEqual({ status: 'failed', captcha: null, nonce: 'nonce-1' });
    fail = false;
    send('captcha.refresh');
    expect(updates.at(-1)).toEqual({ status: 'loading', captcha: null, nonce: 'nonce-2' });
    await flush();
    expect(value()).toBe('ready');
    expect(calls.map((c) => c.nonce)).toEqual(['nonce-1', 'nonce-2']);
  });

  it('refresh of a shown captcha drops the image and loads a new one', async () => {
    const { updates, send, value } = start();
    await flush();
    send('captcha.refresh');
    expect(value()).toBe('loading');
    expect(updates.at(-1)).toEqual({ status: 'loading', captcha: null, nonce: 'nonce-2' });
    await flush();
    expect(updates.at(-1)).toEqual({ status: 'ready', captcha: captchaFor('nonce-2'), nonce: 'nonce-2' });
  });

  it('refresh while loading restarts with a new nonce; the stale answer is dropped', async () => {
    const first = deferred<Captcha>();
    const { calls, updates, send } = start((i) =>
      i.nonce === 'nonce-1' ? first.promise : Promise.resolve(captchaFor(i.nonce)),
    );
    send('captcha.refresh');
    first.resolve(captchaFor('nonce-1'));
    await flush();
    expect(calls.map((c) => c.nonce)).toEqual(['nonce-1', 'nonce-2']);
    expect(updates.filter((u) => u.status === 'ready')).toEqual([
      { status: 'ready', captcha: captchaFor('nonce-2'), nonce: 'nonce-2' },
    ]);
  });

  it('regenerate (after a failed attempt) reloads a shown or failed captcha, never one still loading', async () => {
    const pending = deferred<Captcha>();
    let mode: 'ok' | 'fail' | 'pending' = 'ok';
    const { calls, send, value } = start((i) =>
      mode === 'fail'
        ? Promise.reject({ status: 502 })
        : mode === 'pending'
          ? pending.promise
          : Promise.resolve(captchaFor(i.nonce)),
    );
    await flush();
    mode = 'fail';
    send('captcha.regenerate'); // from ready
    await flush();
    expect(value()).toBe('failed');
    mode = 'pending';
    send('captcha.regenerate'); // from failed
    expect(value()).toBe('loading');
    send('captcha.regenerate'); // still loading: unused, kept
    expect(calls.map((c) => c.nonce)).toEqual(['nonce-1', 'nonce-2', 'nonce-3']);
    pending.resolve(captchaFor('nonce-3'));
    await flush();
    expect(value()).toBe('ready');
  });

  it('without a provided fetchCaptcha the load fails like a network error', async () => {
    const updates: string[] = [];
    const parent = setup({
      types: { events: {} as CaptchaUpdated },
      actors: { captcha: captchaMachine },
    }).createMachine({
      invoke: { id: 'captcha', src: 'captcha' },
      on: { 'captcha.updated': { actions: ({ event }) => updates.push(event.status) } },
    });
    createActor(parent).start();
    await flush();
    expect(updates).toEqual(['loading', 'failed']);
  });

  it('creates distinct random nonces', () => {
    const a = createNonce();
    expect(a).toMatch(/\S{8,}/);
    expect(createNonce()).not.toBe(a);
  });

  it('every state is reachable and every transition taken on a path of its graph (xstate/graph)', () => {
    // The parent is not there during the traversal: reporting to it is a no-op.
    const machine = captchaMachine.provide({ actions: { report: () => {} } });
    const coverage = graphCoverage(machine, {
      events: [
        { type: 'xstate.done.actor.fetchCaptcha', output: captchaFor('n') },
        { type: 'xstate.error.actor.fetchCaptcha', error: new Error('down') },
      ],
      serializeState: (s) => JSON.stringify(s.value),
      simple: true,
    });
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions).toEqual([]);
    expect(coverage.transitions.length).toBeGreaterThan(0);
  });
});
