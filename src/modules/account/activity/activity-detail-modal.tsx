import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '@/ui/app-modal';
import { ActivityAmount } from './activity-amount';
import type { ActivityView } from './use-activity-view';

/** platform.md 2.9: a row's detail modal (title, description, the attribute map of title and value). */
export function ActivityDetailModal({ view, onClose }: { view: ActivityView | null; onClose: () => void }) {
  const { t } = useTranslation('account');
  return (
    <AppModal opened={view !== null} onClose={onClose} title={view?.title ?? ''} data-testid="activity-detail">
      {view && (
        <Stack gap="sm">
          <Group gap="xs" justify="space-between">
            <Text size="sm" c="dimmed">
              {view.day} {view.time}
            </Text>
            {view.onlineDelivery && (
              <Badge variant="light" color="grape">
                {t('activity.onlineDelivery')}
              </Badge>
            )}
          </Group>
          {view.description && <Text dir="auto">{view.description}</Text>}
          {view.diff !== null && (
            <Group gap="xs">
              <Text size="sm">{t('activity.diff')}</Text>
              <ActivityAmount rials={view.diff} />
            </Group>
          )}
          {view.attributes.length > 0 ? (
            <Table withTableBorder withColumnBorders verticalSpacing="xs" data-testid="activity-attributes">
              <Table.Caption>{t('activity.attributes')}</Table.Caption>
              <Table.Tbody>
                {view.attributes.map((a) => (
                  <Table.Tr key={a.key}>
                    <Table.Th scope="row" w="40%" fw={500}>
                      {a.title}
                    </Table.Th>
                    <Table.Td dir="auto">{a.value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : (
            <Text size="sm" c="dimmed">
              {t('activity.noDetails')}
            </Text>
          )}
        </Stack>
      )}
    </AppModal>
  );
}
