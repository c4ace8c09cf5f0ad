import { useMachine } from '@xstate/react';
import { fromAbortablePromise } from '@machines/abortable-promise';
import { resetPasswordMachine, type RequestPasswordResetInput } from '@machines/reset-password.machine';
import { requestPasswordReset } from './auth-api';
import { captchaActor } from './use-captcha';

/** The reset-password machine (machines/reset-password.machine.ts) with the real calls. */
const machine = resetPasswordMachine.provide({
  actors: {
    captcha: captchaActor,
    requestPasswordReset: fromAbortablePromise<unknown, RequestPasswordResetInput>(({ input, signal }) =>
      requestPasswordReset(input, signal),
    ),
  },
});

/** Runs the reset-password form's machine. */
export function useResetPassword() {
  return useMachine(machine);
}
