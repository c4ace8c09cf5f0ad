import { IconFaceId } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@/api/generated/rest/model';
import type { HomeFeature, ModuleManifest } from '@/lib/module-manifest';
import { paths } from '@/lib/paths';
import { useCurrentUniversity } from '@/session/current-university';
import { useFaceEnrollmentRecorded } from '@/ui/face-capture/enrollment-record';
import { enrollmentRequired, faceEnabled } from './face-settings';

/**
 * Face enrollment (platform.md 2.10): /face (state) and /face/enrollment (the capture). The capture
 * view itself lives in src/ui/face-capture so the profile's face-enrollment tab (account module)
 * can show it without importing this module.
 */

function useFaceFeatures(): readonly HomeFeature[] {
  const { t } = useTranslation('face');
  return [{ id: 'face-enroll', label: t('features.enroll'), description: t('features.enrollDescription'), icon: IconFaceId, to: paths.FaceEnrollment }];
}

/** platform.md 4: while faceMatching is set (and face is visible), everything leads to the enrollment. */
function useForcedFaceRedirect(profile: Profile | null): string | null {
  const university = useCurrentUniversity();
  const recorded = useFaceEnrollmentRecorded(profile?.username);
  return enrollmentRequired(faceEnabled(university), profile, recorded) ? paths.FaceEnrollment : null;
}

export default {
  key: 'face',
  routes: [
    { path: paths.Face, lazy: async () => ({ Component: (await import('./face-home-page')).FaceHomePage }) },
    { path: paths.FaceEnrollment, lazy: async () => ({ Component: (await import('./face-enrollment-page')).FaceEnrollmentPage }) },
  ],
  prefixes: [paths.Face],
  // platform.md 2.6: face purple (Mantine's grape).
  color: 'grape',
  enabled: ({ university }) => faceEnabled(university),
  tab: { path: paths.Face, icon: IconFaceId },
  home: { useFeatures: useFaceFeatures },
  // No palette commands of its own: the palette already lists /face and /face/enrollment (named routes).
  useForcedRedirect: useForcedFaceRedirect,
} satisfies ModuleManifest;
