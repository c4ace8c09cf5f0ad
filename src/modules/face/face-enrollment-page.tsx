import { Alert, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { FACE_TIMINGS } from '@machines/face-capture.machine';
import { localizeDigits } from '@/lib/digits';
import { paths } from '@/lib/paths';
import { FaceCaptureView } from '@/ui/face-capture/face-capture-view';
import { PageContainer } from '@/ui/page-container';
import { useLanguage } from '@/ui/use-language';
import { useFaceSettings } from './face-settings';

/** platform.md 9: after success, home after 1 s. */
export const RETURN_HOME_MS = 1000;
/** platform.md 4: the forced-enrollment warning shows 4 s. */
export const FORCED_WARNING_MS = 4000;

/** /face/enrollment (platform.md 2.10): description, then the capture of the university's type. */
export function FaceEnrollmentPage() {
  const { t } = useTranslation('face');
  const navigate = useNavigate();
  const settings = useFaceSettings();
  const lng = useLanguage();
  const [done, setDone] = useState(false);

  // The forced redirect brought the user here: say why, for 4 s (once per visit of the page).
  const warned = useRef(false);
  useEffect(() => {
    if (!settings.required || warned.current) return;
    warned.current = true;
    notifications.show({
      id: 'face-forced',
      color: 'orange',
      message: t('enrollment.forced'),
      autoClose: FORCED_WARNING_MS,
      withCloseButton: true,
    });
  }, [settings.required, t]);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate(paths.Home, { replace: true }), RETURN_HOME_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  if (!settings.enabled) return <Navigate to={paths.Home} replace />;

  return (
    <PageContainer title={t('enrollment.title')} data-testid="face-enrollment-page">
      <Stack gap="md">
        {settings.required && (
          <Alert color="orange" icon={<IconAlertTriangle />} data-testid="face-forced">
            {t('enrollment.forced')}
          </Alert>
        )}
        <Text>{t('enrollment.description')}</Text>
        <Text size="sm" c="dimmed">
          {settings.mode === 'video'
            ? t('home.videoHint', { seconds: localizeDigits(FACE_TIMINGS.videoMs / 1000, lng) })
            : t('home.photoHint')}
        </Text>
        {!settings.mayCapture ? (
          <Alert color="red" icon={<IconAlertTriangle />} role="alert">
            {t('errors.profilePermission')}
          </Alert>
        ) : settings.profile?.username ? (
          <FaceCaptureView
            mode={settings.mode}
            identity={{ id: settings.profile.id, username: settings.profile.username }}
            onEnrolled={() => setDone(true)}
          />
        ) : null}
        {done && (
          <Alert color="blue" icon={<IconInfoCircle />} role="status">
            {t('enrollment.redirecting')}
          </Alert>
        )}
      </Stack>
    </PageContainer>
  );
}
