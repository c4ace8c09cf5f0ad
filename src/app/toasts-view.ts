// The toasts' view and its styles, one lazy chunk (issue 20): nothing of it loads before the first toast.
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';

export { Notifications } from '@mantine/notifications';
