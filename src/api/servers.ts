/**
 * The servers the portal talks to (architecture.md 1: one contract per server). epayment lives on
 * the rest server (/rest/modules/epayment) and /oauth on the same host, but oauth is kept apart
 * because it authenticates differently (HTTP Basic client auth).
 */
export type ServerId = 'rest' | 'oauth' | 'face' | 'helpdesk';

/**
 * Clients build URLs on a placeholder origin per server; the pipeline swaps it for the real base
 * on each request. So the clients are created once while the base URL follows the chosen university,
 * and the contract path stays readable for the per-call tables. `.invalid` never resolves, so a URL
 * that escaped the pipeline fails loudly.
 */
const ORIGINS: Record<ServerId, string> = {
  rest: 'https://rest.api.invalid',
  oauth: 'https://oauth.api.invalid',
  face: 'https://face.api.invalid',
  helpdesk: 'https://helpdesk.api.invalid',
};

export function serverOrigin(server: ServerId): string {
  return ORIGINS[server];
}

/** The server of a placeholder URL; null for any other URL (sent as is, without credentials). */
export function serverOfUrl(url: URL): ServerId | null {
  const entry = Object.entries(ORIGINS).find(([, origin]) => origin === url.origin);
  return entry ? (entry[0] as ServerId) : null;
}

/**
 * The server of a contract path, for orval's hooks (they only know the path). Redmine's REST paths
 * all end in `.json`, which no other contract uses.
 */
export function serverOfPath(path: string): ServerId {
  if (path.startsWith('/rest/')) return 'rest';
  if (path.startsWith('/oauth/')) return 'oauth';
  if (path.startsWith('/face/')) return 'face';
  if (/^\/[^?#]*\.json(?:[?#]|$)/.test(path)) return 'helpdesk';
  throw new Error(`No server serves ${path}: add it to src/api/servers.ts`);
}
