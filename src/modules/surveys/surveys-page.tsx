import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Survey } from '@/api/generated/rest/model';
import { normalizeDigits } from '@/lib/digits';
import { paths } from '@/lib/paths';
import { LoadingIndicator } from '@/ui/loading-indicator';
import { PageContainer } from '@/ui/page-container';
import { ShowMoreButton, useShowMore } from '@/ui/show-more';
import { SurveyCard } from './survey-card';
import { SURVEY_LINKS } from './survey-links';
import { sectionOf, type SurveySection } from './survey-model';
import { useSurveyList } from './survey-queries';
import { isIgnored, unignoreSurvey, useSurveyData } from './survey-storage';
import { useSurveyFormat } from './use-survey-format';

const SECTIONS: readonly SurveySection[] = ['open', 'upcoming', 'answered', 'closed'];
/** modules.md 5: text inputs debounced (300 or 600 ms); a search filter takes the short one. */
export const SEARCH_DEBOUNCE_MS = 300;

/** /surveys: the hub of the module and every survey by state (open, upcoming, answered, closed). */
export function SurveysPage() {
  const { t } = useTranslation('surveys');
  const list = useSurveyList();
  const format = useSurveyFormat();
  const data = useSurveyData();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(normalizeDigits(search.trim()), SEARCH_DEBOUNCE_MS);
  const [now] = useState(() => Date.now());

  const surveys = list.data ?? [];
  const matches = (s: Survey) => query === '' || s.name.includes(query) || (s.description ?? '').includes(query);
  // Mandatory surveys cannot be dismissed: an ignore stored for one never hides it from the list.
  const ignored = surveys.filter((s) => !s.mandatory && sectionOf(s) === 'open' && isIgnored(data, s.id, now));
  const shown = surveys.filter((s) => matches(s) && !ignored.includes(s));

  return (
    <PageContainer title={t('hub.title')} data-testid="surveys-page">
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="sm">
          {SURVEY_LINKS.map(({ id, to, icon: Icon }) => (
            <UnstyledButton key={id} component={Link} to={to} data-testid={`survey-link-${id}`}>
              <Card withBorder radius="md" padding="sm" h="100%">
                <Stack gap={4} align="center">
                  <Icon size={28} stroke={1.6} aria-hidden />
                  <Text size="sm" ta="center" fw={600}>
                    {t(`links.${id}`)}
                  </Text>
                </Stack>
              </Card>
            </UnstyledButton>
          ))}
        </SimpleGrid>
        <TextInput
          label={t('hub.search')}
          placeholder={t('hub.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maw={420}
        />
        {list.isPending && <LoadingIndicator />}
        {list.isError && <LoadingIndicator failed error={list.error} onRetry={() => void list.refetch()} />}
        {list.isSuccess && surveys.length === 0 && <Text c="dimmed">{t('hub.empty')}</Text>}
        {list.isSuccess && surveys.length > 0 && shown.length === 0 && query !== '' && (
          <Text c="dimmed">{t('hub.noMatch')}</Text>
        )}
        {list.isSuccess &&
          SECTIONS.map((section) => {
            const items = shown.filter((s) => sectionOf(s) === section);
            if (items.length === 0) return null;
            // Keyed by the search: a new search starts each section from its first cards again.
            return <SurveySection key={`${section}:${query}`} section={section} items={items} />;
          })}
        {ignored.length > 0 && (
          <Stack gap={6} data-testid="surveys-ignored">
            <Text size="sm" c="dimmed">
              {t('hub.ignoredCount', { n: format.digits(ignored.length) })}
            </Text>
            <Group gap="xs">
              {ignored.map((s) => (
                <Button key={s.id} size="compact-sm" variant="light" onClick={() => unignoreSurvey(s.id)}>
                  {t('hub.showAgain', { name: s.name })}
                </Button>
              ))}
            </Group>
          </Stack>
        )}
        <Text size="xs" c="dimmed">
          <Link to={paths.Home}>{t('hub.backHome')}</Link>
        </Text>
      </Stack>
    </PageContainer>
  );
}

/** One section of the hub; thousands of surveys show a step at a time. */
function SurveySection({ section, items }: { section: SurveySection; items: readonly Survey[] }) {
  const { t } = useTranslation('surveys');
  const { shown, rest, more } = useShowMore(items);
  return (
    <Stack
      gap="sm"
      component="section"
      aria-labelledby={`surveys-section-${section}`}
      data-testid={`surveys-section-${section}`}
    >
      <Title order={2} size="h4" id={`surveys-section-${section}`}>
        {t(`sectionTitle.${section}`)}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {shown.map((survey) => (
          <SurveyCard key={survey.id} survey={survey} />
        ))}
      </SimpleGrid>
      <ShowMoreButton rest={rest} onMore={more} data-testid={`surveys-more-${section}`} />
    </Stack>
  );
}
