import { Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useListMyFeedbacks } from '@/api/generated/rest/hooks/feedbacks/feedbacks';
import { paths } from '@/lib/paths';
import { LoadingIndicator } from '@/ui/loading-indicator';
import { PageContainer } from '@/ui/page-container';
import { Pager } from '@/ui/pager';
import { useFormatters } from '@/ui/use-formatters';
import { pageFromQuery } from '../messages/message-format';
import { FeedbackFormModal } from './feedback-form-modal';
import { FEEDBACKS_PAGE_SIZE } from './feedback-rules';
import { FeedbackStatus } from './feedback-status';

/** /user/feedbacks: the user's feedbacks, newest first and paged (page in the address), and a new one. */
export default function FeedbacksPage() {
  const { t } = useTranslation('account');
  const f = useFormatters();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = pageFromQuery(params.get('page'));
  const [writing, setWriting] = useState(false);
  const query = useListMyFeedbacks({ page, size: FEEDBACKS_PAGE_SIZE });

  let body;
  if (query.isPending || query.isError) {
    body = (
      <LoadingIndicator
        failed={query.isError}
        failureText={t('feedbacks.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!query.data.payload.content.length) {
    body = (
      <Text c="dimmed" ta="center" py="xl" data-testid="feedbacks-empty">
        {t('feedbacks.empty')}
      </Text>
    );
  } else {
    const total = query.data.payload.totalElements ?? 0;
    body = (
      <Pager
        page={page + 1}
        total={Math.max(1, Math.ceil(total / FEEDBACKS_PAGE_SIZE))}
        onChange={(p) => setParams(p > 1 ? { page: String(p) } : {}, { replace: true })}
      >
        <Stack gap={0} data-testid="feedback-list">
          {query.data.payload.content.map((fb) => (
            <UnstyledButton
              key={fb.id}
              component={Link}
              to={`${paths.UserFeedbacks}/${fb.id}`}
              p="sm"
              style={{ borderBottom: '1px solid var(--mantine-color-default-border)', display: 'block' }}
              data-testid="feedback-row"
            >
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Text fw={600} truncate dir="auto">
                  {fb.subject}
                </Text>
                <Group gap="xs" wrap="nowrap">
                  <Text size="xs" c="dimmed">
                    {f.jalali(fb.createdDate)}
                  </Text>
                  <FeedbackStatus status={fb.status} />
                </Group>
              </Group>
            </UnstyledButton>
          ))}
        </Stack>
      </Pager>
    );
  }

  return (
    <PageContainer
      title={t('feedbacks.title')}
      leftButton={
        <Button size="xs" leftSection={<IconPencil size={16} />} onClick={() => setWriting(true)}>
          {t('feedbacks.new')}
        </Button>
      }
      data-testid="feedbacks-page"
    >
      {body}
      <FeedbackFormModal
        opened={writing}
        onClose={() => setWriting(false)}
        onSent={(id) => {
          setWriting(false);
          notifications.show({ color: 'teal', message: t('feedbacks.sent') });
          void navigate(`${paths.UserFeedbacks}/${id}`);
        }}
      />
    </PageContainer>
  );
}
