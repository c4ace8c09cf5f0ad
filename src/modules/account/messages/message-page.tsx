import { ActionIcon, Alert, Button, Divider, Group, Stack, Text, Title, useDirection } from '@mantine/core';
import { IconAlertCircle, IconDownload, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '@/api/api-error';
import { downloadFile } from '@/api/generated/rest/hooks/content/content';
import {
  getListInboxMessagesQueryKey,
  getListOutboxMessagesQueryKey,
  useDeleteMessage,
  useGetMessage,
  useMarkMessageRead,
} from '@/api/generated/rest/hooks/messages/messages';
import { decodeBase64Or } from '@/lib/base64';
import { localizeDigits } from '@/lib/digits';
import { paths } from '@/lib/paths';
import { AppModal } from '@/ui/app-modal';
import { LoadingIndicator } from '@/ui/loading-indicator';
import { PageContainer } from '@/ui/page-container';
import { directionalChevrons } from '@/ui/directional-chevrons';
import { SanitizedHtml } from '@/ui/sanitized-html';
import { saveDownload } from '@/ui/save-download';
import { useLanguage } from '@/ui/use-language';
import { messageDate } from './message-format';

function Attachment({ id, index }: { id: number; index: number }) {
  const { t } = useTranslation('account');
  const lng = useLanguage();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <Stack gap={2}>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconDownload size={14} />}
        loading={busy}
        onClick={() => {
          setBusy(true);
          setFailed(false);
          downloadFile(id)
            .then((blob) => saveDownload(blob, `attachment-${id}`))
            .catch(() => setFailed(true))
            .finally(() => setBusy(false));
        }}
      >
        {t('messages.attachment', { index: localizeDigits(index + 1, lng) })}
      </Button>
      {failed && (
        <Text size="xs" c="var(--mantine-color-red-text)" role="alert">
          {t('messages.downloadFailed')}
        </Text>
      )}
    </Stack>
  );
}

/** /user/messages/{id}: the sanitised body, attachments through the transport, marked read on open, delete. */
export default function MessagePage() {
  const { t } = useTranslation('account');
  const lng = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { id: rawId } = useParams();
  const [search] = useSearchParams();
  const box = search.get('box') === 'outbox' ? 'outbox' : 'inbox';
  const id = Number(rawId);
  const valid = Number.isInteger(id) && id > 0;
  const query = useGetMessage(id, { query: { enabled: valid, retry: false }, request: { suppressToast: true } });
  const markRead = useMarkMessageRead({ request: { suppressToast: true } });
  const remove = useDeleteMessage({ request: { suppressToast: true } });
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const marked = useRef(false);
  const message = query.data?.payload;
  const { Previous } = directionalChevrons(useDirection().dir);
  const back = `${paths.UserMessages}${box === 'outbox' ? '?box=outbox' : ''}`;

  // Opening an unread message reads it (platform.md 7: PUT marks read); once per visit.
  useEffect(() => {
    if (!message || message.read || marked.current) return;
    marked.current = true;
    markRead.mutate(
      { id: message.id },
      { onSuccess: () => void queryClient.invalidateQueries({ queryKey: getListInboxMessagesQueryKey() }) },
    );
  }, [message, markRead, queryClient]);

  const backButton = (
    <ActionIcon variant="subtle" onClick={() => void navigate(back)} aria-label={t('messages.back')}>
      <Previous size={20} aria-hidden />
    </ActionIcon>
  );

  if (!valid || (query.isError && isApiError(query.error) && query.error.status === 404)) {
    return (
      <PageContainer title={t('messages.title')} sideButton={backButton}>
        <Text c="dimmed" ta="center" py="xl" data-testid="message-not-found">
          {t('messages.notFound')}
        </Text>
      </PageContainer>
    );
  }
  if (!message) {
    return (
      <PageContainer title={t('messages.title')} sideButton={backButton}>
        <LoadingIndicator
          failed={query.isError}
          failureText={t('messages.loadFailed')}
          onRetry={() => void query.refetch()}
        />
      </PageContainer>
    );
  }

  const confirmDelete = async () => {
    setDeleteError(null);
    try {
      await remove.mutateAsync({ id: message.id });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getListInboxMessagesQueryKey() }),
        queryClient.invalidateQueries({ queryKey: getListOutboxMessagesQueryKey() }),
      ]);
      setConfirming(false);
      void navigate(back, { replace: true });
    } catch (error) {
      setDeleteError(isApiError(error) && error.hasServerMessage ? error.messageFa : t('messages.deleteFailed'));
    }
  };

  const date = messageDate(message.message.date, lng);
  const files = message.message.fileInfoIds ?? [];
  return (
    <PageContainer
      title={t('messages.title')}
      sideButton={backButton}
      leftButton={
        <Button
          size="xs"
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} />}
          onClick={() => setConfirming(true)}
        >
          {t('messages.delete')}
        </Button>
      }
      data-testid="message-page"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h4" dir="auto" data-testid="message-subject">
            {message.message.subject}
          </Title>
          {date && (
            <Text size="sm" c="dimmed">
              {date}
            </Text>
          )}
        </Group>
        <Divider />
        <SanitizedHtml
          html={decodeBase64Or(message.message.body)}
          variant="rich"
          dir="auto"
          data-testid="message-body"
        />
        {files.length > 0 && (
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              {t('messages.attachments')}
            </Text>
            <Group gap="xs" align="flex-start">
              {files.map((f, i) => (
                <Attachment key={f} id={f} index={i} />
              ))}
            </Group>
          </Stack>
        )}
      </Stack>
      <AppModal opened={confirming} onClose={() => setConfirming(false)} title={t('messages.deleteTitle')} size="sm">
        <Stack>
          <Text>{t('messages.deleteConfirm')}</Text>
          {deleteError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {deleteError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('messages.cancel')}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => void confirmDelete()}>
              {t('messages.delete')}
            </Button>
          </Group>
        </Stack>
      </AppModal>
    </PageContainer>
  );
}
