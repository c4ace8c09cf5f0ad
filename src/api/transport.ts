import type { ZodType } from 'zod';
import { ApiError, asRecord, errorCodeOf } from './api-error';
import { currentPath, emitAppEvent } from './app-events';
import { authSchemeOf, timeoutFor, validatedCalls, type AuthScheme } from './call-policy';
import { oauthClientCredentials, resolveCallUrl, type ServerId } from './endpoints';
import type { TokenResponse } from './generated/oauth/model';
import { toastFor } from './toast-policy';
import { pruneInvalidItems } from './valid-items';
import { encodeBase64 } from '@/lib/base64';
import { bidiFreeForm, bidiFreeReplacer, isVerbatimField, stripBidiControls } from '@/lib/bidi-controls';
import { nextTask } from '@/lib/next-task';
import { isUnavailableStatus, reportReachability } from './reachability';
import { accessTokenChange, clearTokensIf, getAccessToken, getRefreshToken, setTokensIf } from './tokens';

/*
 * The one pipeline every call goes through (architecture.md: one front door): URL and credentials
 * of a known server, timeout, one refresh for all concurrent 401s, the forced-password event, the
 * toast policy and answer validation. mutator.ts turns orval's calls into an ApiCall and reads the
 * answer; nothing else sends.
 */

/**
 * Per-call options: the typed second argument of every generated function and the `request` option
 * of every generated hook (`useGetMyProfile({ request: { suppressToast: true } })`).
 */
export interface CallOptions {
  /** Overrides the call's timeout (call-policy.ts). */
  timeoutMs?: number;
  /** The caller shows its own message: no toast for this call's failure. */
  suppressToast?: boolean;
  /** Bearer to send instead of the stored one: the login flow loads the profile before storing tokens. */
  accessToken?: string;
  /** Cancels the call (React Query passes its own signal through the generated functions instead). */
  signal?: AbortSignal;
}

/** One call of a contract operation on a known server (what orval's mutator config describes). */
export interface ApiCall {
  server: ServerId;
  method: string;
  /** The contract path with its path parameters filled in, without the query. */
  path: string;
  /** Query parameters; undefined ones are left out, null is sent as 'null' (as orval does). */
  params?: object;
  headers?: object;
  /** JSON-able value, or a body fetch sends as is (URLSearchParams, FormData, Blob, string). */
  data?: unknown;
  signal?: AbortSignal;
}

const FORCE_CHANGE_PASSWORD = 'USER_FORCE_CHANGE_PASSWORD';

/**
 * Sends a call and answers the final response (after a refresh and retry on 401). HTTP errors come
 * back as responses (mutator.ts turns them into ApiError); transport failures and invalid answers
 * reject with ApiError.
 */
export async function send(call: ApiCall, options: CallOptions = {}): Promise<Response> {
  // Sent in a task of its own, not in the one that asked: a page's reads start in its effects, and
  // each read's work (its timers, its schema chunk's script, fetch) added up to a long task on a
  // slow phone (TBT).
  await nextTask();
  const prepared = await prepare(call, options);
  const scheme = authSchemeOf(call.server, prepared.method, call.path);
  const timeoutMs = options.timeoutMs ?? timeoutFor(call.server, prepared.method, call.path);
  const attempt = (token: string | null) =>
    exchange(prepared, withAuth(prepared.headers, scheme, token, call.server), timeoutMs);

  const sentToken = scheme === 'bearer' ? options.accessToken || getAccessToken() : null;
  // A validated or list-pruned call starts loading its (lazy) schemas while the request is on the wire.
  void validatedCalls
    .lookup(prepared.method, call.path)?.()
    .catch(() => undefined);
  if (prepared.method === 'GET') void listSchemaOf(prepared.method, call.path).catch(() => undefined);
  let response = await attempt(sentToken);
  let sessionEnded = false;
  if (response.status === 401 && sentToken) {
    const token = await tokenAfter401(sentToken);
    if (token) response = await attempt(token);
    else sessionEnded = true;
  }

  if (response.status >= 400)
    await reportFailure(prepared.method, call.path, response, options.suppressToast === true || sessionEnded);
  else response = await checkedResponse(prepared.method, call.path, response, pageSizeOf(prepared.method, call));
  return response;
}

