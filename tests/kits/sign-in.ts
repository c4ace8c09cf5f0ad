import { issueToken } from '@/api/generated/oauth/hooks/oauth/oauth';
import { setTokens } from '@/api/tokens';

/**
 * Signs in against the mock world (MSW's handlers of mocks/): a real POST /oauth/token, as the login
 * page does, and the tokens stored, so every later call is answered by the stateful mock backend.
 */
export async function signInToWorld(username = 'student', password = 'student123') {
  const tokens = await issueToken({ grant_type: 'password', username, password });
  setTokens({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
  return tokens;
}
