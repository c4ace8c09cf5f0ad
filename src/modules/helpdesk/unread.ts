import { STORAGE_KEYS } from '@/lib/storage-keys';

/*
 * "Unread replies": a request whose last change came from someone else after the student last
 * opened it. The last-seen update time per request is kept in this browser.
 */

const KEY = STORAGE_KEYS.helpdeskSeen;

function seenMap(): Record<string, string> {
  try {
    const raw = globalThis.localStorage?.getItem(KEY);
    const parsed = raw ? (JSON.parse(raw) as unknown) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function markSeen(id: number, updatedOn: string): void {
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify({ ...seenMap(), [id]: updatedOn }));
  } catch {
    // Storage unavailable (private mode): the mark lasts for this page only.
  }
}

/** Unread when changed since last seen and the request has been answered by someone (assigned back, or status Answered). */
export function hasUnreadReply(issue: {
  id: number;
  updated_on: string;
  created_on: string;
  status: { id: number };
}): boolean {
  const seen = seenMap()[issue.id];
  const changed = seen ? issue.updated_on > seen : issue.updated_on > issue.created_on;
  return changed && issue.status.id === 3;
}
