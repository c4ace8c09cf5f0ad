// The toasts' view, one lazy chunk: nothing of it (its styles come with its script) loads before the first toast.

export { Notifications } from '@mantine/notifications';
