import { payloadOf } from '@/api/api-error';
import { logout } from '@/api/generated/rest/hooks/auth/auth';
import { getMyProfile } from '@/api/generated/rest/hooks/users/users';
import type { Profile } from '@/api/generated/rest/model';

/**
 * GET /rest/users/me. With `accessToken` the call carries that token instead of the stored one:
 * the login flow loads the profile before the session stores the new tokens.
 */
export async function fetchMyProfile(accessToken?: string, signal?: AbortSignal): Promise<Profile> {
  return payloadOf(await getMyProfile({ accessToken, signal }));
}

/** POST /rest/oauth/{id}/logout for the signed-in user (openapi/rest.yaml: the user's id). */
export async function logoutOnServer(profile: { id?: number | string | null; username?: string | null } | null): Promise<void> {
  const id = profile?.id ?? profile?.username;
  if (id === undefined || id === null) return;
  await logout(String(id), { suppressToast: true });
}
