import type { HelpdeskGatewayOptions } from './helpdesk-gateway';

/*
 * The gateway's settings: read from the server's environment only (the Redmine key never reaches
 * config.json or the browser). A Redmine without a key, or without a portal to ask who a token is,
 * is a start-up error rather than a gateway that lets calls through unscoped.
 */

/** The gateway's settings from the environment, or null when no Redmine is configured. */
export function gatewayOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): HelpdeskGatewayOptions | null {
  const redmineUrl = env.HELPDESK_TARGET?.trim();
  if (!redmineUrl) return null;
  const apiKey = env.HELPDESK_API_KEY?.trim() ?? '';
  if (!apiKey)
    throw new Error(
      "HELPDESK_TARGET needs HELPDESK_API_KEY: the portal user's Redmine key, held by the gateway (never in config.json).",
    );
  const portalUrl = env.HELPDESK_PORTAL_URL?.trim() || env.API_PROXY_TARGET?.trim();
  if (!portalUrl)
    throw new Error(
      'The helpdesk gateway asks the portal who a bearer token is: set API_PROXY_TARGET (or HELPDESK_PORTAL_URL).',
    );
  const field = env.HELPDESK_USERNAME_FIELD ? Number(env.HELPDESK_USERNAME_FIELD) : undefined;
  if (field !== undefined && !Number.isInteger(field))
    throw new Error("HELPDESK_USERNAME_FIELD must be the username custom field's id.");
  return { redmineUrl, apiKey, portalUrl, usernameField: field };
}
