import { delay, getResponse, HttpResponse, type RequestHandler } from 'msw';
import { anyOrigin, CONTROL_PREFIX, failure, isApiPath, untypedHttp } from './http';

/*
 * Fault injection (POST /__mock/faults): a global latency for every API call, and per-route faults
 * matched by method and path pattern: an error answer (status + body or messageResource), a
 * timeout (holds the answer longer than any client timeout), malformed JSON, one malformed item in
 * an otherwise real answer, an HTML page answered with 200 as a proxy or captive portal
 * does (`html`), extra latency, or the real answer lost on the way (`drop-after`:
 * the server acts, then the connection drops), or a page far longer than the `size`/`limit` asked
 * (`oversized-page`: a server that ignores the page size); each for N calls or until cleared. The
 * control API itself (/__mock/) is never faulted.
 */

export type FaultKind =
  'error' | 'timeout' | 'malformed' | 'malformed-item' | 'html' | 'latency' | 'drop-after' | 'oversized-page';

export interface FaultRule {
  id: number;
  /** HTTP method, or '*' for any. */
  method: string;
  /** Path pattern: `*` any characters, `:name` or `{name}` one segment; query strings are ignored. */
  path: string;
  kind: FaultKind;
  /** error/malformed/html: the status to answer (error: 500, malformed and html: 200 by default). */
  status: number;
  /** error: the body to answer as is; without it the error envelope is built from the fields below. */
  body?: unknown;
  messageResource?: string | null;
  messageFa?: string | null;
  message?: string | null;
  /** latency: extra delay; timeout: how long the answer is held (default 15 minutes, then 504). */
  delayMs?: number;
  /**
   * malformed-item: the list in the real answer, as a dotted path (`payload.content`); default the
   * first non-empty list. A path to an object (a detail's `payload`) patches that object with `item`.
   */
  list?: string;
  /** malformed-item: which element of that list (default 0). */
  index?: number;
  /** malformed-item: fields merged over that element (default: every field but `id` set to null). */
  item?: Record<string, unknown>;
  /** oversized-page: how many items the list (`list`, default the first non-empty) is made to hold (default 5000). */
  count?: number;
  /** Calls left; null = until cleared. */
  remaining: number | null;
}

export interface FaultState {
  latencyMs: number;
  rules: FaultRule[];
  nextId: number;
}

const TIMEOUT_HOLD_MS = 15 * 60 * 1000;
/** What a proxy, captive portal or misrouted load balancer answers in place of the API (fault kind `html`). */
const PROXY_PAGE =
  '<!doctype html><html lang="en"><head><title>Service Unavailable</title></head><body><h1>Service Unavailable</h1><p>The upstream server is temporarily unavailable.</p></body></html>';
const KINDS: readonly FaultKind[] = [
  'error',
  'timeout',
  'malformed',
  'malformed-item',
  'html',
  'latency',
  'drop-after',
  'oversized-page',
];
const OVERSIZED_COUNT = 5000;
/** Enough for any bench, small enough that the mock never builds an answer it cannot send. */
const OVERSIZED_MAX = 100_000;

let state: FaultState = { latencyMs: 0, rules: [], nextId: 1 };

export function getFaults(): FaultState {
  return { latencyMs: state.latencyMs, rules: state.rules.map((r) => ({ ...r })), nextId: state.nextId };
}

export function restoreFaults(saved: FaultState): void {
  state = { latencyMs: saved.latencyMs, rules: saved.rules.map((r) => ({ ...r })), nextId: saved.nextId };
}

export function clearFaults(): void {
  state = { latencyMs: 0, rules: [], nextId: state.nextId };
}

export function setLatency(ms: number): void {
  state.latencyMs = Math.max(0, Math.floor(ms));
}

export type FaultInput = Partial<Omit<FaultRule, 'id' | 'remaining'>> & { path: string; times?: number | null };

