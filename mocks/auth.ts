import { HttpResponse } from 'msw';
import { MANAGEMENT_AUTHORITY, OAUTH_CLIENTS } from './world/accounts';
import { base64Url, hash32, randomHex } from './world/bytes';
import { nowMs } from './world/clock';
import { db, type TokenRow, type UserRow } from './world/db';
import { getSettings } from './world/settings';
import { failureResponse, invalidBody, readJson, refuse, type Envelope, type Refusal } from './http';

/*
 * Tokens as the OAuth server issues them and the resource server checks them: a JWT-shaped access
 * token carrying `user_name` and `authorities` (what the client decodes, platform.md 3), expiring
 * by the mock clock after `accessTokenSeconds` (short, so refresh is exercised), and a refresh
 * token. Every token is kept in the world, so logout and reset really revoke them.
 */

export interface Session {
  user: UserRow;
  token: TokenRow;
}

export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
  jti: string;
  /** What the live server adds to the token answer (foodie's SamadTokenDto.kt lists them; the KNTU bot reads first_name). */
  first_name: string;
  last_name: string;
  user_id: number;
  national_code: string;
  change_password_on_login: boolean;
}

const SCOPE = 'read write';

/** A JWT-shaped token (header.payload.signature); the signature is a fake, the world is the authority. */
function jwt(claims: Record<string, unknown>): string {
  const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64Url(JSON.stringify(claims));
  const signature = base64Url(`${hash32(header + payload).toString(16)}.${randomHex(12)}`);
  return `${header}.${payload}.${signature}`;
}

/** Drops tokens that expired more than a day ago (keeps lookups fast and the snapshot small). */
function pruneTokens(now: number): void {
  db.token.deleteMany({ where: { expiresAt: { lt: now - 24 * 60 * 60 * 1000 } } });
  db.captcha.deleteMany({ where: { createdAt: { lt: now - 24 * 60 * 60 * 1000 } } });
}

function issueAccess(user: UserRow, clientId: string, refreshValue: string, now: number): TokenResponse {
  const { accessTokenSeconds } = getSettings();
  const jti = randomHex(16);
  const expiresAt = now + accessTokenSeconds * 1000;
  const value = jwt({
    user_name: user.username,
    authorities: user.authorities,
    client_id: clientId,
    scope: SCOPE.split(' '),
    exp: Math.floor(expiresAt / 1000),
    jti,
    // Not a standard claim: lets a client tell the forced states apart before its first call.
    ...(user.passwordExpired ? { password_expired: true } : {}),
  });
  db.token.create({
    value,
    kind: 'access',
    userId: user.id,
    clientId,
    jti,
    refreshValue,
    issuedAt: now,
    expiresAt,
    revoked: false,
  });
  const profile = db.profile.findFirst({ where: { userId: { equals: user.id } } });
  return {
    access_token: value,
    refresh_token: refreshValue,
    token_type: 'bearer',
    expires_in: accessTokenSeconds,
    scope: SCOPE,
    jti,
    first_name: profile?.firstName ?? '',
    last_name: profile?.lastName ?? '',
    user_id: user.id,
    national_code: profile?.nationalCode ?? '',
    change_password_on_login: user.forceChangePassword,
  };
}

/** Password grant succeeded: a new refresh token and an access token. */
export function issueTokens(user: UserRow, clientId: string): TokenResponse {
  const now = nowMs();
  pruneTokens(now);
  const { refreshTokenSeconds } = getSettings();
  const refreshValue = jwt({
    user_name: user.username,
    client_id: clientId,
    ati: randomHex(8),
    exp: Math.floor((now + refreshTokenSeconds * 1000) / 1000),
  });
  db.token.create({
    value: refreshValue,
    kind: 'refresh',
    userId: user.id,
    clientId,
    jti: randomHex(16),
    refreshValue: '',
    issuedAt: now,
    expiresAt: now + refreshTokenSeconds * 1000,
    revoked: false,
  });
  return issueAccess(user, clientId, refreshValue, now);
}

export type RefreshOutcome =
  { ok: true; tokens: TokenResponse } | { ok: false; status: 400 | 401; error: string; description: string };

/** Refresh grant: a new access token for a live refresh token (the refresh token is reused). */
export function refreshTokens(refreshValue: string, clientId: string): RefreshOutcome {
  const now = nowMs();
  const row = db.token.findFirst({ where: { value: { equals: refreshValue } } });
  const shown = refreshValue.slice(0, 12);
  if (!row || row.kind !== 'refresh' || row.revoked)
    return { ok: false, status: 400, error: 'invalid_grant', description: `Invalid refresh token: ${shown}` };
  if (row.clientId !== clientId)
    return { ok: false, status: 400, error: 'invalid_grant', description: 'Wrong client for this refresh token' };
  if (row.expiresAt <= now)
    return { ok: false, status: 400, error: 'invalid_token', description: `Invalid refresh token (expired): ${shown}` };
  const user = db.user.findFirst({ where: { id: { equals: row.userId } } });
  if (!user) return { ok: false, status: 400, error: 'invalid_grant', description: `Invalid refresh token: ${shown}` };
  if (!user.enabled) return { ok: false, status: 400, error: 'invalid_grant', description: 'User is disabled' };
  if (user.locked) return { ok: false, status: 400, error: 'invalid_grant', description: 'User account is locked' };
  return { ok: true, tokens: issueAccess(user, clientId, refreshValue, now) };
}