/** A paged read's query (page-size.ts cuts its answer's lists to the size asked); undefined for the others. */
function pageSizeOf(method: string, call: ApiCall): object | undefined {
  const params = call.params as Record<string, unknown> | undefined;
  return method === 'GET' && params && ('size' in params || 'limit' in params) ? params : undefined;
}

// ---------------------------------------------------------------------------------------------
// 401: one refresh for all concurrent callers (and tabs)

let refreshing: Promise<string | null> | null = null;
const REFRESH_LOCK = 'portal.token-refresh';
/** How long a tab that queued behind another tab's refresh waits for that tab's new pair to reach it. */
const OTHER_TAB_WRITE_MS = 1000;

/** The token to retry a 401 with, or null when the session is over. */
async function tokenAfter401(sentToken: string): Promise<string | null> {
  const current = getAccessToken();
  if (current && current !== sentToken) return current; // another caller refreshed meanwhile
  if (!current) return null; // the session already ended (refused refresh elsewhere, logout)
  return refreshOnce(sentToken);
}

/**
 * Single flight: concurrent callers of this tab share one refresh, and tabs take turns through a Web
 * Lock, so two tabs never spend the same refresh token at once (the second would be refused). Only
 * a refused refresh token ends the session; a refresh the server could not answer (offline,
 * timeout, 5xx) rejects with its error and keeps the session, so the call can be retried.
 */
