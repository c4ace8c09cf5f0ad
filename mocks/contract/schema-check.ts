/*
 * A small JSON Schema (2020-12, as OpenAPI 3.1 writes it) checker for request parameters and bodies:
 * the keywords openapi/*.yaml uses (type, enum, const, properties, required, additionalProperties,
 * items, allOf/anyOf/oneOf, bounds, lengths, pattern, minItems/maxItems, $ref to #/components).
 * It answers the first violation with the field's path and the rule it broke, as Prism names them.
 */

export type Schema = Record<string, unknown>;

export interface Violation {
  /** Where: `body.username`, `query.page`, `path.id`, `body.items[2].count`. */
  field: string;
  /** The JSON Schema keyword broken: type, required, enum, minimum, additionalProperties... */
  rule: string;
  message: string;
}

export interface CheckOptions {
  /** The document, for `$ref`s. */
  root: Schema;
  /** Properties the schema does not declare are refused (strict) or ignored (lenient). */
  unknownProperties: 'refuse' | 'ignore';
}

const typeOf = (value: unknown): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'number' && Number.isInteger(value)
        ? 'integer'
        : typeof value;

const fits = (value: unknown, type: string): boolean => {
  const actual = typeOf(value);
  return actual === type || (type === 'number' && actual === 'integer');
};

