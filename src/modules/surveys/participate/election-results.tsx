import { Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SurveyDetail } from '@/api/generated/rest/model';
import { useSurveyFormat } from '../use-survey-format';

/** Votes per candidate of a published election, most votes first. */
export function ElectionResults({ survey }: { survey: SurveyDetail }) {
  const { t } = useTranslation('surveys');
  const format = useSurveyFormat();
  const results = survey.results ?? [];
  return (
    <Stack gap="md" data-testid="election-results" component="section" aria-labelledby="election-results-title">
      <Title order={2} size="h4" id="election-results-title">
        {t('results.title')}
      </Title>
      {(survey.questions ?? []).map((question) => {
        const rows = (question.options ?? [])
          .map((option) => ({
            option,
            votes: results.find((r) => r.questionId === question.id && r.optionId === option.id)?.votes ?? 0,
          }))
          .sort((a, b) => b.votes - a.votes);
        const total = rows.reduce((sum, r) => sum + r.votes, 0);
        return (
          <Stack key={question.id} gap={8}>
            <Text fw={600}>{question.title}</Text>
            {rows.map(({ option, votes }) => (
              <Stack key={option.id} gap={2}>
                <Group justify="space-between">
                  <Text size="sm">{option.title}</Text>
                  <Text size="sm" data-testid={`result-${option.id}`}>
                    {t('results.votes', { n: format.digits(votes) })}
                  </Text>
                </Group>
                <Progress value={total ? (votes / total) * 100 : 0} color="navy" aria-label={option.title} />
              </Stack>
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}
