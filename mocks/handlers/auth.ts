import {
  authenticateClient,
  isManager,
  isSession,
  issueTokens,
  refreshTokens,
  requireUser,
  requireUserAndBody,
  revokeSession,
} from '../auth';
import {
  asInt,
  asString,
  badRequest,
  done,
  failure,
  invalidBody,
  notFoundBody,
  oauthHttp,
  readJson,
  restHttp,
  type OAuthError,
} from '../http';
import { logActivity } from '../world/activity';
import { checkCaptcha, createCaptcha } from '../world/captcha';
import { nowMs } from '../world/clock';
import { db, type UserRow } from '../world/db';
import { passwordProblems } from '../world/password-policy';
import { MINUTE_MS } from '../world/time';
import { findUserById, findUserByUsername, homeUniversity } from '../world/views';
import { currentPersona } from '../world/personas';

/*
 * Sign-in and credentials (platform.md 7 "Authentication and user", 8 "Login failure"):
 * POST /oauth/token (password and refresh grants, captcha when enabled), captcha, password reset,
 * password and CVV2 changes with their validation, the password policy, logout.
 */

const LOGIN_TEXTS = {
  badCredentials: 'Bad credentials',
  locked: 'User account is locked',
  disabled: 'User is disabled',
  /** Persian texts containing «حساب»: the client shows them as they are (platform.md 8). */
  wrongCaptcha: 'کد امنیتی واردشده نادرست است؛ برای ورود به حساب کاربری، کد تصویر جدید را وارد کنید.',
  tooManyAttempts: 'حساب کاربری شما به دلیل ورودهای ناموفق پیاپی به مدت ۱۵ دقیقه قفل شده است.',
} as const;

const MAX_FAILED_LOGINS = 5;
const TEMPORARY_LOCK_MS = 15 * MINUTE_MS;

function oauthError(error: string, description: string): OAuthError {
  return { error, error_description: description };
}

/** Whether the university in force asks for the captcha (on-premise: its captchaEnable > 0). */
function captchaRequired(): boolean {
  if (currentPersona().serveMode === 'cloud') return false;
  return (homeUniversity()?.captchaEnable ?? -1) > 0;
}

/**
 * Whether the form carries a captcha at all. Clients of universities without one send the fields
 * empty (foodPilot's samad.go: `captchaText=&validation=undefined&nonce=`): that is no captcha.
 */
function captchaSent(nonce: string, validation: string): boolean {
  return nonce !== '' && validation !== '' && validation !== 'undefined' && validation !== 'null';
}

type LoginOutcome = { ok: true; user: UserRow } | { ok: false; description: string };

function passwordGrant(form: URLSearchParams): LoginOutcome {
  const username = form.get('username') ?? '';
  const password = form.get('password') ?? '';
  const nonce = form.get('nonce') ?? '';
  const validation = form.get('validation') ?? '';
  const captchaText = form.get('captchaText') ?? '';
  // Cloud mode cannot tell which university the user chose: a captcha that is sent is checked.
  if (captchaRequired() || captchaSent(nonce, validation)) {
    if (checkCaptcha(nonce, validation, captchaText) !== 'ok')
      return { ok: false, description: LOGIN_TEXTS.wrongCaptcha };
  }
  const user = findUserByUsername(username);
  if (!user) return { ok: false, description: LOGIN_TEXTS.badCredentials };
  // Account state is checked before the password, as Spring's pre-authentication checks do.
  if (user.locked) return { ok: false, description: LOGIN_TEXTS.locked };
  if (!user.enabled) return { ok: false, description: LOGIN_TEXTS.disabled };
  const now = nowMs();
  if (user.lockedUntil > now) return { ok: false, description: LOGIN_TEXTS.tooManyAttempts };
  if (user.password !== password) {
    const failed = user.failedLogins + 1;
    const lock = failed >= MAX_FAILED_LOGINS;
    db.user.update({
      where: { id: { equals: user.id } },
      data: { failedLogins: lock ? 0 : failed, lockedUntil: lock ? now + TEMPORARY_LOCK_MS : 0 },
    });
    return { ok: false, description: lock ? LOGIN_TEXTS.tooManyAttempts : LOGIN_TEXTS.badCredentials };
  }
  db.user.update({ where: { id: { equals: user.id } }, data: { failedLogins: 0, lockedUntil: 0 } });
  return { ok: true, user };
}

