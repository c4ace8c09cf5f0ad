import { ApiError } from './api-error';
import { resolveCallUrl } from './endpoints';
import { serverOfUrl, type ServerId } from './servers';

/** A request taken apart once, so it can be sent again (after a token refresh) with a replayable body. */
export interface PreparedCall {
  server: ServerId | null;
  method: string;
  /** The contract path (for the per-call tables); for other origins, the URL's path. */
  path: string;
  url: string;
  /**
   * Plain entries, not a Headers object: under jsdom, Headers (jsdom's) and Request (Node's) come
   * from two realms, and copying one realm's Headers into the other's silently drops entries.
   */
  headers: [string, string][];
  body: ArrayBuffer | undefined;
  /** The caller's signal (React Query cancels through it). */
  signal: AbortSignal;
  init: Pick<RequestInit, 'credentials' | 'cache' | 'redirect'>;
}

export async function prepareCall(input: Request): Promise<PreparedCall> {
  const parsed = new URL(input.url);
  const server = serverOfUrl(parsed);
  const hasBody = input.body !== null && input.method !== 'GET' && input.method !== 'HEAD';
  return {
    server,
    method: input.method.toUpperCase(),
    path: parsed.pathname,
    url: server ? resolveCallUrl(server, parsed.pathname, parsed.search) : input.url,
    headers: [...input.headers],
    body: hasBody ? await input.arrayBuffer() : undefined,
    signal: input.signal,
    init: { credentials: input.credentials, cache: input.cache, redirect: input.redirect },
  };
}

/**
 * One attempt: a fresh Request, the call's timeout combined with the caller's signal, and fetch
 * resolved at call time (MSW's Node interceptor patches globalThis.fetch after modules load).
 * The timeout covers the wait for the response headers. Transport failures become ApiError here.
 */
export async function exchange(call: PreparedCall, headers: [string, string][], timeoutMs: number): Promise<Response> {
  if (call.signal.aborted) throw ApiError.aborted(call.signal.reason);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException(`Timed out after ${timeoutMs} ms`, 'TimeoutError'));
  }, timeoutMs);
  const onCallerAbort = () => controller.abort(call.signal.reason);
  call.signal.addEventListener('abort', onCallerAbort, { once: true });
  try {
    const request = new Request(call.url, { ...call.init, method: call.method, headers, body: call.body, signal: controller.signal });
    return await untilAborted(globalThis.fetch(request), controller.signal);
  } catch (error) {
    if (timedOut) throw ApiError.timeout(timeoutMs, error);
    if (call.signal.aborted) throw ApiError.aborted(error);
    throw ApiError.network(error);
  } finally {
    clearTimeout(timer);
    call.signal.removeEventListener('abort', onCallerAbort);
  }
}

/** Rejects on abort even if the fetch implementation ignores the signal. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
