import { describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_KEY,
  REFRESH_TOKEN_KEY,
  clearTokens,
  decodeAccessToken,
  getTokens,
  setTokens,
  subscribeTokens,
} from '@/api/tokens';
import { makeJwt, freshTransportEachTest } from './transport-kit';

freshTransportEachTest();

describe('tokens', () => {
  it('are kept in localStorage under documented keys', () => {
    setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('a1');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('r1');
    expect(getTokens()).toEqual({ accessToken: 'a1', refreshToken: 'r1' });
    clearTokens();
    expect(getTokens()).toBeNull();
    expect([ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY]).toEqual(['portal.accessToken', 'portal.refreshToken']);
  });

  it('notify subscribers of every change until they unsubscribe', () => {
    const seen: unknown[] = [];
    const off = subscribeTokens((t) => seen.push(t));
    setTokens({ accessToken: 'a', refreshToken: null });
    clearTokens();
    off();
    setTokens({ accessToken: 'b', refreshToken: 'r' });
    expect(seen).toEqual([{ accessToken: 'a', refreshToken: null }, null]);
  });

  it('decode the access token payload (authorities, user_name) without verifying it', () => {
    const token = makeJwt({
      user_name: 'دانشجو۱',
      authorities: ['ROLE_STUDENT', 'ROLE_RS_USERS_ME'],
      exp: 1_900_000_000,
    });
    expect(decodeAccessToken(token)).toMatchObject({
      user_name: 'دانشجو۱',
      authorities: ['ROLE_STUDENT', 'ROLE_RS_USERS_ME'],
      exp: 1_900_000_000,
    });
    expect(decodeAccessToken(makeJwt({}))).toMatchObject({ authorities: [], user_name: null });
    expect(decodeAccessToken('not-a-jwt')).toBeNull();
    expect(decodeAccessToken('a.%%%.c')).toBeNull();
    expect(decodeAccessToken(null)).toBeNull();
  });
});
