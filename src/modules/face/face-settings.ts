import type { Profile } from '@/api/generated/rest/model';
import type { University } from '@/config/schema';
import { useFaceEnrollmentRecorded } from '@/ui/face-capture/enrollment-record';
import { useCurrentUniversity } from '@/session/current-university';
import { useSession } from '@/session/session-provider';

/** Whether the university shows face enrollment (platform.md 2.6: the tab, 2.10: else home). */
export function faceEnabled(university: Pick<University, 'samad'> | null | undefined): boolean {
  return Boolean(university?.samad.faceEnrollment);
}

/**
 * platform.md 4: the profile's faceMatching forces enrollment while face is visible; an enrollment
 * accepted in this visit lifts it before the profile is loaded again.
 */
export function enrollmentRequired(
  enabled: boolean,
  profile: Pick<Profile, 'faceMatching'> | null | undefined,
  recorded: boolean,
): boolean {
  return enabled && profile?.faceMatching === true && !recorded;
}

export interface FaceSettings {
  enabled: boolean;
  /** samad.faceEnrollmentType (default video, platform.md 9). */
  mode: 'video' | 'image';
  profile: Profile | null;
  /** Enrolled in this visit (accepted by the service). */
  recorded: boolean;
  required: boolean;
  /** platform.md 5: the camera needs changeProfilePicturePermission. */
  mayCapture: boolean;
}

export function useFaceSettings(): FaceSettings {
  const university = useCurrentUniversity();
  const { profile } = useSession();
  const recorded = useFaceEnrollmentRecorded(profile?.username);
  const enabled = faceEnabled(university);
  return {
    enabled,
    mode: university?.samad.faceEnrollmentType ?? 'video',
    profile,
    recorded,
    required: enrollmentRequired(enabled, profile, recorded),
    mayCapture: profile?.changeProfilePicturePermission !== false,
  };
}
