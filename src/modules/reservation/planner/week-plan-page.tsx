import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowBack } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isoDate } from '@/lib/jalali';
import { PageContainer } from '@/ui/page-container';
import { useIsMobile } from '@/ui/use-is-mobile';
import { WeekSelector } from '@/ui/week-selector';
import { CURRENT_WEEK_INDEX, weeksOfDay } from '@/ui/week-range';
import { useReserveMode, useSelectedSelfId } from '../local-settings';
import { shownSelf } from '../program-model';
import { useVariantSelfs } from '../reservation-queries';
import { SelfPicker } from '../selfs/self-picker';
import { EmptyNotice, QueryState } from '../shared/query-state';
import { useVariant, variantPage } from '../shared/variant-scope';
import { PlanDayList, PlanTable } from './plan-grid';
import { PlanSummary } from './plan-summary';
import { PreferencesPanel } from './preferences-panel';
import { useWeekPlan } from './use-week-plan';

/** The device's clock; tests fix "today" and the rules' "now" with it. */
const deviceClock = () => Date.now();

/** /food/plan: plan a week from the student's preferences, preview and edit it, confirm once. */
export const WeekPlanPage = variantPage(WeekPlanScreen);

function WeekPlanScreen({ today: fixedToday }: { today?: Date }) {
  const variant = useVariant();
  const { t } = useTranslation('planner');
  const [today] = useState(() => fixedToday ?? new Date());
  const weeks = useMemo(() => weeksOfDay(isoDate(today)), [today]);
  // Next week by default: the week a student plans ahead.
  const [weekIndex, setWeekIndex] = useState(CURRENT_WEEK_INDEX + 1);
  const weekStart = (weeks[weekIndex] ?? weeks[CURRENT_WEEK_INDEX]!).start.isoDate;
  const selfs = useVariantSelfs(variant);
  const [selfId, setSelfId] = useSelectedSelfId(variant.key);
  const { mode } = useReserveMode(variant.key);
  const self = (selfs.data && shownSelf(selfs.data, selfId)) ?? null;
  const only = selfs.data?.length === 1 ? selfs.data[0] : undefined;
  const clock = useMemo(() => (fixedToday ? () => fixedToday.getTime() : deviceClock), [fixedToday]);

  useEffect(() => {
    if (only && selfId !== only.id) setSelfId(only.id);
  }, [only, selfId, setSelfId]);

  let body;
  if (!selfs.isSuccess)
    body = (
      <QueryState
        loading={selfs.isPending}
        error={selfs.isError}
        onRetry={() => void selfs.refetch()}
        backTo={variant.paths.home}
      />
    );
  else if (!self) body = <EmptyNotice>{t('chooseSelfFirst')}</EmptyNotice>;
  else
    body = (
      <PlanBody
        key={`${self.id}:${weekStart}:${mode}`}
        selfId={self.id}
        weekStart={weekStart}
        mode={mode}
        clock={clock}
      />
    );

  return (
    <PageContainer
      title={t('title')}
      withCard={false}
      leftButton={
        <Button
          component={Link}
          to={variant.paths.reserve}
          variant="subtle"
          leftSection={<IconArrowBack size={18} aria-hidden />}
        >
          {t('back')}
        </Button>
      }
      data-testid="week-plan-page"
    >
      <Paper withBorder radius="md" p="sm">
        <Stack gap="xs">
          <Text size="sm" c="dimmed" data-testid="plan-intro">
            {/* Nothing is planned before a hall is chosen: the intro says what choosing one does. */}
            {t(self ? 'description' : 'descriptionNoSelf')}
          </Text>
          <Group justify="space-between" align="flex-end" gap="sm">
            <SelfPicker
              label={t('self')}
              selfs={selfs.data}
              value={self?.id ?? null}
              prompt={t('chooseSelf')}
              onSelect={setSelfId}
              disabled={!selfs.isSuccess}
              data-testid="plan-self"
            />
            <WeekSelector today={today} value={weekIndex} onChange={setWeekIndex} data-testid="plan-week" />
          </Group>
        </Stack>
      </Paper>
      {body}
    </PageContainer>
  );
}

interface PlanBodyProps {
  selfId: number;
  weekStart: string;
  mode: 'default' | 'new';
  clock: () => number;
}

function PlanBody({ selfId, weekStart, mode, clock }: PlanBodyProps) {
  const variant = useVariant();
  const { t } = useTranslation('planner');
  const [snapshot, send] = useWeekPlan(variant, selfId, weekStart, mode, clock);
  const isMobile = useIsMobile();
  const ctx = snapshot.context;
  const state = snapshot.value as string;

  if (state === 'loading')
    return (
      <Group justify="center" p="xl" role="status" aria-live="polite">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{t('loading')}</Text>
      </Group>
    );
  if (state === 'failed' || !ctx.week)
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert" title={t('loadFailed')}>
        <Button mt="sm" variant="light" onClick={() => send({ type: 'user.retry' })} data-testid="plan-retry-load">
          {t('retry')}
        </Button>
      </Alert>
    );
  if (ctx.week.mealTypes.length === 0) return <EmptyNotice>{t('noProgram')}</EmptyNotice>;

  const editable = state === 'editing';
  const grid = isMobile ? (
    <PlanDayList ctx={ctx} editable={editable} send={send} />
  ) : (
    <PlanTable ctx={ctx} editable={editable} send={send} />
  );
  return (
    <Stack gap="md">
      {editable && <PreferencesPanel ctx={ctx} send={send} />}
      {grid}
      <PlanSummary ctx={ctx} state={state} send={send} />
    </Stack>
  );
}

export default WeekPlanPage;
