import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Progress,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconArrowBack, IconCalendarCheck, IconCalendarDown } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CellResult, WeekPlanContext } from '@machines/week-plan.machine';
import {
  changesOf,
  mealKey,
  mealOf,
  projectedCredit,
  planCost,
  type FoodRank,
  type PlanCell,
  type PlanMeal,
  type PlanPreferences,
} from '@machines/week-plan-rules';
import { isApiError } from '@/api/api-error';
import { outcomeUnknown } from '@/api/money-outcome';
import { useConfig } from '@/config/config-context';
import { buildCalendar, ICS_MIME } from '@/lib/ical';
import { isoDate } from '@/lib/jalali';
import { canChargeOnline, chargePath } from '@/lib/low-credit';
import { useSession } from '@/session/session-provider';
import { Money } from '@/ui/money';
import { PageContainer } from '@/ui/page-container';
import { saveDownload } from '@/ui/save-download';
import { SegmentedChoice } from '@/ui/segmented-choice';
import { useFormatMoney } from '@/ui/use-format-money';
import { useFormatters } from '@/ui/use-formatters';
import { useIsMobile } from '@/ui/use-is-mobile';
import { useLanguage } from '@/ui/use-language';
import { WeekSelector } from '@/ui/week-selector';
import { CURRENT_WEEK_INDEX, weeksOfDay } from '@/ui/week-range';
import { useReserveMode, useSelectedSelfId } from '../local-settings';
import { shownSelf } from '../program-model';
import { useVariantSelfs } from '../reservation-queries';
import { SelfPicker } from '../selfs/self-picker';
import { EmptyNotice, QueryState } from '../shared/query-state';
import { useVariant, variantPage } from '../shared/variant-scope';
import { PlanCellNotes } from './plan-cell-notes';
import { useWeekPlan } from './use-week-plan';

/** The device's clock; tests fix "today" and the rules' "now" with it. */
const deviceClock = () => Date.now();

/** /food/plan: plan a week from the student's preferences, preview and edit it, confirm once. */
export const WeekPlanPage = variantPage(WeekPlanScreen);

/** The most portions a cell's count offers (the server's limits lower it). */
const MAX_SHOWN_COUNT = 5;

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

type Send = ReturnType<typeof useWeekPlan>[1];

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

function mealNameOf(ctx: WeekPlanContext, mealTypeId: number): string {
  return ctx.week?.mealTypes.find((m) => m.id === mealTypeId)?.name ?? String(mealTypeId);
}