function refreshOnce(sentToken: string): Promise<string | null> {
  refreshing ??= withRefreshLock((queued) => refreshUnderLock(sentToken, queued)).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function refreshUnderLock(sentToken: string, queuedBehindAnotherTab: boolean): Promise<string | null> {
  // Chromium hands a tab's localStorage writes to the other tabs asynchronously: the lock can come
  // free before the pair its holder stored is readable here (the e2e saw double refreshes on a busy
  // machine), and a server that rotates refresh tokens would refuse the second one.
  if (queuedBehindAnotherTab) await accessTokenChange(sentToken, OTHER_TAB_WRITE_MS);
  // While this tab waited for the lock another tab may have refreshed, or the user signed out.
  const current = getAccessToken();
  if (!current) return null;
  if (current !== sentToken) return current;
  const refreshToken = getRefreshToken();
  try {
    return await refreshAccessToken(refreshToken);
  } catch (error) {
    if (!isRefusedRefresh(error)) throw error;
    // Cleared only if nothing replaced the pair meanwhile (a new sign-in, another tab's refresh).
    if (clearTokensIf(refreshToken)) {
      emitAppEvent('session.expired', { next: currentPath() });
      return null;
    }
    return getAccessToken();
  }
}

/** The server refused the refresh token (invalid_grant and friends answer 400/401): the session is over. */
export function isRefusedRefresh(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && (error.status === 400 || error.status === 401);
}

type LockCallback = (lock: unknown) => Promise<unknown>;
type LockManagerLike = {
  request: ((name: string, callback: LockCallback) => Promise<unknown>) &
    ((name: string, options: { ifAvailable: boolean }, callback: LockCallback) => Promise<unknown>);
};

/** Runs `work` under the cross-tab refresh lock; `queued` says whether another tab held it first. */
function withRefreshLock<T>(work: (queued: boolean) => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  if (!locks?.request) return work(false); // no Web Locks (old browsers, jsdom): this tab's single flight only
  // Asked first without queueing, so a tab behind another tab's refresh knows it is.
  return locks.request(REFRESH_LOCK, { ifAvailable: true }, (lock) =>
    lock ? work(false) : locks.request(REFRESH_LOCK, () => work(true)),
  ) as Promise<T>;
}

/**
 * POST /oauth/token with grant_type=refresh_token (form-encoded, Basic client auth) through this
 * pipeline, so it gets the timeout, normalisation and token-answer validation. It is sent here rather
 * than through the generated issueToken, which imports mutator.ts (a cycle orval cannot bundle).
 * oauth calls never take the 401 path, so a failed refresh cannot trigger another one.
 * The new pair is stored compare-and-set: a logout that happened meanwhile stays a logout.
 */
async function refreshAccessToken(refreshToken: string | null): Promise<string | null> {
  if (!refreshToken) throw new ApiError({ kind: 'http', status: 401, messageEn: 'No refresh token' });
  const response = await send(
    {
      server: 'oauth',
      method: 'POST',
      path: '/oauth/token',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    },
    { suppressToast: true },
  );
  if (!response.ok) throw ApiError.fromHttp(response.status, await readBody(response));
  const tokens = (await response.json()) as TokenResponse; // validated (call-policy.ts)
  if (setTokensIf(refreshToken, { accessToken: tokens.access_token, refreshToken: tokens.refresh_token }))
    return tokens.access_token;
  return getAccessToken(); // signed out (null) or replaced meanwhile: never resurrect the old session
}

// ---------------------------------------------------------------------------------------------
// Preparing and sending one attempt

/** A call made ready to send, and to send again after a refresh (the body is kept as bytes). */
interface PreparedCall {
  method: string;
  url: string;
  /**
   * Plain entries, not a Headers object: under jsdom, Headers (jsdom's) and Request (Node's) come
   * from two realms, and copying one realm's Headers into the other's silently drops entries.
   */
  headers: [string, string][];
  body: ArrayBuffer | undefined;
  signal: AbortSignal | undefined;
}

async function prepare(call: ApiCall, options: CallOptions): Promise<PreparedCall> {
  const method = call.method.toUpperCase();
  let headers = Object.entries(call.headers ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]): [string, string] => [name, String(value)]);
  let body: ArrayBuffer | undefined;
  if (call.data !== undefined && method !== 'GET' && method !== 'HEAD') {
    // No bidi controls in any text the student sends (bidi-controls.ts): one place for every call.
    const raw = isSendable(call.data) ? bidiFree(call.data) : JSON.stringify(call.data, bidiFreeReplacer);
    // A multipart type without its boundary is useless: let serialisation set the real one.
    if (typeof FormData !== 'undefined' && call.data instanceof FormData)
      headers = headers.filter(([name]) => name.toLowerCase() !== 'content-type');
    else if (!hasHeader(headers, 'Content-Type') && typeof raw === 'string' && raw !== call.data)
      headers.push(['Content-Type', 'application/json']);
    // Serialised once, through a Request, so a retry sends the same bytes (and FormData its boundary).
    const serialised = new Request('http://body.invalid/', { method: 'POST', body: raw, headers });
    const type = serialised.headers.get('Content-Type');
    if (type && !hasHeader(headers, 'Content-Type')) headers.push(['Content-Type', type]);
    body = await serialised.arrayBuffer();
  }
  return {
    method,
    url: resolveCallUrl(call.server, call.path, queryOf(call.params)),
    headers,
    body,
    signal: combine(call.signal, options.signal),
  };
}

/** A form's text without bidi controls; a string, a file or bytes go as they are. */
function bidiFree(data: BodyInit): BodyInit {
  if (data instanceof URLSearchParams || (typeof FormData !== 'undefined' && data instanceof FormData))
    return bidiFreeForm(data);
  return data;
}

function isSendable(data: unknown): data is BodyInit {
  return (
    typeof data === 'string' ||
    data instanceof URLSearchParams ||
    (typeof FormData !== 'undefined' && data instanceof FormData) ||
    (typeof Blob !== 'undefined' && data instanceof Blob) ||
    data instanceof ArrayBuffer
  );
}

/** `?a=1&b=2`, or '' (orval's own serialisation: undefined left out, null as 'null'; no bidi controls). */
function queryOf(params: object | undefined): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined) continue;
    const text = value === null ? 'null' : String(value);
    query.append(key, isVerbatimField(key) ? text : stripBidiControls(text));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

