import { lazy, Suspense, useState } from 'react';
import { isApiError } from '@/api/api-error';
import { useListInboxMessages } from '@/api/generated/rest/hooks/messages/messages';
import type { Message } from '@/api/generated/rest/model';

/** One page of the inbox is read for forced messages; they are the newest, so 100 is plenty. */
export const FORCED_INBOX_PARAMS = { page: 0, size: 100 } as const;

/** Unread force-read messages (platform.md 3, 4), oldest first: the order they were sent in. */
export function pendingForcedMessages(
  messages: readonly Message[],
  alreadyMarked: ReadonlySet<number> = new Set(),
): Message[] {
  return messages.filter((m) => m.forceRead && !m.read && !alreadyMarked.has(m.id)).reverse();
}

/** 4xx answers are final (a 403 of an expired password must not be retried twice before it shows). */
const retryServerErrors = (count: number, error: unknown) =>
  count < 2 && !(isApiError(error) && error.status !== null && error.status < 500);

// The dialog (the HTML sanitiser, attachments, Mantine's modal) loads only when a forced message
// waits, not with every signed-in page.
const ForcedMessageDialog = lazy(async () => ({
  default: (await import('./forced-message-dialog')).ForcedMessageDialog,
}));

/** platform.md 2.9, 4: the unread force-read messages, one at a time, in a blocking dialog. */
export function ForcedMessagesModal() {
  const inbox = useListInboxMessages(FORCED_INBOX_PARAMS, { query: { retry: retryServerErrors } });
  const [marked, setMarked] = useState<ReadonlySet<number>>(new Set());
  const pending = pendingForcedMessages(inbox.data?.payload?.content ?? [], marked);
  const current = pending[0];
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <ForcedMessageDialog
        current={current}
        total={pending.length}
        refreshing={inbox.isFetching}
        onMarked={(id) => setMarked((prev) => new Set(prev).add(id))}
      />
    </Suspense>
  );
}
