/*
 * Who the caller is, as the portal tells it now (`GET <portal>/rest/users/me` with the caller's
 * bearer token). Asked on every call, never remembered: a token the student signed out of is
 * refused at once.
 */

/** Usernames the gateway scopes to: Redmine reads a leading `~ ! ^ $ * =` or a `|` in a filter value as an operator. */
const SAFE_USERNAME = /^[\p{L}\p{N}._@-]{1,100}$/u;
const BEARER = /^Bearer\s+([\w.~+/=-]+)$/i;

/** A username; null when there is no token or the portal refuses it; 'unavailable' when the portal does not answer. */
export type Caller = string | null | 'unavailable';

export function portalIdentity(portalUrl: string, doFetch: typeof fetch): (request: Request) => Promise<Caller> {
  const portal = portalUrl.replace(/\/+$/, '');
  return async function whoIs(request) {
    const m = BEARER.exec((request.headers.get('Authorization') ?? '').trim());
    if (!m) return null;
    try {
      const answer = await doFetch(`${portal}/rest/users/me`, {
        headers: { Authorization: `Bearer ${m[1]!}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(10_000),
      });
      if (!answer.ok) {
        await answer.arrayBuffer().catch(() => undefined);
        // A portal in trouble is not a refusal: the app would take a 401 for the end of the session.
        return answer.status >= 500 ? 'unavailable' : null;
      }
      const body = (await answer.json()) as unknown;
      const payload = isObject(body) ? body.payload : undefined;
      const name = isObject(payload) ? payload.username : undefined;
      return typeof name === 'string' && SAFE_USERNAME.test(name) ? name : null;
    } catch {
      return 'unavailable';
    }
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