export function resolveRef(schema: Schema, root: Schema): Schema {
  let current = schema;
  for (let hops = 0; typeof current.$ref === 'string' && hops < 32; hops++) {
    const ref = current.$ref as string;
    if (!ref.startsWith('#/')) return {};
    let target: unknown = root;
    for (const part of ref.slice(2).split('/'))
      target = (target as Record<string, unknown> | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    // Siblings of $ref (a description, nullable type) apply too.
    const { $ref: _ref, ...siblings } = current;
    current = { ...((target as Schema | undefined) ?? {}), ...siblings };
  }
  return current;
}

const show = (value: unknown) => {
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 40 ? `${text.slice(0, 40)}…` : text;
};

const violation = (field: string, rule: string, message: string): Violation => ({ field, rule, message });

function checkNumber(value: number, s: Schema, field: string): Violation | null {
  if (typeof s.minimum === 'number' && value < s.minimum)
    return violation(field, 'minimum', `must be >= ${s.minimum} (got ${value})`);
  if (typeof s.maximum === 'number' && value > s.maximum)
    return violation(field, 'maximum', `must be <= ${s.maximum} (got ${value})`);
  if (typeof s.exclusiveMinimum === 'number' && value <= s.exclusiveMinimum)
    return violation(field, 'exclusiveMinimum', `must be > ${s.exclusiveMinimum} (got ${value})`);
  if (typeof s.exclusiveMaximum === 'number' && value >= s.exclusiveMaximum)
    return violation(field, 'exclusiveMaximum', `must be < ${s.exclusiveMaximum} (got ${value})`);
  return null;
}

function checkString(value: string, s: Schema, field: string): Violation | null {
  const length = [...value].length;
  if (typeof s.minLength === 'number' && length < s.minLength)
    return violation(field, 'minLength', `must be at least ${s.minLength} characters (got ${length})`);
  if (typeof s.maxLength === 'number' && length > s.maxLength)
    return violation(field, 'maxLength', `must be at most ${s.maxLength} characters (got ${length})`);
  if (typeof s.pattern === 'string' && !new RegExp(s.pattern, 'u').test(value))
    return violation(field, 'pattern', `must match ${s.pattern} (got ${show(value)})`);
  return null;
}

function checkObject(value: Record<string, unknown>, s: Schema, field: string, o: CheckOptions): Violation | null {
  const properties = (s.properties ?? {}) as Record<string, Schema>;
  for (const name of Array.isArray(s.required) ? (s.required as string[]) : [])
    if (value[name] === undefined) return violation(`${field}.${name}`, 'required', 'is required');
  for (const [name, child] of Object.entries(value)) {
    const at = `${field}.${name}`;
    if (name in properties) {
      const problem = checkValue(child, properties[name]!, at, o);
      if (problem) return problem;
    } else if (s.additionalProperties === false || (s.additionalProperties === undefined && declares(s, o))) {
      // An object schema that lists its properties: anything else is not in the contract.
      if (s.additionalProperties === false || o.unknownProperties === 'refuse')
        return violation(at, 'additionalProperties', 'is not a field of this request in the contract');
    } else if (typeof s.additionalProperties === 'object' && s.additionalProperties) {
      const problem = checkValue(child, s.additionalProperties as Schema, at, o);
      if (problem) return problem;
    }
  }
  return null;
}

/** Whether an object schema lists its fields (so unknown ones can be named), unlike a free-form map. */
const declares = (s: Schema, _o: CheckOptions) => typeof s.properties === 'object' && s.properties !== null;

function checkCombinators(value: unknown, s: Schema, field: string, o: CheckOptions): Violation | null {
  if (Array.isArray(s.allOf)) {
    // Each part sees only its own fields as known: merge the parts' properties for the unknown-field rule.
    const { allOf, ...own } = s;
    const merged = mergeAllOf([own, ...(allOf as Schema[])], o.root);
    const problem = checkValue(value, merged, field, o);
    if (problem) return problem;
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = s[key];
    if (!Array.isArray(options)) continue;
    const problems = (options as Schema[]).map((option) => checkValue(value, option, field, o));
    if (problems.some((p) => p === null)) continue;
    // One option's own complaint when the value is of its type, else "none of the shapes".
    const typed = problems.find((p) => p && p.rule !== 'type');
    return typed ?? violation(field, key, `must be one of the contract's shapes (got ${show(value)})`);
  }
  return null;
}

function mergeAllOf(parts: Schema[], root: Schema): Schema {
  const merged: Schema = { properties: {}, required: [] };
  for (const raw of parts) {
    const part = resolveRef(raw, root);
    const nested = Array.isArray(part.allOf) ? mergeAllOf(part.allOf as Schema[], root) : {};
    for (const source of [nested, part]) {
      const { properties, required, allOf: _allOf, ...rest } = source;
      Object.assign(merged, rest);
      Object.assign(merged.properties as Schema, properties ?? {});
      (merged.required as string[]).push(...((required as string[] | undefined) ?? []));
    }
  }
  if (Object.keys(merged.properties as Schema).length === 0) delete merged.properties;
  return merged;
}

/** The first violation of `value` against `schema`, or null. */
export function checkValue(value: unknown, schema: Schema, field: string, o: CheckOptions): Violation | null {
  const s = resolveRef(schema, o.root);
  const types = s.type === undefined ? null : Array.isArray(s.type) ? (s.type as string[]) : [s.type as string];
  if (types && !types.some((t) => fits(value, t)))
    return violation(field, 'type', `must be ${types.join(' or ')} (got ${typeOf(value)} ${show(value)})`);
  if ('const' in s && JSON.stringify(s.const) !== JSON.stringify(value))
    return violation(field, 'const', `must be ${show(s.const)} (got ${show(value)})`);
  if (Array.isArray(s.enum) && !s.enum.some((e) => JSON.stringify(e) === JSON.stringify(value)))
    return violation(field, 'enum', `must be one of ${s.enum.map(show).join(', ')} (got ${show(value)})`);
  if (typeof value === 'number') {
    const problem = checkNumber(value, s, field);
    if (problem) return problem;
  }
  if (typeof value === 'string') {
    const problem = checkString(value, s, field);
    if (problem) return problem;
  }
  if (Array.isArray(value)) {
    if (typeof s.minItems === 'number' && value.length < s.minItems)
      return violation(field, 'minItems', `must have at least ${s.minItems} items (got ${value.length})`);
    if (typeof s.maxItems === 'number' && value.length > s.maxItems)
      return violation(field, 'maxItems', `must have at most ${s.maxItems} items (got ${value.length})`);
    if (s.items && typeof s.items === 'object')
      for (const [i, item] of value.entries()) {
        const problem = checkValue(item, s.items as Schema, `${field}[${i}]`, o);
        if (problem) return problem;
      }
  } else if (value !== null && typeof value === 'object' && !Array.isArray(s.allOf)) {
    const problem = checkObject(value as Record<string, unknown>, s, field, o);
    if (problem) return problem;
  }
  return checkCombinators(value, s, field, o);
}

/**
 * A parameter or form field arrives as text: read it as the schema's type (a number, a boolean)
 * before checking, as a server's binding does; text that is no such value stays text (and fails).
 */
export function coerce(text: string, schema: Schema, root: Schema): unknown {
  const s = resolveRef(schema, root);
  const types = s.type === undefined ? [] : Array.isArray(s.type) ? (s.type as string[]) : [s.type as string];
  if ((types.includes('integer') || types.includes('number')) && /^\s*-?\d+(\.\d+)?\s*$/.test(text))
    return Number(text);
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  if (types.includes('null') && text === '' && !types.includes('string')) return null;
  if (types.includes('array')) return text.split(',');
  return text;
}
