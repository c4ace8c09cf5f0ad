import { http, HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { Operations as EpaymentOperations } from '@/api/generated/epayment/operations';
import type { Operations as FaceOperations } from '@/api/generated/face/operations';
import type { Operations as HelpdeskOperations } from '@/api/generated/helpdesk/operations';
import type { OAuthError as OAuthErrorModel } from '@/api/generated/oauth/model';
import type { Operations as OauthOperations } from '@/api/generated/oauth/operations';
import type { Envelope as EnvelopeModel } from '@/api/generated/rest/model';
import type { Operations as RestOperations } from '@/api/generated/rest/operations';

/*
 * One typed `http` per contract (openapi-msw over the generated operation table, orval's models): a
 * handler whose path, params, body or answer drifts from openapi/*.yaml does not compile. Paths
 * match on ANY origin ('*' prefix): the app may talk to a university's own address (cloud mode),
 * the standalone server answers on its own port, and MSW's Node server sees absolute URLs.
 */

/** A table keyed by `METHOD /path` as openapi-msw reads a contract: path → lower-case method → operation. */
type PathsOf<Operations> = {
  [Path in keyof Operations as Path extends `${string} ${infer P}` ? P : never]: {
    [
      Key in keyof Operations as Key extends `${infer Method} ${Path extends `${string} ${infer P}` ? P : never}`
        ? Lowercase<Method>
        : never
    ]: Operations[Key];
  };
};

const ANY_ORIGIN = '*';

export const restHttp = createOpenApiHttp<PathsOf<RestOperations>>({ baseUrl: ANY_ORIGIN });
export const oauthHttp = createOpenApiHttp<PathsOf<OauthOperations>>({ baseUrl: ANY_ORIGIN });
export const epaymentHttp = createOpenApiHttp<PathsOf<EpaymentOperations>>({ baseUrl: ANY_ORIGIN });
/** The face service's server is `/face-service` (openapi/face.yaml). */
export const faceHttp = createOpenApiHttp<PathsOf<FaceOperations>>({ baseUrl: `${ANY_ORIGIN}/face-service` });
/** Redmine behind the same-origin proxy `/helpdesk` (openapi/helpdesk.yaml); the helpdesk domain adds handlers. */
export const helpdeskHttp = createOpenApiHttp<PathsOf<HelpdeskOperations>>({ baseUrl: `${ANY_ORIGIN}/helpdesk` });
/** The mock Redmine itself, as a helpdesk gateway reaches it with its key (never proxied to a browser). */
export const redmineHttp = createOpenApiHttp<PathsOf<HelpdeskOperations>>({ baseUrl: `${ANY_ORIGIN}/redmine` });
/** Routes outside the contracts: /__mock control, /config.json, the in-mock bank page. */
export const untypedHttp = http;
export const anyOrigin = (path: string) => `${ANY_ORIGIN}${path}`;

export type Envelope = EnvelopeModel;
export type OAuthError = OAuthErrorModel;

/** Prefixes of the servers the mock backend answers (everything else passes through). */
const API_PREFIXES = ['/rest/', '/oauth/', '/face-service/', '/helpdesk/', '/redmine/'] as const;
export const CONTROL_PREFIX = '/__mock/';

export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((p) => pathname.startsWith(p));
}

// ───────────────────────────── Envelopes ─────────────────────────────

/** A successful answer: the envelope around `payload` (openapi rest.yaml `Envelope`). */
export function ok<T>(payload: T, messages: { messageFa?: string; message?: string } = {}): Envelope & { payload: T } {
  return {
    type: 'SUCCESS',
    code: 200,
    message: messages.message ?? 'OK',
    messageFa: messages.messageFa ?? null,
    messageResource: null,
    payload,
  };
}

/** The bare envelope (the shared `Ok` response of calls whose payload the spec does not show). */
export function done(messageFa?: string, message?: string): Envelope {
  return ok(null, { messageFa, message });
}

export interface Failure {
  status: number;
  messageResource?: string | null;
  messageFa?: string | null;
  message?: string | null;
  payload?: unknown;
  /** Extra fields (OAuth2's error/error_description on a 401). */
  extra?: Record<string, unknown>;
}

/** The error envelope (`ErrorEnvelope`): same shape, type ERROR, `code` the HTTP status. */
export function failure(f: Failure): Envelope {
  return {
    type: 'ERROR',
    code: f.status,
    message: f.message ?? f.messageResource ?? 'Error',
    messageFa: f.messageFa ?? null,
    messageResource: f.messageResource ?? null,
    payload: f.payload ?? null,
    ...f.extra,
  };
}

/** An error response with the envelope body (for any status, typed handlers wrap it in `response.untyped`). */
export function failureResponse(f: Failure, headers?: HeadersInit): HttpResponse<Envelope> {
  return HttpResponse.json(failure(f), { status: f.status, headers });
}

/** A business rule's refusal (reservation Violation, dormitory DormProblem): status, resource and texts. */
export interface Refusal {
  status: number;
  resource: string;
  messageFa: string;
  message: string;
}

/** The error response of a refusal (typed handlers wrap it in `response.untyped`). */
export const refuse = (r: Refusal): HttpResponse<Envelope> =>
  failureResponse({ status: r.status, messageResource: r.resource, messageFa: r.messageFa, message: r.message });

export function badRequest(messageResource: string, messageFa: string, message?: string, payload?: unknown): Envelope {
  return failure({ status: 400, messageResource, messageFa, message: message ?? messageResource, payload });
}

export function notFoundBody(what: string, messageResource = 'NOT_FOUND'): Envelope {
  return failure({
    status: 404,
    messageResource,
    messageFa: `${what} یافت نشد.`,
    message: `${messageResource}: ${what}`,
  });
}

// ───────────────────────────── Requests ─────────────────────────────

/** The request's JSON body as an object, or null when it is missing or not a JSON object. */
export async function readJson(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const text = await request.clone().text();
    if (!text) return null;
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function invalidBody(): Envelope {
  return badRequest(
    'INVALID_REQUEST_BODY',
    'اطلاعات ارسالی نامعتبر است.',
    'The request body is not a valid JSON object',
  );
}

export const asString = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
export const asInt = (v: unknown): number | null =>
  typeof v === 'number' && Number.isInteger(v)
    ? v
    : typeof v === 'string' && /^-?\d+$/.test(v.trim())
      ? Number(v)
      : null;

// ───────────────────────────── Paging ─────────────────────────────

export interface PageRequest {
  page: number;
  size: number;
}

/** `page` (zero-based) and `size` from the query; null when one is not a valid number. */
export function pageRequest(url: URL | string, defaultSize: number, maxSize = 500): PageRequest | null {
  const params = new URL(url).searchParams;
  const page = params.has('page') ? asInt(params.get('page')) : 0;
  const size = params.has('size') ? asInt(params.get('size')) : defaultSize;
  if (page === null || size === null || page < 0 || size < 1) return null;
  return { page, size: Math.min(size, maxSize) };
}

export function invalidPage(): Envelope {
  return badRequest('INVALID_PAGE_REQUEST', 'شماره یا اندازهٔ صفحه نامعتبر است.', 'page must be >= 0 and size >= 1');
}

/** `{content, totalElements, number, size}` (PageMeta + content). */
export function pageOf<T>(items: readonly T[], req: PageRequest) {
  const start = req.page * req.size;
  return {
    content: items.slice(start, start + req.size),
    totalElements: items.length,
    number: req.page,
    size: req.size,
  };
}
