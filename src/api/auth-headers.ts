import { encodeBase64 } from '@/lib/base64';
import { oauthClientCredentials } from './endpoints';
import { publicCalls } from './public-calls';
import type { ServerId } from './servers';

export type AuthScheme = 'bearer' | 'client-basic' | 'redmine-key' | 'none';

type ApiKeyProvider = () => string | null | undefined;
let helpdeskApiKey: ApiKeyProvider = () => null;

/** Where the helpdesk's Redmine API key comes from (configuration, the profile...). A caller's own header wins. */
export function setHelpdeskApiKeyProvider(provider: ApiKeyProvider): void {
  helpdeskApiKey = provider;
}

/** How a call authenticates, per server and per contract (security schemes of openapi/*.yaml). */
export function authSchemeOf(server: ServerId | null, method: string, path: string): AuthScheme {
  switch (server) {
    case 'rest':
      return publicCalls.lookup(method, path) ? 'none' : 'bearer';
    case 'oauth':
      return 'client-basic';
    case 'helpdesk':
      return 'redmine-key';
    default:
      // face: the image variant carries the token in its form (openapi/face.yaml declares no security);
      // other origins (a configured university list) never receive credentials.
      return 'none';
  }
}

/** The call's headers plus its credentials, as entries (see PreparedCall.headers). */
export function withAuth(headers: [string, string][], scheme: AuthScheme, accessToken: string | null): [string, string][] {
  const out = new Headers(headers);
  if (scheme === 'bearer' && accessToken) out.set('Authorization', `Bearer ${accessToken}`);
  if (scheme === 'client-basic') {
    const { id, secret } = oauthClientCredentials();
    out.set('Authorization', `Basic ${encodeBase64(`${id}:${secret}`)}`);
  }
  if (scheme === 'redmine-key' && !out.has('X-Redmine-API-Key')) {
    const key = helpdeskApiKey();
    if (key) out.set('X-Redmine-API-Key', key);
  }
  return [...out];
}
