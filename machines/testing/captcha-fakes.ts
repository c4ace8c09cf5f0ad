/**
 * The captcha child as the form machines' tests (login, reset password) run it: nonces nonce-1,
 * nonce-2, … and every load recorded, answered by `fetch` or at once with `captchaFor(nonce)`.
 */
import { assign, fromPromise } from 'xstate';
import { type Captcha, type CaptchaInput, captchaMachine } from '../captcha.machine';

export const captchaFor = (nonce: string): Captcha => ({ image: `png-${nonce}`, validation: `val-${nonce}` });

export function fakeCaptcha(calls: CaptchaInput[], fetch?: (input: CaptchaInput) => Promise<Captcha>) {
  let nonces = 0;
  return captchaMachine.provide({
    actions: { newNonce: assign({ nonce: () => `nonce-${(nonces += 1)}` }) },
    actors: {
      fetchCaptcha: fromPromise<Captcha, CaptchaInput>(({ input }) => {
        calls.push(input);
        return fetch ? fetch(input) : Promise.resolve(captchaFor(input.nonce));
      }),
    },
  });
}

/** `captcha.updated` payloads for xstate/graph walks: loading, ready, failed. */
export const CAPTCHA_UPDATED_SAMPLES = [
  { status: 'loading', captcha: null, nonce: 'n' },
  { status: 'ready', captcha: captchaFor('n'), nonce: 'n' },
  { status: 'failed', captcha: null, nonce: 'n' },
];
