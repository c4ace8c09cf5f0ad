import { HELPDESK_FIELD_DEFAULTS, HELPDESK_MAX_UPLOAD_BYTES } from '../src/lib/helpdesk-conventions';
import { createdIssue, updatedIssue } from './helpdesk-gateway-body';

/*
 * The helpdesk gateway (issue 40, README "Security"): the only way from the browser to the
 * helpdesk's Redmine. Redmine knows one portal user and one API key per deployment; students are
 * told apart by the issue's username custom field. So the key stays on the server (HELPDESK_API_KEY,
 * never in config.json) and every call is scoped here to the student the portal says the caller is:
 *
 * - no bearer token, or one the portal refuses (GET /rest/users/me): 401, nothing reaches Redmine;
 * - list: only the contract's query parameters pass, and `cf_<username field>=<caller>` is forced
 *   (Redmine's `f[]`/`op[]`/`v[]` or `set_filter` would replace the short filters, so they never pass);
 *   the answer is filtered again on the field's value;
 * - read, update (notes, status, uploads): the issue's username field must be the caller's, else 404;
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
 * mock backend enforces the same rules itself (mocks/handlers/helpdesk.ts).
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

/** Usernames the gateway scopes to: Redmine reads a leading `~ ! ^ $ * =` or a `|` in a filter value as an operator. */
const SAFE_USERNAME = /^[\p{L}\p{N}._@-]{1,100}$/u;
const LIST_PARAMS = new Set(['status_id', 'project_id', 'sort', 'offset', 'limit']);
const ISSUE_INCLUDES = new Set(['journals', 'attachments']);
/** Request headers that pass to Redmine; everything else (the browser's cookies, a key, X-Redmine-Switch-User...) stays here. */
const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'content-type'];
const DROPPED_RESPONSE_HEADERS = [
  'www-authenticate',
  'set-cookie',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
];

const empty = (status: number) => new Response(null, { status });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The issue's username custom field value, or null. */
function ownerOf(issue: unknown, field: number): string | null {
  if (!isObject(issue) || !Array.isArray(issue.custom_fields)) return null;
  const entry = issue.custom_fields.find((f): f is Json => isObject(f) && f.id === field);
  return entry && typeof entry.value === 'string' ? entry.value : null;
}

export type HelpdeskGateway = (request: Request, path: string) => Promise<Response>;

