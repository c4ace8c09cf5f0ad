import { ACCOUNTS, OAUTH_CLIENT } from '@mocks/world/accounts';

/**
 * A tiny HTTP client for the mock backend's tests: plain fetch (MSW's Node server answers it, or
 * the standalone server when `base` points at it), JSON or form bodies, bearer or client auth.
 */

export const MOCK_BASE = 'http://localhost:3000';
export const CLIENT_BASIC = `Basic ${btoa(`${OAUTH_CLIENT.id}:${OAUTH_CLIENT.secret}`)}`;

export interface CallOptions {
  token?: string;
  json?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
  base?: string;
}

// Test bodies are read loosely and checked by assertions (and by the contract test's zod schemas).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

export interface CallResult<T = Loose> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export async function call<T = Loose>(method: string, path: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  }
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await fetch(`${options.base ?? MOCK_BASE}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed as T, text, headers: response.headers };
}

/** POST /oauth/token (password grant) with the app's client credentials. */
export function passwordGrant(username: string, password: string, extra: Record<string, string> = {}, base?: string) {
  return call('POST', '/oauth/token', {
    base,
    headers: { Authorization: CLIENT_BASIC },
    form: { grant_type: 'password', username, password, scope: 'read write', ...extra },
  });
}

export function refreshGrant(refreshToken: string, base?: string) {
  return call('POST', '/oauth/token', {
    base,
    headers: { Authorization: CLIENT_BASIC },
    form: { grant_type: 'refresh_token', refresh_token: refreshToken },
  });
}

/** Logs in and answers the access token (fails the test when login fails). */
export async function login(
  account: { username: string; password: string } = ACCOUNTS.student,
  base?: string,
): Promise<string> {
  const result = await passwordGrant(account.username, account.password, {}, base);
  if (result.status !== 200) throw new Error(`login ${account.username}: ${result.status} ${result.text}`);
  return (result.body as { access_token: string }).access_token;
}

export function jwtClaims(token: string): Record<string, unknown> {
  const part = token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(part), (c) => c.charCodeAt(0)))) as Record<
    string,
    unknown
  >;
}

/** Switches the mock's contract checks (strict by default; `off` reaches the handlers' own rules). */
export async function contractMode(mode: 'strict' | 'lenient' | 'off', base?: string): Promise<void> {
  const r = await call('POST', '/__mock/contract', { base, json: { mode } });
  if (r.status !== 200) throw new Error(`contract mode: ${r.status} ${r.text}`);
}
