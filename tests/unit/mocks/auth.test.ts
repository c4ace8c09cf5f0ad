import { beforeEach, describe, expect, it } from 'vitest';
import { resetWorld } from '@mocks/node';
import { ACCOUNTS } from '@mocks/world/accounts';
import { advanceClock } from '@mocks/world/clock';
import { updateSettings } from '@mocks/world/settings';
import { call, CLIENT_BASIC, contractMode, jwtClaims, login, passwordGrant, refreshGrant } from './mock-api';

const { student, locked, disabled, staff } = ACCOUNTS;

beforeEach(() => resetWorld());

describe('mock OAuth: password grant and the platform.md 8 texts', () => {
  it("logs in and users/me answers the profile of the token's user; the JWT carries the authorities", async () => {
    const token = await login(student);
    const claims = jwtClaims(token);
    expect(claims.user_name).toBe('student');
    expect(claims.authorities).toEqual(expect.arrayContaining(['ROLE_STUDENT', 'ROLE_USER_VIEW_OWN_PAYMENTS']));
    const me = await call('GET', '/rest/users/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.payload).toMatchObject({
      id: student.id,
      username: 'student',
      firstName: 'سارا',
      lastName: 'محمدی',
    });
    expect(me.body.payload.student.studyMajor.name).toBe('مهندسی کامپیوتر');

    const staffToken = await login(staff);
    expect(jwtClaims(staffToken).authorities).toContain('ROLE_NURTURE_ADMIN');
    expect((await call('GET', '/rest/users/me', { token: staffToken })).body.payload.student).toBeUndefined();
  });

  it('wrong password and unknown user answer 400 "Bad credentials"', async () => {
    for (const [u, p] of [
      ['student', 'nope'],
      ['nobody', 'x'],
    ]) {
      const r = await passwordGrant(u!, p!);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ error: 'invalid_grant', error_description: 'Bad credentials' });
    }
  });

  it('locked and disabled accounts answer their texts with status 400 (even with the right password)', async () => {
    const l = await passwordGrant(locked.username, locked.password);
    expect([l.status, l.body.error_description]).toEqual([400, 'User account is locked']);
    const d = await passwordGrant(disabled.username, 'wrong');
    expect([d.status, d.body.error_description]).toEqual([400, 'User is disabled']);
  });

  it('five wrong passwords lock the account for 15 minutes with a Persian text containing «حساب»', async () => {
    for (let i = 0; i < 4; i++)
      expect((await passwordGrant('student', 'bad')).body.error_description).toBe('Bad credentials');
    const fifth = await passwordGrant('student', 'bad');
    expect(fifth.status).toBe(400);
    expect(fifth.body.error_description).toContain('حساب');
    expect((await passwordGrant('student', student.password)).body.error_description).toContain('حساب');
    advanceClock(15 * 60 * 1000 + 1);
    expect((await passwordGrant('student', student.password)).status).toBe(200);
  });

  it("answers the user's names and ids beside the tokens, as the live server does (foodie's SamadTokenDto.kt)", async () => {
    const r = await passwordGrant(student.username, student.password);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      first_name: 'سارا',
      last_name: 'محمدی',
      user_id: student.id,
      change_password_on_login: false,
    });
    expect(r.body.national_code).toMatch(/^\d{10}$/);
    expect((await refreshGrant(r.body.refresh_token)).body).toMatchObject({ first_name: 'سارا', user_id: student.id });
  });

  it('rejects a request without the OAuth client credentials (401) and an unknown grant (400)', async () => {
    const r = await call('POST', '/oauth/token', {
      form: { grant_type: 'password', username: 'student', password: 'student123' },
    });
    expect(r.status).toBe(401);
    expect(r.body.error).toBe('unauthorized');
    const g = await call('POST', '/oauth/token', {
      headers: { Authorization: CLIENT_BASIC },
      form: { grant_type: 'client_credentials' },
    });
    // The contract's enum of grants names the field; behind the check, OAuth's own error.
    expect([g.status, g.body.error, g.body.field, g.body.rule]).toEqual([
      400,
      'invalid_request',
      'body.grant_type',
      'enum',
    ]);
    await contractMode('off');
    const unchecked = await call('POST', '/oauth/token', {
      headers: { Authorization: CLIENT_BASIC },
      form: { grant_type: 'client_credentials' },
    });
    expect([unchecked.status, unchecked.body.error]).toEqual([400, 'unsupported_grant_type']);
  });
});