/** Validates and adds a rule; answers the rule or a list of problems. */
export function addFault(input: FaultInput): FaultRule | string[] {
  const problems: string[] = [];
  if (typeof input.path !== 'string' || !input.path.startsWith('/')) problems.push('path must start with "/"');
  const kind = input.kind ?? 'error';
  if (!KINDS.includes(kind)) problems.push(`kind must be one of ${KINDS.join(', ')}`);
  const status = input.status ?? (kind === 'malformed' || kind === 'html' ? 200 : kind === 'timeout' ? 504 : 500);
  if (!Number.isInteger(status) || status < 100 || status > 599)
    problems.push('status must be an HTTP status (100-599)');
  const times = input.times ?? null;
  if (times !== null && (!Number.isInteger(times) || times < 1))
    problems.push('times must be a positive integer or null');
  if (input.delayMs !== undefined && (!Number.isFinite(input.delayMs) || input.delayMs < 0))
    problems.push('delayMs must be >= 0');
  if (input.list !== undefined && typeof input.list !== 'string')
    problems.push('list must be a dotted path such as "payload.content"');
  if (input.index !== undefined && (!Number.isInteger(input.index) || input.index < 0))
    problems.push('index must be an integer >= 0');
  if (input.item !== undefined && (typeof input.item !== 'object' || input.item === null || Array.isArray(input.item)))
    problems.push('item must be an object of fields');
  if (input.count !== undefined && (!Number.isInteger(input.count) || input.count < 1 || input.count > OVERSIZED_MAX))
    problems.push(`count must be an integer from 1 to ${OVERSIZED_MAX}`);
  if (problems.length) return problems;
  const rule: FaultRule = {
    id: state.nextId++,
    method: (input.method ?? '*').toUpperCase(),
    path: input.path,
    kind,
    status,
    body: input.body,
    messageResource: input.messageResource ?? null,
    messageFa: input.messageFa ?? null,
    message: input.message ?? null,
    delayMs: input.delayMs,
    ...(kind === 'malformed-item' ? { list: input.list, index: input.index ?? 0, item: input.item } : {}),
    ...(kind === 'oversized-page' ? { list: input.list, count: input.count ?? OVERSIZED_COUNT } : {}),
    remaining: times,
  };
  state.rules.push(rule);
  return rule;
}

export function removeFault(id: number): boolean {
  const before = state.rules.length;
  state.rules = state.rules.filter((r) => r.id !== id);
  return state.rules.length !== before;
}

/** A path pattern as a regular expression over the pathname. */
function patternToRegExp(pattern: string): RegExp {
  const path = pattern.split('?')[0]!;
  let source = '';
  for (let i = 0; i < path.length; i++) {
    const c = path[i]!;
    if (c === '*') source += '.*';
    else if (c === ':' || c === '{') {
      let j = i + 1;
      while (j < path.length && /[A-Za-z0-9_]/.test(path[j]!)) j++;
      if (c === '{' && path[j] === '}') j++;
      source += '[^/]+';
      i = j - 1;
    } else source += c.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}/?$`);
}

function findRule(method: string, pathname: string): FaultRule | undefined {
  return state.rules.find((r) => (r.method === '*' || r.method === method) && patternToRegExp(r.path).test(pathname));
}

function consume(rule: FaultRule): void {
  if (rule.remaining === null) return;
  rule.remaining -= 1;
  if (rule.remaining <= 0) state.rules = state.rules.filter((r) => r.id !== rule.id);
}

function errorBody(rule: FaultRule, pathname: string): unknown {
  if (rule.body !== undefined) return rule.body;
  if (pathname.startsWith('/oauth/')) {
    return {
      error: rule.messageResource ?? 'server_error',
      error_description: rule.message ?? rule.messageFa ?? 'Injected fault',
    };
  }
  return failure({
    status: rule.status,
    messageResource: rule.messageResource,
    messageFa: rule.messageFa ?? 'خطای شبیه‌سازی‌شده در سرور آزمایشی',
    message: rule.message ?? `Injected fault #${rule.id}`,
  });
}

