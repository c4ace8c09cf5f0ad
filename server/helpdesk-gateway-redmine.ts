/*
 * The gateway's side of Redmine: every call carries the portal user's key (never the browser's),
 * only a few of the browser's headers, and comes back without Redmine's login challenge or cookies.
 */

export type Json = Record<string, unknown>;
export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const empty = (status: number) => new Response(null, { status });
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

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

/** The issue's username custom field value, or null. */
export function ownerOf(issue: unknown, field: number): string | null {
  if (!isObject(issue) || !Array.isArray(issue.custom_fields)) return null;
  const entry = issue.custom_fields.find((f): f is Json => isObject(f) && f.id === field);
  return entry && typeof entry.value === 'string' ? entry.value : null;
}

export function forwardedHeaders(request: Request): Headers {
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}

/** Redmine's answer for the browser, its body replaced when given. */
export function relay(answer: Response, body?: BodyInit | null): Response {
  const headers = new Headers(answer.headers);
  for (const name of DROPPED_RESPONSE_HEADERS) headers.delete(name);
  return new Response(body === undefined ? answer.body : body, { status: answer.status, headers });
}

export interface RedmineInit {
  method?: string;
  headers?: Headers;
  body?: BodyInit | null;
}

export interface Redmine {
  /** The username custom field's id. */
  field: number;
  call(path: string, search?: URLSearchParams, init?: RedmineInit): Promise<Response>;
  /** The issue as Redmine answers it to the portal key, if `username` owns it. */
  ownedIssue(id: string, username: string, include?: string[]): Promise<{ answer: Response; issue: Json } | null>;
}

export function redmineLink(redmineUrl: string, apiKey: string, field: number, doFetch: typeof fetch): Redmine {
  const root = redmineUrl.replace(/\/+$/, '');

  function call(path: string, search = new URLSearchParams(), init: RedmineInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('X-Redmine-API-Key', apiKey);
    const query = search.toString();
    return doFetch(`${root}${path}${query ? `?${query}` : ''}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body ?? null,
      redirect: 'manual',
    });
  }

  async function ownedIssue(id: string, username: string, include: string[] = []) {
    const search = new URLSearchParams();
    if (include.length) search.set('include', include.join(','));
    const answer = await call(`/issues/${id}.json`, search, { headers: new Headers({ Accept: 'application/json' }) });
    if (!answer.ok) {
      await answer.arrayBuffer().catch(() => undefined);
      return null;
    }
    const body = (await answer.json()) as unknown;
    const issue = isObject(body) ? body.issue : null;
    return isObject(issue) && ownerOf(issue, field) === username ? { answer, issue } : null;
  }

  return { field, call, ownedIssue };
}
