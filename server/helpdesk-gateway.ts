import { HELPDESK_FIELD_DEFAULTS } from '../src/lib/helpdesk-conventions';
import { portalIdentity } from './helpdesk-gateway-identity';
import { empty, redmineLink } from './helpdesk-gateway-redmine';
import { ROUTES } from './helpdesk-gateway-routes';

/*
 * The helpdesk gateway (docs/security.md "Access", server/README.md): the only way from the browser
 * to the helpdesk's Redmine. Redmine knows one portal user and one API key per deployment; students
 * are told apart by the username custom field. So the key stays on the server (HELPDESK_API_KEY,
 * never in config.json) and every call is scoped here to the student the portal says the caller is:
 *
 * - no bearer token, or one the portal refuses (GET /rest/users/me): 401, nothing reaches Redmine;
 * - list: only the contract's query parameters pass, and `cf_<username field>=<caller>` is forced
 *   (Redmine's `f[]`/`op[]`/`v[]` or `set_filter` would replace the short filters, so they never pass);
 *   the answer is filtered again on the field's value;
 * - read, update (notes, status, uploads): the username field must be the caller's, else 404;
 * - create: the username field is set to the caller's, whatever the body said (the body is rebuilt,
 *   server/helpdesk-gateway-body.ts: the client's username field goes however its id is spelled);
 * - uploads: a signed-in caller's file (an upload token is useful only in the caller's own issue);
 * - attachment download: only with `?issue_id=` of an owned issue that lists the attachment;
 * - lookups (statuses, projects, categories, custom fields) pass; any other path or method: 404.
 *
 * The caller is asked of the portal on every call, never remembered: a token the student signed out
 * of (or the portal revoked any other way) is refused at once, reads and writes alike. A portal that
 * does not answer is a 502, not a 401 (the app would take a 401 for the end of the session).
 *
 * Fetch API only (Request in, Response out): the dev/preview servers (rsbuild.config.ts) and
 * `npm run serve` (server/helpdesk-gateway-server.ts, nginx in front) run the same function; the
 * mock backend enforces the same rules itself (mocks/handlers/helpdesk.ts). Who the caller is:
 * helpdesk-gateway-identity.ts; Redmine's side: helpdesk-gateway-redmine.ts; the paths:
 * helpdesk-gateway-routes.ts.
 */

export interface HelpdeskGatewayOptions {
  /** Redmine's root, e.g. http://127.0.0.1:3300 (HELPDESK_TARGET). */
  redmineUrl: string;
  /** The portal user's Redmine API key (HELPDESK_API_KEY): server-side only. */
  apiKey: string;
  /** The portal backend that knows the bearer token (API_PROXY_TARGET): `GET <portalUrl>/rest/users/me`. */
  portalUrl: string;
  /** The username custom field's id (HELPDESK_USERNAME_FIELD; the runtime config's `helpdeskFields.username`). */
  usernameField?: number;
  fetch?: typeof fetch;
}

export type HelpdeskGateway = (request: Request, path: string) => Promise<Response>;

/** Encoded slashes, dots or backslashes, dot segments or `;` never name a contract path. */
const UNSAFE_PATH = /%2f|%5c|%2e|\\|\/\.\.?(\/|$)|;/i;

/** `path` is what follows the `/helpdesk` prefix, with its query (`/issues.json?status_id=*`). */
export function createHelpdeskGateway(options: HelpdeskGatewayOptions): HelpdeskGateway {
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const whoIs = portalIdentity(options.portalUrl, doFetch);
  const field = options.usernameField ?? HELPDESK_FIELD_DEFAULTS.username;
  const redmine = redmineLink(options.redmineUrl, options.apiKey, field, doFetch);

  return async function handle(request: Request, path: string): Promise<Response> {
    if (UNSAFE_PATH.test(path.split('?')[0]!)) return empty(400);
    const username = await whoIs(request);
    if (username === 'unavailable') return empty(502);
    if (!username) return empty(401);
    const call = {
      request,
      url: new URL(path, 'http://gateway.invalid'),
      method: request.method.toUpperCase(),
      username,
    };
    for (const route of ROUTES) {
      const answer = route(call, redmine);
      if (answer) return answer;
    }
    return empty(404);
  };
}