function combine(a: AbortSignal | undefined, b: AbortSignal | undefined): AbortSignal | undefined {
  if (!a || !b || a === b) return a ?? b;
  return AbortSignal.any([a, b]);
}

function hasHeader(headers: [string, string][], name: string): boolean {
  return headers.some(([key]) => key.toLowerCase() === name.toLowerCase());
}

type ApiKeyProvider = () => string | null | undefined;
let helpdeskApiKey: ApiKeyProvider = () => null;

/**
 * A Redmine API key for helpdesk calls, for code that talks to a Redmine directly: the contract
 * suite (tests/contract/helpdesk-contract.ts). The app never sets one: its helpdesk calls carry the
 * portal's bearer token to the helpdesk gateway, which holds the key. A caller's own header wins.
 */
export function setHelpdeskApiKeyProvider(provider: ApiKeyProvider): void {
  helpdeskApiKey = provider;
}

/** The call's headers plus its credentials (also used by src/api/upload.ts). */
export function withAuth(
  headers: [string, string][],
  scheme: AuthScheme,
  accessToken: string | null,
  server?: ServerId,
): [string, string][] {
  let authorization: string | null = null;
  if (scheme === 'bearer' && accessToken) authorization = `Bearer ${accessToken}`;
  if (scheme === 'client-basic') {
    const { id, secret } = oauthClientCredentials();
    authorization = `Basic ${encodeBase64(`${id}:${secret}`)}`;
  }
  const out = authorization
    ? [
        ...headers.filter(([name]) => name.toLowerCase() !== 'authorization'),
        ['Authorization', authorization] as [string, string],
      ]
    : [...headers];
  if (server === 'helpdesk' && !hasHeader(out, 'X-Redmine-API-Key')) {
    const key = helpdeskApiKey();
    if (key) out.push(['X-Redmine-API-Key', key]);
  }
  return out;
}

/**
 * One attempt: a fresh Request, the call's timeout combined with the caller's signal, and fetch
 * resolved at call time (MSW's Node interceptor patches globalThis.fetch after modules load).
 * The timeout covers the wait for the response headers. Transport failures become ApiError here.
 */
