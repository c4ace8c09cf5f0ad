/*
 * The helpdesk as a browser (or anyone who can reach the site) calls it, for the access suites
 * (tests/contract/helpdesk-scope.ts, tests/contract/helpdesk-hostile.ts): plain HTTP under /helpdesk/,
 * a bearer token, JSON or bytes, the answer read whole.
 */

export interface ScopeTarget {
  /** Sends a request whose path starts with /helpdesk/ to the helpdesk as the browser reaches it. */
  send: (request: Request) => Promise<Response>;
  /** A bearer token of student A and of student B (fresh sign-ins). */
  tokens: () => Promise<{ a: string; b: string; aName: string; bName: string }>;
  /** Signs the student out of the portal with that token, as the app's logout does. */
  signOut: (token: string, username: string) => Promise<void>;
  /** The portal user's own Redmine key: what a hostile client would send if it ever learnt it. */
  redmineKey: string;
}

export interface Issue {
  id: number;
  subject: string;
  custom_fields?: { id: number; value: unknown }[];
  journals?: { notes: string }[];
  attachments?: { id: number; filename: string }[];
}

const ORIGIN = 'http://portal.test';

export interface CallOptions {
  token?: string;
  json?: unknown;
  bytes?: Uint8Array;
  headers?: Record<string, string>;
}

export function helpdeskCaller(target: () => ScopeTarget) {
  return async (method: string, path: string, options: CallOptions = {}) => {
    const headers = new Headers({ Accept: 'application/json', ...options.headers });
    if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.json);
    } else if (options.bytes) {
      headers.set('Content-Type', 'application/octet-stream');
      body = new Blob([options.bytes.slice().buffer as ArrayBuffer]);
    }
    const response = await target().send(new Request(`${ORIGIN}/helpdesk${path}`, { method, headers, body }));
    const text = await response.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = text;
    }
    return {
      status: response.status,
      body: parsed as Record<string, unknown> & { issue?: Issue; issues?: Issue[]; upload?: { token: string } },
      headers: response.headers,
      text,
    };
  };
}

/** The portal's logout for the token's student (openapi/rest.yaml `logout`, as src/session/profile-api.ts calls it). */
export async function portalLogout(base: string, token: string, username: string): Promise<void> {
  const answer = await fetch(`${base}/rest/oauth/${encodeURIComponent(username)}/logout`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  if (answer.status !== 200) throw new Error(`logout ${username}: ${answer.status}`);
}
