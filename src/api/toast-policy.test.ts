import { describe, expect, it } from 'vitest';
import { toastFor } from './toast-policy';

const forbidden = (messageResource: string) => ({
  method: 'GET',
  path: '/rest/users/me/messages/inbox',
  status: 403,
  body: { type: 'ERROR', code: 403, messageResource, messageFa: 'رمز عبور شما منقضی شده است.', message: 'expired' },
});

describe('toast policy (issue 41)', () => {
  it('an expired or forced password is the modal\'s to say: no toast over it, before or after the change', () => {
    expect(toastFor(forbidden('USER_PASSWORD_EXPIRED'))).toBeNull();
    expect(toastFor(forbidden('USER_FORCE_CHANGE_PASSWORD'))).toBeNull();
    expect(toastFor({ ...forbidden('ACCESS_DENIED'), path: '/rest/reserves' })).toMatchObject({ message: 'رمز عبور شما منقضی شده است.' });
  });
});
