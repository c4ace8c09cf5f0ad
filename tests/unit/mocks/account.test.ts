import { beforeEach, describe, expect, it } from 'vitest';
import { resetWorld } from '@mocks/node';
import { ACCOUNTS } from '@mocks/world/accounts';
import { db } from '@mocks/world/db';
import { passwordProblems } from '@mocks/world/password-policy';
import { call, contractMode, login, passwordGrant } from './mock-api';

const { student, staff } = ACCOUNTS;

beforeEach(() => resetWorld());

describe('change password', () => {
  const change = (token: string, password: string, newPassword: string, repeatNewPassword = newPassword) =>
    call('PUT', '/rest/users/me/change-password', { token, json: { password, newPassword, repeatNewPassword } });

  it('validates current, length, confirmation, sameness and the policy, then changes it', async () => {
    const token = await login(student);
    const cases: Array<[string, string, string, string]> = [
      ['wrong', 'Daneshjoo2x', 'Daneshjoo2x', 'USER_WRONG_PASSWORD'],
      [student.password, 'ab1', 'ab1', 'PASSWORD_TOO_SHORT'],
      [student.password, 'Daneshjoo2x', 'Daneshjoo3x', 'PASSWORD_CONFIRM_MISMATCH'],
      [student.password, student.password, student.password, 'USER_SAME_PASSWORD'],
      [student.password, 'abcd5678', 'abcd5678', 'PASSWORD_POLICY_VIOLATION'],
    ];
    // Too short breaks the contract's minLength first; the handler's own rules are behind the check.
    expect((await change(token, student.password, 'ab1')).body.payload).toMatchObject({
      field: 'body.newPassword',
      rule: 'minLength',
    });
    await contractMode('off');
    for (const [current, next, repeat, resource] of cases) {
      const r = await change(token, current, next, repeat);
      expect([r.status, r.body.messageResource], `${current}/${next}`).toEqual([400, resource]);
    }
    const policy = await change(token, student.password, 'abcd5678');
    expect(policy.body.payload.errors.length).toBeGreaterThan(0);

    expect((await change(token, student.password, 'Daneshjoo2x')).status).toBe(200);
    expect((await passwordGrant(student.username, student.password)).status).toBe(400);
    expect((await passwordGrant(student.username, 'Daneshjoo2x')).status).toBe(200);
  });

  it('answers the per-user password policy', async () => {
    const token = await login(student);
    const r = await call('GET', '/rest/users/password-configs?username=staff', { token });
    expect(r.body.payload).toMatchObject({
      minLength: 10,
      maxLength: 64,
      digits: 1,
      nonAlphanumerics: 1,
      uppercase: 1,
      lowercase: 1,
    });
    expect((await call('GET', '/rest/users/password-configs?username=ghost', { token })).status).toBe(404);
  });

  it('the policy check rejects sequences, repeats and whitespace', () => {
    const policy = db.passwordPolicy.findFirst({ where: { id: { equals: 'student' } } })!;
    expect(passwordProblems(policy, 'Daneshjoo2x')).toEqual([]);
    expect(passwordProblems(policy, 'xx1234yy').join()).toContain('عددی');
    expect(passwordProblems(policy, 'qwerty9z').join()).toContain('کلیدهای کنار هم');
    expect(passwordProblems(policy, 'baaa5bcz').join()).toContain('تکرار');
    expect(passwordProblems(policy, 'ab c5 xyq').join()).toContain('فاصله');
  });

  it("a manager may change another user's password with their own password; a student may not", async () => {
    const s = await login(student);
    const denied = await call('PUT', `/rest/users/${staff.id}/change-password`, {
      token: s,
      json: { password: 'x', newPassword: 'Daneshjoo2x', repeatNewPassword: 'Daneshjoo2x' },
    });
    expect(denied.status).toBe(403);
    const m = await login(staff);
    const ok = await call('PUT', `/rest/users/${student.id}/change-password`, {
      token: m,
      json: { password: staff.password, newPassword: 'Daneshjoo2x', repeatNewPassword: 'Daneshjoo2x' },
    });
    expect(ok.status).toBe(200);
    expect((await passwordGrant(student.username, 'Daneshjoo2x')).status).toBe(200);
  });
});

describe('change CVV2', () => {
  it('needs 4 to 8 English digits and a matching confirmation', async () => {
    const token = await login(student);
    const cvv2 = (newCvv2: string, confirmNewCvv2 = newCvv2) =>
      call('PUT', '/rest/users/nurture-profiles/change-cvv2', { token, json: { newCvv2, confirmNewCvv2 } });
    expect((await cvv2('123')).body.payload).toMatchObject({ field: 'body.newCvv2', rule: 'pattern' });
    // The handler's own rules, behind the contract check.
    await contractMode('off');
    expect((await cvv2('123')).body.messageResource).toBe('CVV2_INVALID');
    expect((await cvv2('123456789')).body.messageResource).toBe('CVV2_INVALID');
    expect((await cvv2('۱۲۳۴')).body.messageResource).toBe('CVV2_INVALID');
    expect((await cvv2('1234', '1235')).body.messageResource).toBe('CVV2_CONFIRM_MISMATCH');
    expect((await cvv2('98765')).status).toBe(200);
    expect(db.user.findFirst({ where: { id: { equals: student.id } } })?.cvv2).toBe('98765');
  });
});

describe('users', () => {
  it('looks users up by id and username; unknown is 404', async () => {
    const token = await login(student);
    expect((await call('GET', `/rest/users/${staff.id}`, { token })).body.payload.username).toBe('staff');
    expect((await call('GET', '/rest/users?username=student2', { token })).body.payload.id).toBe(ACCOUNTS.student2.id);
    expect((await call('GET', '/rest/users/999999', { token })).status).toBe(404);
    expect((await call('GET', '/rest/users?username=ghost', { token })).status).toBe(404);
  });

  it('uploads a profile picture: png or jpeg under 2 MB only', async () => {
    const token = await login(student);
    const png = (await call('POST', '/rest/captcha', { json: { nonce: 'pic' } })).body.payload.image as string;
    const upload = (userImageBase64: string, username = 'student') =>
      call('POST', '/rest/profile-pictures/upload', { token, json: { username, userImageBase64 } });
    expect((await upload(png)).status).toBe(200);
    expect((await upload(btoa('not an image'))).body.messageResource).toBe('INVALID_IMAGE');
    expect((await upload(btoa('x'.repeat(2 * 1024 * 1024 + 10)))).body.messageResource).toBe('FILE_TOO_LARGE');
    expect((await upload(png, 'staff')).status).toBe(403);
  });

  it("issues a login token as payload.loginAsToken, as the live server does (foodie's RedirectLoginAsTokenDto.kt)", async () => {
    const token = await login(student);
    const r = await call('GET', '/rest/users/me/login-token', { token });
    expect(r.body.payload.loginAsToken).toMatch(/^[0-9a-f]{48}$/);
    expect(r.body.payload.changeProfilePicturePermission).toBe(true);
  });
});
