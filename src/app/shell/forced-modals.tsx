import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionActor, useSessionSelector } from '@/session/session-provider';
import { ForcedMessagesModal } from './forced-messages-modal';
import { usePasswordExpired } from './use-password-expired';

// The password change (its form, strength meter and rules) loads only when the server asks for it.
const PasswordChangeModal = lazy(async () => ({
  default: (await import('./password-change-modal')).PasswordChangeModal,
}));

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
    notifications.show({
      id: 'password-changed',
      color: 'green',
      title: t('password.successTitle'),
      message: t('password.success'),
    });
    void queryClient.invalidateQueries();
  };

  if (forced || expired) {
    return (
      <Suspense fallback={null}>
        {forced ? (
          <PasswordChangeModal
            reason="forced"
            onChanged={changed(() => {
              session.send({ type: 'user.passwordChanged' });
              clear();
            })}
          />
        ) : (
          <PasswordChangeModal reason="expired" onChanged={changed(clear)} />
        )}
      </Suspense>
    );
  }
  return <ForcedMessagesModal />;
}
