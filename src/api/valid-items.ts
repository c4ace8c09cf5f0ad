import type { ZodType } from 'zod';

/*
 * Per-item validation at the edge: a list the app renders keeps the items that satisfy
 * their schema and drops the rest, so one malformed item costs that item, not the page. Each list
 * reports its dropped items once per page load (console), not on every render.
 */

const reported = new Set<string>();

/** What validItems needs of a schema: zod's classic and mini schemas both fit. */
export interface ItemSchema<T> {
  safeParse(item: unknown): { success: true; data: T } | { success: false };
}

/** The items of `value` that satisfy `schema` (an empty list when `value` is not an array). */
export function validItems<T>(value: unknown, schema: ItemSchema<T>, list: string): T[] {
  if (!Array.isArray(value)) {
    report(list, `expected a list, got ${value === null ? 'null' : typeof value}`);
    return [];
  }
  const kept: T[] = [];
  let dropped = 0;
  for (const item of value) {
    const result = schema.safeParse(item);
    if (result.success) kept.push(result.data);
    else dropped += 1;
  }
  if (dropped) report(list, `${dropped} of ${value.length} items dropped`);
  return kept;
}

function report(list: string, what: string): void {
  if (reported.has(list)) return;
  reported.add(list);
  console.warn(`Invalid server data in "${list}": ${what}`);
}

/*
 * Every list inside an answer, pruned by the contract's own schema (transport.ts runs this on the
 * operations of `listCalls` in list-policy.ts): the generated zod schema of the answer is walked
 * alongside the body, and each array keeps the elements that satisfy its element schema (nested
 * lists are pruned first, so a bad grandchild costs only itself). Everything else is left as sent.
 */

/** The parts of a zod 4 schema definition the walk reads. */
interface SchemaDef {
  type: string;
  shape?: Record<string, ZodType>;
  element?: ZodType;
  innerType?: ZodType;
  left?: ZodType;
  right?: ZodType;
  in?: ZodType;
  valueType?: ZodType;
}

const defOf = (schema: ZodType): SchemaDef => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;
// A lazy schema's inner schema as zod caches it: calling the getter would build it anew each time
// (every generated answer schema is lazy, scripts/generate.ts).
const lazyInner = (schema: ZodType): ZodType => (schema as unknown as { _zod: { innerType: ZodType } })._zod.innerType;

/** The schema under optional/nullable/default/lazy/pipe wrappers. */
function unwrap(schema: ZodType): ZodType {
  let current = schema;
  for (let depth = 0; depth < 20; depth++) {
    const def = defOf(current);
    const inner =
      def.innerType ?? (def.type === 'lazy' ? lazyInner(current) : def.type === 'pipe' ? def.in : undefined);
    if (!inner) return current;
    current = inner;
  }
  return current;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Does the schema contain a list the walk prunes (tests/unit/api/operations.test.ts checks the generated list reads by it)? */
export function hasList(schema: ZodType, depth = 0): boolean {
  if (depth > 30) return false;
  const def = defOf(unwrap(schema));
  if (def.type === 'array') return true;
  if (def.type === 'object') return Object.values(def.shape ?? {}).some((s) => hasList(s, depth + 1));
  if (def.type === 'intersection') return hasList(def.left!, depth + 1) || hasList(def.right!, depth + 1);
  if (def.type === 'record') return hasList(def.valueType!, depth + 1);
  return false;
}

/** `value` with each list's malformed elements dropped (reported once per list and page load). */
export function pruneInvalidItems(schema: ZodType, value: unknown, list: string): unknown {
  return prune(schema, value, list, 0);
}

function prune(schema: ZodType, value: unknown, list: string, depth: number): unknown {
  if (value === null || value === undefined || depth > 30) return value;
  const def = defOf(unwrap(schema));
  switch (def.type) {
    case 'intersection':
      return prune(def.right!, prune(def.left!, value, list, depth + 1), list, depth + 1);
    case 'object': {
      if (!isRecord(value)) return value;
      const out: Record<string, unknown> = { ...value };
      for (const [key, child] of Object.entries(def.shape ?? {})) {
        if (key in out) out[key] = prune(child, out[key], `${list}.${key}`, depth + 1);
      }
      return out;
    }
    case 'record': {
      if (!isRecord(value)) return value;
      return Object.fromEntries(
        Object.entries(value).map(([key, v]) => [key, prune(def.valueType!, v, `${list}[${key}]`, depth + 1)]),
      );
    }
    case 'array': {
      if (!Array.isArray(value)) return value;
      const element = def.element!;
      const kept = value
        .map((item) => prune(element, item, `${list}[]`, depth + 1))
        .filter((item) => element.safeParse(item).success);
      if (kept.length !== value.length) report(list, `${value.length - kept.length} of ${value.length} items dropped`);
      return kept;
    }
    default:
      return value;
  }
}
