import type { ZodType } from 'zod';

/*
 * Per-item validation at the edge (issue 12): a list the app renders keeps the items that satisfy
 * their schema and drops the rest, so one malformed item costs that item, not the page. Each list
 * reports its dropped items once per page load (console), not on every render.
 */

const reported = new Set<string>();

/** The items of `value` that satisfy `schema` (an empty list when `value` is not an array). */
export function validItems<T>(value: unknown, schema: ZodType<T>, list: string): T[] {
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
