import fa from '@/i18n/locales/fa/api.json';

/** An i18n key of the transport's own texts (namespace `api`, src/i18n/locales/<lng>/api.json). */
export type ApiMessageKey = `api:${keyof typeof fa}`;

/**
 * The Persian text of a key. The transport has no i18n instance (it runs outside React), yet
 * ApiError.messageFa must always hold Persian text (platform.md 8), so it reads the fa bundle,
 * which ships in the main chunk anyway. Screens translate `messageKey` for en and ar.
 */
export function persianText(key: ApiMessageKey): string {
  return fa[key.slice('api:'.length) as keyof typeof fa];
}

export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'invalid-response' | 'aborted';

export const DEFAULT_MESSAGE_EN = 'API Failed';

interface ApiErrorInit {
  kind: ApiErrorKind;
  status?: number | null;
  errorCode?: string | null;
  messageFa?: string | null;
  messageEn?: string | null;
  data?: unknown;
  messageKey?: ApiMessageKey;
  cause?: unknown;
}

/**
 * The one error every call fails with (platform.md 8). `messageFa` is the server's Persian text or,
 * without one, the Persian text of `messageKey`; screens show `hasServerMessage ? messageFa : t(messageKey)`.
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  /** messageResource, else OAuth's `error`, else the envelope's `code`. */
  readonly errorCode: string | null;
  readonly messageFa: string;
  readonly messageEn: string;
  readonly messageKey: ApiMessageKey;
  /** The parsed error body (JSON when it was JSON, otherwise the text). */
  readonly data: unknown;
  readonly hasServerMessage: boolean;

  constructor(init: ApiErrorInit) {
    const messageEn = init.messageEn || DEFAULT_MESSAGE_EN;
    super(messageEn, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.errorCode = init.errorCode ?? null;
    this.messageKey = init.messageKey ?? 'api:unknown';
    this.hasServerMessage = Boolean(init.messageFa);
    this.messageFa = init.messageFa || persianText(this.messageKey);
    this.messageEn = messageEn;
    this.data = init.data;
  }

  /** A response of 400 or more, from its (already parsed) body. */
  static fromHttp(status: number, body: unknown): ApiError {
    const b = asRecord(body);
    return new ApiError({
      kind: 'http',
      status,
      errorCode: errorCodeOf(body),
      messageFa: text(b.messageFa),
      messageEn: text(b.message) ?? text(b.error_description),
      data: body,
    });
  }

  static timeout(timeoutMs: number, cause?: unknown): ApiError {
    return new ApiError({
      kind: 'timeout',
      messageKey: 'api:timeout',
      messageEn: `Timed out after ${timeoutMs} ms`,
      cause,
    });
  }

  static network(cause: unknown): ApiError {
    return new ApiError({ kind: 'network', messageKey: 'api:network', messageEn: 'Network error', cause });
  }

  static aborted(cause?: unknown): ApiError {
    return new ApiError({ kind: 'aborted', messageKey: 'api:aborted', messageEn: 'Request aborted', cause });
  }

  /**
   * A success status whose body is not data: a proxy's or captive portal's HTML page answered
   * with 200 where the contract promises JSON. Not retried (the page will be the same).
   */
  static notData(status: number | null, data: unknown): ApiError {
    return new ApiError({
      kind: 'invalid-response',
      status,
      data,
      messageKey: 'api:notData',
      messageEn: 'The server answered with a page, not data',
    });
  }

  static invalidResponse(status: number | null, data: unknown, cause?: unknown): ApiError {
    return new ApiError({
      kind: 'invalid-response',
      status,
      data,
      messageKey: 'api:invalidResponse',
      messageEn: 'Invalid response',
      cause,
    });
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Anything thrown while calling (fetch, JSON parsing, aborts) as an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof SyntaxError) return ApiError.invalidResponse(null, undefined, error);
  if (isAbort(error)) return ApiError.aborted(error);
  return ApiError.network(error);
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

/** messageResource, else OAuth's `error`, else the envelope's `code`. */
export function errorCodeOf(body: unknown): string | null {
  const b = asRecord(body);
  return text(b.messageResource) ?? text(b.error) ?? text(b.code);
}

export function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function text(value: unknown): string | null {
  if (typeof value === 'string' && value.trim()) return value;
  if (typeof value === 'number') return String(value);
  return null;
}

/** The payload of a /rest envelope; an envelope without one is an invalid answer. */
export function payloadOf<T extends { payload?: unknown }>(envelope: T): Exclude<T['payload'], undefined> {
  if (envelope.payload === undefined) throw ApiError.invalidResponse(null, envelope);
  return envelope.payload as Exclude<T['payload'], undefined>;
}
