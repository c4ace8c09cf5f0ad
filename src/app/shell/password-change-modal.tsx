import { Alert, Button } from '@mantine/core';
import { IconLockExclamation, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SESSION_MESSAGES } from '@machines/session.machine';
import { useSessionActor } from '@/session/session-provider';
import { AppModal, BLOCKING_MODAL } from '@/ui/app-modal';
import { PasswordChangeForm } from '@/ui/password-change-form';

export interface PasswordChangeModalProps {
  /** `forced`: the server demands a change (403 USER_FORCE_CHANGE_PASSWORD); `expired`: 403 USER_PASSWORD_EXPIRED. */
  reason: 'forced' | 'expired';
  onChanged: () => void;
}

/** A blocking password change: no close button, no Escape, no outside click; logout stays possible. */
export function PasswordChangeModal({ reason, onChanged }: PasswordChangeModalProps) {
  const { t } = useTranslation(['shell', 'auth']);
  const session = useSessionActor();
  return (
    <AppModal
      {...BLOCKING_MODAL}
      size="md"
      title={reason === 'forced' ? t('auth:forcedPasswordChange.title') : t('shell:password.expiredTitle')}
      data-testid={`${reason}-password-modal`}
    >
      <Alert color="orange" variant="light" icon={<IconLockExclamation size={20} />} mb="md">
        {reason === 'forced' ? t(SESSION_MESSAGES.forcedPasswordChange) : t('shell:password.expiredDescription')}
      </Alert>
      <PasswordChangeForm
        onChanged={onChanged}
        extraActions={
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconLogout size={16} />}
            onClick={() => session.send({ type: 'user.logout' })}
          >
            {t('shell:userMenu.logout')}
          </Button>
        }
      />
    </AppModal>
  );
}
