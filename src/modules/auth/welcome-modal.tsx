import { Alert, Loader, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconAlertCircle, IconBuildingBank, IconSchool } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { restErrorMessage, type AuthMessage } from '@machines/login-errors';
import { universityBaseUrl } from '@/api/endpoints';
import { AppModal } from '@/ui/app-modal';
import { authClasses as classes } from './auth-layout';
import { fetchManagementLoginToken } from './auth-api';
import { managementLoginUrl } from './post-login';
import { useAuthMessage } from './use-auth-message';
import { safeNavigationTarget } from '@/lib/safe-url';

/** Leaves the app for the management view (a seam for tests, where jsdom cannot navigate). */
export const externalNavigation = { assign: (url: string) => window.location.assign(url) };

function Choice({
  icon,
  title,
  hint,
  onClick,
  busy,
  disabled,
  testId,
}: {
  icon: ReactNode;
  title: string;
  hint: string;
  onClick: () => void;
  busy?: boolean;
  disabled?: boolean;
  testId: string;
}) {
  return (
    <UnstyledButton
      className={classes.choice}
      onClick={onClick}
      disabled={disabled}
      data-testid={testId}
      aria-busy={busy}
    >
      <ThemeIcon size={48} radius="md" variant="light" color="darkTeal">
        {icon}
      </ThemeIcon>
      <span style={{ flex: 1 }}>
        <Text fw={700}>{title}</Text>
        <Text fz="sm" c="dimmed">
          {hint}
        </Text>
      </span>
      {busy && <Loader size="sm" aria-hidden />}
    </UnstyledButton>
  );
}

export interface WelcomeModalProps {
  opened: boolean;
  /** "Welcome, {name}" of the login machine, shown as the modal's lead. */
  greeting: string | null;
  /** Student login: go to the post-login target. Closing the modal counts as this choice. */
  onStudent: () => void;
}

/**
 * platform.md 2.5: a management user chooses between the student portal and the old management
 * view. "Management login" fetches a login token (GET /rest/users/me/login-token) and leaves for
 * the management view with it (see managementLoginUrl for the assumed address).
 */
export function WelcomeModal({ opened, greeting, onStudent }: WelcomeModalProps) {
  const { t } = useTranslation(['auth', 'common']);
  const message = useAuthMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AuthMessage | null>(null);

  const management = async () => {
    setBusy(true);
    setError(null);
    try {
      const token = await fetchManagementLoginToken();
      // Only an http(s) address or a path of this site is followed.
      const target = safeNavigationTarget(managementLoginUrl(universityBaseUrl(), token), window.location.origin);
      if (!target) throw new Error('The management address is not an http(s) URL');
      externalNavigation.assign(target);
    } catch (e) {
      setError(restErrorMessage(e));
      setBusy(false);
    }
  };

  return (
    <AppModal
      opened={opened}
      onClose={() => {
        if (!busy) onStudent();
      }}
      title={t('auth:welcomeModal.title')}
      size="md"
      closeOnClickOutside={false}
    >
      <Stack gap="md">
        <Text>
          {greeting && (
            <Text span fw={700} display="block">
              {greeting}
            </Text>
          )}
          {t('auth:welcomeModal.description')}
        </Text>
        <Choice
          icon={<IconSchool size={26} />}
          title={t('auth:welcomeModal.student')}
          hint={t('auth:welcomeModal.studentHint')}
          onClick={onStudent}
          disabled={busy}
          testId="welcome-student"
        />
        <Choice
          icon={<IconBuildingBank size={26} />}
          title={t('auth:welcomeModal.management')}
          hint={t('auth:welcomeModal.managementHint')}
          onClick={() => void management()}
          busy={busy}
          disabled={busy}
          testId="welcome-management"
        />
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            {message(error)}
          </Alert>
        )}
      </Stack>
    </AppModal>
  );
}
