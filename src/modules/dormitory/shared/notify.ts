import { notifications } from '@mantine/notifications';

const ID = 'dormitory-message';

/** A short success message of the module (modules.md 8); the newest replaces the one on screen. */
export function notify(message: string, color: 'green' | 'gray' = 'green'): void {
  notifications.hide(ID);
  notifications.show({ id: ID, color, message, autoClose: 4000, withCloseButton: true });
}
