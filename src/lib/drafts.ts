import { decodeBase64ToBytes, encodeBytesToBase64 } from './base64';
import { readStoredJson, writeStoredJson, writeStored } from './local-store';

/*
 * Drafts: what a student typed in a form and has not sent yet. A session can end under a
 * form (another tab's refused refresh, the auto-logout); the student signs in again, comes back to
 * the form and finds it as it was. So drafts are NOT the session's: sign-out and session end leave
 * them. They are the user's: stored under the user's id, read back only for that user, so the next
 * student who signs in on this browser never sees them. Each expires after DRAFT_MAX_AGE_MS and is
 * removed when its form is sent.
 *
 * Where: local storage (synchronous, so a form starts from its draft in its first render), one key
 * per user and form, `portal.draft.<user>.<form>`; attachments as base64 under `<key>.files`, at
 * most DRAFT_FILES_MAX_BYTES (decoded) per form: files past the cap, or past a full storage, are
 * not kept and the form says so when it restores the rest.
 */

const PREFIX = 'portal.draft.';
/** A draft is kept for 7 days after its last change. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** The attachments of one draft, decoded bytes: 2 MB (2.7 M characters of base64, within the 5 MB local storage of a browser). */
export const DRAFT_FILES_MAX_BYTES = 2 * 1024 * 1024;

interface StoredDraft {
  at: number;
  value: unknown;
}

interface StoredFile {
  name: string;
  type: string;
  lastModified: number;
  data: string;
}

interface StoredFiles {
  at: number;
  files: StoredFile[];
  /** Names of the files that were not kept (too large for the draft, or storage full). */
  dropped: string[];
}

/** The key of a user's draft of a form; null without a user (nothing is kept for nobody). */
export function draftKey(owner: string | null | undefined, form: string): string | null {
  if (!owner) return null;
  return `${PREFIX}${encodeURIComponent(owner)}.${form}`;
}

const fresh = (at: unknown, now: number): at is number =>
  typeof at === 'number' && at <= now && now - at < DRAFT_MAX_AGE_MS;

/** The user's draft of a form while it is fresh; null when absent, expired or of another shape (`isValid`). */
export function readDraft<T>(
  owner: string | null | undefined,
  form: string,
  isValid: (value: unknown) => value is T,
  now = Date.now(),
): T | null {
  const key = draftKey(owner, form);
  if (!key) return null;
  const stored = readStoredJson(key) as Partial<StoredDraft> | null;
  if (!stored || typeof stored !== 'object' || !fresh(stored.at, now)) return null;
  return isValid(stored.value) ? stored.value : null;
}

/** Saves the user's draft of a form (false when storage is blocked or full). */
export function writeDraft(owner: string | null | undefined, form: string, value: unknown, now = Date.now()): boolean {
  const key = draftKey(owner, form);
  if (!key) return false;
  return writeStoredJson(key, { at: now, value } satisfies StoredDraft);
}

/** Removes the user's draft of a form and its attachments (the form was sent, or discarded). */
export function clearDraft(owner: string | null | undefined, form: string): void {
  const key = draftKey(owner, form);
  if (!key) return;
  writeStored(key, null);
  writeStored(`${key}.files`, null);
}

/**
 * Keeps the attachments of the user's draft: in order, while they fit DRAFT_FILES_MAX_BYTES and the
 * storage. Answers the names of those not kept. An empty list removes them.
 */
export async function writeDraftFiles(
  owner: string | null | undefined,
  form: string,
  files: readonly File[],
  now = Date.now(),
): Promise<string[]> {
  const key = draftKey(owner, form);
  if (!key) return files.map((f) => f.name);
  if (files.length === 0) {
    writeStored(`${key}.files`, null);
    return [];
  }
  const kept: StoredFile[] = [];
  const dropped: string[] = [];
  let bytes = 0;
  for (const file of files) {
    if (bytes + file.size > DRAFT_FILES_MAX_BYTES) {
      dropped.push(file.name);
      continue;
    }
    const data = encodeBytesToBase64(new Uint8Array(await file.arrayBuffer()));
    kept.push({ name: file.name, type: file.type, lastModified: file.lastModified, data });
    bytes += file.size;
  }
  // A full storage keeps fewer files: the last ones go first.
  while (!writeStoredJson(`${key}.files`, { at: now, files: kept, dropped } satisfies StoredFiles)) {
    const last = kept.pop();
    if (!last) break;
    dropped.unshift(last.name);
  }
  return dropped;
}

/** The kept attachments of the user's draft, and the names of those that were not kept. */
export function readDraftFiles(
  owner: string | null | undefined,
  form: string,
  now = Date.now(),
): { files: File[]; dropped: string[] } {
  const key = draftKey(owner, form);
  const stored = key ? (readStoredJson(`${key}.files`) as Partial<StoredFiles> | null) : null;
  if (!stored || typeof stored !== 'object' || !fresh(stored.at, now) || !Array.isArray(stored.files))
    return { files: [], dropped: [] };
  const files: File[] = [];
  for (const f of stored.files as unknown[]) {
    if (!f || typeof f !== 'object') continue;
    const { name, type, lastModified, data } = f as Partial<StoredFile>;
    if (typeof name !== 'string' || typeof data !== 'string') continue;
    const bytes = decodeBase64ToBytes(data);
    if (!bytes) continue;
    files.push(
      new File([bytes as BlobPart], name, {
        type: typeof type === 'string' ? type : '',
        lastModified: typeof lastModified === 'number' ? lastModified : now,
      }),
    );
  }
  const dropped = Array.isArray(stored.dropped) ? stored.dropped.filter((n): n is string => typeof n === 'string') : [];
  return { files, dropped };
}

/** Removes every expired draft, of every user (run once a page load: expired drafts are no one's). */
export function pruneDrafts(now = Date.now()): void {
  let store: Storage | null = null;
  try {
    store = globalThis.localStorage ?? null;
  } catch {
    return;
  }
  if (!store) return;
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  for (const key of keys) {
    const stored = readStoredJson(key) as { at?: unknown } | null;
    if (!stored || typeof stored !== 'object' || !fresh(stored.at, now)) writeStored(key, null);
  }
}
