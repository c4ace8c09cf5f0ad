import type { Client } from 'openapi-fetch';
import { ApiError } from './api-error';
import type { paths as OauthPaths } from './generated/oauth/schema';
import { unwrap } from './result';
import { getRefreshToken, setTokens } from './tokens';

/**
 * POST /oauth/token with grant_type=refresh_token (form-encoded, Basic client auth) through the
 * oauth client, so it gets the pipeline's timeout, normalisation and token-answer validation. oauth
 * calls never take the 401 path, so a failed refresh cannot trigger another one.
 */
export async function refreshWithOauth(oauth: Client<OauthPaths>): Promise<string> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) throw new ApiError({ kind: 'http', status: 401, messageEn: 'No refresh token' });
  const tokens = await unwrap(
    oauth.POST('/oauth/token', { body: { grant_type: 'refresh_token', refresh_token: refreshToken }, suppressToast: true }),
  );
  setTokens({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
  return tokens.access_token;
}
