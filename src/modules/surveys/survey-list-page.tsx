import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '@/ui/loading-indicator';
import { ShowMoreButton, useShowMore } from '@/ui/show-more';
import { PageContainer } from '@/ui/page-container';
import { SurveyCard } from './survey-card';
import { KIND_OF_PAGE, kindOf, sectionOf, type SurveyListPage } from './survey-model';
import { useSurveyList } from './survey-queries';

/**
 * The dedicated pages (modules.md 2.8): /survey/survey, /survey/elections, /survey/election-candidacy,
 * /survey/cultural-capabilities, /survey/competition (EXAM), /survey/camp. Each lists its kind, or
 * warns that there is none; elections have no ignore option.
 */
export function SurveyListPage({ page }: { page: SurveyListPage }) {
  const { t } = useTranslation('surveys');
  const list = useSurveyList();
  const kinds: readonly string[] = KIND_OF_PAGE[page];
  const items = (list.data ?? []).filter((s) => kinds.includes(kindOf(s)));
  // Open ones first, then upcoming, answered and closed.
  const order = { open: 0, upcoming: 1, answered: 2, closed: 3 } as const;
  items.sort((a, b) => order[sectionOf(a)] - order[sectionOf(b)]);
  // Thousands of surveys show a step at a time.
  const { shown, rest, more } = useShowMore(items);
  return (
    <PageContainer title={t(`links.${page}`)} data-testid={`survey-list-${page}`}>
      <Stack gap="md">
        {list.isPending && <LoadingIndicator />}
        {list.isError && <LoadingIndicator failed error={list.error} onRetry={() => void list.refetch()} />}
        {list.isSuccess && items.length === 0 && (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            role="status"
            data-testid="survey-list-empty"
          >
            {t(`empty.${page}`)}
          </Alert>
        )}
        {items.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {shown.map((survey) => (
              <SurveyCard key={survey.id} survey={survey} allowIgnore={page !== 'elections'} />
            ))}
          </SimpleGrid>
        )}
        <ShowMoreButton rest={rest} onMore={more} data-testid="survey-list-more" />
      </Stack>
    </PageContainer>
  );
}
