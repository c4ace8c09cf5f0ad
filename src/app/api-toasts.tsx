import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { onAppEvent } from '@/api/app-events';

/**
 * Shows the transport's error toasts (platform.md 8): top of the page, titled "error in executing
 * the action", one at a time (a fixed id replaces the previous one), dismissed by a click.
 */
export function ApiToasts() {
  const { t } = useTranslation(['common', 'api']);
  useEffect(
    () =>
      onAppEvent('api.toast', (toast) => {
        notifications.hide('api-error');
        notifications.show({
          id: 'api-error',
          color: 'red',
          title: t(toast.titleKey),
          message: toast.messageKey ? t(toast.messageKey) : toast.message,
          autoClose: 6000,
          withCloseButton: true,
          onClick: () => notifications.hide('api-error'),
          style: { cursor: 'pointer' },
        });
      }),
    [t],
  );
  return null;
}
