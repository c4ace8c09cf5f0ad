/**
 * Password recovery, first step (platform.md 2.3, 5 "Reset-password init", 7 `POST
 * /rest/users/reset-password/init`). A machine of its own rather than a branch of login: it is a
 * separate route (/reset-password), always needs the captcha (whatever the university's
 * captchaEnable: the endpoint requires the captcha fields), has no result delay and ends in a
 * "sent" state. The later steps (one-time code, new password) are placeholders in the spec.
 *
 *   form (parallel)
 *     captcha: active                          (the captcha child machine, captcha.machine.ts:
 *                                               `user.refreshCaptcha` reloads; a failure regenerates)
 *     entry:   editing → submitting → #sent (final)
 *                                   ↘ showingError (2 s) → editing
 *
 * Submitting while the captcha is not loaded keeps the form and sets the warning
 * 'auth:warnings.captchaNotReady' (platform.md 5); the warning goes when the user types or a
 * captcha arrives.
 */
import { assign, fromPromise, raise, sendTo, setup } from 'xstate';
import {
  type Captcha,
  type CaptchaStatus,
  type CaptchaFormEvent,
  applyCaptchaUpdate,
  CAPTCHA_ACTIVE_STATE,
  captchaMachine,
} from './captcha.machine';
import type { ResetPasswordInitRequest } from '@/api/generated/rest/model';
import { type AuthMessage, restErrorMessage } from './login-errors';

/** POST .../reset-password/init's body (the username trimmed). */
export type RequestPasswordResetInput = ResetPasswordInitRequest;

export type ResetField = 'username' | 'captchaText';
export type ResetWarning = AuthMessage<'auth:warnings.captchaNotReady'>;
export type ResetSentMessage = AuthMessage<'auth:reset.sent'>;

export interface ResetPasswordContext {
  username: string;
  captchaText: string;
  captcha: Captcha | null;
  nonce: string;
  /** What the captcha child last reported. */
  captchaStatus: CaptchaStatus;
  error: AuthMessage | null;
  warning: ResetWarning | null;
}
export interface ResetPasswordOutput {
  message: ResetSentMessage;
  username: string;
}

export type ResetPasswordEvent = CaptchaFormEvent<ResetField>;

export const RESET_PASSWORD_DELAYS = {
  /** Same display time as the login failures (platform.md 8). */
  errorDisplay: 2000,
} as const;

/** Username and captcha text required, and a loaded captcha to answer. */
export function canSubmitReset(context: Pick<ResetPasswordContext, 'username' | 'captchaText' | 'captcha'>): boolean {
  return context.captcha !== null && context.username.trim() !== '' && context.captchaText.trim() !== '';
}

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`reset-password machine: actor "${name}" was not provided`));

export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    output: {} as ResetPasswordOutput,
  },
  actors: {
    /** The app provides it with its fetchCaptcha (captchaMachine.provide). */
    captcha: captchaMachine,
    requestPasswordReset: fromPromise<unknown, RequestPasswordResetInput>(notProvided('requestPasswordReset')),
  },
  guards: {
    captchaNotReady: ({ context }) => context.captcha === null,
    canSubmit: ({ context }) => canSubmitReset(context),
  },
  actions: {
    // An arriving captcha also clears the "not ready" warning.
    captchaUpdated: assign(({ context, event }) => {
      if (event.type !== 'captcha.updated') return {};
      return {
        ...applyCaptchaUpdate(event, context.captchaText),
        warning: event.status === 'ready' ? null : context.warning,
      };
    }),
    refreshCaptcha: sendTo('captcha', { type: 'captcha.refresh' }),
    regenerateCaptcha: sendTo('captcha', { type: 'captcha.regenerate' }),
    setField: assign(({ context, event }) => {
      if (event.type !== 'user.input') return {};
      return { ...context, [event.field]: event.value, warning: null };
    }),
    warnCaptchaNotReady: assign({ warning: { key: 'auth:warnings.captchaNotReady' } as ResetWarning }),
    clearError: assign({ error: null }),
    raiseCaptchaRegenerate: raise({ type: 'captcha.regenerate' }),
  },
  delays: RESET_PASSWORD_DELAYS,
}).createMachine({
  id: 'resetPassword',
  context: {
    username: '',
    captchaText: '',
    captcha: null,
    nonce: '',
    captchaStatus: 'loading',
    error: null,
    warning: null,
  },
  initial: 'form',
  states: {
    form: {
      type: 'parallel',
      states: {
        captcha: {
          initial: 'active',
          states: {
            active: CAPTCHA_ACTIVE_STATE,
          },
        },
        entry: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'user.input': { actions: 'setField' },
                'user.submit': [
                  { guard: 'captchaNotReady', actions: 'warnCaptchaNotReady' },
                  { guard: 'canSubmit', target: 'submitting' },
                ],
              },
            },
            submitting: {
              tags: ['busy'],
              entry: 'clearError',
              invoke: {
                id: 'requestPasswordReset',
                src: 'requestPasswordReset',
                input: ({ context }) => ({
                  username: context.username.trim(),
                  captchaEnteredByUser: context.captchaText.trim(),
                  captchaValidationCode: context.captcha?.validation ?? '',
                  nonce: context.nonce,
                }),
                onDone: { target: '#resetPassword.sent' },
                // The server consumed the captcha: a new one comes with the error.
                onError: {
                  target: 'showingError',
                  actions: [assign({ error: ({ event }) => restErrorMessage(event.error) }), 'raiseCaptchaRegenerate'],
                },
              },
            },
            showingError: {
              exit: 'clearError',
              after: { errorDisplay: { target: 'editing' } },
              on: {
                'user.input': { actions: 'setField' },
                'user.submit': [
                  { guard: 'captchaNotReady', actions: 'warnCaptchaNotReady' },
                  { guard: 'canSubmit', target: 'submitting' },
                ],
              },
            },
          },
        },
      },
    },
    sent: { type: 'final' },
  },
  output: ({ context }) => ({ message: { key: 'auth:reset.sent' }, username: context.username.trim() }),
});