/** The first non-empty array in a JSON value (depth first), with its dotted path. */
function firstList(value: unknown, path = ''): { path: string; list: unknown[] } | null {
  if (Array.isArray(value)) return value.length ? { path, list: value } : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    const found = firstList(child, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return null;
}

function listAt(value: unknown, path: string): unknown[] | null {
  let current = value;
  for (const key of path.split('.').filter(Boolean)) {
    if (typeof current !== 'object' || current === null) return null;
    current = (current as Record<string, unknown>)[key];
  }
  return Array.isArray(current) ? current : null;
}

function objectAt(value: unknown, path: string): Record<string, unknown> | null {
  let current = value;
  for (const key of path.split('.').filter(Boolean)) {
    if (typeof current !== 'object' || current === null) return null;
    current = (current as Record<string, unknown>)[key];
  }
  return typeof current === 'object' && current !== null && !Array.isArray(current)
    ? (current as Record<string, unknown>)
    : null;
}

/** The real answer of the domain handlers with one element of one list made malformed. */
async function withMalformedItem(
  rule: FaultRule,
  request: Request,
  downstream: readonly RequestHandler[],
): Promise<Response | undefined> {
  const real = await getResponse([...downstream], request.clone());
  if (!real || !(real.headers.get('Content-Type') ?? '').includes('json')) return real;
  const body = (await real.json()) as unknown;
  const list = rule.list !== undefined ? listAt(body, rule.list) : (firstList(body)?.list ?? null);
  const index = rule.index ?? 0;
  const single = rule.list !== undefined && !list ? objectAt(body, rule.list) : null;
  // A path to one object (a detail answer's `payload`): its fields are patched instead.
  if (single && rule.item) Object.assign(single, rule.item);
  if (list && index < list.length) {
    const original = list[index];
    const nulled =
      typeof original === 'object' && original !== null
        ? Object.fromEntries(
            Object.keys(original)
              .filter((k) => k !== 'id')
              .map((k) => [k, null]),
          )
        : {};
    list[index] = { ...(typeof original === 'object' && original !== null ? original : {}), ...(rule.item ?? nulled) };
  }
  const headers = new Headers(real.headers);
  headers.delete('Content-Length');
  return HttpResponse.json(body as Record<string, unknown>, { status: real.status, headers });
}

/** Copy `k` (1, 2, …) of a list element: its `id` (and `…Code` keys a list may key its rows by) made unique. */
function copyOf(original: unknown, k: number, maxId: number): unknown {
  if (typeof original !== 'object' || original === null || Array.isArray(original)) return original;
  const copy: Record<string, unknown> = { ...(original as Record<string, unknown>) };
  for (const [key, value] of Object.entries(copy)) {
    if (key === 'id' && typeof value === 'number') copy[key] = maxId + k;
    else if ((key === 'id' || key.endsWith('Code')) && typeof value === 'string') copy[key] = `${value}-${k}`;
  }
  return copy;
}

/** The real answer with one list grown to `count` items (copies of its own), the asked page size ignored. */
async function withOversizedPage(
  rule: FaultRule,
  request: Request,
  downstream: readonly RequestHandler[],
): Promise<Response | undefined> {
  const real = await getResponse([...downstream], request.clone());
  if (!real || !(real.headers.get('Content-Type') ?? '').includes('json')) return real;
  const body = (await real.json()) as unknown;
  const list = rule.list !== undefined ? listAt(body, rule.list) : (firstList(body)?.list ?? null);
  const count = rule.count ?? OVERSIZED_COUNT;
  if (list && list.length) {
    const ids = list.map((item) => (item as { id?: unknown } | null)?.id).filter((id) => typeof id === 'number');
    const maxId = ids.length ? Math.max(...ids) : 0;
    const own = list.length;
    for (let i = own; i < count; i++) list.push(copyOf(list[i % own], i - own + 1, maxId));
  }
  const headers = new Headers(real.headers);
  headers.delete('Content-Length');
  return HttpResponse.json(body as Record<string, unknown>, { status: real.status, headers });
}

/**
 * Runs before every domain handler: applies latency, answers a matching fault, else falls through.
 * `downstream` (the domain handlers) answers a malformed-item fault's real answer.
 */
export const faultHandlers = (downstream: readonly RequestHandler[]) => [
  untypedHttp.all(anyOrigin('/*'), async ({ request }) => {
    const url = new URL(request.url);
    const { pathname } = url;
    if (pathname.startsWith(CONTROL_PREFIX)) return undefined;
    if (state.latencyMs > 0 && isApiPath(pathname)) await delay(state.latencyMs);
    const rule = findRule(request.method.toUpperCase(), pathname);
    if (!rule) return undefined;
    consume(rule);
    switch (rule.kind) {
      case 'latency':
        await delay(rule.delayMs ?? 1000);
        return undefined;
      case 'timeout':
        await delay(rule.delayMs ?? TIMEOUT_HOLD_MS);
        return HttpResponse.json(
          failure({
            status: 504,
            messageResource: 'GATEWAY_TIMEOUT',
            messageFa: 'زمان پاسخ‌گویی سرور به پایان رسید.',
            message: 'Timed out (injected)',
          }),
          { status: 504 },
        );
      case 'malformed-item':
        return withMalformedItem(rule, request, downstream);
      case 'oversized-page':
        return withOversizedPage(rule, request, downstream);
      case 'drop-after':
        // The domain handler acts (the money moves), then the answer is lost: a network error in the
        // browser and in Node, a closed socket in the standalone server (server.ts).
        await getResponse([...downstream], request.clone());
        return HttpResponse.error();
      case 'malformed':
        return new HttpResponse('{"type":"SUCCESS","code":200,"payload":{"content":[', {
          status: rule.status,
          headers: { 'Content-Type': 'application/json' },
        });
      case 'html':
        return HttpResponse.html(PROXY_PAGE, { status: rule.status });
      default:
        return HttpResponse.json(errorBody(rule, pathname) as Record<string, unknown>, { status: rule.status });
    }
  }),
];
