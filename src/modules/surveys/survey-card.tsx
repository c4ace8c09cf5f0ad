import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconClockPause, IconEye, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Survey } from '@/api/generated/rest/model';
import { surveyParticipatePath } from '@/lib/paths';
import { ErrorBoundary } from '@/ui/error-boundary';
import { canIgnore, hasBadDates, kindOf, sectionOf } from './survey-model';
import { ignoreSurvey } from './survey-storage';
import { useSurveyFormat } from './use-survey-format';

const SECTION_COLORS = { open: 'navy', answered: 'green', closed: 'gray', upcoming: 'yellow' } as const;

/**
 * One survey: name, kind, status, deadline in Jalali, and its actions (participate or view; ignore
 * where allowed). A survey the server sent with broken dates, or any card that fails to render,
 * is an error card of its own: it never takes the list with it.
 */
export function SurveyCard({ survey, allowIgnore = true }: { survey: Survey; allowIgnore?: boolean }) {
  if (hasBadDates(survey)) return <SurveyErrorCard survey={survey} />;
  return (
    <ErrorBoundary name={`survey-card-${survey.id}`}>
      <SurveyCardBody survey={survey} allowIgnore={allowIgnore} />
    </ErrorBoundary>
  );
}

/** The card of a survey whose data is invalid: its name (when it has one) and that it cannot be shown. */
function SurveyErrorCard({ survey }: { survey: Survey }) {
  const { t } = useTranslation('surveys');
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      data-testid={`survey-card-${survey.id}`}
      data-invalid="true"
      component="article"
      role="alert"
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconAlertTriangle size={20} color="var(--mantine-color-red-text)" aria-hidden style={{ flexShrink: 0 }} />
        <Stack gap={4}>
          {typeof survey.name === 'string' && survey.name ? <Text fw={700}>{survey.name}</Text> : null}
          <Text size="sm">{t('card.invalid')}</Text>
        </Stack>
      </Group>
    </Card>
  );
}

function SurveyCardBody({ survey, allowIgnore }: { survey: Survey; allowIgnore: boolean }) {
  const { t } = useTranslation('surveys');
  const format = useSurveyFormat();
  const section = sectionOf(survey);
  const kind = kindOf(survey);
  const ignorable = allowIgnore && canIgnore(survey, 'list');
  const participate = section === 'open';
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      data-testid={`survey-card-${survey.id}`}
      component="article"
      aria-labelledby={`survey-title-${survey.id}`}
    >
      <Stack gap={8}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text fw={700} id={`survey-title-${survey.id}`}>
            {survey.name}
          </Text>
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            {survey.mandatory && (
              <Badge color="red" variant="light">
                {t('card.mandatory')}
              </Badge>
            )}
            <Badge color={SECTION_COLORS[section]} variant="light">
              {t(`section.${section}`)}
            </Badge>
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {t(`kind.${kind}`)}
        </Text>
        {survey.description && <Text size="sm">{survey.description}</Text>}
        <Text size="sm" data-testid="survey-deadline">
          {section === 'upcoming'
            ? t('card.startsOn', { date: format.date(survey.fromDate) })
            : section === 'closed'
              ? t('card.closedOn', { date: format.date(survey.toDate) })
              : t('card.deadline', { from: format.date(survey.fromDate), to: format.date(survey.toDate) })}
        </Text>
        <Group gap="xs" mt={4}>
          {section !== 'upcoming' && (
            <Button
              component={Link}
              to={surveyParticipatePath(survey.id)}
              size="compact-md"
              variant={participate ? 'filled' : 'light'}
              color="navy"
              leftSection={participate ? <IconPencil size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
              aria-label={t(
                participate ? (kind === 'election' ? 'card.voteIn' : 'card.participateIn') : 'card.viewNamed',
                { name: survey.name },
              )}
            >
              {t(participate ? (kind === 'election' ? 'card.vote' : 'card.participate') : 'card.view')}
            </Button>
          )}
          {ignorable && (
            <Button
              size="compact-md"
              variant="subtle"
              color="gray"
              leftSection={<IconClockPause size={16} aria-hidden />}
              onClick={() => ignoreSurvey(survey.id)}
              aria-label={t('card.ignoreNamed', { name: survey.name })}
            >
              {t('card.ignore')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
