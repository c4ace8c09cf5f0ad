import { Alert, List } from '@mantine/core';
import { IconAlarm } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDeadlineDescription, type ReminderItem } from './use-deadline-reminders';

/**
 * The in-app reminder: the unreserved days of the selfs with reminders on whose reserve deadline is
 * within the chosen lead time. It works whatever the notification permission.
 */
export function DeadlineBanner({ due }: { due: readonly ReminderItem[] }) {
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
    </Alert>
  );
}
