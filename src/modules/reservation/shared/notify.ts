import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

const ID = 'reservation-message';

/**
 * A short message of the module ("teammate added", "added to cart"...). The newest replaces the one
 * on screen instead of queueing behind it (the app shows one notification at a time).
 */
export function notify(message: string, color: 'green' | 'gray' = 'green'): void {
  notifications.hide(ID);
  notifications.show({ id: ID, color, message, autoClose: 4000, withCloseButton: true });
}

/** The same message slot with a node of its own (a message with an action, such as undo). */
export function notifyNode(message: ReactNode, color: 'green' | 'gray' = 'green', autoClose = 8000): void {
  notifications.hide(ID);
  notifications.show({ id: ID, color, message, autoClose, withCloseButton: true });
}

export function hideNotice(): void {
  notifications.hide(ID);
}
