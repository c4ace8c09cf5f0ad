import { Alert, Button, List } from '@mantine/core';
import { IconAlarm } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDeadlineDescription, type ReminderItem } from './use-deadline-reminders';

/**
 * The in-app reminder: the unreserved days of the selfs with reminders on whose reserve deadline is
 * within the chosen lead time. It works whatever the notification permission. Where the variant has
 * the week planner, the reminder offers to plan the week in one step.
 */
export function DeadlineBanner({ due, planPath }: { due: readonly ReminderItem[]; planPath?: string | undefined }) {
  const { t } = useTranslation('reservation');
  const describe = useDeadlineDescription();
  if (!due.length) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      radius="md"
      icon={<IconAlarm size={20} aria-hidden />}
      title={t('reminders.banner.title')}
      role="status"
      data-testid="deadline-banner"
    >
      <List size="sm" spacing={4}>
        {due.map(({ item }) => (
          <List.Item key={`${item.selfId}:${item.date}`} data-testid={`deadline-${item.selfId}-${item.date}`}>
            {t('reminders.banner.item', describe(item))}
          </List.Item>
        ))}
      </List>
      {planPath && (
        <Button component={Link} to={planPath} size="xs" variant="light" mt="xs" data-testid="deadline-plan-week">
          {t('reserve.planWeek')}
        </Button>
      )}
    </Alert>
  );
}