const tokenHandler = oauthHttp.post('/oauth/token', async ({ request, response }) => {
  const clientId = authenticateClient(request);
  if (!clientId)
    return response(401).json(oauthError('unauthorized', 'Full authentication is required to access this resource'));
  // Spring's token endpoint reads the grant from the form body or the query string (foodie's TokenApi.kt
  // sends it in the query with an empty body); the body wins for a field sent in both.
  const form = new URLSearchParams(new URL(request.url).searchParams);
  for (const [k, v] of new URLSearchParams(await (request as Request).clone().text())) form.set(k, v);
  const grant = form.get('grant_type');
  if (grant === 'password') {
    if (!form.get('username') || !form.get('password')) {
      return response(400).json(oauthError('invalid_request', 'Missing username or password'));
    }
    const outcome = passwordGrant(form);
    if (!outcome.ok) return response(400).json(oauthError('invalid_grant', outcome.description));
    return response(200).json(issueTokens(outcome.user, clientId));
  }
  if (grant === 'refresh_token') {
    const refresh = form.get('refresh_token');
    if (!refresh) return response(400).json(oauthError('invalid_request', 'Missing refresh_token'));
    const outcome = refreshTokens(refresh, clientId);
    if (!outcome.ok) return response(outcome.status).json(oauthError(outcome.error, outcome.description));
    return response(200).json(outcome.tokens);
  }
  return response(400).json(oauthError('unsupported_grant_type', `Unsupported grant type: ${grant ?? ''}`));
});

const captchaHandler = restHttp.post('/rest/captcha', async ({ request, response }) => {
  const body = await readJson(request);
  const nonce = asString(body?.nonce).trim();
  if (!nonce || nonce.length > 200) {
    return response(400).json(
      badRequest('CAPTCHA_NONCE_REQUIRED', 'شناسهٔ کد امنیتی (nonce) ارسال نشده است.', 'nonce is required'),
    );
  }
  return response(200).json({ ...done(), payload: createCaptcha(nonce) });
});

const resetPasswordInit = restHttp.post('/rest/users/reset-password/init', async ({ request, response }) => {
  const body = await readJson(request);
  if (!body) return response(400).json(invalidBody());
  const username = asString(body.username).trim();
  if (!username) return response(400).json(badRequest('USERNAME_REQUIRED', 'نام کاربری را وارد کنید.'));
  const check = checkCaptcha(
    asString(body.nonce),
    asString(body.captchaValidationCode),
    asString(body.captchaEnteredByUser),
  );
  if (check !== 'ok')
    return response(400).json(
      badRequest('CAPTCHA_INVALID', 'کد امنیتی نادرست است یا منقضی شده است.', `captcha ${check}`),
    );
  // Whether the user exists is not revealed.
  return response(200).json(
    done('اگر حسابی با این نام کاربری وجود داشته باشد، پیامک بازیابی رمز عبور به شمارهٔ همراه ثبت‌شده ارسال می‌شود.'),
  );
});

/** The rules of a password change (platform.md 5); null when the change is accepted. */
function passwordChangeProblem(user: UserRow, currentPassword: string, body: Record<string, unknown>) {
  const next = asString(body.newPassword);
  const repeat = asString(body.repeatNewPassword);
  if (!currentPassword) return badRequest('CURRENT_PASSWORD_REQUIRED', 'رمز عبور فعلی را وارد کنید.');
  if (currentPassword !== user.password)
    return badRequest('USER_WRONG_PASSWORD', 'رمز عبور فعلی نادرست است.', 'Wrong current password');
  if (next.length < 6)
    return badRequest(
      'PASSWORD_TOO_SHORT',
      'رمز عبور جدید باید دست‌کم ۶ نویسه باشد.',
      'newPassword must have at least 6 characters',
    );
  if (next !== repeat)
    return badRequest(
      'PASSWORD_CONFIRM_MISMATCH',
      'تکرار رمز عبور با رمز عبور جدید یکسان نیست.',
      'repeatNewPassword does not match newPassword',
    );
  if (next === user.password)
    return badRequest(
      'USER_SAME_PASSWORD',
      'رمز عبور جدید نباید با رمز عبور فعلی یکسان باشد.',
      'The new password equals the current one',
    );
  const policy = db.passwordPolicy.findFirst({ where: { id: { equals: user.passwordPolicyId } } });
  const problems = policy ? passwordProblems(policy, next) : [];
  if (problems.length)
    return badRequest(
      'PASSWORD_POLICY_VIOLATION',
      problems.join(' '),
      'The new password violates the password policy',
      { errors: problems },
    );
  return null;
}

function applyPasswordChange(user: UserRow, newPassword: string): void {
  db.user.update({
    where: { id: { equals: user.id } },
    data: { password: newPassword, passwordExpired: false, forceChangePassword: false },
  });
  logActivity(user.id, 'ChangePasswordActivity', {});
}

