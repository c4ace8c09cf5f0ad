import { Badge, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CellResult, WeekPlanContext } from '@machines/week-plan.machine';
import { mealKey, mealOf, type PlanCell, type PlanMeal } from '@machines/week-plan-rules';
import { isApiError } from '@/api/api-error';
import { outcomeUnknown } from '@/api/money-outcome';
import { useFormatMoney } from '@/ui/use-format-money';
import { useFormatters } from '@/ui/use-formatters';
import { AvoidMark } from '../shared/avoid-mark';
import { PlanCellNotes } from './plan-cell-notes';
import type { WeekPlanSend } from './use-week-plan';

/** The most portions a cell's count offers (the server's limits lower it). */
const MAX_SHOWN_COUNT = 5;

export function mealNameOf(ctx: WeekPlanContext, mealTypeId: number): string {
  return ctx.week?.mealTypes.find((m) => m.id === mealTypeId)?.name ?? String(mealTypeId);
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

export function PlanCellView({
  ctx,
  cell,
  editable,
  send,
}: {
  ctx: WeekPlanContext;
  cell: PlanCell;
  editable: boolean;
  send: WeekPlanSend;
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
        {item && <AvoidMark names={item.names ?? item.label} />}
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
