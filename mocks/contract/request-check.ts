import { checkValue, coerce, resolveRef, type Schema, type Violation } from './schema-check';

/*
 * Checks a request against the operation of the contract it calls (openapi/*.yaml): path and query
 * parameters, and a JSON or form body; the first violation names the field and the rule, as Stoplight
 * Prism does. Multipart and binary bodies are the handlers' business (sizes, types).
 */

/** strict: unknown body fields refused too; lenient: unknown fields ignored (what the live server does); off. */
export type ContractMode = 'strict' | 'lenient' | 'off';
export const CONTRACT_MODES: readonly ContractMode[] = ['strict', 'lenient', 'off'];
export const isContractMode = (v: unknown): v is ContractMode => CONTRACT_MODES.includes(v as ContractMode);

export interface ContractDocument {
  /** rest, oauth, epayment, face, helpdesk: the file's name, which also picks the error shape. */
  name: string;
  spec: Schema;
}

export interface Operation {
  doc: ContractDocument;
  method: string;
  /** The path as the document's server serves it (`/face-service/face/enroll`). */
  path: string;
  operationId?: string;
  summary?: string;
  pattern: RegExp;
  /** Literal segments count more: `/rest/users/me` wins over `/rest/users/{id}`. */
  literals: number;
  op: Schema;
  pathItem: Schema;
}

export interface ContractViolation extends Violation {
  operation: Operation;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every operation of the documents, the most literal paths first. */
export function operationsOf(docs: readonly ContractDocument[]): Operation[] {
  const all: Operation[] = [];
  for (const doc of docs) {
    const servers = doc.spec.servers as Array<{ url?: string }> | undefined;
    const base = (servers?.[0]?.url ?? '/').replace(/\/$/, '');
    for (const [path, item] of Object.entries((doc.spec.paths ?? {}) as Record<string, Schema>)) {
      const full = `${base}${path}`;
      const segments = full.split('/');
      const pattern = new RegExp(
        `^${segments.map((seg) => (/^\{[^}]+\}$/.test(seg) ? '([^/]+)' : escape(seg))).join('/')}/?$`,
      );
      const literals = segments.filter((seg) => seg && !seg.startsWith('{')).length;
      for (const method of METHODS) {
        const op = item[method] as Schema | undefined;
        if (!op) continue;
        all.push({
          doc,
          method: method.toUpperCase(),
          path: full,
          operationId: op.operationId as string | undefined,
          summary: op.summary as string | undefined,
          pattern,
          literals,
          op,
          pathItem: item,
        });
      }
    }
  }
  return all.sort((a, b) => b.literals - a.literals);
}

export function findOperation(operations: readonly Operation[], method: string, pathname: string): Operation | null {
  return operations.find((o) => o.method === method && o.pattern.test(pathname)) ?? null;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}

function parametersOf(operation: Operation): Parameter[] {
  const root = operation.doc.spec;
  const list = [
    ...((operation.pathItem.parameters as Schema[] | undefined) ?? []),
    ...((operation.op.parameters as Schema[] | undefined) ?? []),
  ].map((p) => resolveRef(p, root) as unknown as Parameter);
  // An operation's own parameter overrides the path item's of the same name and place.
  const byKey = new Map(list.map((p) => [`${p.in}:${p.name}`, p]));
  return [...byKey.values()];
}

function checkParameters(operation: Operation, url: URL, mode: ContractMode): Violation | null {
  const root = operation.doc.spec;
  const o = { root, unknownProperties: mode === 'strict' ? 'refuse' : 'ignore' } as const;
  const names = (operation.path.match(/\{([^}]+)\}/g) ?? []).map((n) => n.slice(1, -1));
  const values = url.pathname.match(operation.pattern)?.slice(1) ?? [];
  for (const p of parametersOf(operation)) {
    if (p.in === 'path') {
      const raw = values[names.indexOf(p.name)];
      if (raw === undefined || !p.schema) continue;
      const problem = checkValue(coerce(decodeURIComponent(raw), p.schema, root), p.schema, `path.${p.name}`, o);
      if (problem) return problem;
    } else if (p.in === 'query') {
      const all = url.searchParams.getAll(p.name);
      if (all.length === 0) {
        if (p.required) return { field: `query.${p.name}`, rule: 'required', message: 'is required' };
        continue;
      }
      if (!p.schema) continue;
      const schema = resolveRef(p.schema, root);
      const isArray = schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array'));
      const value = isArray
        ? all.flatMap((v) => v.split(',')).map((v) => coerce(v, (schema.items as Schema) ?? {}, root))
        : coerce(all[all.length - 1]!, schema, root);
      const problem = checkValue(value, schema, `query.${p.name}`, o);
      if (problem) return problem;
    }
  }
  return null;
}

/** The request's body as the contract's media type reads it; undefined when there is none to check. */
async function readBody(
  request: Request,
  content: Record<string, { schema?: Schema }>,
  root: Schema,
): Promise<{ value: unknown; schema: Schema } | Violation | undefined> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const text = await request.clone().text();
  if (!text) return undefined;
  const json = content['application/json'];
  if (json?.schema && (type === 'application/json' || type.endsWith('+json') || (!type && !content[type]))) {
    try {
      return { value: JSON.parse(text) as unknown, schema: json.schema };
    } catch {
      return { field: 'body', rule: 'type', message: 'is not valid JSON' };
    }
  }
  const form = content['application/x-www-form-urlencoded'];
  if (form?.schema && type === 'application/x-www-form-urlencoded') {
    const schema = resolveRef(form.schema, root);
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    const value: Record<string, unknown> = {};
    for (const [key, raw] of new URLSearchParams(text))
      value[key] = properties[key] ? coerce(raw, properties[key], root) : raw;
    return { value, schema };
  }
  return undefined;
}

/** The first violation of the request, or null (also for requests no operation of the contract names). */
export async function checkRequest(
  operations: readonly Operation[],
  request: Request,
  mode: ContractMode,
): Promise<ContractViolation | null> {
  if (mode === 'off') return null;
  const url = new URL(request.url);
  const operation = findOperation(operations, request.method.toUpperCase(), url.pathname);
  if (!operation) return null;
  const root = operation.doc.spec;
  const found = checkParameters(operation, url, mode);
  if (found) return { ...found, operation };
  const requestBody = operation.op.requestBody ? resolveRef(operation.op.requestBody as Schema, root) : null;
  if (!requestBody?.content) return null;
  const body = await readBody(request, requestBody.content as Record<string, { schema?: Schema }>, root);
  if (body === undefined) return null;
  if ('rule' in body) return { ...body, operation };
  const problem = checkValue(body.value, body.schema, 'body', {
    root,
    unknownProperties: mode === 'strict' ? 'refuse' : 'ignore',
  });
  return problem ? { ...problem, operation } : null;
}
