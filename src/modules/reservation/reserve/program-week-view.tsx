import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import { IconListDetails } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReserveMode } from '@machines/reserve-count-rules';
import { isoDate, parseJalali, toJalali } from '@/lib/jalali';
import { SegmentedChoice } from '@/ui/segmented-choice';
import type { ReserveCart } from '@/ui/use-reserve-cart';
import { gridCellProps, useRovingGrid } from '@/ui/use-roving-grid';
import { dayOf, mealTypesOf, weekdayIndexOf, type WeekProgram } from '../program-model';
import { useFormatters } from '@/ui/use-formatters';
import { MealCell } from './meal-cell';
import { ReserveCountdown } from './reserve-countdown';
import classes from './program-week-table.module.css';

export interface ProgramWeekViewProps {
  week: WeekProgram;
  mode: ReserveMode;
  selfId: number;
  programsKey: QueryKey;
  cart: ReserveCart | null;
  today: Date;
  /** The user's reserve id of a day's meal (GET /rest/reserves), for change-self. */
  reserveIdOf: (date: string, mealTypeId: number) => number | null;
  onOpenDetails: (date: string) => void;
}

function DetailsButton({ date, onOpen }: { date: string; onOpen: (date: string) => void }) {
  const { t } = useTranslation('reservation');
  const { dayTitle } = useFormatters();
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      leftSection={<IconListDetails size={14} aria-hidden />}
      onClick={() => onOpen(date)}
      aria-label={t('details.title', { day: dayTitle(date) })}
    >
      {t('details.open')}
    </Button>
  );
}

/**
 * Desktop: one row per day, one column per meal type (modules.md 2.5 "weekly program grid"). A
 * keyboard grid: one Tab stop, arrows between the day and meal cells in the reading
 * direction (in RTL ArrowLeft goes on to the next meal, then the next day; Up/Down by day), Tab into
 * the cell's buttons.
 */
export function ProgramWeekTable({
  week,
  mode,
  selfId,
  programsKey,
  cart,
  today,
  reserveIdOf,
  onOpenDetails,
}: ProgramWeekViewProps) {
  const { t } = useTranslation('reservation');
  const { weekday, jalali } = useFormatters();
  const mealTypes = mealTypesOf(week.weekDays, week.mealTypes);
  const todayIso = isoDate(today);
  const { setGrid, onKeyDown, onFocus } = useRovingGrid<HTMLTableElement>(mealTypes.length + 1);
  return (
    <div className={classes.scroll}>
      <table
        className={classes.table}
        style={{ minWidth: `calc(${(260 + mealTypes.length * 250) / 16}rem * var(--mantine-scale))` }}
        data-testid="program-table"
        role="grid"
        aria-label={t('reserve.weekGrid')}
        ref={setGrid}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
      >
        <thead className={classes.head}>
          <tr>
            <th className={classes.dayColumn}>{t('reserve.day')}</th>
            {mealTypes.map((mealType) => (
              <th key={mealType.id}>{mealType.name}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {week.weekDays.map((day) => {
            const isToday = dayOf(day.date) === todayIso;
            return (
              <tr key={day.date} data-testid={`day-${dayOf(day.date)}`} className={isToday ? classes.today : undefined}>
                <th scope="row" {...gridCellProps}>
                  <Stack gap={4} align="flex-start">
                    <Text fw={700} size="sm">
                      {weekday(day.date)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {jalali(day.date, day.dateJStr)}
                    </Text>
                    {isToday && (
                      <Badge size="xs" variant="filled">
                        {t('reserve.today')}
                      </Badge>
                    )}
                    <ReserveCountdown date={day.date} open={day.mealTypes.some((m) => !m.reserveRuleViolated)} />
                    <DetailsButton date={day.date} onOpen={onOpenDetails} />
                  </Stack>
                </th>
                {mealTypes.map((mealType) => (
                  <td key={mealType.id} {...gridCellProps}>
                    <MealCell
                      date={day.date}
                      meal={day.mealTypes.find((m) => m.mealTypeId === mealType.id)}
                      mode={mode}
                      selfId={selfId}
                      programsKey={programsKey}
                      cart={cart}
                      reserveId={reserveIdOf(day.date, mealType.id)}
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Mobile: a day selector, then the chosen day's meals (modules.md 2.5). */
export function ProgramDayList({
  week,
  mode,
  selfId,
  programsKey,
  cart,
  today,
  reserveIdOf,
  onOpenDetails,
}: ProgramWeekViewProps) {
  const { t } = useTranslation('reservation');
  const { t: tc } = useTranslation('calendar');
  const { digits, dayTitle } = useFormatters();
  const mealTypes = mealTypesOf(week.weekDays, week.mealTypes);
  const todayIso = isoDate(today);
  const initial = week.weekDays.find((d) => dayOf(d.date) === todayIso)?.date ?? week.weekDays[0]?.date ?? '';
  const [chosen, setChosen] = useState(initial);
  const day = week.weekDays.find((d) => d.date === chosen) ?? week.weekDays[0];
  const shortNames = tc('weekdaysShort', { returnObjects: true });
  if (!day) return null;
  return (
    <Stack gap="md">
      <SegmentedChoice
        fullWidth
        value={day.date}
        onChange={setChosen}
        aria-label={t('reserve.chooseDay')}
        data={week.weekDays.map((d) => {
          const jalaliDay = (d.dateJStr ? parseJalali(d.dateJStr) : null)?.day ?? toJalali(dayOf(d.date)).day;
          return {
            value: d.date,
            label: (
              <Stack gap={0} align="center" aria-label={dayTitle(d.date, d.dateJStr)}>
                <Text size="xs" fw={700}>
                  {shortNames[weekdayIndexOf(d.date)]}
                </Text>
                <Text size="xs">{digits(jalaliDay)}</Text>
              </Stack>
            ),
          };
        })}
        data-testid="day-selector"
      />
      <Group justify="space-between">
        <Stack gap={0}>
          <Title order={2} size="h5">
            {dayTitle(day.date, day.dateJStr)}
          </Title>
          <ReserveCountdown date={day.date} open={day.mealTypes.some((m) => !m.reserveRuleViolated)} />
        </Stack>
        <DetailsButton date={day.date} onOpen={onOpenDetails} />
      </Group>
      {mealTypes.map((mealType) => (
        <Card key={mealType.id} withBorder radius="md" padding="sm">
          <Text fw={700} size="sm" mb="xs">
            {mealType.name}
          </Text>
          <MealCell
            date={day.date}
            meal={day.mealTypes.find((m) => m.mealTypeId === mealType.id)}
            mode={mode}
            selfId={selfId}
            programsKey={programsKey}
            cart={cart}
            reserveId={reserveIdOf(day.date, mealType.id)}
          />
        </Card>
      ))}
    </Stack>
  );
}
