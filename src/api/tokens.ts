/** localStorage keys of the token pair (platform.md 3: "kept in local storage"). */
export const ACCESS_TOKEN_KEY = 'portal.accessToken';
export const REFRESH_TOKEN_KEY = 'portal.refreshToken';

export interface TokenPair {
  accessToken: string;
  refreshToken: string | null;
}

/** What the app reads from the access token. The signature is NOT verified: the server does that. */
export interface AccessTokenClaims {
  authorities: string[];
  user_name: string | null;
  /** Seconds since the epoch, when present. */
  exp: number | null;
  [claim: string]: unknown;
}

type Listener = (tokens: TokenPair | null) => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage can be blocked (privacy settings); calls then go out without a token
  }
}

export function getAccessToken(): string | null {
  return storage()?.getItem(ACCESS_TOKEN_KEY) || null;
}

export function getRefreshToken(): string | null {
  return storage()?.getItem(REFRESH_TOKEN_KEY) || null;
}

export function getTokens(): TokenPair | null {
  const accessToken = getAccessToken();
  return accessToken ? { accessToken, refreshToken: getRefreshToken() } : null;
}

export function setTokens(tokens: TokenPair): void {
  const s = storage();
  s?.setItem(ACCESS_TOKEN_KEY, tokens.accessToken);
  if (tokens.refreshToken) s?.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
  else s?.removeItem(REFRESH_TOKEN_KEY);
  notify();
}

export function clearTokens(): void {
  const s = storage();
  s?.removeItem(ACCESS_TOKEN_KEY);
  s?.removeItem(REFRESH_TOKEN_KEY);
  notify();
}

/** Called on every change, in this tab and (through the storage event) in other tabs. */
export function subscribeTokens(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(): void {
  const tokens = getTokens();
  for (const listener of [...listeners]) listener(tokens);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === ACCESS_TOKEN_KEY || event.key === REFRESH_TOKEN_KEY) notify();
  });
}

/** The payload of a JWT, or null when the token is not a readable JWT. */
export function decodeAccessToken(token: string | null | undefined): AccessTokenClaims | null {
  const part = token?.split('.')[1];
  if (!part) return null;
  try {
    const payload = JSON.parse(decodeBase64Url(part)) as unknown;
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return null;
    const claims = payload as Record<string, unknown>;
    return {
      ...claims,
      authorities: Array.isArray(claims.authorities) ? claims.authorities.filter((a): a is string => typeof a === 'string') : [],
      user_name: typeof claims.user_name === 'string' ? claims.user_name : null,
      exp: typeof claims.exp === 'number' ? claims.exp : null,
    };
  } catch {
    return null;
  }
}

/** UTF-8 safe base64 (btoa/atob only handle Latin-1): Basic auth credentials and JWT payloads. */
export function encodeBase64(value: string): string {
  const bytes = new TextEncoder().encode(value);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function decodeBase64Url(value: string): string {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}
