import { Alert, Badge, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconClockPause, IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useSubmitSurveyAnswers } from '@/api/generated/rest/hooks/surveys/surveys';
import type { QuestionAnswer, SurveyDetail } from '@/api/generated/rest/model';
import { paths } from '@/lib/paths';
import { answerProblem, firstProblem, hasAnswer } from '@/lib/survey-rules';
import { useDraftOwner } from '@/session/use-draft';
import { AppModal } from '@/ui/app-modal';
import { LoadingIndicator } from '@/ui/loading-indicator';
import { PageContainer } from '@/ui/page-container';
import { canIgnore, hasBadDates, kindOf, sectionOf } from '../survey-model';
import { useRefreshSurveys, useSurveyDetail } from '../survey-queries';
import { clearSurveyDraft, ignoreSurvey, readSurveyDraft, saveSurveyDraft } from '../survey-storage';
import { useSurveyFormat } from '../use-survey-format';
import { ElectionResults } from './election-results';
import { QuestionField } from './question-field';

/** modules.md 5: text inputs debounced (300 or 600 ms): the draft is written 600 ms after the last keystroke. */
export const DRAFT_DEBOUNCE_MS = 600;

/** /survey/{surveyId}: answer a survey (or vote), or read what was sent. */
export function SurveyParticipatePage() {
  const { surveyId = '' } = useParams();
  const { t } = useTranslation('surveys');
  const id = /^\d+$/.test(surveyId) ? Number(surveyId) : null;
  if (id === null) {
    return (
      <PageContainer title={t('participate.notFoundTitle')}>
        <NotFound />
      </PageContainer>
    );
  }
  return <SurveyScreen key={id} id={id} />;
}

function NotFound() {
  const { t } = useTranslation('surveys');
  return (
    <Stack gap="sm" align="flex-start">
      <Text>{t('participate.notFound')}</Text>
      <Button component={Link} to={paths.Surveys} variant="light" color="navy">
        {t('hub.backToHub')}
      </Button>
    </Stack>
  );
}

function SurveyScreen({ id }: { id: number }) {
  const { t } = useTranslation('surveys');
  const detail = useSurveyDetail(id);
  const status = detail.error?.status;
  return (
    <PageContainer title={detail.data?.name ?? t('participate.title')} data-testid="survey-participate">
      {detail.isPending && <LoadingIndicator />}
      {detail.isError &&
        (status === 404 ? (
          <NotFound />
        ) : status === 403 ? (
          <Alert color="yellow" variant="light" role="status">
            {t('participate.notEligible')}
          </Alert>
        ) : (
          <LoadingIndicator failed onRetry={() => void detail.refetch()} />
        ))}
      {detail.isSuccess && <SurveyBody survey={detail.data} />}
    </PageContainer>
  );
}

function SurveyHeader({ survey }: { survey: SurveyDetail }) {
  const { t } = useTranslation('surveys');
  const format = useSurveyFormat();
  const section = sectionOf(survey);
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Badge variant="light" color="navy">
          {t(`kind.${kindOf(survey)}`)}
        </Badge>
        <Badge
          variant="light"
          color={section === 'open' ? 'navy' : section === 'answered' ? 'green' : 'gray'}
          data-testid="survey-state"
        >
          {t(`section.${section}`)}
        </Badge>
        {survey.mandatory && (
          <Badge variant="light" color="red">
            {t('card.mandatory')}
          </Badge>
        )}
      </Group>
      {survey.description && <Text size="sm">{survey.description}</Text>}
      {hasBadDates(survey) ? (
        <Text size="sm" c="red" role="alert" data-testid="survey-bad-dates">
          {t('card.invalidDates')}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {t('card.deadline', { from: format.date(survey.fromDate), to: format.date(survey.toDate) })}
        </Text>
      )}
    </Stack>
  );
}