function PlanTable({ ctx, editable, send }: { ctx: WeekPlanContext; editable: boolean; send: Send }) {
  const { t } = useTranslation('planner');
  const f = useFormatters();
  const week = ctx.week!;
  return (
    <Paper withBorder radius="md" p="sm" style={{ overflowX: 'auto' }}>
      <Table verticalSpacing="sm" data-testid="plan-table">
        <caption style={{ captionSide: 'top', textAlign: 'start' }}>
          <Text size="sm" fw={600}>
            {t('tableCaption')}
          </Text>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('day')}</Table.Th>
            {week.mealTypes.map((m) => (
              <Table.Th scope="col" key={m.id}>
                {m.name}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {week.days.map((day) => (
            <Table.Tr key={day.date}>
              <Table.Th scope="row">
                <Text size="sm" fw={600} span>
                  {f.dayTitle(day.date)}
                </Text>
              </Table.Th>
              {week.mealTypes.map((m) => {
                const cell = ctx.cells.find((c) => c.date === day.date && c.mealTypeId === m.id);
                return (
                  <Table.Td key={m.id} style={{ minWidth: 200, verticalAlign: 'top' }}>
                    {cell && <PlanCellView ctx={ctx} cell={cell} editable={editable} send={send} />}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

function PlanDayList({ ctx, editable, send }: { ctx: WeekPlanContext; editable: boolean; send: Send }) {
  const f = useFormatters();
  const week = ctx.week!;
  return (
    <Stack gap="sm" data-testid="plan-days">
      {week.days.map((day) => (
        <Paper key={day.date} withBorder radius="md" p="sm" component="section" aria-label={f.dayTitle(day.date)}>
          <Title order={3} size="h5" mb="xs">
            {f.dayTitle(day.date)}
          </Title>
          <Stack gap="sm">
            {week.mealTypes.map((m) => {
              const cell = ctx.cells.find((c) => c.date === day.date && c.mealTypeId === m.id);
              return cell ? (
                <div key={m.id}>
                  <Text size="xs" c="dimmed" fw={600}>
                    {m.name}
                  </Text>
                  <PlanCellView ctx={ctx} cell={cell} editable={editable} send={send} />
                </div>
              ) : null;
            })}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** Why a cell failed: the server's words when it refused with some; what it holds after a lost answer. */
function useFailureText(ctx: WeekPlanContext, cell: PlanCell): (result: CellResult) => string {
  const { t } = useTranslation('planner');
  const f = useFormatters();
  return (result) => {
    const error = result.error;
    if (result.reread !== undefined) {
      const meal = mealOf(ctx.week!, cell);
      const held = result.reread && meal?.items.find((i) => i.foodTypeId === result.reread!.foodTypeId);
      const now = held ? t('result.holds', { food: held.label, count: f.digits(result.reread!.count) }) : t('nothing');
      return t('result.lostThenRead', { now });
    }
    if (outcomeUnknown(error)) return t('result.unknown');
    return isApiError(error) && error.hasServerMessage ? error.messageFa : t('result.refused');
  };
}

function PlanCellView({
  ctx,
  cell,
  editable,
  send,
}: {
  ctx: WeekPlanContext;
  cell: PlanCell;
  editable: boolean;
  send: Send;
}) {
  const { t } = useTranslation('planner');
  const failureText = useFailureText(ctx, cell);
  const f = useFormatters();
  const money = useFormatMoney();
  const meal: PlanMeal | undefined = mealOf(ctx.week!, cell);
  const result = ctx.results[cell.key];
  const where = t('cellLabel', { day: f.dayTitle(cell.date), meal: mealNameOf(ctx, cell.mealTypeId) });
  const attrs = {
    'data-testid': 'plan-cell',
    'data-cell': cell.key,
    'data-program': cell.programId ?? '',
    'data-food-type': cell.target?.foodTypeId ?? '',
    'data-count': cell.target?.count ?? 0,
  };
  if (!meal || meal.items.length === 0)
    return (
      <Text size="sm" c="dimmed" {...attrs}>
        {t('skip.noProgram')}
      </Text>
    );
  const item = cell.target ? meal.items.find((i) => i.foodTypeId === cell.target!.foodTypeId) : undefined;
  const cap = item ? Math.min(item.validMaxCount, meal.validTotalCount, MAX_SHOWN_COUNT) : 0;
  const changed =
    cell.current?.foodTypeId !== cell.target?.foodTypeId || (cell.current?.count ?? 0) !== (cell.target?.count ?? 0);
  const wanted = ctx.prefs?.meals[mealKey(cell.weekday, cell.mealTypeId)] ?? 1;
  return (
    <Stack gap={4} {...attrs}>
      <NativeSelect
        size="xs"
        aria-label={where}
        disabled={!editable}
        value={cell.target ? String(cell.target.foodTypeId) : ''}
        data={[
          { value: '', label: t('nothing') },
          ...meal.items.map((i) => ({
            value: String(i.foodTypeId),
            label: i.price === null ? i.label : `${i.label} · ${money(i.price)}`,
          })),
        ]}
        onChange={(event) => {
          const value = Number(event.currentTarget.value);
          send({
            type: 'user.edit',
            key: cell.key,
            target: value > 0 ? { foodTypeId: value, count: cell.target?.count ?? Math.max(1, wanted) } : null,
          });
        }}
        data-testid="plan-cell-food"
      />
      {cell.target && cap > 1 && (
        <NativeSelect
          size="xs"
          aria-label={t('countLabel', { where })}
          disabled={!editable}
          value={String(cell.target.count)}
          data={Array.from({ length: cap }, (_, i) => ({ value: String(i + 1), label: f.digits(i + 1) }))}
          onChange={(event) =>
            send({
              type: 'user.edit',
              key: cell.key,
              target: { foodTypeId: cell.target!.foodTypeId, count: Number(event.currentTarget.value) },
            })
          }
          data-testid="plan-cell-count"
        />
      )}
      <Group gap={4}>
        {cell.skip && (
          <Badge size="xs" variant="light" color="gray" data-testid="plan-cell-skip">
            {t(`skip.${cell.skip}`)}
          </Badge>
        )}
        {!result && cell.current && !changed && (
          <Badge size="xs" variant="light" color="teal">
            {t('kept')}
          </Badge>
        )}
        {!result && changed && (
          <Badge size="xs" variant="light" color="blue">
            {cell.current ? t('willChange') : t('willReserve')}
          </Badge>
        )}
        {result?.status === 'done' && (
          <Badge size="xs" variant="light" color="green" data-testid="plan-cell-done">
            {t('result.done')}
          </Badge>
        )}
      </Group>
      <PlanCellNotes meal={meal} cell={cell} />
      {result?.status === 'done' && result.reread !== undefined && (
        <Text size="xs" c="dimmed" data-testid="plan-cell-confirmed">
          {t('result.confirmedAfterLoss')}
        </Text>
      )}
      {result?.status === 'failed' && (
        <Text size="xs" c="red" data-testid="plan-cell-failed">
          {t('result.failed')}: {failureText(result)}
        </Text>
      )}
      {result?.status === 'unknown' && (
        <Text size="xs" c="orange.8" data-testid="plan-cell-unknown">
          {t('result.unconfirmed')}
        </Text>
      )}
    </Stack>
  );
}

/** A day before the week's first reserve deadline, the calendar rings: time to plan. */
const PLAN_ALARM_MINUTES = 24 * 60;

/** The planner's calendar entry: plan this week before reserving its first day closes (.ics). */
function usePlanReminderDownload(ctx: WeekPlanContext): (() => void) | null {
  const { t } = useTranslation('planner');
  const lng = useLanguage();
  const f = useFormatters();
  const deadlines = (ctx.week?.days ?? []).flatMap((d) =>
    d.meals.filter((m) => m.items.length > 0).map((m) => m.reserveDeadline),
  );
  const first = deadlines.length ? Math.min(...deadlines) : null;
  if (first === null || first <= ctx.now) return null;
  return () => {
    const week = f.jalali(ctx.weekStart);
    const summary = t('ics.summary', { week });
    const text = buildCalendar({
      prodId: `-//Samad//Student portal//${lng.toUpperCase()}`,
      name: t('title'),
      stamp: Date.now(),
      events: [
        {
          uid: `week-plan-${ctx.weekStart}@${globalThis.location?.hostname || 'samad.portal'}`,
          start: first,
          summary,
          description: t('ics.description', { week }),
          alarm: { minutesBefore: PLAN_ALARM_MINUTES, description: summary },
        },
      ],
    });
    saveDownload(new Blob([text], { type: ICS_MIME }), `week-plan-${ctx.weekStart}.ics`);
  };
}

function PlanSummary({ ctx, state, send }: { ctx: WeekPlanContext; state: string; send: Send }) {
  const { t } = useTranslation('planner');
  const f = useFormatters();
  const { ui } = useConfig();
  const { profile } = useSession();
  const changes = ctx.week ? changesOf(ctx.cells, ctx.week) : [];
  const cost = planCost(changes);
  const { after, short } = projectedCredit(ctx.credit, changes);
  const results = Object.values(ctx.results);
  const ok = results.filter((r) => r.status === 'done').length;
  const failed = results.filter((r) => r.status === 'failed').length;
  const unknown = results.filter((r) => r.status === 'unknown').length;
  const downloadReminder = usePlanReminderDownload(ctx);
  // Rounded up to whole thousands of tomans, as the wallet's one-click charge does.
  const missing = Math.ceil(-after / 10_000) * 10_000;

  let progress = '';
  if (state === 'reserving' || state === 'verifying')
    progress = t('progress', { done: f.digits(ctx.index), total: f.digits(ctx.queue.length) });
  else if (state === 'done') {
    progress = t('summary', { ok: f.digits(ok), failed: f.digits(failed) });
    if (unknown > 0) progress += ` ${t('summaryUnknown', { n: f.digits(unknown) })}`;
  }

  return (
    <Paper withBorder radius="md" p="sm" data-testid="plan-summary">
      <Stack gap="sm">
        {state === 'editing' && (
          <>
            <Group gap="lg">
              <Text size="sm">{changes.length ? t('changes', { n: f.digits(changes.length) }) : t('noChanges')}</Text>
              <Text size="sm">
                {t('cost')} <Money rials={cost} fw={700} data-testid="plan-cost" />
              </Text>
              <Text size="sm">
                {t('creditAfter')} <Money rials={after} fw={700} data-testid="plan-credit-after" />
              </Text>
            </Group>
            {short && (
              <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />} data-testid="plan-low-credit">
                <Text size="sm">{t('short')}</Text>
                {canChargeOnline(ui, profile?.group) && (
                  <Button component={Link} to={chargePath(missing)} size="xs" mt="xs" variant="light">
                    {t('charge')}
                  </Button>
                )}
              </Alert>
            )}
            <Group>
              <Button
                leftSection={<IconCalendarCheck size={18} aria-hidden />}
                disabled={changes.length === 0}
                onClick={() => send({ type: 'user.confirm' })}
                data-testid="plan-confirm"
              >
                {t('confirm')}
              </Button>
              {downloadReminder && (
                <Button
                  variant="light"
                  leftSection={<IconCalendarDown size={18} aria-hidden />}
                  onClick={downloadReminder}
                  data-testid="plan-ics"
                >
                  {t('ics.button')}
                </Button>
              )}
            </Group>
          </>
        )}
        {(state === 'reserving' || state === 'verifying') && (
          <Progress
            value={ctx.queue.length ? (ctx.index / ctx.queue.length) * 100 : 0}
            aria-label={t('progressLabel')}
          />
        )}
        <Text size="sm" role="status" aria-live="polite" data-testid="plan-progress">
          {progress}
        </Text>
        {state === 'done' && (
          <Group>
            {failed > 0 && (
              <Button
                variant="light"
                color="red"
                onClick={() => send({ type: 'user.retryFailed' })}
                data-testid="plan-retry-failed"
              >
                {t('retryFailed')}
              </Button>
            )}
            <Button variant="light" onClick={() => send({ type: 'user.replan' })} data-testid="plan-again">
              {t('replan')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

const RANKS: readonly FoodRank[] = ['liked', 'neutral', 'never'];

function PreferencesPanel({ ctx, send }: { ctx: WeekPlanContext; send: Send }) {
  const { t } = useTranslation('planner');
  const { t: tc } = useTranslation('calendar');
  const [open, setOpen] = useState(false);
  const prefs = ctx.prefs!;
  const week = ctx.week!;
  const weekdays = tc('weekdays', { returnObjects: true }) as string[];
  const foods = useMemo(() => {
    const names = new Set<string>();
    for (const day of week.days) for (const meal of day.meals) for (const i of meal.items) names.add(i.food);
    for (const name of Object.keys(prefs.history)) names.add(name);
    for (const name of Object.keys(prefs.foods)) names.add(name);
    return [...names].sort((a, b) => (prefs.history[b] ?? 0) - (prefs.history[a] ?? 0) || a.localeCompare(b));
  }, [week, prefs]);
  const set = (next: Partial<PlanPreferences>) => send({ type: 'user.setPreferences', prefs: { ...prefs, ...next } });

  return (
    <Paper withBorder radius="md" p="sm" data-testid="plan-preferences">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('prefs.learnt')}
        </Text>
        <Button
          size="xs"
          variant="subtle"
          aria-expanded={open}
          aria-controls="plan-preferences-body"
          onClick={() => setOpen((o) => !o)}
          data-testid="plan-preferences-toggle"
        >
          {open ? t('prefs.hide') : t('prefs.show')}
        </Button>
      </Group>
      {open && (
        <Stack gap="md" mt="sm" id="plan-preferences-body">
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <Text component="legend" size="sm" fw={600} mb="xs">
              {t('prefs.meals')}
            </Text>
            <Group gap="md" align="flex-start">
              {weekdays.map((name, weekday) => (
                <Stack key={name} gap={4}>
                  <Text size="xs" fw={600}>
                    {name}
                  </Text>
                  {week.mealTypes.map((m) => {
                    const key = mealKey(weekday, m.id);
                    return (
                      <Checkbox
                        key={m.id}
                        size="xs"
                        label={m.name}
                        aria-label={t('cellLabel', { day: name, meal: m.name })}
                        checked={(prefs.meals[key] ?? 0) > 0}
                        onChange={(event) => {
                          const meals = { ...prefs.meals };
                          if (event.currentTarget.checked) meals[key] = 1;
                          else delete meals[key];
                          set({ meals });
                        }}
                      />
                    );
                  })}
                </Stack>
              ))}
            </Group>
          </fieldset>
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              {t('prefs.foods')}
            </Text>
            {foods.map((food) => (
              <Group key={food} justify="space-between" wrap="nowrap" gap="sm">
                <Text size="sm">{food}</Text>
                <SegmentedChoice
                  size="xs"
                  aria-label={t('prefs.rankOf', { food })}
                  value={prefs.foods[food] ?? 'neutral'}
                  onChange={(rank) => {
                    const next = { ...prefs.foods };
                    if (rank === 'neutral') delete next[food];
                    else next[food] = rank;
                    set({ foods: next });
                  }}
                  data={RANKS.map((rank) => ({ value: rank, label: t(`rank.${rank}`) }))}
                />
              </Group>
            ))}
          </Stack>
        </Stack>
      )}
    </Paper>
  );
}

export default WeekPlanPage;
