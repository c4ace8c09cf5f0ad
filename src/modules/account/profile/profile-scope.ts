import type { UiSettings, University } from '@/config/schema';

/** The tabs of /user/profile (platform.md 2.1: `scope` = profile, password, cvv2 or face-enrollment). */
export const PROFILE_SCOPES = ['profile', 'password', 'cvv2', 'face-enrollment'] as const;
export type ProfileScope = (typeof PROFILE_SCOPES)[number];

/**
 * Which tabs the current university shows (platform.md 6: "profile tabs for password, CVV2 and face
 * enrollment follow configuration flags"): face enrollment with samad.faceEnrollment, the flag that
 * shows the face module.
 */
export function visibleScopes(
  university: Pick<University, 'samad'> | null,
  ui: Pick<UiSettings, 'hideChangePassword'>,
): ProfileScope[] {
  const scopes: ProfileScope[] = ['profile'];
  if (!ui.hideChangePassword && university?.samad.changePassword !== false) scopes.push('password');
  if (university?.samad.cvv2 !== false) scopes.push('cvv2');
  if (university?.samad.faceEnrollment) scopes.push('face-enrollment');
  return scopes;
}

/** The tab a `scope` query asks for, or the first visible one when it is missing, unknown or hidden. */
export function scopeOf(query: string | null, visible: readonly ProfileScope[]): ProfileScope {
  return visible.find((s) => s === query) ?? 'profile';
}
