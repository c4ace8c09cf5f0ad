import { currentPersona } from '../world/personas';

/*
 * The request journal (GET /__mock/requests): the last requests the mock answered, with method,
 * path, status, timing and persona, as WireMock's request log, for the mock panel and for QA
 * scenarios that assert on what reached the backend. Control calls (/__mock/) are not recorded, so
 * reading the journal never fills it.
 */

export const JOURNAL_CAPACITY = 500;

export interface JournalEntry {
  /** Increasing from 1 since the process started; a clear does not restart it. */
  id: number;
  /** Wall-clock instant the request arrived (ISO), not the mock clock: what a person watching sees. */
  at: string;
  method: string;
  /** Path and query string as sent. */
  path: string;
  /** 0 when the answer was a network error (the `drop-after` fault). */
  status: number;
  durationMs: number;
  persona: string;
  /** Set when the contract check refused the request (mocks/contract/). */
  violation?: string;
}

let entries: JournalEntry[] = [];
let nextId = 1;

export function recordRequest(entry: Omit<JournalEntry, 'id' | 'persona'> & { persona?: string }): void {
  entries.push({ id: nextId++, ...entry, persona: entry.persona ?? currentPersona().id });
  if (entries.length > JOURNAL_CAPACITY) entries = entries.slice(-JOURNAL_CAPACITY);
}

export interface JournalQuery {
  /** Only the last `limit` matching entries. */
  limit?: number;
  method?: string;
  /** Entries whose path contains this text. */
  path?: string;
  /** Entries after this id (a poller's cursor). */
  since?: number;
}

export function readJournal(query: JournalQuery = {}): { total: number; capacity: number; requests: JournalEntry[] } {
  const method = query.method?.toUpperCase();
  let found = entries.filter(
    (e) =>
      (!method || e.method === method) &&
      (!query.path || e.path.includes(query.path)) &&
      (query.since === undefined || e.id > query.since),
  );
  if (query.limit !== undefined && query.limit >= 0) found = found.slice(Math.max(0, found.length - query.limit));
  return { total: entries.length, capacity: JOURNAL_CAPACITY, requests: found.map((e) => ({ ...e })) };
}

export function clearJournal(): void {
  entries = [];
}
