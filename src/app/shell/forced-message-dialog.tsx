import { Alert, Badge, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconDownload, IconMailExclamation } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '@/api/generated/rest/hooks/content/content';
import { getListInboxMessagesQueryKey, useMarkMessageRead } from '@/api/generated/rest/hooks/messages/messages';
import type { Message } from '@/api/generated/rest/model';
import { decodeBase64Or } from '@/lib/base64';
import { localizeDigits } from '@/lib/digits';
import { formatJalali } from '@/lib/jalali';
import { SanitizedHtml } from '@/ui/sanitized-html';
import { AppModal, BLOCKING_MODAL } from '@/ui/app-modal';
import { saveDownload } from '@/ui/save-download';
import { useLanguage } from '@/ui/use-language';

async function downloadAttachment(id: number): Promise<void> {
  // A File when the server names it (Content-Disposition, read by the mutator), else a bare Blob.
  saveDownload(await downloadFile(id), `attachment-${id}`);
}

function Attachments({ ids }: { ids: readonly number[] }) {
  const { t } = useTranslation('shell');
  const lng = useLanguage();
  const [busy, setBusy] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  if (!ids.length) return null;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {t('forcedMessage.attachments')}
      </Text>
      <Group gap="xs">
        {ids.map((id, index) => (
          <Button
            key={id}
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} />}
            loading={busy === id}
            onClick={() => {
              setBusy(id);
              setFailed(false);
              downloadAttachment(id)
                .catch(() => setFailed(true))
                .finally(() => setBusy(null));
            }}
          >
            {t('forcedMessage.attachment', { index: localizeDigits(index + 1, lng) })}
          </Button>
        ))}
      </Group>
      {failed && (
        <Text size="xs" c="var(--mantine-color-red-text)" role="alert">
          {t('forcedMessage.downloadFailed')}
        </Text>
      )}
    </Stack>
  );
}

export interface ForcedMessageDialogProps {
  /** The oldest unread force-read message. */
  current: Message;
  /** How many are waiting, this one included. */
  total: number;
  /** The inbox is being read again (after a mark). */
  refreshing: boolean;
  onMarked: (id: number) => void;
}

/**
 * platform.md 2.9, 4: "unread force-read messages block the UI in an uncloseable modal; marking one
 * read refreshes; the modal closes when none remain". No close button, no Escape, no outside click.
 */
export function ForcedMessageDialog({ current, total, refreshing, onMarked }: ForcedMessageDialogProps) {
  const { t } = useTranslation('shell');
  const lng = useLanguage();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  const markRead = useMarkMessageRead({ request: { suppressToast: true } });

  const body = decodeBase64Or(current.message.body);
  let date: string | null = null;
  try {
    date = current.message.date ? formatJalali(current.message.date, lng) : null;
  } catch {
    date = null;
  }

  const confirm = async () => {
    setFailed(false);
    try {
      await markRead.mutateAsync({ id: current.id });
      onMarked(current.id);
      await queryClient.invalidateQueries({ queryKey: getListInboxMessagesQueryKey() });
    } catch {
      setFailed(true);
    }
  };

  return (
    <AppModal
      {...BLOCKING_MODAL}
      size="lg"
      title={
        <Group gap="xs" wrap="nowrap">
          <IconMailExclamation size={22} color="var(--mantine-color-orange-text)" aria-hidden />
          <span dir="auto">{current.message.subject}</span>
        </Group>
      }
      data-testid="forced-message-modal"
    >
      <Stack gap="md">
        <Group gap="xs">
          <Badge color="orange" variant="light">
            {t('forcedMessage.badge')}
          </Badge>
          {total > 1 && (
            <Badge color="gray" variant="light">
              {t('forcedMessage.counter', { index: localizeDigits(1, lng), total: localizeDigits(total, lng) })}
            </Badge>
          )}
          {date && (
            <Text size="xs" c="dimmed">
              {date}
            </Text>
          )}
        </Group>
        <SanitizedHtml html={body} variant="rich" dir="auto" data-testid="forced-message-body" />
        <Attachments ids={current.message.fileInfoIds ?? []} />
        <Divider />
        <Text size="sm" c="dimmed">
          {t('forcedMessage.hint')}
        </Text>
        {failed && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {t('forcedMessage.markFailed')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            leftSection={<IconCheck size={18} />}
            onClick={() => void confirm()}
            loading={markRead.isPending || refreshing}
          >
            {t('forcedMessage.markRead')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
