import { useMachine } from '@xstate/react';
import { fromAbortablePromise } from '@machines/abortable-promise';
import {
  loginMachine,
  type LoadProfileInput,
  type LoginProfile,
  type LoginTokens,
  type RequestTokenInput,
} from '@machines/login.machine';
import { fetchLoginProfile, requestLoginToken } from './auth-api';
import { captchaActor } from './use-captcha';

/**
 * The login machine (machines/login.machine.ts) with the real calls. Abortable: StrictMode's remount
 * must not see the first mount's calls fail. The whole profile goes on to the session
 * (login.succeeded), which the shell reads.
 */
const machine = loginMachine.provide({
  actors: {
    captcha: captchaActor,
    requestToken: fromAbortablePromise<LoginTokens, RequestTokenInput>(({ input, signal }) =>
      requestLoginToken(input, signal),
    ),
    loadProfile: fromAbortablePromise<LoginProfile, LoadProfileInput>(({ input, signal }) =>
      fetchLoginProfile(input.tokens.access_token, signal),
    ),
  },
});

/** Runs the login form's machine; `captchaEnabled` is read once (remount the form to change it). */
export function useLogin(captchaEnabled: boolean) {
  return useMachine(machine, { input: { captchaEnabled } });
}