/** `path` is what follows the `/helpdesk` prefix, with its query (`/issues.json?status_id=*`). */
export function createHelpdeskGateway(options: HelpdeskGatewayOptions): HelpdeskGateway {
  const redmine = options.redmineUrl.replace(/\/+$/, '');
  const portal = options.portalUrl.replace(/\/+$/, '');
  const field = options.usernameField ?? HELPDESK_FIELD_DEFAULTS.username;
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  /**
   * The caller's username as the portal tells it now: null when there is no token or the portal
   * refuses it, 'unavailable' when the portal does not answer. Never cached (see above).
   */
  async function whoIs(request: Request): Promise<string | null | 'unavailable'> {
    const m = /^Bearer\s+([\w.~+/=-]+)$/i.exec((request.headers.get('Authorization') ?? '').trim());
    if (!m) return null;
    try {
      const answer = await doFetch(`${portal}/rest/users/me`, {
        headers: { Authorization: `Bearer ${m[1]!}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(10_000),
      });
      if (!answer.ok) {
        await answer.arrayBuffer().catch(() => undefined);
        return answer.status >= 500 ? 'unavailable' : null;
      }
      const body = (await answer.json()) as unknown;
      const name = isObject(body) && isObject(body.payload) ? body.payload.username : undefined;
      return typeof name === 'string' && SAFE_USERNAME.test(name) ? name : null;
    } catch {
      return 'unavailable';
    }
  }

  function toRedmine(
    path: string,
    search: URLSearchParams,
    init: { method?: string; headers?: Headers; body?: BodyInit | null } = {},
  ): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('X-Redmine-API-Key', options.apiKey);
    const query = search.toString();
    return doFetch(`${redmine}${path}${query ? `?${query}` : ''}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body ?? null,
      redirect: 'manual',
    });
  }

  function forwardedHeaders(request: Request): Headers {
    const headers = new Headers();
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = request.headers.get(name);
      if (value) headers.set(name, value);
    }
    return headers;
  }

  function relay(answer: Response, body?: BodyInit | null): Response {
    const headers = new Headers(answer.headers);
    for (const name of DROPPED_RESPONSE_HEADERS) headers.delete(name);
    return new Response(body === undefined ? answer.body : body, { status: answer.status, headers });
  }

  /** The issue as Redmine answers it to the portal key, if the caller owns it. */
  async function ownedIssue(
    id: string,
    username: string,
    include: string[] = [],
  ): Promise<{ answer: Response; issue: Json } | null> {
    const search = new URLSearchParams();
    if (include.length) search.set('include', include.join(','));
    const answer = await toRedmine(`/issues/${id}.json`, search, {
      headers: new Headers({ Accept: 'application/json' }),
    });
    if (!answer.ok) {
      await answer.arrayBuffer().catch(() => undefined);
      return null;
    }
    const body = (await answer.json()) as unknown;
    const issue = isObject(body) ? body.issue : null;
    return isObject(issue) && ownerOf(issue, field) === username ? { answer, issue } : null;
  }

  async function readJson(request: Request): Promise<Json | null> {
    try {
      const body = (await request.json()) as unknown;
      return isObject(body) ? body : null;
    } catch {
      return null;
    }
  }

  return async function handle(request: Request, path: string): Promise<Response> {
    const url = new URL(path, 'http://gateway.invalid');
    const route = url.pathname;
    const method = request.method.toUpperCase();
    // Encoded slashes, dots or backslashes never name a contract path.
    if (/%2f|%5c|%2e|\\|\/\.\.?(\/|$)|;/i.test(path.split('?')[0]!)) return empty(400);
    const username = await whoIs(request);
    if (username === 'unavailable') return empty(502);
    if (!username) return empty(401);

    if (route === '/issues.json' && method === 'GET') {
      const search = new URLSearchParams();
      for (const [name, value] of url.searchParams) if (LIST_PARAMS.has(name)) search.append(name, value);
      search.set(`cf_${field}`, username);
      const answer = await toRedmine(route, search, { headers: forwardedHeaders(request) });
      if (!answer.ok) return relay(answer);
      const body = (await answer.json()) as unknown;
      if (!isObject(body) || !Array.isArray(body.issues)) return empty(502);
      // Belt and braces: whatever Redmine made of the filter (on MySQL its `=` ignores case), only the
      // caller's issues leave, compared exactly.
      const issues = body.issues.filter((issue) => ownerOf(issue, field) === username);
      return relay(
        answer,
        JSON.stringify({
          ...body,
          issues,
          ...(issues.length !== body.issues.length ? { total_count: issues.length } : {}),
        }),
      );
    }

    if (route === '/issues.json' && method === 'POST') {
      const body = await readJson(request);
      if (!body || !isObject(body.issue)) return json(422, { errors: ['Subject cannot be blank'] });
      const issue = createdIssue(body.issue, field, username);
      const headers = new Headers({ 'Content-Type': 'application/json', Accept: 'application/json' });
      return relay(
        await toRedmine(route, new URLSearchParams(), { method: 'POST', headers, body: JSON.stringify({ issue }) }),
      );
    }

    const single = /^\/issues\/(\d{1,10})\.json$/.exec(route);
    if (single && method === 'GET') {
      const include = (url.searchParams.get('include') ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter((s) => ISSUE_INCLUDES.has(s));
      const owned = await ownedIssue(single[1]!, username, include);
      return owned ? relay(owned.answer, JSON.stringify({ issue: owned.issue })) : empty(404);
    }
    if (single && method === 'PUT') {
      if (!(await ownedIssue(single[1]!, username))) return empty(404);
      const body = await readJson(request);
      const issue = body && isObject(body.issue) ? updatedIssue(body.issue) : {};
      const headers = new Headers({ 'Content-Type': 'application/json' });
      return relay(
        await toRedmine(route, new URLSearchParams(), { method: 'PUT', headers, body: JSON.stringify({ issue }) }),
      );
    }

    if (route === '/uploads.json' && method === 'POST') {
      const declared = Number(request.headers.get('Content-Length') ?? '0');
      if (declared > HELPDESK_MAX_UPLOAD_BYTES + 1024)
        return json(422, {
          errors: [
            `This file cannot be uploaded because it exceeds the maximum allowed file size (${HELPDESK_MAX_UPLOAD_BYTES})`,
          ],
        });
      const bytes = await request.arrayBuffer();
      if (bytes.byteLength > HELPDESK_MAX_UPLOAD_BYTES + 1024)
        return json(422, {
          errors: [
            `This file cannot be uploaded because it exceeds the maximum allowed file size (${HELPDESK_MAX_UPLOAD_BYTES})`,
          ],
        });
      return relay(
        await toRedmine(route, new URLSearchParams(), {
          method: 'POST',
          headers: forwardedHeaders(request),
          body: bytes,
        }),
      );
    }

    const download = /^\/attachments\/download\/(\d{1,10})\/[^/]+$/.exec(route);
    if (download && method === 'GET') {
      const issueId = url.searchParams.get('issue_id') ?? '';
      if (!/^\d{1,10}$/.test(issueId)) return empty(404);
      const owned = await ownedIssue(issueId, username, ['attachments']);
      const listed =
        owned &&
        Array.isArray(owned.issue.attachments) &&
        owned.issue.attachments.some((a) => isObject(a) && String(a.id) === download[1]);
      if (!listed) return empty(404);
      return relay(await toRedmine(route, new URLSearchParams()));
    }

    const lookups =
      route === '/issue_statuses.json' ||
      route === '/projects.json' ||
      route === '/custom_fields.json' ||
      /^\/projects\/[\w-]{1,100}\/issue_categories\.json$/.test(route);
    if (lookups && method === 'GET')
      return relay(await toRedmine(route, new URLSearchParams(), { headers: forwardedHeaders(request) }));

    return empty(404);
  };
}
