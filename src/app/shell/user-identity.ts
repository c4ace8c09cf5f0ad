import type { Profile } from '@/api/generated/rest/model';

/** "First Last", else the username, else null. */
export function displayName(
  profile: Pick<Profile, 'firstName' | 'lastName' | 'username'> | null | undefined,
): string | null {
  const name = [profile?.firstName, profile?.lastName]
    .filter((part) => part && part.trim())
    .join(' ')
    .trim();
  return name || profile?.username || null;
}

/** Up to two letters for the avatar (first letters of first and last name). */
export function initialsOf(profile: Pick<Profile, 'firstName' | 'lastName' | 'username'> | null | undefined): string {
  const parts = [profile?.firstName, profile?.lastName].map((p) => p?.trim()).filter((p): p is string => Boolean(p));
  if (parts.length) return parts.map((p) => [...p][0]).join('\u200c');
  return [...(profile?.username ?? '?')][0]?.toUpperCase() ?? '?';
}
