import * as v from 'valibot';

/*
 * The few validation rules the runtime configuration needs (schema.ts), as valibot schemas under the
 * names schema.ts reads. Not zod, which validates every server answer: the config is parsed before
 * the first render, so its validator is in every page's first load, and zod's core is one module
 * shared with the lazy contract schemas that the bundler keeps whole; valibot's functions are
 * separate modules and only the ones used here ship (decision 0028). An object keeps only its
 * declared keys; a missing defaulted value is its default, checked like a value.
 */

export interface Issue {
  path: (string | number)[];
  message: string;
}

/** A rule: what it accepts (`In`, a defaulted value may be absent) and what it gives (`Out`). */
export type Rule<Out, In = Out> = v.GenericSchema<In, Out>;
export type Infer<R extends v.GenericSchema> = v.InferOutput<R>;
export type Input<R extends v.GenericSchema> = v.InferInput<R>;

export const boolean = () => v.boolean();

export const string = (minLength = 0) => v.pipe(v.string(), v.minLength(minLength));

/** A finite number (JSON has no other). */
export const number = () => v.pipe(v.number(), v.finite());

export const int = (minimum = -Infinity) => v.pipe(v.number(), v.integer(), v.minValue(minimum));

export const oneOf = <const T extends readonly string[]>(options: T) => v.picklist(options);

/** The first rule that accepts the value wins. */
export const union = <A extends v.GenericSchema, B extends v.GenericSchema>(first: A, second: B) =>
  v.union([first, second]);

export const nullable = <R extends v.GenericSchema>(rule: R) => v.nullable(rule);

export const optional = <R extends v.GenericSchema>(rule: R) => v.optional(rule);

export const array = <R extends v.GenericSchema>(item: R, minLength = 0) =>
  v.pipe(v.array(item), v.minLength(minLength));

/**
 * A missing value is `fallback`, checked by the rule: an object's own defaults fill a partial one,
 * and the result is a fresh copy (the rule builds its output), never the fallback itself.
 */
export const withDefault = <R extends v.GenericSchema>(rule: R, fallback: v.InferInput<R>) =>
  v.optional(rule, () => fallback);

/** zod's name for a default checked like a value; the same rule here (withDefault). */
export const prefault = withDefault;

/** A plain object of these keys, other keys dropped; valibot's object alone would take an array. */
export const object = <E extends v.ObjectEntries>(entries: E) =>
  v.pipe(
    v.custom<v.InferInput<v.ObjectSchema<E, undefined>>>(
      (value) => !Array.isArray(value),
      'Invalid type: Expected Object but received Array',
    ),
    v.object(entries),
  );

/** The rule, then a check across its fields (zod's `superRefine`) that may name one problem. */
export const refine = <R extends v.GenericSchema>(rule: R, problem: (value: v.InferOutput<R>) => Issue | undefined) =>
  v.pipe(
    rule,
    v.rawCheck<v.InferOutput<R>>(({ dataset, addIssue }) => {
      const found = dataset.typed ? problem(dataset.value) : undefined;
      if (!found) return;
      const input = dataset.value as Record<string | number, unknown>;
      const path = found.path.map((key): v.ObjectPathItem => ({
        type: 'object',
        origin: 'value',
        input,
        key: String(key),
        value: input[key],
      }));
      addIssue({ message: found.message, path: path.length ? (path as [v.ObjectPathItem]) : undefined });
    }),
  );

export type Parsed<T> = { success: true; data: T } | { success: false; issues: Issue[] };

export function parse<R extends v.GenericSchema>(rule: R, value: unknown): Parsed<v.InferOutput<R>> {
  const result = v.safeParse(rule, value);
  if (result.success) return { success: true, data: result.output };
  return {
    success: false,
    issues: result.issues.map((issue) => ({
      path: (issue.path ?? []).map((item) => item.key as string | number),
      message: issue.message,
    })),
  };
}

/** For a value the code itself supplies (defaults, tests): a failure is a bug, so it throws. */
export function parseOrThrow<R extends v.GenericSchema>(rule: R, value: v.InferInput<R>): v.InferOutput<R> {
  const result = parse(rule, value);
  if (result.success) return result.data;
  throw new Error(result.issues.map(describeIssue).join('\n'));
}

/** One line for a person: `university.samad.sport: Invalid type: Expected boolean but received "yes"`. */
export const describeIssue = (issue: Issue): string => `${issue.path.join('.') || '(root)'}: ${issue.message}`;
