/**
 * localStorage keys of the token pair (platform.md 3: "kept in local storage"). A module of their
 * own, without imports, so the build's route preload hint (scripts/route-preload.ts) reads the same
 * key the transport writes.
 */
export const ACCESS_TOKEN_KEY = 'portal.accessToken';
export const REFRESH_TOKEN_KEY = 'portal.refreshToken';