/** Logout: revokes the user's tokens issued with this refresh token (or all of them). */
export function revokeSession(session: Session): void {
  const pair = session.token.refreshValue;
  db.token.updateMany({
    where: pair ? { refreshValue: { equals: pair } } : { value: { equals: session.token.value } },
    data: { revoked: true },
  });
  if (pair) db.token.update({ where: { value: { equals: pair } }, data: { revoked: true } });
}

/** HTTP Basic client authentication of /oauth/token; the client id, or null when it fails. */
export function authenticateClient(request: Request): string | null {
  const header = request.headers.get('Authorization') ?? '';
  const m = /^Basic\s+(.+)$/i.exec(header.trim());
  if (!m) return null;
  let decoded: string;
  try {
    // Real clients send it without base64's padding (Poisonad-v2's useAuth.ts), which Spring accepts.
    const encoded = m[1]!;
    decoded = atob(encoded.padEnd(Math.ceil(encoded.length / 4) * 4, '='));
  } catch {
    return null;
  }
  const sep = decoded.indexOf(':');
  const id = decoded.slice(0, sep);
  const secret = decoded.slice(sep + 1);
  return sep > 0 && OAUTH_CLIENTS.some((c) => c.id === id && c.secret === secret) ? id : null;
}

// ───────────────────────────── Resource server ─────────────────────────────

function unauthorized(description: string, error = 'invalid_token'): HttpResponse<Envelope> {
  return failureResponse(
    {
      status: 401,
      message: description,
      messageFa: 'نشست شما معتبر نیست یا منقضی شده است؛ لطفاً دوباره وارد شوید.',
      // Spring's resource server names the problem in OAuth2 fields; kept beside the envelope.
      extra: { error, error_description: description },
    },
    { 'WWW-Authenticate': `Bearer realm="samad", error="${error}", error_description="${description}"` },
  );
}

const FORCE_CHANGE_PASSWORD = 'USER_FORCE_CHANGE_PASSWORD';
const PASSWORD_EXPIRED = 'USER_PASSWORD_EXPIRED';

export interface RequireOptions {
  /**
   * Calls a user with an expired or server-demanded password may still make (profile, password
   * policy and change, logout); every other call answers 403 until the password is changed.
   */
  allowPasswordChange?: boolean;
  /** Authorities of which the user needs at least one (403 otherwise). */
  anyOf?: readonly string[];
  /** A module's own rule of who may use it (teammates, daily sale): its refusal is the answer. */
  allowed?: (user: UserRow) => Refusal | null;
}

/**
 * The signed-in user of a request, or the response the server gives instead: 401 (no, unknown,
 * revoked or expired bearer token), 403 (forced password change, missing authority).
 */
export function requireUser(request: Request, options: RequireOptions = {}): Session | HttpResponse<Envelope> {
  const header = request.headers.get('Authorization') ?? '';
  const m = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!m) return unauthorized('Full authentication is required to access this resource', 'unauthorized');
  const value = m[1]!;
  const token = db.token.findFirst({ where: { value: { equals: value } } });
  const shown = value.slice(0, 12);
  if (!token || token.kind !== 'access' || token.revoked) return unauthorized(`Invalid access token: ${shown}`);
  if (token.expiresAt <= nowMs()) return unauthorized(`Access token expired: ${shown}`);
  const user = db.user.findFirst({ where: { id: { equals: token.userId } } });
  if (!user || !user.enabled || user.locked) return unauthorized(`Invalid access token: ${shown}`);
  if (!options.allowPasswordChange && (user.forceChangePassword || user.passwordExpired)) {
    return failureResponse(
      user.forceChangePassword
        ? {
            status: 403,
            messageResource: FORCE_CHANGE_PASSWORD,
            message: 'User must change password',
            messageFa: 'برای ادامه باید رمز عبور خود را تغییر دهید.',
          }
        : {
            status: 403,
            messageResource: PASSWORD_EXPIRED,
            message: 'User credentials have expired',
            messageFa: 'رمز عبور حساب کاربری شما منقضی شده است؛ لطفاً آن را تغییر دهید.',
          },
    );
  }
  if (options.anyOf && !options.anyOf.some((a) => user.authorities.includes(a))) {
    return failureResponse({
      status: 403,
      messageResource: 'ACCESS_DENIED',
      message: 'Access is denied',
      messageFa: 'شما به این بخش دسترسی ندارید.',
    });
  }
  const refused = options.allowed?.(user);
  if (refused) return refuse(refused);
  return { user, token };
}

/**
 * The signed-in user and the request's JSON object body, or the response the server gives
 * instead: requireUser's 401/403 first, then 400 INVALID_REQUEST_BODY.
 */
export async function requireUserAndBody(
  request: Request,
  options: RequireOptions = {},
): Promise<{ session: Session; body: Record<string, unknown> } | HttpResponse<Envelope>> {
  const session = requireUser(request, options);
  if (!isSession(session)) return session;
  const body = await readJson(request);
  if (!body) return HttpResponse.json(invalidBody(), { status: 400 });
  return { session, body };
}

export function isSession(value: Session | Response): value is Session {
  return !(value instanceof Response);
}

export function isManager(user: UserRow): boolean {
  return user.authorities.includes(MANAGEMENT_AUTHORITY);
}
