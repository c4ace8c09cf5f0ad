import { ApiError } from './api-error';
import type { CallOptions } from './call-options';
import { transport } from './clients';
import { readBody } from './pipeline';
import { serverOfPath, serverOrigin } from './servers';

/** What orval's hooks pass (their `request` option): fetch init plus the transport's per-call options. */
export type ApiRequestInit = RequestInit & CallOptions;

/**
 * orval's mutator: the generated hooks call this with a contract path. Same pipeline as the
 * openapi-fetch clients; answers the parsed body (includeHttpResponseReturnType: false) or throws ApiError.
 * Keep exactly two plain parameters (no default value, no destructuring): orval reads the arity of
 * the compiled function to decide whether hooks pass their `request` options and signal through it.
 */
export async function apiFetch<T>(url: string, init: ApiRequestInit): Promise<T> {
  const { timeoutMs, suppressToast, ...requestInit } = init;
  const request = new Request(serverOrigin(serverOfPath(url)) + url, requestInit);
  const response = await transport.send(request, { timeoutMs, suppressToast });
  if (!response.ok) throw ApiError.fromHttp(response.status, await readBody(response));
  return (await parseBody(response)) as T;
}

async function parseBody(response: Response): Promise<unknown> {
  const type = response.headers.get('Content-Type') ?? '';
  if (response.status === 204) return undefined;
  if (type.includes('json')) {
    const text = await response.text();
    if (!text) return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw ApiError.invalidResponse(response.status, text, error);
    }
  }
  if (type.startsWith('text/')) return response.text();
  // Files (GET /rest/file/download/{id}) and anything else binary.
  const blob = await response.blob();
  return blob.size === 0 && !type ? undefined : blob;
}
