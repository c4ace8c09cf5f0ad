import { payloadOf } from '@/api/api-error';
import { logout } from '@/api/generated/rest/hooks/auth/auth';
import { getMyProfile } from '@/api/generated/rest/hooks/users/users';
import type { Profile } from '@/api/generated/rest/model';
import { getAccessToken } from '@/api/tokens';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/**
 * GET /rest/users/me. With `accessToken` the call carries that token instead of the stored one:
 * the login flow loads the profile before the session stores the new tokens.
 */
export async function fetchMyProfile(accessToken?: string, signal?: AbortSignal): Promise<Profile> {
  return payloadOf(await getMyProfile({ accessToken, signal }));
}

/**
 * The stored session's profile as asked for at boot, with the token it was asked with, and the
 * profile kept on this device from the last visit, checked, or null.
 */
let bootRead: { accessToken: string; answer: Promise<Profile>; kept: Promise<Profile | null> | null } | null = null;

const freshListeners = new Set<(profile: Profile) => void>();
/** The server's profile when the session started from the kept one (the session provider takes it in). */
export function onFreshProfile(listener: (profile: Profile) => void): () => void {
  freshListeners.add(listener);
  return () => freshListeners.delete(listener);
}

/** Anything kept for a repeat visit (the persistence chunk checks whose, and loads it). */
function anythingKept(): boolean {
  try {
    return Object.keys(globalThis.localStorage ?? {}).some((key) => key.startsWith(STORAGE_KEYS.queryCache));
  } catch {
    return false;
  }
}

const loadPersistence = () => import(/* webpackChunkName: "kept-answers" */ '@/lib/query-persistence');

/**
 * A stored session's profile asked for at boot (src/main.tsx), beside the first page's
 * reads. The session machine starts only once the first render has committed, and every signed-in
 * page waits for the profile: asked for by the machine, it came after the page's own reads.
 * A refresh that fails meanwhile ends on the login page as any call before the app listens does
 * (app-events.ts' fallback). A repeat visit may start the session from the profile kept on
 * this device, when it passes the answer's checks before the server answers (the server's follows,
 * onFreshProfile).
 */
export function readProfileAtBoot(): void {
  const accessToken = getAccessToken();
  if (!accessToken) return;
  const answer = fetchMyProfile();
  // Its failure is the session's to show, when it takes the answer.
  answer.catch(() => undefined);
  const kept = anythingKept()
    ? loadPersistence()
        .then(({ keptProfile }) => keptProfile<Profile>())
        .catch(() => null)
    : null;
  bootRead = { accessToken, answer, kept };
}

/**
 * The session machine's profile load: the boot read's answer (or failure) once, while the stored
 * token is still the one it was asked with; otherwise a new call. A call aborted meanwhile (React
 * StrictMode's first mount) leaves the boot read to the next one.
 */
export async function loadSessionProfile(signal?: AbortSignal): Promise<Profile> {
  const early = bootRead;
  if (!early || early.accessToken !== getAccessToken()) {
    bootRead = null;
    return fetchMyProfile(undefined, signal);
  }
  try {
    if (!early.kept) return await early.answer;
    const { firstProfile } = await loadPersistence();
    return await firstProfile(early.answer, early.kept, (profile) => {
      for (const listener of freshListeners) listener(profile);
    });
  } finally {
    if (!signal?.aborted && bootRead === early) bootRead = null;
  }
}

/** POST /rest/oauth/{id}/logout for the signed-in user (openapi/rest.yaml: the user's id). */
export async function logoutOnServer(
  profile: { id?: number | string | null; username?: string | null } | null,
): Promise<void> {
  const id = profile?.id ?? profile?.username;
  if (id === undefined || id === null) return;
  await logout(String(id), { suppressToast: true });
}
