import { ApiError, asRecord, errorCodeOf } from './api-error';
import { currentPath, emitAppEvent } from './app-events';
import { authSchemeOf, withAuth } from './auth-headers';
import { callOptionsOf, type CallOptions } from './call-options';
import { exchange, prepareCall, type PreparedCall } from './exchange';
import { timeoutFor } from './timeouts';
import { toastFor } from './toast-policy';
import { clearTokens, getAccessToken } from './tokens';
import { validatedCalls } from './validated-calls';

const FORCE_CHANGE_PASSWORD = 'USER_FORCE_CHANGE_PASSWORD';

export interface PipelineDeps {
  /** Gets and stores a new token pair, answering the new access token; throws when it cannot. */
  refreshAccessToken: () => Promise<string>;
}

export interface Pipeline {
  /** Sends a request built on a server's placeholder origin (servers.ts); answers the final response. */
  send(input: Request, options?: CallOptions): Promise<Response>;
}

/**
 * The one pipeline every call goes through: URL and credentials, timeout, one refresh for all
 * concurrent 401s, the forced-password event, the toast policy and response validation.
 * HTTP errors come back as responses (openapi-fetch answers `{ error }`, unwrap/apiFetch throw
 * ApiError); transport failures and invalid answers reject with ApiError.
 */
export function createPipeline(deps: PipelineDeps): Pipeline {
  let refreshing: Promise<string | null> | null = null;

  /** Single flight: concurrent callers share one refresh; a failed refresh ends the session once. */
  function refreshOnce(): Promise<string | null> {
    refreshing ??= deps
      .refreshAccessToken()
      .catch(() => {
        clearTokens();
        emitAppEvent('session.expired', { next: currentPath() });
        return null;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  /** The token to retry a 401 with, or null when the session is over. */
  async function tokenAfter401(sentToken: string): Promise<string | null> {
    const current = getAccessToken();
    if (current && current !== sentToken) return current; // another caller refreshed meanwhile
    if (!current) return null; // the session already ended (failed refresh elsewhere, logout)
    return refreshOnce();
  }

  async function send(input: Request, options?: CallOptions): Promise<Response> {
    const own = callOptionsOf(input);
    const opts = {
      timeoutMs: options?.timeoutMs ?? own.timeoutMs,
      suppressToast: options?.suppressToast ?? own.suppressToast,
      accessToken: options?.accessToken ?? own.accessToken,
    };
    const call = await prepareCall(input);
    const scheme = authSchemeOf(call.server, call.method, call.path);
    const timeoutMs = opts.timeoutMs ?? timeoutFor(call.server, call.method, call.path);
    const attempt = (token: string | null) => exchange(call, withAuth(call.headers, scheme, token), timeoutMs);

    const sentToken = scheme === 'bearer' ? (opts.accessToken ?? getAccessToken()) : null;
    let response = await attempt(sentToken);
    let sessionEnded = false;
    if (response.status === 401 && sentToken) {
      const token = await tokenAfter401(sentToken);
      if (token) response = await attempt(token);
      else sessionEnded = true;
    }

    if (response.status >= 400) await reportFailure(call, response, opts.suppressToast === true || sessionEnded);
    else await validate(call, response);
    return response;
  }

  return { send };
}

async function reportFailure(call: PreparedCall, response: Response, quiet: boolean): Promise<void> {
  const body = await readBody(response.clone());
  const b = asRecord(body);
  if (response.status === 403 && errorCodeOf(body) === FORCE_CHANGE_PASSWORD) {
    // The blocking modal is the message; no toast on top of it.
    emitAppEvent('password.forceChange', { messageFa: typeof b.messageFa === 'string' ? b.messageFa : null });
    return;
  }
  if (quiet) return;
  const toast = toastFor({ method: call.method, path: call.path, status: response.status, body });
  if (toast) emitAppEvent('api.toast', toast);
}

async function validate(call: PreparedCall, response: Response): Promise<void> {
  const schema = call.server ? validatedCalls.lookup(call.method, call.path) : undefined;
  if (!schema) return;
  const text = await response.clone().text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw ApiError.invalidResponse(response.status, text, error);
  }
  const result = schema.safeParse(body);
  if (!result.success) throw ApiError.invalidResponse(response.status, body, result.error);
}

/** A body as JSON when it is JSON, else its text (error pages, Redmine's empty 401s). */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
