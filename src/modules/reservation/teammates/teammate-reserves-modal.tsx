import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Teammate } from '@/api/generated/rest/model';
import { AppModal } from '@/ui/app-modal';
import { currentWeekStart } from '@/ui/week-range';
import { splitFoodNames } from '../program-model';
import { useWeekReserves } from '../reservation-queries';
import { EmptyNotice, QueryState } from '../shared/query-state';
import { useFormatters } from '@/ui/use-formatters';
import { useVariant } from '../shared/variant-scope';
import { teammateName } from './teammate-model';

/** "View reserves" of a teammate: their reserves of this week, as the weekly reserves list them. */
export function TeammateReservesModal({
  teammate,
  onClose,
  today = new Date(),
}: {
  teammate: Teammate;
  onClose: () => void;
  today?: Date;
}) {
  const { t } = useTranslation('reservation');
  const variant = useVariant();
  const { digits, dayTitle } = useFormatters();
  const weekStart = currentWeekStart(today);
  const reserves = useWeekReserves(variant, weekStart);
  const mealName = (id: number) => reserves.data?.mealTypes.find((m) => m.id === id)?.name ?? '';
  const rows = (reserves.data?.weekDays ?? []).flatMap((day) =>
    day.mealTypes.flatMap((meal) =>
      (meal.teammateReserve ?? [])
        .filter((r) => r.username === teammate.user.username && r.selectedCount > 0)
        .map((r) => ({
          key: `${day.date}:${meal.mealTypeId}:${r.id ?? ''}`,
          day,
          meal: mealName(meal.mealTypeId),
          reserve: r,
        })),
    ),
  );
  return (
    <AppModal opened onClose={onClose} title={t('teammates.reservesTitle', { name: teammateName(teammate) })}>
      <Stack gap="sm" data-testid="teammate-reserves">
        <QueryState
          loading={reserves.isPending}
          error={reserves.isError}
          onRetry={() => void reserves.refetch()}
          mih={120}
        />
        {reserves.isSuccess && rows.length === 0 && <EmptyNotice>{t('teammates.noReserves')}</EmptyNotice>}
        {rows.map(({ key, day, meal, reserve }) => (
          <Paper key={key} withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={2}>
                <Text size="sm" fw={700}>
                  {splitFoodNames(reserve.foodNames).main || meal}
                </Text>
                <Text size="xs" c="dimmed">
                  {dayTitle(day.date, day.dateJStr)} · {meal}
                </Text>
              </Stack>
              <Badge variant="light">{t('details.count', { n: digits(reserve.selectedCount) })}</Badge>
            </Group>
          </Paper>
        ))}
      </Stack>
    </AppModal>
  );
}
