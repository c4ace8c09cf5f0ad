import { ApiError } from './api-error';
import { authSchemeOf, timeoutFor, type OperationKey } from './call-policy';
import { resolveCallUrl, type ServerId } from './endpoints';
import { getAccessToken } from './tokens';
import { bidiFreeForm, bidiFreeReplacer } from '@/lib/bidi-controls';
import { withAuth } from './transport';

/*
 * Uploads that report their progress. fetch cannot report upload progress (request-body streams
 * are not progress events and need HTTP/2 plus duplex), so this one helper uses XMLHttpRequest.
 * It keeps the transport's rules that matter for an upload: the server's real URL, the contract's
 * credentials (a bearer where the contract asks for one), the per-call timeout and ApiError for
 * transport failures. It does not refresh a 401 or toast: its callers (the face enrollment) show
 * their own messages and their server declares no HTTP security (openapi/face.yaml).
 */

type UploadMethod = 'POST' | 'PUT';
type PathOf<M extends UploadMethod> = OperationKey extends infer K ? (K extends `${M} ${infer P}` ? P : never) : never;

export interface UploadOptions<M extends UploadMethod> {
  /** The server the contract path belongs to (known by the caller, never guessed from the path). */
  server: ServerId;
  method: M;
  /** The contract path, as in openapi/*.yaml (no path parameters to fill: uploads have none yet). */
  path: PathOf<M>;
  /** Multipart form data, or `{ json }` for a contract that takes the file as base64 in a JSON body (the profile picture). */
  body: FormData | { json: unknown };
  signal?: AbortSignal;
  /** Bytes sent so far and the total (0 when the browser does not know it). */
  onProgress?: (loaded: number, total: number) => void;
  /** Overrides the call's timeout (the contract's `x-timeout-ms`: 90 minutes for the face enrollment). */
  timeoutMs?: number;
}

export interface UploadResponse {
  status: number;
  /** The body parsed as JSON when it is JSON, else its text; undefined when empty. */
  body: unknown;
}

/**
 * Sends a multipart (or JSON) body and answers the status and parsed body, whatever the status (the caller
 * decides what a 400 means); rejects with ApiError on a network failure, the timeout or an abort.
 */
export function uploadWithProgress<M extends UploadMethod>(options: UploadOptions<M>): Promise<UploadResponse> {
  const { server, method, path, body, signal, onProgress } = options;
  const timeoutMs = options.timeoutMs ?? timeoutFor(server, method, path);
  const headers = withAuth([], authSchemeOf(server, method, path), getAccessToken(), server);

  return new Promise<UploadResponse>((resolve, reject) => {
    if (signal?.aborted) {
      reject(ApiError.aborted(signal.reason));
      return;
    }
    const xhr = new XMLHttpRequest();
    let settled = false;
    // Settles once: an abort rejects at once, whatever the XHR implementation reports afterwards.
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const onAbort = () => {
      finish(() => reject(ApiError.aborted(signal?.reason)));
      xhr.abort();
    };

    xhr.open(method, resolveCallUrl(server, path, ''));
    for (const [name, value] of headers) xhr.setRequestHeader(name, value);
    const isForm = body instanceof FormData;
    if (!isForm) xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.timeout = timeoutMs;
    xhr.upload.addEventListener('progress', (event) => {
      if (!settled) onProgress?.(event.loaded, event.lengthComputable ? event.total : 0);
    });
    xhr.addEventListener('load', () =>
      finish(() => resolve({ status: xhr.status, body: parseBody(xhr.responseText) })),
    );
    xhr.addEventListener('error', () => finish(() => reject(ApiError.network(new Error(`Upload to ${path} failed`)))));
    xhr.addEventListener('timeout', () => finish(() => reject(ApiError.timeout(timeoutMs))));
    xhr.addEventListener('abort', () => finish(() => reject(ApiError.aborted(signal?.reason))));
    signal?.addEventListener('abort', onAbort, { once: true });
    // The same text rule as every other call (transport.ts): no bidi controls leave the app.
    xhr.send(isForm ? bidiFreeForm(body) : JSON.stringify(body.json, bidiFreeReplacer));
  });
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
