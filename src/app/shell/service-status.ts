import type { ApiErrorKind } from '@/api/api-error';
import { toApiError } from '@/api/api-error';
import { epaymentClient, helpdeskClient, restClient, transport } from '@/api/clients';
import { resolveCallUrl } from '@/api/endpoints';
import { serverOrigin, type ServerId } from '@/api/servers';

/**
 * The command palette's "service status" (platform.md 2.6): every configured server and whether
 * it answers. One lightweight call per server through the transport (its base URL, credentials and
 * timeout handling), never a bare fetch. Any HTTP answer, even 401, 404 or 500, means the server
 * answers; a network failure or the timeout means it does not.
 */

export const SERVICE_IDS = ['rest', 'oauth', 'epayment', 'face', 'helpdesk'] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

/** A status check is a quick look, not a call to wait 70 s for. */
export const SERVICE_STATUS_TIMEOUT_MS = 8000;

export type ServiceStatus =
  | { id: ServiceId; url: string; state: 'answers'; httpStatus: number; ms: number }
  | { id: ServiceId; url: string; state: 'noAnswer'; reason: ApiErrorKind; ms: number };

/** Per-call options (src/api/call-options.ts): no toast, a short timeout. A type alias, so it fits openapi-fetch's init. */
type QuietInit = { suppressToast: boolean; timeoutMs: number; signal?: AbortSignal };
const quiet = (signal?: AbortSignal): QuietInit => ({ suppressToast: true, timeoutMs: SERVICE_STATUS_TIMEOUT_MS, signal });

/** HEAD on a contract path: for servers whose contract has no cheap GET (no body, no side effect). */
function head(server: ServerId, path: string, signal?: AbortSignal): Promise<Response> {
  return transport.send(new Request(serverOrigin(server) + path, { method: 'HEAD', signal }), quiet());
}

const probes: Record<ServiceId, (signal?: AbortSignal) => Promise<Response>> = {
  // The public, paged announcements: the lightest call of the rest (university) server.
  rest: async (signal) => (await restClient.GET('/rest/announcements', { params: { query: { page: 0, size: 1 } }, ...quiet(signal) })).response,
  oauth: (signal) => head('oauth', '/oauth/token', signal),
  epayment: async (signal) => (await epaymentClient.GET('/rest/modules/epayment/processing/consumers', quiet(signal))).response,
  face: (signal) => head('face', '/face/enroll', signal),
  helpdesk: async (signal) => (await helpdeskClient.GET('/issue_statuses.json', quiet(signal))).response,
};

const SERVER_OF: Record<ServiceId, ServerId> = { rest: 'rest', oauth: 'oauth', epayment: 'rest', face: 'face', helpdesk: 'helpdesk' };
const BASE_PATH: Record<ServiceId, string> = { rest: '', oauth: '/oauth', epayment: '/rest/modules/epayment', face: '', helpdesk: '' };

/** Where a service is configured (src/api/endpoints.ts: the university URL, face and helpdesk addresses). */
export function serviceUrl(id: ServiceId): string {
  return resolveCallUrl(SERVER_OF[id], BASE_PATH[id], '');
}

const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

export async function checkService(id: ServiceId, signal?: AbortSignal): Promise<ServiceStatus> {
  const url = serviceUrl(id);
  const started = now();
  try {
    const response = await probes[id](signal);
    return { id, url, state: 'answers', httpStatus: response.status, ms: Math.round(now() - started) };
  } catch (error) {
    return { id, url, state: 'noAnswer', reason: toApiError(error).kind, ms: Math.round(now() - started) };
  }
}
