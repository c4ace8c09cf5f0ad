/**
 * The per-operation tables of one contract, written by scripts/generate.ts before orval (the mutator
 * orval bundles to read its signature imports them through src/api/call-policy.ts); `missingNames`
 * then checks that orval wrote every model and zod schema they name:
 *   <doc>/operations.ts  `Operations`: every `METHOD /path` with its parameters, body and answers as
 *                        orval's models (the mock's typed handlers, mocks/http.ts); `documentPolicy`
 *                        and `operationPolicies`: credentials, timeout and answer validation
 *                        (src/api/call-policy.ts)
 *   <doc>/lists.ts       the GET operations whose answer holds a list, with its zod schema
 *                        (src/api/list-policy.ts; a lazy chunk of the transport)
 * What the policy reads from openapi/*.yaml: `security` (an operation with `security: []` is sent
 * without credentials), `x-timeout-ms` (on the document: every call of its server; on an operation:
 * that call) and `x-validate-answer: true` (the answer is checked whole against its schema).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type Schema = { $ref?: string; [key: string]: unknown };
interface Operation {
  operationId: string;
  tags?: string[];
  security?: Record<string, unknown>[];
  parameters?: Schema[];
  requestBody?: Schema;
  responses: Record<string, Schema>;
  'x-timeout-ms'?: number;
  'x-validate-answer'?: boolean;
}
export interface Spec {
  security?: Record<string, unknown>[];
  'x-timeout-ms'?: number;
  paths: Record<string, Record<string, Operation>>;
  components?: Record<string, Record<string, Schema>>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
/** The contract's credentials, in its own words (http scheme names); the transport maps them. */
type Auth = 'bearer' | 'basic' | 'none';

/** `METHOD /path/{param}` as its method and a pattern of the paths it matches (as src/api/call-policy.ts does). */
const templateOf = (key: string) => {
  const [method, template] = key.split(' ') as [string, string];
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
  return { method, regex: new RegExp(`^${pattern}$`) };
};
const pascal = (id: string) => id[0]!.toUpperCase() + id.slice(1);
const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** What the tables name in orval's output: model types, and zod schemas by module (relative to <doc>/). */
export interface Names {
  models: Set<string>;
  schemas: Set<string>;
}

