import { notifications } from '@mantine/notifications';
import { isApiError } from '@/api/api-error';

export type HelpdeskFailure = 'upload' | 'create' | 'reply' | 'close' | 'cancel';

/** The translation key for a failed helpdesk call: the 15 s timeout and a lost connection say so plainly. */
export function failureKey(
  error: unknown,
  fallback: HelpdeskFailure,
): `errors.${HelpdeskFailure | 'timeout' | 'connection'}` {
  if (isApiError(error) && error.kind === 'timeout') return 'errors.timeout';
  if (isApiError(error) && error.kind === 'network') return 'errors.connection';
  return `errors.${fallback}`;
}

/** Helpdesk failures show for 3 s (modules.md 8); successes too. */
export function toast(message: string, color: 'red' | 'green' = 'red'): void {
  notifications.show({ color, message, autoClose: 3000, withCloseButton: true });
}
