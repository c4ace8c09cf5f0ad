/*
 * The few validation rules the runtime configuration needs (schema.ts), in the spirit of zod's API.
 *
 * Why not zod, which validates every server answer: the config is parsed before the first render, so
 * its validator is in every page's first load. zod's core is one module shared with the lazy contract
 * schemas (src/api/schema-modules.ts), and the bundler keeps every part of a module any chunk uses: the
 * config pulled all of zod's core into the first load, a large share of its budget.
 * These rules and the schema are a small fraction of that. Semantics follow the zod calls they replace: an object
 * keeps only its declared keys, a default is used as is for a missing value, a prefault is validated
 * like a value.
 */

export interface Issue {
  path: (string | number)[];
  message: string;
}

const INVALID: unique symbol = Symbol('invalid');
type Checked<T> = T | typeof INVALID;

/** A rule: checks a value at a path, records what is wrong, returns the value it accepts. */
export interface Rule<Out, In = Out> {
  (value: unknown, at: (string | number)[], issues: Issue[]): Checked<Out>;
  /** Type only: what the rule accepts (a defaulted value may be absent). */
  readonly input?: In;
}

export type Infer<R> = R extends Rule<infer Out, unknown> ? Out : never;
export type Input<R> = R extends Rule<unknown, infer In> ? In : never;

function fail(issues: Issue[], at: (string | number)[], message: string): typeof INVALID {
  issues.push({ path: at, message });
  return INVALID;
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && Number.isNaN(value)) return 'NaN';
  return typeof value;
}

const expected = (what: string, value: unknown) => `expected ${what}, received ${kindOf(value)}`;

export const boolean = (): Rule<boolean> => (value, at, issues) =>
  typeof value === 'boolean' ? value : fail(issues, at, expected('boolean', value));

export const string =
  (minLength = 0): Rule<string> =>
  (value, at, issues) => {
    if (typeof value !== 'string') return fail(issues, at, expected('string', value));
    return value.length < minLength ? fail(issues, at, `expected at least ${minLength} character(s)`) : value;
  };

export const number = (): Rule<number> => (value, at, issues) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fail(issues, at, expected('number', value));

export const int =
  (minimum = -Infinity): Rule<number> =>
  (value, at, issues) => {
    if (!Number.isInteger(value)) return fail(issues, at, expected('integer', value));
    return (value as number) < minimum ? fail(issues, at, `expected a number >= ${minimum}`) : (value as number);
  };

export const oneOf =
  <const T extends readonly string[]>(options: T): Rule<T[number]> =>
  (value, at, issues) =>
    options.includes(value as string)
      ? (value as T[number])
      : fail(issues, at, `expected one of ${options.map((o) => JSON.stringify(o)).join(' | ')}`);

/** The first rule that accepts the value wins; when none does, one issue says what each expected. */
export const union =
  <A, B>(first: Rule<A>, second: Rule<B>): Rule<A | B> =>
  (value, at, issues) => {
    const tried: Issue[] = [];
    for (const rule of [first, second] as Rule<A | B>[]) {
      const own: Issue[] = [];
      const result = rule(value, at, own);
      if (result !== INVALID) return result;
      tried.push(...own);
    }
    return fail(issues, at, tried.map((i) => i.message).join('; or '));
  };

export const nullable =
  <Out, In>(rule: Rule<Out, In>): Rule<Out | null, In | null> =>
  (value, at, issues) =>
    value === null ? null : rule(value, at, issues);

export const optional =
  <Out, In>(rule: Rule<Out, In>): Rule<Out | undefined, In | undefined> =>
  (value, at, issues) =>
    value === undefined ? undefined : rule(value, at, issues);

export const array =
  <Out, In>(item: Rule<Out, In>, minLength = 0): Rule<Out[], In[]> =>
  (value, at, issues) => {
    if (!Array.isArray(value)) return fail(issues, at, expected('array', value));
    if (value.length < minLength) return fail(issues, at, `expected at least ${minLength} item(s)`);
    const out = value.map((v, i) => item(v, [...at, i], issues));
    return out.includes(INVALID) ? INVALID : (out as Out[]);
  };

/** A missing value becomes a fresh copy of `fallback`, as is (zod's `_default`). */
export const withDefault =
  <Out, In>(rule: Rule<Out, In>, fallback: Out): Rule<Out, In | undefined> =>
  (value, at, issues) =>
    value === undefined ? structuredClone(fallback) : rule(value, at, issues);

/** A missing value is checked as `fallback` (zod's `prefault`): an object's own defaults fill it. */
export const prefault =
  <Out, In>(rule: Rule<Out, In>, fallback: In): Rule<Out, In | undefined> =>
  (value, at, issues) =>
    rule(value === undefined ? fallback : value, at, issues);

type OptionalKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? K : never }[keyof T];
type Keyed<T> = { [K in Exclude<keyof T, OptionalKeys<T>>]: T[K] } & { [K in OptionalKeys<T>]?: T[K] };
type Flat<T> = { [K in keyof T]: T[K] };
type Shape = Record<string, Rule<unknown, unknown>>;
type ShapeOut<S extends Shape> = Flat<Keyed<{ [K in keyof S]: Infer<S[K]> }>>;
type ShapeIn<S extends Shape> = Flat<Keyed<{ [K in keyof S]: Input<S[K]> }>>;

/** A plain object of these keys; other keys are dropped (zod's `object`). */
export const object =
  <S extends Shape>(shape: S): Rule<ShapeOut<S>, ShapeIn<S>> =>
  (value, at, issues) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return fail(issues, at, expected('object', value));
    const source = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    let valid = true;
    for (const [key, rule] of Object.entries(shape)) {
      const result = rule(source[key], [...at, key], issues);
      if (result === INVALID) valid = false;
      else if (result !== undefined) out[key] = result;
    }
    return valid ? (out as ShapeOut<S>) : INVALID;
  };

/** The rule, then a check across its fields (zod's `superRefine`) that may name one problem. */
export const refine =
  <Out, In>(rule: Rule<Out, In>, problem: (value: Out) => Issue | undefined): Rule<Out, In> =>
  (value, at, issues) => {
    const result = rule(value, at, issues);
    if (result === INVALID) return INVALID;
    const found = problem(result);
    return found ? fail(issues, [...at, ...found.path], found.message) : result;
  };

export type Parsed<T> = { success: true; data: T } | { success: false; issues: Issue[] };

export function parse<Out, In>(rule: Rule<Out, In>, value: unknown): Parsed<Out> {
  const issues: Issue[] = [];
  const result = rule(value, [], issues);
  return result === INVALID ? { success: false, issues } : { success: true, data: result };
}

/** For a value the code itself supplies (defaults, tests): a failure is a bug, so it throws. */
export function parseOrThrow<Out, In>(rule: Rule<Out, In>, value: In): Out {
  const result = parse(rule, value);
  if (result.success) return result.data;
  throw new Error(result.issues.map(describeIssue).join('\n'));
}

/** One line for a person: `university.samad.sport: expected boolean, received string`. */
export const describeIssue = (issue: Issue): string => `${issue.path.join('.') || '(root)'}: ${issue.message}`;
