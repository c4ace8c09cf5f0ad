import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowBack } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '@/api/api-error';
import { useGetMyFeedback } from '@/api/generated/rest/hooks/feedbacks/feedbacks';
import { paths } from '@/lib/paths';
import { LoadingIndicator } from '@/ui/loading-indicator';
import { PageContainer } from '@/ui/page-container';
import { useFormatters } from '@/ui/use-formatters';
import { FeedbackStatus } from './feedback-status';

/** /user/feedbacks/{id}: one feedback, as sent, with the university's answer when there is one. */
export default function FeedbackPage() {
  const { t } = useTranslation('account');
  const f = useFormatters();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useGetMyFeedback(valid ? id : 0, {
    query: { enabled: valid, retry: false },
    request: { suppressToast: true },
  });
  const back = (
    <Button
      component={Link}
      to={paths.UserFeedbacks}
      variant="subtle"
      size="xs"
      leftSection={<IconArrowBack size={16} />}
    >
      {t('feedbacks.back')}
    </Button>
  );
  const notFound = !valid || (query.isError && isApiError(query.error) && query.error.status === 404);

  let body;
  if (notFound) {
    body = (
      <Alert color="yellow" data-testid="feedback-not-found">
        {t('feedbacks.notFound')}
      </Alert>
    );
  } else if (query.isPending || query.isError) {
    body = (
      <LoadingIndicator
        failed={query.isError}
        failureText={t('feedbacks.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    const fb = query.data.payload;
    body = (
      <Stack gap="md" data-testid="feedback-view">
        <Group justify="space-between">
          <Title order={2} size="h4" dir="auto">
            {fb.subject}
          </Title>
          <FeedbackStatus status={fb.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {t('feedbacks.sentOn', { date: f.jalali(fb.createdDate) })}
        </Text>
        <Text style={{ whiteSpace: 'pre-wrap' }} dir="auto">
          {fb.description}
        </Text>
        {fb.reply ? (
          <Paper withBorder p="md" radius="md" bg="var(--mantine-color-teal-light)" data-testid="feedback-reply">
            <Text fw={600} size="sm" mb={4}>
              {t('feedbacks.reply')}
              {fb.replyDate ? ` (${f.jalali(fb.replyDate)})` : ''}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }} dir="auto">
              {fb.reply}
            </Text>
          </Paper>
        ) : (
          <Text size="sm" c="dimmed">
            {t('feedbacks.noReply')}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <PageContainer title={t('feedbacks.title')} sideButton={back} data-testid="feedback-page">
      {body}
    </PageContainer>
  );
}