export function operationFiles(doc: string, spec: Spec): { operations: string; lists: string; names: Names } {
  const names: Names = { models: new Set(), schemas: new Set() };
  const resolve = (node: Schema): Schema => {
    const seen = new Set<string>();
    let current = node;
    while (current.$ref) {
      if (seen.has(current.$ref)) throw new Error(`openapi/${doc}.yaml: $ref cycle at ${current.$ref}`);
      seen.add(current.$ref);
      const [, , kind, name] = current.$ref.split('/');
      const target = spec.components?.[kind!]?.[name!];
      if (!target) throw new Error(`openapi/${doc}.yaml: unresolved ${current.$ref}`);
      current = target;
    }
    return current;
  };
  const model = (name: string) => {
    names.models.add(name);
    return `M.${name}`;
  };

  /** A schema as a TypeScript type: orval's model where it has a name, else the few inline shapes the contracts use. */
  const typeOf = (schema: Schema): string => {
    if (schema.$ref?.startsWith('#/components/schemas/')) return model(schema.$ref.split('/').pop()!);
    if (schema.type === 'array') return `${typeOf(schema.items as Schema)}[]`;
    if (schema.type === 'string') return schema.format === 'binary' ? 'Blob' : 'string';
    if (schema.type === 'integer' || schema.type === 'number') return 'number';
    if (schema.type === 'boolean') return 'boolean';
    throw new Error(`openapi/${doc}.yaml: inline schema ${JSON.stringify(schema)}: name it under components/schemas`);
  };
  const contentOf = (body: Schema) => {
    const content = body.content as Record<string, { schema?: Schema }> | undefined;
    if (!content) return '{ content?: never }';
    const media = Object.entries(content).map(
      ([type, { schema }]) => `${quote(type)}: ${schema ? typeOf(schema) : 'unknown'}`,
    );
    return `{ content: { ${media.join('; ')} } }`;
  };

  /** Does the 200 answer hold a list the transport can prune (through objects, allOf and maps; not unions)? */
  const holdsList = (schema: Schema, depth = 0): boolean => {
    if (depth > 30) return false;
    const s = resolve(schema);
    const types = Array.isArray(s.type) ? s.type.filter((t) => t !== 'null') : [s.type];
    if (types.length === 1 && types[0] === 'array') return true;
    if (s.oneOf || s.anyOf || types.length > 1) return false;
    if ((s.allOf as Schema[] | undefined)?.some((part) => holdsList(part, depth + 1))) return true;
    if (Object.values((s.properties as Record<string, Schema> | undefined) ?? {}).some((p) => holdsList(p, depth + 1)))
      return true;
    const extra = s.additionalProperties;
    return typeof extra === 'object' && extra !== null && holdsList(extra as Schema, depth + 1);
  };

  /** The lazy loader of an operation's answer schema (orval's zod output, one module per tag). */
  const answerLoader = (op: Operation, key: string) => {
    const tag = op.tags?.[0];
    if (!tag) throw new Error(`openapi/${doc}.yaml ${key}: no tag, so no zod module`);
    const name = `${op.operationId}Response`;
    names.schemas.add(`zod/${tag}/${tag}#${name}`);
    return `() => import('./zod/${tag}/${tag}').then((m) => m.${name})`;
  };

  const authOf = (security: Record<string, unknown>[] | undefined): Auth => {
    const first = security?.[0];
    if (!first || Object.keys(first).length === 0) return 'none';
    const scheme = spec.components?.securitySchemes?.[Object.keys(first)[0]!];
    if (scheme?.type === 'http' && (scheme.scheme === 'bearer' || scheme.scheme === 'basic')) return scheme.scheme;
    throw new Error(`openapi/${doc}.yaml: security ${JSON.stringify(first)} is neither http bearer nor basic`);
  };
  const documentAuth = authOf(spec.security);

  const types: string[] = [];
  const keys: string[] = [];
  const policies = new Map<string, string>();
  const lists = new Map<string, string>();
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const key = `${method.toUpperCase()} ${path}`;
      keys.push(key);

      const params = (op.parameters ?? []).map(resolve);
      const inPath = params.filter((p) => p.in === 'path').map((p) => `${p.name as string}: string`);
      const inQuery = params.filter((p) => p.in === 'query');
      const other = params.find((p) => p.in !== 'path' && p.in !== 'query');
      if (other) throw new Error(`openapi/${doc}.yaml ${key}: parameter in ${other.in as string} is not supported`);
      const query = inQuery.length
        ? `query${inQuery.some((p) => p.required) ? '' : '?'}: ${model(`${pascal(op.operationId)}Params`)}`
        : 'query?: never';
      const path_ = inPath.length ? `path: { ${inPath.join('; ')} }` : 'path?: never';
      const body = op.requestBody ? resolve(op.requestBody) : undefined;
      const requestBody = body ? `requestBody${body.required ? '' : '?'}: ${contentOf(body)}` : 'requestBody?: never';
      const responses = Object.entries(op.responses).map(
        ([status, response]) => `${/^\d+$/.test(status) ? status : quote(status)}: ${contentOf(resolve(response))}`,
      );
      types.push(
        `  ${quote(key)}: {\n    parameters: { ${query}; ${path_} };\n    ${requestBody};\n    responses: { ${responses.join('; ')} };\n  };`,
      );

      const policy: string[] = [];
      const auth = op.security ? authOf(op.security) : documentAuth;
      if (auth !== documentAuth) policy.push(`auth: '${auth}'`);
      if (op['x-timeout-ms'] !== undefined) policy.push(`timeoutMs: ${op['x-timeout-ms']}`);
      if (op['x-validate-answer']) policy.push(`answer: ${answerLoader(op, key)}`);
      if (policy.length) policies.set(key, `{ ${policy.join(', ')} }`);

      const ok = op.responses['200'] ? resolve(op.responses['200']) : undefined;
      const answer = (ok?.content as Record<string, { schema?: Schema }> | undefined)?.['application/json']?.schema;
      if (method === 'get' && answer && holdsList(answer)) lists.set(key, answerLoader(op, key));
    }
  }
  // The tables hold only some operations, and a table matches a call's path against its templates:
  // an operation a template of the table would also match (GET /rest/users/password-configs by
  // GET /rest/users/{id}) gets its own entry, the table's "nothing" (src/api/call-policy.ts
  // operationTable: a literal path wins over a template).
  const entries = (table: Map<string, string>, nothing: string) => {
    const templates = [...table.keys()].filter((key) => key.includes('{')).map(templateOf);
    for (const key of keys)
      if (!table.has(key) && templates.some((t) => t.method === key.split(' ')[0] && t.regex.test(key.split(' ')[1]!)))
        table.set(key, nothing);
    return [...table].map(([key, value]) => `  ${quote(key)}: ${value},`).join('\n');
  };

  const header = `// Generated by scripts/generate.ts from openapi/${doc}.yaml: do not edit, run \`npm run generate\`.\n`;
  const timeout = spec['x-timeout-ms'] === undefined ? '' : `, timeoutMs: ${spec['x-timeout-ms']}`;
  const operations = `${header}import type * as M from './model';

/** How this document's calls authenticate (its \`security\`) and their timeout (its \`x-timeout-ms\`), unless an operation says otherwise. */
export const documentPolicy: { auth: '${documentAuth}'; timeoutMs?: number } = { auth: '${documentAuth}'${timeout} };

/**
 * The operations whose policy differs from the document's: \`security\` (auth), \`x-timeout-ms\`
 * (timeoutMs) and \`x-validate-answer\` (answer: the lazy zod schema of the 200 answer).
 */
export const operationPolicies = {
${entries(policies, '{}')}
} as const;

/** Every operation, \`METHOD /path\`: its parameters, request body and answers by status, as orval's models. */
export interface Operations {
${types.join('\n')}
}
`;
  const listsFile = `${header}
/**
 * The GET operations whose 200 answer holds a list (through objects, allOf and maps), with the
 * answer's zod schema (a lazy chunk of its tag): the transport drops a list's malformed items.
 * null: not a list, though a template here matches its path.
 */
export const listAnswers = {
${entries(lists, 'null')}
} as const;
`;
  return { operations, lists: listsFile, names };
}

/** The names the tables use that orval did not write under `<out>/<doc>/` (empty when all are there). */
export function missingNames(out: string, doc: string, names: Names): string[] {
  const models = [...names.models].filter(
    (name) => !existsSync(join(out, doc, 'model', `${name[0]!.toLowerCase()}${name.slice(1)}.ts`)),
  );
  const schemas = [...names.schemas].filter((ref) => {
    const [module, name] = ref.split('#') as [string, string];
    const file = join(out, doc, `${module}.ts`);
    return !existsSync(file) || !new RegExp(`export const ${name}\\b`).test(readFileSync(file, 'utf8'));
  });
  return [...models.map((m) => `model ${m}`), ...schemas.map((s) => `zod schema ${s}`)];
}
