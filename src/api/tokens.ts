import { decodeBase64 } from '@/lib/base64';

import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from './token-keys';

export { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY };

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

/*
 * Compare-and-set: a refresh writes (or, refused, clears) the pair only while the refresh token it
 * used is still the stored one. A logout, a new sign-in or another tab's refresh that happened
 * meanwhile wins, so a late refresh never brings back tokens of a signed-out user.
 */

/** Stores `tokens` only when the stored refresh token is still `expectedRefresh`; answers whether it did. */
export function setTokensIf(expectedRefresh: string, tokens: TokenPair): boolean {
  if (getRefreshToken() !== expectedRefresh || !getAccessToken()) return false;
  setTokens(tokens);
  return true;
}

/** Clears the pair only when the stored refresh token is still `expectedRefresh`; answers whether it did. */
export function clearTokensIf(expectedRefresh: string | null): boolean {
  if (getRefreshToken() !== expectedRefresh) return false;
  clearTokens();
  return true;
}

/** Called on every change, in this tab and (through the storage event) in other tabs. */
export function subscribeTokens(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Resolves once the stored access token is no longer `from` (written here or, through the storage
 * event, by another tab), or after `withinMs` when nothing changed.
 */
export function accessTokenChange(from: string, withinMs: number): Promise<void> {
  if (getAccessToken() !== from) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, withinMs);
    const unsubscribe = subscribeTokens(() => {
      if (getAccessToken() !== from) done();
    });
  });
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

/** The stored access token's user (its `user_name`), or null when signed out or the token is unreadable. */
export function signedInUsername(): string | null {
  return decodeAccessToken(getAccessToken())?.user_name ?? null;
}

/** The payload of a JWT, or null when the token is not a readable JWT. */
export function decodeAccessToken(token: string | null | undefined): AccessTokenClaims | null {
  const part = token?.split('.')[1];
  if (!part) return null;
  try {
    const payload = JSON.parse(decodeBase64(part)) as unknown;
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return null;
    const claims = payload as Record<string, unknown>;
    return {
      ...claims,
      authorities: Array.isArray(claims.authorities)
        ? claims.authorities.filter((a): a is string => typeof a === 'string')
        : [],
      user_name: typeof claims.user_name === 'string' ? claims.user_name : null,
      exp: typeof claims.exp === 'number' ? claims.exp : null,
    };
  } catch {
    return null;
  }
}
