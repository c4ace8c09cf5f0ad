import { signedInUsername } from '@/api/tokens';
import { readStored } from './local-store';
import { STORAGE_KEYS } from './storage-keys';

/*
 * Where a user's kept answers are (src/lib/query-persistence.ts, a lazy chunk), for the
 * few places that look before loading it: the boot's profile read and the reserve page's prefetch.
 */

/** Where a user's kept answers are in local storage (every user's cleared at a session end: session-owned.ts). */
export function storageKeyOf(user: string): string {
  return `${STORAGE_KEYS.queryCache}${user}`;
}

/** Whether the signed-in user has answers kept on this device (the persistence chunk is then worth loading at once). */
export function hasKeptAnswers(): boolean {
  const user = signedInUsername();
  return !!user && readStored(storageKeyOf(user)) !== null;
}
