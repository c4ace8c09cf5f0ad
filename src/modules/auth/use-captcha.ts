import { fromAbortablePromise } from '@machines/abortable-promise';
import { captchaMachine, type Captcha, type CaptchaInput } from '@machines/captcha.machine';
import { fetchCaptchaImage } from './auth-api';

/**
 * The captcha machine (machines/captcha.machine.ts) with the real image call. A child of the login
 * and reset-password machines: their hooks (use-login.ts, use-reset-password.ts) provide it as their
 * `captcha` actor; captcha-field.tsx shows what it reports. Abortable (machines/abortable-promise.ts):
 * the captcha is fetched on mount, and StrictMode's remount must not see the first call fail.
 */
export const captchaActor = captchaMachine.provide({
  actors: {
    fetchCaptcha: fromAbortablePromise<Captcha, CaptchaInput>(({ input, signal }) =>
      fetchCaptchaImage(input.nonce, signal),
    ),
  },
});