async function exchange(call: PreparedCall, headers: [string, string][], timeoutMs: number): Promise<Response> {
  const caller = call.signal;
  if (caller?.aborted) throw ApiError.aborted(caller.reason);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException(`Timed out after ${timeoutMs} ms`, 'TimeoutError'));
  }, timeoutMs);
  const onCallerAbort = () => controller.abort(caller?.reason);
  caller?.addEventListener('abort', onCallerAbort, { once: true });
  try {
    const request = new Request(call.url, { method: call.method, headers, body: call.body, signal: controller.signal });
    const response = await untilAborted(globalThis.fetch(request), controller.signal);
    reportReachability(!isUnavailableStatus(response.status));
    return response;
  } catch (error) {
    if (caller?.aborted && !timedOut) throw ApiError.aborted(error);
    reportReachability(false);
    if (timedOut) throw ApiError.timeout(timeoutMs, error);
    throw ApiError.network(error);
  } finally {
    clearTimeout(timer);
    caller?.removeEventListener('abort', onCallerAbort);
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

// ---------------------------------------------------------------------------------------------
// The answer: failure events and toasts, validation

async function reportFailure(method: string, path: string, response: Response, quiet: boolean): Promise<void> {
  const body = await readBody(response.clone());
  const b = asRecord(body);
  if (response.status === 403 && errorCodeOf(body) === FORCE_CHANGE_PASSWORD) {
    // The blocking modal is the message; no toast on top of it.
    emitAppEvent('password.forceChange', { messageFa: typeof b.messageFa === 'string' ? b.messageFa : null });
    return;
  }
  if (quiet) return;
  const toast = toastFor({ method, path, status: response.status, body });
  if (toast) emitAppEvent('api.toast', toast);
}

/** The list table (list-policy.ts) and the answer's schema: both lazy chunks, not needed before the first answer. */
async function listSchemaOf(method: string, path: string): Promise<ZodType | undefined> {
  return (await import('./list-policy')).listCalls.lookup(method, path)?.();
}

/**
 * The checks an answer's body goes through before any screen reads it: a GET's lists come on with
 * their malformed items dropped (list-policy.ts), then a validated call's whole answer is
 * checked against its schema. Throws ApiError.invalidResponse when it does not pass, and
 * ApiError.network when a schema's chunk did not arrive (retryable, like any connection failure).
 * A copy kept on the device goes through the same (src/lib/query-persistence.ts).
 */
export async function checkAnswerBody(
  method: string,
  path: string,
  body: unknown,
  { status = 200, source = `${method} ${path}` }: { status?: number; source?: string } = {},
): Promise<unknown> {
  const checked = await prunedBody(method, path, body, source);
  const loadSchema = validatedCalls.lookup(method, path);
  if (!loadSchema) return checked;
  const schema = await loadSchema().catch((error: unknown) => {
    throw ApiError.network(error);
  });
  await nextTask();
  const result = schema.safeParse(checked);
  if (!result.success) throw ApiError.invalidResponse(status, checked, result.error);
  return checked;
}

async function prunedBody(method: string, path: string, body: unknown, source: string): Promise<unknown> {
  if (method !== 'GET' || body === undefined) return body;
  const schema = await listSchemaOf(method, path).catch((error: unknown) => {
    throw ApiError.network(error);
  });
  // Each check in a task of its own, not in the one its schema's chunk arrived in or the answer's:
  // together they were a long task on a slow phone (the profile's: TBT).
  await nextTask();
  // The usual answer is whole: one check of it finds nothing to prune. Only an answer that fails is
  // walked list by list (the walk checked a week's meals once per level they are nested in).
  if (!schema || schema.safeParse(body).success) return body;
  return pruneInvalidItems(schema, body, source);
}

/**
 * A successful answer after checkAnswerBody: the same Response when nothing was dropped, a new one
 * with the pruned body otherwise. A page is not data (a proxy's or portal's HTML); an
 * answer that is not JSON passes untouched when only its lists would have been checked.
 */
async function checkedResponse(
  method: string,
  path: string,
  response: Response,
  pagedQuery?: object,
): Promise<Response> {
  const validated = validatedCalls.lookup(method, path) !== undefined;
  const listed = method === 'GET' && (response.headers.get('Content-Type') ?? '').includes('json');
  if (!validated && !listed) return response;
  let body: unknown;
  try {
    body = await jsonOf(response);
  } catch (error) {
    if (!validated) return response;
    const text = await response.clone().text();
    throw /^\s*</.test(text)
      ? ApiError.notData(response.status, text)
      : ApiError.invalidResponse(response.status, text, error);
  }
  // Cut to the page asked for before anything checks or draws it (page-size.ts: a chunk of its own,
  // loaded with the first paged answer, as the list table is).
  const sized = pagedQuery ? await pageSized(pagedQuery, body, `${method} ${path}`) : body;
  const checked = await checkAnswerBody(method, path, sized, { status: response.status });
  if (checked === body) return response;
  return new Response(JSON.stringify(checked), {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
  });
}

async function pageSized(query: object, body: unknown, source: string): Promise<unknown> {
  const { askedPageSize, trimToPageSize } = await import('./page-size').catch((error: unknown) => {
    throw ApiError.network(error);
  });
  const size = askedPageSize(query);
  return size === null ? body : trimToPageSize(body, size, source);
}

/**
 * A successful answer's JSON, read from a copy so the body stays for the next step (pruning, validation and
 * the mutator each read it): undefined when empty, throws when it is not JSON.
 */
export async function jsonOf(response: Response): Promise<unknown> {
  const text = await response.clone().text();
  return text ? (JSON.parse(text) as unknown) : undefined;
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
