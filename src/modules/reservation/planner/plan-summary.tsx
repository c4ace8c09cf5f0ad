import { Alert, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCalendarCheck, IconCalendarDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WeekPlanContext } from '@machines/week-plan.machine';
import { changesOf, projectedCredit, planCost } from '@machines/week-plan-rules';
import { useConfig } from '@/config/config-context';
import { buildCalendar, ICS_MIME } from '@/lib/ical';
import { canChargeOnline, chargePath } from '@/lib/low-credit';
import { useSession } from '@/session/session-provider';
import { Money } from '@/ui/money';
import { saveDownload } from '@/ui/save-download';
import { useFormatters } from '@/ui/use-formatters';
import { useLanguage } from '@/ui/use-language';
import type { WeekPlanSend } from './use-week-plan';

type Send = WeekPlanSend;

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

export function PlanSummary({ ctx, state, send }: { ctx: WeekPlanContext; state: string; send: Send }) {
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
