// Switch is used only here: its CSS comes with this lazy chunk (scripts/check-bundle.ts checks every Mantine class has CSS).
import { Alert, Button, Group, NativeSelect, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconCalendarCheck, IconCalendarDown, IconCalendarTime } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReserveWeek } from '@/api/generated/rest/model';
import type { WeekProgram } from '../program-model';
import { buildCalendar, ICS_MIME, type CalendarEvent } from '@/lib/ical';
import { saveDownload } from '@/ui/save-download';
import { useFormatters } from '@/ui/use-formatters';
import { useLanguage } from '@/ui/use-language';
import { notificationPermission, requestNotificationPermission, type NotifyPermission } from './notifications';
import { deadlineEvents, LEAD_MINUTES, reserveEvents, unreservedDeadlines } from './reminder-model';
import { useReminderSetting } from './reminder-settings';
import { useDeadlineDescription, type ReminderItem } from './use-deadline-reminders';

interface ReminderPanelProps {
  self: { id: number; name: string };
  /** The week on screen (`YYYY-MM-DD` of its Saturday), its program for this self and the user's reserves. */
  weekStart: string;
  program: WeekProgram | undefined;
  reserves: ReserveWeek | undefined;
  /** The upcoming reminders (useDeadlineReminders), for the "next deadline" line of this self. */
  upcoming: readonly ReminderItem[];
  /** The reminders' clock (moves on when one of their timers rings). */
  now: number;
  /** The week planner, where the variant has one. */
  planPath?: string | undefined;
}

const domain = () => globalThis.location?.hostname || 'samad.portal';

/**
 * Reminders of one self (on or off, lead time) and the two calendar exports of the week on screen:
 * the user's reserves and the reserve deadlines of its unreserved days. Notification permission is
 * asked only by the click that turns reminders on; without it the in-app banner still reminds.
 */
export function ReminderPanel({ self, weekStart, program, reserves, upcoming, now, planPath }: ReminderPanelProps) {
  const { t } = useTranslation('reservation');
  const lng = useLanguage();
  const { digits } = useFormatters();
  const describe = useDeadlineDescription();
  const [setting, setSetting] = useReminderSetting(self.id);
  const [permission, setPermission] = useState<NotifyPermission>(notificationPermission);

  const toggle = async (enabled: boolean) => {
    setSetting({ ...setting, enabled });
    if (enabled) setPermission(await requestNotificationPermission());
  };

  const next = upcoming.find(({ item }) => item.selfId === self.id);
  const calendar = (events: CalendarEvent[], name: string, file: string) => {
    const text = buildCalendar({
      prodId: `-//Samad//Student portal//${lng.toUpperCase()}`,
      name,
      stamp: Date.now(),
      events,
    });
    saveDownload(new Blob([text], { type: ICS_MIME }), file);
  };

  const mealEvents = reserves
    ? reserveEvents(
        reserves,
        {
          summary: (meal, where) => (where ? t('reminders.calendar.mealSummary', { meal, self: where }) : meal),
          description: (food, count) => t('reminders.calendar.mealDescription', { food, count: digits(count) }),
          alarm: (meal, where) => t('reminders.calendar.mealAlarm', { meal, self: where }),
        },
        domain(),
      )
    : [];
  const deadlines = program ? unreservedDeadlines(program, self, now) : [];

  const exportWeek = () => calendar(mealEvents, t('reminders.calendar.weekName'), `reserves-${weekStart}.ics`);
  const exportDeadlines = () =>
    calendar(
      deadlineEvents(
        // At the click: the clock may have moved on since the last render.
        program ? unreservedDeadlines(program, self, Date.now()) : [],
        setting.leadMinutes,
        {
          summary: (item) => t('reminders.calendar.deadlineSummary', describe(item)),
          description: (item) => t('reminders.calendar.deadlineDescription', describe(item)),
        },
        domain(),
      ),
      t('reminders.calendar.deadlinesName', { self: self.name }),
      `reserve-deadlines-${self.id}-${weekStart}.ics`,
    );

  const blocked = setting.enabled && permission !== 'granted';
  return (
    <Paper withBorder radius="md" p="sm" data-testid="reminder-panel">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Group align="flex-end" gap="sm">
            <Switch
              checked={setting.enabled}
              onChange={(event) => void toggle(event.currentTarget.checked)}
              label={t('reminders.toggle', { self: self.name })}
              data-testid="reminder-toggle"
            />
            {/* Native: the phone's picker, and no popover code on the reserve page. */}
            <NativeSelect
              size="xs"
              w={190}
              label={t('reminders.lead')}
              value={String(setting.leadMinutes)}
              onChange={(event) => setSetting({ ...setting, leadMinutes: Number(event.currentTarget.value) })}
              data={LEAD_MINUTES.map((minutes) => ({
                value: String(minutes),
                label: t(`reminders.leadOption.${minutes}`),
              }))}
              disabled={!setting.enabled}
              data-testid="reminder-lead"
            />
          </Group>
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconCalendarDown size={16} aria-hidden />}
              onClick={exportWeek}
              disabled={!mealEvents.length}
              data-testid="export-week"
            >
              {t('reminders.exportWeek')}
            </Button>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconCalendarTime size={16} aria-hidden />}
              onClick={exportDeadlines}
              disabled={!deadlines.length}
              data-testid="export-deadlines"
            >
              {t('reminders.exportDeadlines')}
            </Button>
            {planPath && (
              <Button
                component={Link}
                to={planPath}
                size="xs"
                variant="light"
                leftSection={<IconCalendarCheck size={16} aria-hidden />}
                data-testid="open-week-plan"
              >
                {t('reserve.planWeek')}
              </Button>
            )}
          </Group>
        </Group>
        {!mealEvents.length && reserves && (
          <Text size="xs" c="dimmed">
            {t('reminders.noReserves')}
          </Text>
        )}
        {setting.enabled && (
          <Text size="sm" c="dimmed" data-testid="reminder-next">
            {next ? t('reminders.next', describe(next.item)) : t('reminders.nothingAhead')}
          </Text>
        )}
        {blocked && (
          <Alert color="yellow" variant="light" role="alert" data-testid="reminder-permission">
            {t(permission === 'unsupported' ? 'reminders.unsupported' : 'reminders.denied')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