function SurveyBody({ survey }: { survey: SurveyDetail }) {
  const { t } = useTranslation('surveys');
  const section = sectionOf(survey);
  const questions = survey.questions ?? [];
  if (section === 'open') return <SurveyForm survey={survey} />;
  return (
    <Stack gap="lg">
      <SurveyHeader survey={survey} />
      <Alert
        color={section === 'answered' ? 'green' : 'gray'}
        variant="light"
        icon={section === 'answered' ? <IconCheck size={18} aria-hidden /> : undefined}
        role="status"
        data-testid="survey-readonly"
      >
        {t(`participate.readOnly.${section}`)}
      </Alert>
      {survey.resultsPublished && <ElectionResults survey={survey} />}
      {section !== 'upcoming' && (
        <Stack gap="lg" aria-label={t('participate.yourAnswers')} component="section">
          {questions.map((question, index) => (
            <QuestionField
              key={question.id}
              question={question}
              index={index}
              answer={(survey.answers ?? []).find((a) => a.questionId === question.id)}
              onChange={() => undefined}
              problem={null}
              readOnly
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function SurveyForm({ survey }: { survey: SurveyDetail }) {
  const { t } = useTranslation('surveys');
  const format = useSurveyFormat();
  const navigate = useNavigate();
  const refresh = useRefreshSurveys();
  const questions = useMemo(() => survey.questions ?? [], [survey.questions]);
  const owner = useDraftOwner();
  const [restored] = useState(() => readSurveyDraft(owner, survey.id));
  const [answers, setAnswers] = useState<Record<number, QuestionAnswer>>(() =>
    Object.fromEntries((restored ?? []).map((a) => [a.questionId, a])),
  );
  const [showErrors, setShowErrors] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [savedAt, setSavedAt] = useState<boolean>(Boolean(restored));
  const dirty = useRef(false);
  const submit = useSubmitSurveyAnswers();
  const election = kindOf(survey) === 'election';

  // Save and resume: what is typed is kept in the browser until it is sent (also when the page is left mid-pause).
  // A session that ends (or a navigation) before the debounce fires still keeps the last answers.
  const pending = useRef<QuestionAnswer[] | null>(null);
  useEffect(
    () => () => {
      if (pending.current) saveSurveyDraft(owner, survey.id, pending.current);
    },
    [owner, survey.id],
  );
  useEffect(() => {
    if (!dirty.current) return undefined;
    pending.current = Object.values(answers);
    const flush = () => {
      pending.current = null;
      saveSurveyDraft(owner, survey.id, Object.values(answers));
      setSavedAt(true);
    };
    const timer = setTimeout(flush, DRAFT_DEBOUNCE_MS);
    globalThis.addEventListener?.('pagehide', flush);
    return () => {
      clearTimeout(timer);
      globalThis.removeEventListener?.('pagehide', flush);
    };
  }, [answers, owner, survey.id]);

  const list = Object.values(answers);
  const answeredCount = questions.filter((q) => hasAnswer(answers[q.id])).length;
  const problem = firstProblem(questions, list);

  const change = (answer: QuestionAnswer) => {
    dirty.current = true;
    setSavedAt(false);
    setAnswers((prev) => ({ ...prev, [answer.questionId]: answer }));
  };

  const trySubmit = () => {
    if (problem) {
      setShowErrors(true);
      document.getElementById(`question-${problem.questionId}`)?.scrollIntoView({ block: 'center' });
      return;
    }
    setConfirming(true);
  };

  const send = () => {
    // Only real answers are sent (an emptied field is no answer).
    const questionAnswers = list.filter(hasAnswer);
    submit.mutate(
      { id: survey.id, data: { questionAnswers } },
      {
        onSuccess: () => {
          pending.current = null;
          clearSurveyDraft(owner, survey.id);
          setConfirming(false);
          void refresh(survey.id);
        },
        onError: () => {
          setConfirming(false);
          // Closed or already answered meanwhile: show the survey as the server now sees it.
          void refresh(survey.id);
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <SurveyHeader survey={survey} />
      {restored && (
        <Alert color="navy" variant="light" role="status" data-testid="draft-restored">
          {t('participate.draftRestored')}
        </Alert>
      )}
      <Stack gap={4}>
        <Group justify="space-between">
          <Text size="sm" data-testid="survey-progress">
            {t('participate.progress', {
              answered: format.digits(answeredCount),
              total: format.digits(questions.length),
            })}
          </Text>
          {savedAt && (
            <Text size="xs" c="dimmed" data-testid="draft-saved">
              <IconDeviceFloppy size={12} aria-hidden /> {t('participate.draftSaved')}
            </Text>
          )}
        </Group>
        <Progress
          value={questions.length ? (answeredCount / questions.length) * 100 : 0}
          color="navy"
          aria-label={t('participate.progressLabel')}
        />
      </Stack>
      <form noValidate onSubmit={(event) => (event.preventDefault(), trySubmit())}>
        <Stack gap="lg">
          {questions.map((question, index) => (
            <Paper key={question.id} p="sm" radius="md" withBorder>
              <QuestionField
                question={question}
                index={index}
                answer={answers[question.id]}
                onChange={change}
                problem={
                  showErrors || answerProblem(question, answers[question.id]) === 'tooMany'
                    ? answerProblem(question, answers[question.id])
                    : null
                }
              />
            </Paper>
          ))}
          {showErrors && problem && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
              {t('participate.fixErrors')}
            </Alert>
          )}
          <Group gap="sm">
            <Button type="submit" color="navy" loading={submit.isPending} data-testid="survey-submit">
              {t(election ? 'participate.vote' : 'participate.submit')}
            </Button>
            {canIgnore(survey, 'page') && (
              <Button
                variant="subtle"
                color="gray"
                leftSection={<IconClockPause size={16} aria-hidden />}
                onClick={() => {
                  ignoreSurvey(survey.id);
                  void navigate(paths.Surveys);
                }}
                data-testid="survey-ignore"
              >
                {t('participate.ignore')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
      <AppModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t(election ? 'participate.confirmVoteTitle' : 'participate.confirmTitle')}
        size="md"
      >
        <Stack gap="md">
          <Text>{t('participate.confirmText')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('participate.cancel')}
            </Button>
            <Button color="navy" loading={submit.isPending} onClick={send} data-testid="survey-confirm">
              {t(election ? 'participate.vote' : 'participate.submit')}
            </Button>
          </Group>
        </Stack>
      </AppModal>
    </Stack>
  );
}
