import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isApiError } from '@/api/api-error';
import { getGetMyProfilePictureQueryKey, getMyProfilePicture } from '@/api/generated/rest/hooks/users/users';
import { readStored, writeStored } from '@/lib/local-store';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useSession } from '@/session/session-provider';

/** The image type of base64 bytes (the server stores jpg or png only); png when unsure. */
export function imageMimeOf(base64: string): 'image/jpeg' | 'image/png' {
  return base64.startsWith('/9j/') ? 'image/jpeg' : 'image/png';
}

/** The picture's bytes, or null when none was uploaded (404 USER_IMAGE_NOT_FOUND is an answer, not an error). */
async function myPicture(signal: AbortSignal): Promise<string | null> {
  try {
    return (await getMyProfilePicture({ suppressToast: true }, signal)).payload?.userImageBase64 ?? null;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/**
 * The signed-in user's uploaded picture as an image address for an Avatar, or null (none uploaded,
 * or the call failed: initials stay). Asked once a session (every page asked again and
 * logged a 404): the answer, "none" included, is kept until an upload or the end of the session
 * (signing out clears the query cache). "None" is also kept in local storage under the user's name
 * (cleared when the session ends), so a reload, a deep link or another tab does not ask again and
 * the browser logs no 404 on every page load.
 */
export function useProfilePictureSrc(enabled = true): string | null {
  const owner = useSession().profile?.username ?? null;
  const query = useQuery({
    queryKey: getGetMyProfilePictureQueryKey(),
    queryFn: async ({ signal }) => {
      // The absence this session already learnt: nothing asked.
      if (owner !== null && readStored(STORAGE_KEYS.noProfilePicture) === owner) return null;
      const base64 = await myPicture(signal);
      if (owner !== null) writeStored(STORAGE_KEYS.noProfilePicture, base64 === null ? owner : null);
      return base64;
    },
    // Asked for the signed-in user only: their name says whose absence is kept.
    enabled: enabled && owner !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const base64 = query.data;
  return base64 ? `data:${imageMimeOf(base64)};base64,${base64}` : null;
}

/** Tells every avatar that the picture changed (after an upload). */
export function useRefreshProfilePicture(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => {
    writeStored(STORAGE_KEYS.noProfilePicture, null);
    return client.invalidateQueries({ queryKey: getGetMyProfilePictureQueryKey() });
  }, [client]);
}
