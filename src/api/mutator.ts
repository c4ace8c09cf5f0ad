import { ApiError, toApiError } from './api-error';
import type { ContractPath } from './call-policy';
import { runtimeParams, type ServerId } from './endpoints';
import { jsonOf, readBody, send, type CallOptions } from './transport';

/*
 * The front door: orval's generated functions and hooks call one mutator per server (configured per
 * contract in scripts/orval.config.ts), so the server is known, never guessed from a path. Each runs
 * the one pipeline (transport.ts) and answers the parsed body, or throws ApiError.
 *
 *   getMyProfile({ suppressToast: true })                     a generated function: options second
 *   useGetMyProfile({ request: { timeoutMs: 5000 } })         a generated hook: options in `request`
 *
 * Keep each mutator at exactly two plain parameters (no default value, no destructuring): orval reads
 * the compiled arity to decide whether generated code passes the options through.
 */

export type { CallOptions } from './transport';

/** The error type of every generated hook and function (orval reads this export). */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- orval passes the contract's error bodies; every call fails with ApiError
export type ErrorType<ContractError> = ApiError;
/** Request bodies as the contract types them (orval reads this export). */
export type BodyType<BodyData> = BodyData;

/** What orval's generated code passes as the first argument. */
export interface MutatorConfig {
  url: string;
  method: string;
  params?: object;
  headers?: object;
  data?: unknown;
  signal?: AbortSignal;
  responseType?: 'blob';
}

/** openapi/rest.yaml, and openapi/epayment.yaml, which lives on the same server (/rest/modules/epayment). */
export function restFetch<T>(config: MutatorConfig, options?: CallOptions): Promise<T> {
  return call<T>('rest', config, options);
}

/** openapi/oauth.yaml: /oauth/token, form-encoded with HTTP Basic client auth. */
export function oauthFetch<T>(config: MutatorConfig, options?: CallOptions): Promise<T> {
  return call<T>('oauth', config, options);
}

/** openapi/face.yaml: the face enrollment service. */
export function faceFetch<T>(config: MutatorConfig, options?: CallOptions): Promise<T> {
  return call<T>('face', config, options);
}

/** openapi/helpdesk.yaml: Redmine, through the same-origin proxy. */
export function helpdeskFetch<T>(config: MutatorConfig, options?: CallOptions): Promise<T> {
  return call<T>('helpdesk', config, options);
}

async function call<T>(server: ServerId, config: MutatorConfig, options: CallOptions | undefined): Promise<T> {
  try {
    const { url, method, params, headers, data, signal, responseType } = config;
    const response = await send(
      { server, method, path: url, params: runtimeParams(server, params), headers, data, signal },
      options,
    );
    if (!response.ok) throw ApiError.fromHttp(response.status, await readBody(response));
    return (await parseBody(response, responseType === 'blob')) as T;
  } catch (error) {
    throw toApiError(error);
  }
}

/**
 * Answers the HTTP status of a server without reading a contract answer: the command palette's service
 * status (platform.md 2.6) probes servers whose contract has no cheap GET with HEAD. Any HTTP answer
 * resolves; no answer rejects with ApiError (network, timeout, aborted).
 */
export async function probeServer(
  server: ServerId,
  method: 'GET' | 'HEAD',
  path: ContractPath,
  options?: CallOptions & { params?: object },
): Promise<number> {
  try {
    const response = await send({ server, method, path, params: options?.params }, options);
    return response.status;
  } catch (error) {
    throw toApiError(error);
  }
}

/**
 * A successful answer's body. Files are asked for as such (`responseType: 'blob'`); everything else
 * the contract answers is JSON, so a body that is not (a proxy's or captive portal's HTML page sent
 * with 200) is an ApiError, never a string handed to a screen that expects data.
 */
async function parseBody(response: Response, expectsFile: boolean): Promise<unknown> {
  const type = response.headers.get('Content-Type') ?? '';
  if (response.status === 204) return undefined;
  if (expectsFile) {
    // Files (GET /rest/file/download/{id}, helpdesk attachments); a named file keeps its name.
    const name = fileNameOf(response);
    if (name) return new File([new Uint8Array(await response.arrayBuffer())], name, { type });
    const blob = await response.blob();
    return blob.size === 0 && !type ? undefined : blob;
  }
  if (type.includes('json')) {
    try {
      return await jsonOf(response);
    } catch (error) {
      const text = await response.text();
      throw looksLikePage(text)
        ? ApiError.notData(response.status, text)
        : ApiError.invalidResponse(response.status, text, error);
    }
  }
  const text = await response.text();
  // An empty success (some actions answer 200 without a body) is no answer, not a bad one.
  if (!text.trim()) return undefined;
  throw ApiError.notData(response.status, text);
}

/** An HTML (or XML) document rather than data. */
export function looksLikePage(text: string): boolean {
  return /^\s*</.test(text);
}

/** The file name of Content-Disposition (RFC 6266: filename* wins over filename), or null. */
function fileNameOf(response: Response): string | null {
  const header = response.headers.get('Content-Disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? null;
}