describe('mock OAuth: captcha', () => {
  async function captcha(nonce: string) {
    const r = await call('POST', '/rest/captcha', { json: { nonce } });
    expect(r.status).toBe(200);
    const text = (await call('GET', `/__mock/captcha?nonce=${nonce}`)).body.text as string;
    return { validation: r.body.payload.validation as string, image: r.body.payload.image as string, text };
  }

  it("without a captcha asked, empty captcha fields sign in (foodPilot's samad.go: validation=undefined)", async () => {
    const r = await passwordGrant('student', student.password, { captchaText: '', validation: 'undefined', nonce: '' });
    expect(r.status).toBe(200);
    expect(
      (await passwordGrant('student', student.password, { captchaText: '', validation: '', nonce: '' })).status,
    ).toBe(200);
    // A captcha really sent is still checked.
    expect(
      (await passwordGrant('student', student.password, { captchaText: '12345', validation: 'forged', nonce: 'n-0' }))
        .status,
    ).toBe(400);
  });

  it('answers a real PNG with the validation code', async () => {
    const c = await captcha('n-1');
    const bytes = Uint8Array.from(atob(c.image), (ch) => ch.charCodeAt(0));
    expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(c.text).toMatch(/^\d{5}$/);
    expect(c.validation.length).toBeGreaterThan(8);
  });

  it('with the captcha on, a missing or wrong captcha answers 400 with the Persian «حساب» text; the right one logs in once', async () => {
    await call('POST', '/__mock/persona', { json: { id: 'student-captcha' } });
    const missing = await passwordGrant('student', student.password);
    expect(missing.status).toBe(400);
    expect(missing.body.error_description).toContain('حساب');

    const c = await captcha('n-2');
    const wrong = await passwordGrant('student', student.password, {
      nonce: 'n-2',
      validation: c.validation,
      captchaText: c.text === '00000' ? '11111' : '00000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error_description).toContain('حساب');

    // Empty captcha fields (as clients of universities without a captcha send them) are no captcha.
    const empty = await passwordGrant('student', student.password, {
      captchaText: '',
      validation: 'undefined',
      nonce: '',
    });
    expect(empty.status).toBe(400);

    const fresh = await captcha('n-3');
    const good = await passwordGrant('student', student.password, {
      nonce: 'n-3',
      validation: fresh.validation,
      captchaText: fresh.text,
    });
    expect(good.status).toBe(200);
    // Single use: the same captcha again is refused.
    const again = await passwordGrant('student', student.password, {
      nonce: 'n-3',
      validation: fresh.validation,
      captchaText: fresh.text,
    });
    expect(again.status).toBe(400);
  });
});

describe('mock tokens: expiry by the mock clock, refresh, logout', () => {
  it('an access token expires after the configured lifetime; the refresh grant issues a working one', async () => {
    updateSettings({ accessTokenSeconds: 60 });
    const r = await passwordGrant(student.username, student.password);
    expect(r.body.expires_in).toBe(60);
    const { access_token: access, refresh_token: refresh } = r.body as { access_token: string; refresh_token: string };
    expect((await call('GET', '/rest/users/me', { token: access })).status).toBe(200);

    advanceClock(61_000);
    const expired = await call('GET', '/rest/users/me', { token: access });
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ type: 'ERROR', code: 401, error: 'invalid_token' });
    expect(expired.body.error_description).toMatch(/^Access token expired/);

    const refreshed = await refreshGrant(refresh);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.access_token).not.toBe(access);
    expect((await call('GET', '/rest/users/me', { token: refreshed.body.access_token })).status).toBe(200);
  });

  it('an expired or unknown refresh token answers 400', async () => {
    updateSettings({ refreshTokenSeconds: 120 });
    const r = await passwordGrant(student.username, student.password);
    advanceClock(121_000);
    const expired = await refreshGrant(r.body.refresh_token);
    expect(expired.status).toBe(400);
    expect(expired.body.error_description).toMatch(/expired/);
    expect((await refreshGrant('not-a-token')).status).toBe(400);
  });

  it('no token and a garbage token answer 401 with the envelope', async () => {
    const none = await call('GET', '/rest/users/me');
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ type: 'ERROR', code: 401, messageResource: null });
    expect((await call('GET', '/rest/users/me', { token: 'abc' })).status).toBe(401);
  });

  it('logout revokes the session (access and refresh tokens)', async () => {
    const r = await passwordGrant(student.username, student.password);
    const token = r.body.access_token as string;
    expect((await call('POST', `/rest/oauth/${student.id}/logout`, { token })).status).toBe(200);
    expect((await call('GET', '/rest/users/me', { token })).status).toBe(401);
    expect((await refreshGrant(r.body.refresh_token)).status).toBe(400);
  });
});

describe('forced password states', () => {
  it('force-change persona: the profile loads, other calls answer 403 USER_FORCE_CHANGE_PASSWORD until the password changes', async () => {
    await call('POST', '/__mock/persona', { json: { id: 'force-change-password' } });
    const token = await login(student);
    expect((await call('GET', '/rest/users/me', { token })).status).toBe(200);
    const blocked = await call('GET', '/rest/users/nurture-profiles', { token });
    expect(blocked.status).toBe(403);
    expect(blocked.body.messageResource).toBe('USER_FORCE_CHANGE_PASSWORD');
    const changed = await call('PUT', '/rest/users/me/change-password', {
      token,
      json: { password: student.password, newPassword: 'Daneshjoo2x', repeatNewPassword: 'Daneshjoo2x' },
    });
    expect(changed.status).toBe(200);
    expect((await call('GET', '/rest/users/nurture-profiles', { token })).status).toBe(200);
  });

  it('expired-password persona: 403 USER_PASSWORD_EXPIRED with a Persian message; the JWT says so', async () => {
    await call('POST', '/__mock/persona', { json: { id: 'expired-password' } });
    const token = await login(student);
    expect(jwtClaims(token).password_expired).toBe(true);
    const blocked = await call('GET', '/rest/users/me/messages/inbox', { token });
    expect(blocked.status).toBe(403);
    expect(blocked.body.messageResource).toBe('USER_PASSWORD_EXPIRED');
    expect(blocked.body.messageFa).toContain('حساب');
    expect((await call('GET', '/rest/users/password-configs?username=student', { token })).status).toBe(200);
  });
});
