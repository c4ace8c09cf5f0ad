import { Alert, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/api/api-error';
import { getListMyAttendanceQueryOptions, listMyAttendance } from '@/api/generated/rest/hooks/dormitory/dormitory';
import type { AttendancePageEnvelope, AttendanceRecord } from '@/api/generated/rest/model';
import { formatJalali } from '@/lib/jalali';
import { localizeDigits } from '@/lib/digits';
import { useCurrentUniversity } from '@/session/current-university';
import { DatePickerInput } from '@/ui/date-picker-input';
import { InfiniteList } from '@/ui/infinite-list';
import { ListTable, type ListTableColumn } from '@/ui/list-table';
import { LoadingIndicator } from '@/ui/loading-indicator';
import { PageContainer } from '@/ui/page-container';
import { useLanguage } from '@/ui/use-language';

/** modules.md 9: 10 rows a page on desktop, 30 a page on mobile. */
export const ATTENDANCE_DESKTOP_SIZE = 10;
export const ATTENDANCE_MOBILE_SIZE = 30;

/** Negative attendanceType is an entry (modules.md 2.6 item 7). */
export const isEntry = (record: AttendanceRecord) => record.attendanceType < 0;

interface Range {
  from: string | null;
  to: string | null;
}

/** /dormitory/attendance-report (modules.md 2.6 item 7): needs the Attendance flag; a date range first. */
export function AttendancePage() {
  const { t } = useTranslation('dormitory');
  const university = useCurrentUniversity();
  const mobile = useMediaQuery('(max-width: 1023px)') ?? false;
  const [range, setRange] = useState<Range>({ from: null, to: null });
  const ready = Boolean(range.from && range.to);
  return (
    <PageContainer title={t('attendance.title')} data-testid="attendance-page">
      {!university?.samad?.Attendance ? (
        <Alert color="yellow">{t('attendance.notEnabled')}</Alert>
      ) : (
        <Stack gap="md">
          <Group grow align="flex-start" maw={560}>
            <DatePickerInput
              label={t('attendance.from')}
              onChange={(v) => setRange((r) => ({ ...r, from: v?.isoDate ?? null }))}
              data-testid="attendance-from"
            />
            <DatePickerInput
              label={t('attendance.to')}
              onChange={(v) => setRange((r) => ({ ...r, to: v?.isoDate ?? null }))}
              data-testid="attendance-to"
            />
          </Group>
          {!ready ? (
            <Text c="dimmed">{t('attendance.pickRange')}</Text>
          ) : mobile ? (
            <MobileList range={range} />
          ) : (
            <DesktopTable range={range} />
          )}
        </Stack>
      )}
    </PageContainer>
  );
}

function useFormat() {
  const lng = useLanguage();
  return (iso: string) => {
    const d = new Date(iso);
    if (Number.isNaN(d.getTime())) return iso;
    const time = d.toLocaleTimeString(lng === 'fa' ? 'fa-IR' : lng === 'ar' ? 'ar' : 'en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Asia/Tehran',
    });
    return `${formatJalali(d, lng)} ${localizeDigits(time, lng)}`;
  };
}

function TypeBadge({ record }: { record: AttendanceRecord }) {
  const { t } = useTranslation('dormitory');
  return (
    <Badge variant="light" color={isEntry(record) ? 'green' : 'orange'}>
      {isEntry(record) ? t('attendance.entry') : t('attendance.exit')}
    </Badge>
  );
}

function DesktopTable({ range }: { range: Range }) {
  const { t } = useTranslation('dormitory');
  const format = useFormat();
  const [page, setPage] = useState(1);
  const list = useQuery(
    getListMyAttendanceQueryOptions<AttendancePageEnvelope, ApiError>({
      page: page - 1,
      size: ATTENDANCE_DESKTOP_SIZE,
      fromDate: range.from!,
      toDate: range.to!,
    }),
  );
  if (list.isPending || list.isError)
    return <LoadingIndicator failed={list.isError} onRetry={() => void list.refetch()} />;
  if (list.data.payload.content.length === 0) return <Alert color="yellow">{t('errors.noItemsInTimeFrame')}</Alert>;
  const columns: ListTableColumn<AttendanceRecord>[] = [
    { key: 'date', title: t('attendance.date'), render: (r) => format(r.attendanceDate) },
    { key: 'type', title: t('attendance.type'), render: (r) => <TypeBadge record={r} /> },
  ];
  return (
    <ListTable
      columns={columns}
      rows={list.data.payload.content}
      rowKey={(r, i) => `${r.attendanceDate}:${i}`}
      minWidth={400}
      pagination={{
        pageSize: ATTENDANCE_DESKTOP_SIZE,
        totalRows: list.data.payload.totalElements ?? 0,
        page,
        onPageChange: setPage,
      }}
      data-testid="attendance-table"
    />
  );
}

function MobileList({ range }: { range: Range }) {
  const { t } = useTranslation('dormitory');
  const format = useFormat();
  const list = useInfiniteQuery({
    queryKey: ['dormitory', 'attendance', 'mobile', range.from, range.to],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      listMyAttendance(
        { page: pageParam, size: ATTENDANCE_MOBILE_SIZE, fromDate: range.from!, toDate: range.to! },
        { signal },
      ),
    getNextPageParam: (last, pages) =>
      pages.length * ATTENDANCE_MOBILE_SIZE < (last.payload.totalElements ?? 0) ? pages.length : undefined,
  });
  if (list.isPending || list.isError)
    return <LoadingIndicator failed={list.isError} onRetry={() => void list.refetch()} />;
  const items = list.data.pages.flatMap((p) => p.payload.content);
  if (items.length === 0) return <Alert color="yellow">{t('errors.noItemsInTimeFrame')}</Alert>;
  return (
    <InfiniteList
      items={items}
      itemKey={(r, i) => `${r.attendanceDate}:${i}`}
      hasMore={Boolean(list.hasNextPage)}
      loading={list.isFetchingNextPage}
      onLoadMore={() => void list.fetchNextPage()}
      renderItem={(r) => (
        <Card withBorder padding="sm">
          <Group justify="space-between">
            <Text size="sm">{format(r.attendanceDate)}</Text>
            <TypeBadge record={r} />
          </Group>
          <Text size="xs" c="dimmed">
            {[r.dormitoryName, r.blockName].filter(Boolean).join('، ')}
          </Text>
        </Card>
      )}
    />
  );
}
