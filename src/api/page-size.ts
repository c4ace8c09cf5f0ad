/*
 * A paged read draws at most the page it asked for. A server that ignores `size` (Spring pages) or
 * `limit` (Redmine, the leave report) could answer thousands of items, and every list page would
 * validate and draw them all in one long task. The transport (transport.ts) cuts each list of such
 * an answer to the asked size before anything reads it: the lists at the top of the answer and one
 * or two levels down (`issues`, `payload.content`, `payload.items`), never the lists inside an item
 * (a message's attachments). Each cut list is reported once per page load (console).
 */

/** How deep under the answer's root a page's list may sit (`payload.content` is two). */
const PAGE_LIST_DEPTH = 2;
const PAGE_SIZE_PARAMS = ['size', 'limit'] as const;

const reported = new Set<string>();

/** The page size a read asked for (`size` or `limit`, a positive whole number), or null. */
export function askedPageSize(params: object | undefined): number | null {
  if (!params) return null;
  const record = params as Record<string, unknown>;
  for (const name of PAGE_SIZE_PARAMS) {
    const value = record[name];
    const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    if (typeof n === 'number' && Number.isSafeInteger(n) && n > 0) return n;
  }
  return null;
}

/** `body` with every page-level list longer than `size` cut to `size` (the same value when none is). */
export function trimToPageSize(body: unknown, size: number, source: string): unknown {
  return trim(body, size, source, 0);
}

function trim(value: unknown, size: number, where: string, depth: number): unknown {
  if (Array.isArray(value)) {
    if (value.length <= size) return value;
    report(where, `${value.length} items for a page of ${size}`);
    return value.slice(0, size);
  }
  if (depth >= PAGE_LIST_DEPTH || typeof value !== 'object' || value === null) return value;
  let out: Record<string, unknown> | null = null;
  for (const [key, child] of Object.entries(value)) {
    const cut = trim(child, size, `${where}.${key}`, depth + 1);
    if (cut !== child) (out ??= { ...(value as Record<string, unknown>) })[key] = cut;
  }
  return out ?? value;
}

function report(list: string, what: string): void {
  if (reported.has(list)) return;
  reported.add(list);
  console.warn(`Oversized page in "${list}": ${what}, cut to the page asked for`);
}
