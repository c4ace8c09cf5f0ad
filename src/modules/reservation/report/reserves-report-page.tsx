import { Box, Button, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconCircleCheckFilled, IconMinus, IconPrinter } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MealType, ReserveWeek, ReserveWeekDay } from '@/api/generated/rest/model';
import { isoDate, parseJalali, toJalali } from '@/lib/jalali';
import { PageContainer } from '@/ui/page-container';
import { useWeekRangeLabel, WeekSelector } from '@/ui/week-selector';
import { CURRENT_WEEK_INDEX, WEEK_COUNT, weeksOfDay } from '@/ui/week-range';
import { LazyReserveDetailsModal } from '../details/lazy-reserve-details-modal';
import { dayOf, weekdayIndexOf } from '../program-model';
import { useWeekReserves } from '../reservation-queries';
import { EmptyNotice, QueryState } from '../shared/query-state';
import { useFormatters } from '@/ui/use-formatters';
import { useIsMobile } from '@/ui/use-is-mobile';
import { useVariant, variantPage } from '../shared/variant-scope';
import { reportCell, type ReportEntry } from './report-model';
import print from './reserves-report-print.module.css';

/** /food/reserves-report and the other variants' (modules.md 2.4). */
export const ReservesReportPage = variantPage(ReportScreen);

/** The week pager's dots: one per week of the picker, the current one filled. */
function WeekDots({ index, onChange }: { index: number; onChange: (index: number) => void }) {
  const { t } = useTranslation('reservation');
  const { digits } = useFormatters();
  return (
    <Group gap={6} justify="center" role="group" aria-label={t('report.weeks')}>
      {Array.from({ length: WEEK_COUNT }, (_, i) => (
        <UnstyledButton
          key={i}
          onClick={() => onChange(i)}
          aria-label={t('report.goToWeek', { index: digits(i + 1), total: digits(WEEK_COUNT) })}
          aria-current={i === index ? 'true' : undefined}
          w={i === index ? 20 : 8}
          h={8}
          style={{
            borderRadius: 8,
            transition: 'width 150ms ease',
            background: i === index ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-gray-4)',
          }}
        />
      ))}
    </Group>
  );
}

function ReportScreen({ today: fixedToday }: { today?: Date }) {
  const variant = useVariant();
  const { t } = useTranslation('reservation');
  const isMobile = useIsMobile();
  const [today] = useState(() => fixedToday ?? new Date());
  const todayIso = isoDate(today);
  const weeks = useMemo(() => weeksOfDay(todayIso), [todayIso]);
  const [index, setIndex] = useState(CURRENT_WEEK_INDEX);
  const shown = weeks[index] ?? weeks[CURRENT_WEEK_INDEX]!;
  const weekStart = shown.start.isoDate;
  const range = useWeekRangeLabel(shown);
  const reserves = useWeekReserves(variant, weekStart);
  const [opened, setOpened] = useState<string | null>(null);
  const week = reserves.data;
  const openedDay = opened && week ? (week.weekDays.find((d) => d.date === opened) ?? null) : null;

  return (
    <PageContainer
      title={t(variant.text('report'))}
      leftButton={
        week ? (
          <Button
            variant="default"
            className={print.noPrint}
            leftSection={<IconPrinter size={18} aria-hidden />}
            onClick={() => window.print()}
            title={t('report.printHint')}
            data-testid="report-print"
          >
            {t('report.print')}
          </Button>
        ) : undefined
      }
      data-testid="report-page"
    >
      <Stack gap="md" className={print.root}>
        <Text className={print.printOnly} data-testid="report-print-week">
          {t('report.printWeek', { range })}
        </Text>
        <Stack gap="xs" align="center" className={print.noPrint}>
          <WeekSelector today={today} value={index} onChange={setIndex} data-testid="report-week" />
          <WeekDots index={index} onChange={setIndex} />
        </Stack>
        <QueryState
          loading={reserves.isPending}
          error={reserves.isError}
          onRetry={() => void reserves.refetch()}
          backTo={variant.paths.home}
        />
        {week &&
          (week.weekDays.length === 0 || week.mealTypes.length === 0 ? (
            <EmptyNotice>{t('report.empty')}</EmptyNotice>
          ) : isMobile ? (
            <ReportGrid week={week} onOpen={setOpened} />
          ) : (
            <ReportTable week={week} onOpen={setOpened} />
          ))}
      </Stack>
      {opened && (
        <LazyReserveDetailsModal
          opened
          onClose={() => setOpened(null)}
          date={opened}
          day={openedDay}
          mealTypes={week?.mealTypes ?? []}
          loading={reserves.isPending}
          error={reserves.isError}
          onRetry={() => void reserves.refetch()}
          today={today}
        />
      )}
    </PageContainer>
  );
}

