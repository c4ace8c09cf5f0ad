import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getGetMyProfilePictureQueryKey, useGetMyProfilePicture } from '@/api/generated/rest/hooks/users/users';

/** The image type of base64 bytes (the server stores jpg or png only); png when unsure. */
export function imageMimeOf(base64: string): 'image/jpeg' | 'image/png' {
  return base64.startsWith('/9j/') ? 'image/jpeg' : 'image/png';
}

/**
 * The signed-in user's uploaded picture as an image address for an Avatar, or null (none uploaded:
 * 404 USER_IMAGE_NOT_FOUND, which is not an error to show; or the call failed: initials stay).
 */
export function useProfilePictureSrc(enabled = true): string | null {
  const query = useGetMyProfilePicture({ query: { enabled, retry: false }, request: { suppressToast: true } });
  const base64 = query.data?.payload?.userImageBase64;
  return base64 ? `data:${imageMimeOf(base64)};base64,${base64}` : null;
}

/** Tells every avatar that the picture changed (after an upload). */
export function useRefreshProfilePicture(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: getGetMyProfilePictureQueryKey() }), [client]);
}
