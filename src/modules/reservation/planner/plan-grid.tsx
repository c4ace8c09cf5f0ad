import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WeekPlanContext } from '@machines/week-plan.machine';
import { useFormatters } from '@/ui/use-formatters';
import { PlanCellView } from './plan-cell-view';
import type { WeekPlanSend } from './use-week-plan';

type Send = WeekPlanSend;

export function PlanTable({ ctx, editable, send }: { ctx: WeekPlanContext; editable: boolean; send: Send }) {
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

export function PlanDayList({ ctx, editable, send }: { ctx: WeekPlanContext; editable: boolean; send: Send }) {
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
