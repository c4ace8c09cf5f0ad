import { IconFaceId } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@/api/generated/rest/model';
import type { HomeContribution, HomeFeature } from '@/lib/module-manifest';
import { paths } from '@/lib/paths';
import { useCurrentUniversity } from '@/session/current-university';
import { useFaceEnrollmentRecorded } from '@/ui/face-capture/enrollment-record';
import { enrollmentRequired, faceEnabled } from './face-settings';

/*
 * Face enrollment's home tile and forced redirect: composed by the home page and the shell
 * (src/app/home/module-homes.ts, src/app/shell/shell-parts.ts), not by manifest.ts, so they load
 * with them rather than at start.
 */

function useFaceFeatures(): readonly HomeFeature[] {
  const { t } = useTranslation('face');
  return [
    {
      id: 'face-enroll',
      label: t('features.enroll'),
      description: t('features.enrollDescription'),
      icon: IconFaceId,
      to: paths.FaceEnrollment,
    },
  ];
}

export const faceHome: HomeContribution = { useFeatures: useFaceFeatures };

/** platform.md 4: while faceMatching is set (and face is visible), everything leads to the enrollment. */
export function useForcedFaceRedirect(profile: Profile | null): string | null {
  const university = useCurrentUniversity();
  const recorded = useFaceEnrollmentRecorded(profile?.username);
  return enrollmentRequired(faceEnabled(university), profile, recorded) ? paths.FaceEnrollment : null;
}
