import { Badge, Button, Group, Stack, Tabs, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInbox, IconMail, IconMailOpened, IconPencil, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useListInboxMessages, useListOutboxMessages } from '@/api/generated/rest/hooks/messages/messages';
import type { Message } from '@/api/generated/rest/model';
import { paths } from '@/lib/paths';
import { LoadingIndicator } from '@/ui/loading-indicator';
import { PageContainer } from '@/ui/page-container';
import { Pager } from '@/ui/pager';
import { useLanguage } from '@/ui/use-language';
import { ComposeMessageModal } from './compose-message-modal';
import { MESSAGES_PAGE_SIZE, messageDate, pageFromQuery, type MessageBox } from './message-format';

function MessageRow({ message, box }: { message: Message; box: MessageBox }) {
  const { t } = useTranslation('account');
  const lng = useLanguage();
  const unread = box === 'inbox' && !message.read;
  const date = messageDate(message.message.date, lng);
  return (
    <UnstyledButton
      component={Link}
      to={`${paths.UserMessages}/${message.id}?box=${box}`}
      p="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)', display: 'block' }}
      data-testid="message-row"
      data-unread={unread}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          {unread ? (
            <IconMail size={18} aria-hidden color="var(--mantine-color-blue-text)" />
          ) : (
            <IconMailOpened size={18} aria-hidden />
          )}
          <Text fw={unread ? 700 : 400} truncate dir="auto">
            {message.message.subject}
          </Text>
          {unread && (
            <Badge size="xs" variant="light">
              {t('messages.unread')}
            </Badge>
          )}
        </Group>
        {date && (
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {date}
          </Text>
        )}
      </Group>
    </UnstyledButton>
  );
}

function MessageList({ box, page, onPage }: { box: MessageBox; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('account');
  const params = { page, size: MESSAGES_PAGE_SIZE };
  const inbox = useListInboxMessages(params, { query: { enabled: box === 'inbox' } });
  const outbox = useListOutboxMessages(params, { query: { enabled: box === 'outbox' } });
  const query = box === 'inbox' ? inbox : outbox;
  if (query.isPending || query.isError) {
    return (
      <LoadingIndicator
        failed={query.isError}
        error={query.error}
        failureText={t('messages.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const content = query.data.payload?.content ?? [];
  const total = query.data.payload?.totalElements ?? 0;
  if (!content.length) {
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="messages-empty">
        {t(box === 'inbox' ? 'messages.emptyInbox' : 'messages.emptyOutbox')}
      </Text>
    );
  }
  return (
    <Pager page={page + 1} total={Math.ceil(total / MESSAGES_PAGE_SIZE)} onChange={(p) => onPage(p - 1)}>
      <Stack gap={0} data-testid="message-list">
        {content.map((m) => (
          <MessageRow key={m.id} message={m} box={box} />
        ))}
      </Stack>
    </Pager>
  );
}

/** /user/messages: inbox and outbox, paged (the page and the box live in the address), compose. */
export default function MessagesPage() {
  const { t } = useTranslation('account');
  const [params, setParams] = useSearchParams();
  const box: MessageBox = params.get('box') === 'outbox' ? 'outbox' : 'inbox';
  const page = pageFromQuery(params.get('page'));
  const [composing, setComposing] = useState(false);
  return (
    <PageContainer
      title={t('messages.title')}
      leftButton={
        <Button size="xs" leftSection={<IconPencil size={16} />} onClick={() => setComposing(true)}>
          {t('messages.compose.open')}
        </Button>
      }
      data-testid="messages-page"
    >
      <Tabs value={box} onChange={(v) => setParams(v === 'outbox' ? { box: 'outbox' } : {}, { replace: true })}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="inbox" leftSection={<IconInbox size={16} aria-hidden />}>
            {t('messages.inbox')}
          </Tabs.Tab>
          <Tabs.Tab value="outbox" leftSection={<IconSend size={16} aria-hidden />}>
            {t('messages.outbox')}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <MessageList
        box={box}
        page={page}
        onPage={(p) => setParams({ ...(box === 'outbox' ? { box } : {}), page: String(p + 1) }, { replace: true })}
      />
      <ComposeMessageModal
        opened={composing}
        onClose={() => setComposing(false)}
        onSent={() => {
          setComposing(false);
          notifications.show({ color: 'teal', message: t('messages.compose.sent') });
          setParams({ box: 'outbox' }, { replace: true });
        }}
      />
    </PageContainer>
  );
}
