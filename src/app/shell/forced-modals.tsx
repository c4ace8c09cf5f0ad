import { Alert, Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLockExclamation, IconLogout } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SESSION_MESSAGES } from '@machines/session.machine';
import { useSessionActor, useSessionSelector } from '@/session/session-provider';
import { AppModal } from '@/ui/app-modal';
import { ForcedMessagesModal } from './forced-messages-modal';
import { PasswordChangeForm } from '@/ui/password-change-form';
import { usePasswordExpired } from './use-password-expired';

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
      opened
      onClose={() => {}}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
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
          <Button variant="subtle" color="gray" leftSection={<IconLogout size={16} />} onClick={() => session.send({ type: 'user.logout' })}>
            {t('shell:userMenu.logout')}
          </Button>
        }
      />
    </AppModal>
  );
}

/**
 * The blocking modals of platform.md 2.9, one at a time, most urgent first: the forced password
 * change (session state signedIn.access.forcedPasswordChange), the expired password (a call answered
 * 403 USER_PASSWORD_EXPIRED), then unread force-read messages. After a password change every query
 * runs again (those that failed with 403 now succeed), which also brings the forced messages.
 */
export function ForcedModalsHost() {
  const { t } = useTranslation('shell');
  const session = useSessionActor();
  const queryClient = useQueryClient();
  const forced = useSessionSelector((s) => s.matches({ signedIn: { access: 'forcedPasswordChange' } }));
  const { expired, clear } = usePasswordExpired();

  const changed = (after: () => void) => () => {
    after();
    notifications.show({ id: 'password-changed', color: 'green', title: t('password.successTitle'), message: t('password.success') });
    void queryClient.invalidateQueries();
  };

  if (forced) return <PasswordChangeModal reason="forced" onChanged={changed(() => {
          session.send({ type: 'user.passwordChanged' });
          clear();
        })} />;
  if (expired) return <PasswordChangeModal reason="expired" onChanged={changed(clear)} />;
  return <ForcedMessagesModal />;
}