function useEntryText() {
  const { t } = useTranslation('reservation');
  const { digits } = useFormatters();
  return (entry: ReportEntry) => t(`report.cell.${entry.kind}`, { n: digits(entry.count) });
}

interface ReportViewProps {
  week: ReserveWeek;
  onOpen: (date: string) => void;
}

/** Desktop: a date column and one column per meal type; a cell opens the day's details. */
function ReportTable({ week, onOpen }: ReportViewProps) {
  const { t } = useTranslation('reservation');
  const { dayTitle } = useFormatters();
  const text = useEntryText();
  return (
    <Table.ScrollContainer minWidth={200 + week.mealTypes.length * 160} type="native">
      <Table withTableBorder withColumnBorders striped verticalSpacing="sm" data-testid="report-table">
        <Table.Thead bg="var(--mantine-color-gray-0)">
          <Table.Tr>
            <Table.Th>{t('report.date')}</Table.Th>
            {week.mealTypes.map((m) => (
              <Table.Th key={m.id} ta="center">
                {m.name}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {week.weekDays.map((day) => (
            <Table.Tr key={day.date}>
              <Table.Th scope="row" fw={600}>
                {dayTitle(day.date, day.dateJStr)}
              </Table.Th>
              {week.mealTypes.map((meal) => {
                const entries = reportCell(day, meal.id);
                const lines = entries.length ? entries.map(text) : [t('report.cell.none')];
                return (
                  <Table.Td key={meal.id} p={0}>
                    <UnstyledButton
                      w="100%"
                      p="xs"
                      onClick={() => onOpen(day.date)}
                      aria-label={t('report.cellLabel', {
                        day: dayTitle(day.date, day.dateJStr),
                        meal: meal.name,
                        status: lines.join('، '),
                      })}
                      data-testid={`report-cell-${dayOf(day.date)}-${meal.id}`}
                    >
                      <Stack gap={2} align="center">
                        {lines.map((line, i) => (
                          <Text
                            key={i}
                            size="sm"
                            c={entries.length ? (entries[i]?.kind === 'consumed' ? 'dimmed' : undefined) : 'dimmed'}
                            fw={entries.length ? 600 : 400}
                          >
                            {line}
                          </Text>
                        ))}
                      </Stack>
                    </UnstyledButton>
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function jalaliDayOf(day: ReserveWeekDay): number {
  return (day.dateJStr ? parseJalali(day.dateJStr) : null)?.day ?? toJalali(dayOf(day.date)).day;
}

/** Mobile: a Jalali week grid, days across and meal types down, a check where something is reserved. */
function ReportGrid({ week, onOpen }: ReportViewProps) {
  const { t } = useTranslation('reservation');
  const { t: tc } = useTranslation('calendar');
  const { digits, dayTitle } = useFormatters();
  const text = useEntryText();
  const short = tc('weekdaysShort', { returnObjects: true });
  const columns = `minmax(64px, auto) repeat(${week.weekDays.length}, 1fr)`;
  const cell = (day: ReserveWeekDay, meal: MealType) => {
    const entries = reportCell(day, meal.id);
    const status = entries.length ? entries.map(text).join('، ') : t('report.cell.none');
    return (
      <UnstyledButton
        key={`${day.date}:${meal.id}`}
        onClick={() => onOpen(day.date)}
        aria-label={t('report.cellLabel', { day: dayTitle(day.date, day.dateJStr), meal: meal.name, status })}
        style={{
          display: 'grid',
          placeItems: 'center',
          minHeight: 40,
          borderRadius: 8,
          background: 'var(--mantine-color-gray-0)',
        }}
        data-testid={`report-cell-${dayOf(day.date)}-${meal.id}`}
      >
        {entries.length ? (
          <IconCircleCheckFilled size={22} color="var(--mantine-primary-color-filled)" aria-hidden />
        ) : (
          <IconMinus size={16} color="var(--mantine-color-gray-5)" aria-hidden />
        )}
      </UnstyledButton>
    );
  };
  return (
    <Box style={{ display: 'grid', gridTemplateColumns: columns, gap: 4 }} data-testid="report-grid">
      <span />
      {week.weekDays.map((day) => (
        <Stack key={day.date} gap={0} align="center">
          <Text size="xs" fw={700}>
            {short[weekdayIndexOf(day.date)]}
          </Text>
          <Text size="xs" c="dimmed">
            {digits(jalaliDayOf(day))}
          </Text>
        </Stack>
      ))}
      {week.mealTypes.map((meal) => [
        <Text key={`label-${meal.id}`} size="xs" fw={600} style={{ alignSelf: 'center' }}>
          {meal.name}
        </Text>,
        ...week.weekDays.map((day) => cell(day, meal)),
      ])}
    </Box>
  );
}

export default ReservesReportPage;
