/**
 * Pure mapping of failed auth calls to i18n message keys of the `auth` namespace (platform.md 8).
 *
 * The actors the app supplies throw the transport's normalised `ApiError`. machines/ never imports
 * src/, so the error is described here structurally: only the fields this mapping reads. Anything
 * else thrown (a plain `TypeError` from a dropped connection, a string...) counts as "no status".
 */
import type { OAuthError } from '@/api/generated/oauth/model';

/** The part of the app's `ApiError` the auth machines read. */
export interface AuthCallError {
  /** HTTP status; `null` (or absent) when no response arrived (network, timeout, CORS). */
  status: number | null;
  /** The response body: the OAuth error shape for `/oauth/token`, the envelope elsewhere. */
  data?: Partial<OAuthError> | unknown;
  /** The server's Persian message, when the envelope carried one. */
  messageFa?: string | null;
  hasServerMessage?: boolean;
}

/** Every key an auth machine can put in its context (each exists in fa, en and ar `auth.json`). */
export const AUTH_ERROR_KEYS = [
  'auth:errors.locked',
  'auth:errors.disabled',
  'auth:errors.server',
  'auth:errors.invalidCredentials',
  'auth:errors.connectWithCode',
  'auth:errors.connect',
] as const;
export type AuthErrorKey = (typeof AUTH_ERROR_KEYS)[number];

/** A translatable message: `t(key, params)` in a view. */
export interface AuthMessage<K extends string = AuthErrorKey> {
  key: K;
  params?: Record<string, string | number>;
}

/** Server `error_description` fragments of platform.md 8 (English, as the OAuth server sends them). */
const LOCKED = 'User account is locked';
const DISABLED = 'User is disabled';
/** "account" in Persian: a description containing it is a message written for the user, shown as is. */
const PERSIAN_ACCOUNT = 'حساب';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The HTTP status of whatever was thrown; `null` when there was no response. */
export function statusOf(error: unknown): number | null {
  if (!isRecord(error)) return null;
  const { status } = error;
  // 0 is what fetch-like layers report for an opaque/network failure: no response either.
  return typeof status === 'number' && Number.isFinite(status) && status > 0 ? status : null;
}

function descriptionOf(error: unknown): string {
  if (!isRecord(error) || !isRecord(error.data)) return '';
  const { error_description: description } = error.data;
  return typeof description === 'string' ? description : '';
}

/** The connection messages shared by every auth call: with the code when a status came back. */
function connectMessage(status: number | null): AuthMessage {
  return status === null
    ? { key: 'auth:errors.connect' }
    : { key: 'auth:errors.connectWithCode', params: { code: status } };
}

/**
 * Failed `POST /oauth/token` (password grant) → message (platform.md 8, "Login failure").
 *  - 400/401 + "User account is locked" → locked; + "User is disabled" → disabled;
 *    + a description containing "حساب" → that server text; otherwise → invalid credentials.
 *  - any other status ≥ 400 → "could not connect" with the code; no status → "could not connect".
 *  - a status below 400 (a 2xx whose body could not be read) is treated like "no usable answer":
 *    the connect message with its code.
 */
export function loginErrorMessage(error: unknown): AuthMessage {
  const status = statusOf(error);
  if (status === 400 || status === 401) {
    const description = descriptionOf(error);
    if (description.includes(LOCKED)) return { key: 'auth:errors.locked' };
    if (description.includes(DISABLED)) return { key: 'auth:errors.disabled' };
    if (description.includes(PERSIAN_ACCOUNT))
      return { key: 'auth:errors.server', params: { message: description.trim() } };
    return { key: 'auth:errors.invalidCredentials' };
  }
  return connectMessage(status);
}

/**
 * Failed REST call of an auth flow (profile after login, reset-password init): the server's
 * Persian message when the envelope carried one, otherwise the connect messages.
 */
export function restErrorMessage(error: unknown): AuthMessage {
  if (
    isRecord(error) &&
    error.hasServerMessage === true &&
    typeof error.messageFa === 'string' &&
    error.messageFa.trim()
  ) {
    return { key: 'auth:errors.server', params: { message: error.messageFa.trim() } };
  }
  return connectMessage(statusOf(error));
}
