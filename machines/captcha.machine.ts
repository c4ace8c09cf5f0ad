/**
 * The captcha (platform.md 2.2, 3, 5, 9), one child machine shared by the login and the
 * reset-password flows: a client nonce, the server's image for it, refresh on demand, and a new one
 * after a failed attempt (a captcha is single-use on the server).
 *
 *   loading → ready | failed
 *   `captcha.refresh` (the user's button) reloads from every state, restarting a load under way with
 *   a new nonce; `captcha.regenerate` (the parent, after a failed attempt) reloads a captcha that was
 *   shown (ready or failed), never one still loading (it is unused).
 *
 * The parent invokes it and learns every change through `captcha.updated` (status, image, nonce),
 * which it keeps in its own context so its guards and request inputs can read them.
 */
import { assign, fromPromise, sendParent, setup } from 'xstate';
import type { Captcha } from '@/api/generated/rest/model';

export type { Captcha };
export interface CaptchaInput {
  nonce: string;
}

export type CaptchaStatus = 'loading' | 'ready' | 'failed';

export interface CaptchaContext {
  /** The client-generated nonce of the current captcha. */
  nonce: string;
  /** The loaded captcha; `null` while loading or after a failure. */
  captcha: Captcha | null;
}

export type CaptchaEvent = { type: 'captcha.refresh' } | { type: 'captcha.regenerate' };

/** Sent to the parent on every change. */
export interface CaptchaUpdated {
  type: 'captcha.updated';
  status: CaptchaStatus;
  captcha: Captcha | null;
  nonce: string;
}

/** The events of a form with a captcha (login, reset password). */
export type CaptchaFormEvent<Field extends string> =
  | { type: 'user.input'; field: Field; value: string }
  | { type: 'user.submit' }
  | { type: 'user.refreshCaptcha' }
  /** Internal: raised after a failed attempt. Views never send it. */
  | { type: 'captcha.regenerate' }
  /** From the captcha child machine. */
  | CaptchaUpdated;

/**
 * What a parent keeps of an update: image, nonce and status. A new image makes the text typed for
 * the old one meaningless, so the text is cleared when one starts loading.
 */
export function applyCaptchaUpdate(update: CaptchaUpdated, captchaText: string) {
  return {
    captcha: update.captcha,
    nonce: update.nonce,
    captchaStatus: update.status,
    captchaText: update.status === 'loading' ? '' : captchaText,
  };
}

/**
 * The captcha region's running state in a parent form machine (login, reset password): the child
 * invoked as `captcha`, its updates kept, the user's refresh and the parent's regenerate passed on.
 * The parent names the actions captchaUpdated, refreshCaptcha and regenerateCaptcha.
 */
export const CAPTCHA_ACTIVE_STATE = {
  invoke: { id: 'captcha', src: 'captcha' },
  on: {
    'captcha.updated': { actions: 'captchaUpdated' },
    'user.refreshCaptcha': { actions: 'refreshCaptcha' },
    'captcha.regenerate': { actions: 'regenerateCaptcha' },
  },
} as const;

/** A random nonce for the captcha (the server binds the captcha's answer to it). */
export function createNonce(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export const captchaMachine = setup({
  types: {
    context: {} as CaptchaContext,
    events: {} as CaptchaEvent,
  },
  actors: {
    fetchCaptcha: fromPromise<Captcha, CaptchaInput>(() =>
      Promise.reject(new Error('captcha machine: actor "fetchCaptcha" was not provided')),
    ),
  },
  actions: {
    /** Named so a test can provide a deterministic nonce. */
    newNonce: assign({ nonce: () => createNonce() }),
    report: sendParent(({ context }, params: { status: CaptchaStatus }) => ({
      type: 'captcha.updated',
      status: params.status,
      captcha: context.captcha,
      nonce: context.nonce,
    })),
  },
}).createMachine({
  id: 'captcha',
  context: { nonce: '', captcha: null },
  initial: 'loading',
  states: {
    loading: {
      entry: ['newNonce', assign({ captcha: null }), { type: 'report', params: { status: 'loading' } }],
      invoke: {
        id: 'fetchCaptcha',
        src: 'fetchCaptcha',
        input: ({ context }) => ({ nonce: context.nonce }),
        onDone: { target: 'ready', actions: assign({ captcha: ({ event }) => event.output }) },
        onError: { target: 'failed' },
      },
      on: { 'captcha.refresh': { target: 'loading', reenter: true } },
    },
    ready: {
      entry: { type: 'report', params: { status: 'ready' } },
      on: { 'captcha.refresh': 'loading', 'captcha.regenerate': 'loading' },
    },
    failed: {
      entry: { type: 'report', params: { status: 'failed' } },
      on: { 'captcha.refresh': 'loading', 'captcha.regenerate': 'loading' },
    },
  },
});
