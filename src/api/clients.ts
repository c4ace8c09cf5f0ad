import createClient, { type Client } from 'openapi-fetch';
import type { paths as EpaymentPaths } from './generated/epayment/schema';
import type { paths as FacePaths } from './generated/face/schema';
import type { paths as HelpdeskPaths } from './generated/helpdesk/schema';
import type { paths as OauthPaths } from './generated/oauth/schema';
import type { paths as RestPaths } from './generated/rest/schema';
import { createPipeline } from './pipeline';
import { refreshWithOauth } from './refresh';
import { serverOrigin, type ServerId } from './servers';

/*
 * The transport's composition root: one pipeline, and one typed openapi-fetch client per contract,
 * all sending through it. Per-call options (call-options.ts) go beside the init fields:
 *   await unwrap(restClient.GET('/rest/users/activity-logs', { params: { query }, signal, suppressToast: true }))
 */

// Declared before the clients use it at call time; the refresh itself goes through oauthClient.
export const transport = createPipeline({ refreshAccessToken: () => refreshWithOauth(oauthClient) });

// fetch is bound late, per call: MSW (tests, mock mode) replaces globalThis.fetch after import.
const through = (request: Request) => transport.send(request);
const clientFor = <Paths extends object>(server: ServerId, extra: Parameters<typeof createClient>[0] = {}): Client<Paths> =>
  createClient<Paths>({ baseUrl: serverOrigin(server), fetch: through, ...extra });

export const restClient = clientFor<RestPaths>('rest');
// epayment is its own contract but lives on the rest server (/rest/modules/epayment).
export const epaymentClient = clientFor<EpaymentPaths>('rest');
export const faceClient = clientFor<FacePaths>('face');
export const helpdeskClient = clientFor<HelpdeskPaths>('helpdesk');

/** /oauth/token is form-encoded (the only oauth operation), with Basic client auth added by the pipeline. */
export const oauthClient = clientFor<OauthPaths>('oauth', {
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  bodySerializer: (body: unknown) => formEncode(body),
});

function formEncode(body: unknown): string {
  const fields = Object.entries(body as Record<string, unknown>)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => [key, String(value)]);
  return new URLSearchParams(fields).toString();
}