const changeMyPassword = restHttp.put('/rest/users/me/change-password', async ({ request, response }) => {
  const input = await requireUserAndBody(request, { allowPasswordChange: true });
  if (input instanceof Response) return response.untyped(input);
  const { session, body } = input;
  const problem = passwordChangeProblem(session.user, asString(body.password), body);
  if (problem) return response(400).json(problem);
  applyPasswordChange(session.user, asString(body.newPassword));
  return response(200).json(done('رمز عبور با موفقیت تغییر کرد.'));
});

const changeUserPassword = restHttp.put('/rest/users/{id}/change-password', async ({ request, params, response }) => {
  const session = requireUser(request, { allowPasswordChange: true });
  if (!isSession(session)) return response.untyped(session);
  const target = findUserById(asInt(params.id) ?? -1);
  const self = target?.id === session.user.id;
  if (!self && !isManager(session.user)) {
    return response(403).json(
      failure({
        status: 403,
        messageResource: 'ACCESS_DENIED',
        messageFa: 'شما اجازهٔ تغییر رمز عبور این کاربر را ندارید.',
        message: 'Access is denied',
      }),
    );
  }
  if (!target) return response('default').json(notFoundBody('کاربر', 'USER_NOT_FOUND'), { status: 404 });
  const body = await readJson(request);
  if (!body) return response(400).json(invalidBody());
  // The settings variant carries saminKey; when sent it must be the user's.
  const profile = db.profile.findFirst({ where: { userId: { equals: target.id } } });
  if (body.saminKey !== undefined && asString(body.saminKey) !== (profile?.saminKey ?? '')) {
    return response(400).json(badRequest('SAMIN_KEY_INVALID', 'کلید سامین نادرست است.'));
  }
  // A manager changing another user's password confirms with the manager's own password.
  const problem = passwordChangeProblem(target, self ? asString(body.password) : target.password, body);
  if (!self && asString(body.password) !== session.user.password) {
    return response(400).json(badRequest('USER_WRONG_PASSWORD', 'رمز عبور فعلی نادرست است.', 'Wrong current password'));
  }
  if (problem) return response(400).json(problem);
  applyPasswordChange(target, asString(body.newPassword));
  return response(200).json(done('رمز عبور با موفقیت تغییر کرد.'));
});

const changeCvv2 = restHttp.put('/rest/users/nurture-profiles/change-cvv2', async ({ request, response }) => {
  const input = await requireUserAndBody(request);
  if (input instanceof Response) return response.untyped(input);
  const { session, body } = input;
  const next = asString(body.newCvv2);
  if (!/^[0-9]{4,8}$/.test(next)) {
    return response(400).json(
      badRequest(
        'CVV2_INVALID',
        'رمز دوم باید ۴ تا ۸ رقم و فقط شامل ارقام انگلیسی باشد.',
        'newCvv2 must be 4 to 8 digits',
      ),
    );
  }
  if (asString(body.confirmNewCvv2) !== next) {
    return response(400).json(
      badRequest('CVV2_CONFIRM_MISMATCH', 'تکرار رمز دوم با رمز دوم جدید یکسان نیست.', 'confirmNewCvv2 does not match'),
    );
  }
  db.user.update({ where: { id: { equals: session.user.id } }, data: { cvv2: next } });
  logActivity(session.user.id, 'ChangeCvv2Activity', {});
  return response(200).json(done('رمز دوم با موفقیت تغییر کرد.'));
});

const passwordConfigs = restHttp.get('/rest/users/password-configs', ({ request, query, response }) => {
  const session = requireUser(request, { allowPasswordChange: true });
  if (!isSession(session)) return response.untyped(session);
  const user = findUserByUsername(query.get('username') ?? '');
  const policy = user && db.passwordPolicy.findFirst({ where: { id: { equals: user.passwordPolicyId } } });
  if (!policy) return response(404).json(notFoundBody('کاربر', 'USER_NOT_FOUND'));
  const { id: _id, ...rules } = policy;
  return response(200).json({ ...done(), payload: rules });
});

const logout = restHttp.post('/rest/oauth/{id}/logout', ({ request, params, response }) => {
  const session = requireUser(request, { allowPasswordChange: true });
  if (!isSession(session)) return response.untyped(session);
  if (params.id !== String(session.user.id) && params.id !== session.user.username) {
    return response('default').json(
      failure({
        status: 403,
        messageResource: 'ACCESS_DENIED',
        messageFa: 'خروج کاربر دیگر مجاز نیست.',
        message: 'Cannot log out another user',
      }),
      { status: 403 },
    );
  }
  revokeSession(session);
  return response(200).json(done('با موفقیت خارج شدید.'));
});

export const authHandlers = [
  tokenHandler,
  captchaHandler,
  resetPasswordInit,
  changeMyPassword,
  changeUserPassword,
  changeCvv2,
  passwordConfigs,
  logout,
];
