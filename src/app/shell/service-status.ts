import type { ApiErrorKind } from '@/api/api-error';
import { toApiError } from '@/api/api-error';
import { resolveCallUrl, type ServerId } from '@/api/endpoints';
import { probeServer, type CallOptions } from '@/api/mutator';

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

/** Per-call options: no toast, a short timeout. */
const quiet = (signal?: AbortSignal): CallOptions => ({
  suppressToast: true,
  timeoutMs: SERVICE_STATUS_TIMEOUT_MS,
  signal,
});

/** Each server's lightest call; HEAD on a contract path for servers whose contract has no cheap GET. */
const probes: Record<ServiceId, (signal?: AbortSignal) => Promise<number>> = {
  // The public, paged announcements: the lightest call of the rest (university) server.
  rest: (signal) =>
    probeServer('rest', 'GET', '/rest/announcements', { params: { page: 0, size: 1 }, ...quiet(signal) }),
  oauth: (signal) => probeServer('oauth', 'HEAD', '/oauth/token', quiet(signal)),
  epayment: (signal) => probeServer('rest', 'GET', '/rest/modules/epayment/processing/consumers', quiet(signal)),
  face: (signal) => probeServer('face', 'HEAD', '/face/enroll', quiet(signal)),
  helpdesk: (signal) => probeServer('helpdesk', 'GET', '/issue_statuses.json', quiet(signal)),
};

const SERVER_OF: Record<ServiceId, ServerId> = {
  rest: 'rest',
  oauth: 'oauth',
  epayment: 'rest',
  face: 'face',
  helpdesk: 'helpdesk',
};
const BASE_PATH: Record<ServiceId, string> = {
  rest: '',
  oauth: '/oauth',
  epayment: '/rest/modules/epayment',
  face: '',
  helpdesk: '',
};

/** Where a service is configured (src/api/endpoints.ts: the university URL, face and helpdesk addresses). */
export function serviceUrl(id: ServiceId): string {
  return resolveCallUrl(SERVER_OF[id], BASE_PATH[id], '');
}

const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

export async function checkService(id: ServiceId, signal?: AbortSignal): Promise<ServiceStatus> {
  const url = serviceUrl(id);
  const started = now();
  try {
    const httpStatus = await probes[id](signal);
    return { id, url, state: 'answers', httpStatus, ms: Math.round(now() - started) };
  } catch (error) {
    return { id, url, state: 'noAnswer', reason: toApiError(error).kind, ms: Math.round(now() - started) };
  }
}
