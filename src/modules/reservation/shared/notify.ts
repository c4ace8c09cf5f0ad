import { notifications } from '@mantine/notifications';

const ID = 'reservation-message';

/**
 * A short message of the module ("teammate added", "added to cart"...). The newest replaces the one
 * on screen instead of queueing behind it (the app shows one notification at a time).
 */
export function notify(message: string, color: 'green' | 'gray' = 'green'): void {
  notifications.hide(ID);
  notifications.show({ id: ID, color, message, autoClose: 4000, withCloseButton: true });
}
