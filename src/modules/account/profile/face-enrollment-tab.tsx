import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@/api/generated/rest/model';
import { useCurrentUniversity } from '@/session/current-university';
import { FaceCaptureView } from '@/ui/face-capture/face-capture-view';

/**
 * The profile's face-enrollment tab (platform.md 2.1 scope=face-enrollment): the same capture view as
 * /face/enrollment, of the university's type. It stays on the tab after success (the view says so).
 */
export function FaceEnrollmentTab({ profile }: { profile: Profile }) {
  const { t } = useTranslation('face');
  const university = useCurrentUniversity();
  // platform.md 5: recording a face needs changeProfilePicturePermission.
  if (profile.changeProfilePicturePermission === false) {
    return (
      <Alert color="red" icon={<IconAlertTriangle />} role="alert">
        {t('errors.profilePermission')}
      </Alert>
    );
  }
  return (
    <Stack gap="md" maw={560}>
      <Text>{t('enrollment.description')}</Text>
      <FaceCaptureView
        mode={university?.samad.faceEnrollmentType ?? 'video'}
        identity={{ id: profile.id, username: profile.username }}
      />
    </Stack>
  );
}
