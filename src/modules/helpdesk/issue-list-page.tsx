import { Alert, Badge, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HELPDESK_PAGE_SIZE } from '@/lib/helpdesk-conventions';
import { paths } from '@/lib/paths';
import { failureMessageKey } from '@/ui/loading-indicator';
import { PageContainer } from '@/ui/page-container';
import { Pager } from '@/ui/pager';
import { useMyIssues, type StatusFilter } from './helpdesk-queries';
import { issuePath } from './issue-path';
import { SegmentedChoice } from '@/ui/segmented-choice';
import { StatusBadge } from './status-badge';
import { hasUnreadReply } from './unread';
import { useHelpdeskFormat } from './use-dates';

/** /helpdesk/issues: the student's requests, newest first, 100 a page, with a status filter (modules.md 2.7). */
export function IssueListPage() {
  const { t } = useTranslation('helpdesk');
  const { t: ta } = useTranslation('api');
  const { date, digits } = useHelpdeskFormat();
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const list = useMyIssues(filter, page);
  const told = failureMessageKey(list.error);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total_count / HELPDESK_PAGE_SIZE)) : 1;
  return (
    <PageContainer
      title={t('list.title')}
      leftButton={
        <Button
          component={Link}
          to={paths.HelpdeskCreateIssue}
          leftSection={<IconPlus size={16} aria-hidden />}
          size="xs"
        >
          {t('list.new')}
        </Button>
      }
      data-testid="helpdesk-issues"
    >
      <Stack>
        <SegmentedChoice
          aria-label={t('list.filter')}
          value={filter}
          onChange={(v) => {
            setFilter(v as StatusFilter);
            setPage(1);
          }}
          data={[
            { value: 'all', label: t('list.all') },
            { value: 'open', label: t('list.open') },
            { value: 'closed', label: t('list.closed') },
          ]}
        />
        {list.isPending ? (
          <Group justify="center">
            <Loader aria-label={t('list.title')} />
          </Group>
        ) : list.isError ? (
          <Alert color="red" title={t('list.loadError')} role="alert">
            {told ? (
              <Text size="sm" mb="xs">
                {ta(told)}
              </Text>
            ) : null}
            <Button variant="light" onClick={() => void list.refetch()}>
              {t('list.retry')}
            </Button>
          </Alert>
        ) : list.data.issues.length === 0 ? (
          <Text c="dimmed">{t('list.empty')}</Text>
        ) : (
          <Pager page={page} total={pages} onChange={setPage}>
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {list.data.issues.map((issue) => (
                <Card key={issue.id} component="li" withBorder padding="sm" data-testid="helpdesk-issue-row">
                  <Group justify="space-between" wrap="nowrap">
                    <Stack gap={2}>
                      <Text component={Link} to={issuePath(issue.id)} fw={600}>
                        {issue.subject}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('list.number', { id: digits(issue.id) })} ·{' '}
                        {t('list.created', { date: date(issue.created_on) })}
                        {issue.category ? ` · ${issue.category.name}` : ''}
                      </Text>
                    </Stack>
                    <Group gap="xs" wrap="nowrap">
                      {hasUnreadReply(issue) ? (
                        <Badge color="red" variant="filled">
                          {t('list.newReply')}
                        </Badge>
                      ) : null}
                      <StatusBadge status={issue.status} />
                    </Group>
                  </Group>
                </Card>
              ))}
            </Stack>
          </Pager>
        )}
      </Stack>
    </PageContainer>
  );
}
