// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { gatewayOptionsFromEnv } from './helpdesk-gateway-env';

describe('helpdesk gateway settings (server/helpdesk-gateway-env.ts)', () => {
  it('is off without HELPDESK_TARGET', () => {
    expect(gatewayOptionsFromEnv({})).toBeNull();
  });

  it('refuses a Redmine without the key or without a portal to ask who a token is', () => {
    expect(() => gatewayOptionsFromEnv({ HELPDESK_TARGET: 'http://r', API_PROXY_TARGET: 'http://p' })).toThrow(
      /HELPDESK_API_KEY/,
    );
    expect(() => gatewayOptionsFromEnv({ HELPDESK_TARGET: 'http://r', HELPDESK_API_KEY: 'k' })).toThrow(
      /API_PROXY_TARGET/,
    );
    expect(() =>
      gatewayOptionsFromEnv({
        HELPDESK_TARGET: 'http://r',
        HELPDESK_API_KEY: 'k',
        API_PROXY_TARGET: 'http://p',
        HELPDESK_USERNAME_FIELD: 'x',
      }),
    ).toThrow(/HELPDESK_USERNAME_FIELD/);
  });

  it('reads the portal from HELPDESK_PORTAL_URL before API_PROXY_TARGET, and the username field as a number', () => {
    expect(
      gatewayOptionsFromEnv({
        HELPDESK_TARGET: ' http://redmine:3000 ',
        HELPDESK_API_KEY: 'k',
        API_PROXY_TARGET: 'http://api',
        HELPDESK_PORTAL_URL: 'http://portal',
        HELPDESK_USERNAME_FIELD: '160',
      }),
    ).toEqual({ redmineUrl: 'http://redmine:3000', apiKey: 'k', portalUrl: 'http://portal', usernameField: 160 });
  });
});
