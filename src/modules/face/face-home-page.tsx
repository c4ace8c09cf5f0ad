import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconFaceId } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { paths } from '@/lib/paths';
import { PageContainer } from '@/ui/page-container';
import { useFaceSettings } from './face-settings';

/**
 * /face, the module home: what enrollment is for, and the user's state. The profile's faceMatching
 * says the account must (still) enroll; without it, or once this visit's enrollment was accepted,
 * the face counts as enrolled.
 */
export function FaceHomePage() {
  const { t } = useTranslation('face');
  const settings = useFaceSettings();
  if (!settings.enabled) return <Navigate to={paths.Home} replace />;

  const enrolled = settings.recorded || settings.profile?.faceMatching !== true;
  return (
    <PageContainer title={t('title')} data-testid="face-home-page">
      <Stack gap="md">
        <Text>{t('home.description')}</Text>
        <Group gap="sm" aria-label={t('home.statusLabel')} data-enrolled={enrolled ? 'yes' : 'no'}>
          {enrolled ? (
            <Badge color="green" size="lg" leftSection={<IconCircleCheck size={16} />}>
              {t('home.enrolled')}
            </Badge>
          ) : (
            <Badge color="orange" size="lg" leftSection={<IconAlertTriangle size={16} />}>
              {t('home.notEnrolled')}
            </Badge>
          )}
        </Group>
        {settings.required && (
          <Alert color="orange" icon={<IconAlertTriangle />}>
            {t('home.required')}
          </Alert>
        )}
        <Group>
          <Button component={Link} to={paths.FaceEnrollment} leftSection={<IconFaceId size={18} />}>
            {enrolled ? t('home.again') : t('home.start')}
          </Button>
        </Group>
      </Stack>
    </PageContainer>
  );
}
