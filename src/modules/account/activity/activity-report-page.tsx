import { Stack, Text, UnstyledButton } from '@mantine/core';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  getListActivityLogsQueryKey,
  listActivityLogs,
  useListActivityLogs,
} from '@/api/generated/rest/hooks/content/content';
import type { ActivityLog } from '@/api/generated/rest/model';
import { toJalali } from '@/lib/jalali';
import type { DateRangeSelection, DateRangeValue } from '@/ui/date-range-picker';
import { DateRangePickerInput } from '@/ui/date-range-picker-input';
import { InfiniteList } from '@/ui/infinite-list';
import { ListTable, type ListTableColumn } from '@/ui/list-table';
import { LoadingIndicator } from '@/ui/loading-indicator';
import { PageContainer } from '@/ui/page-container';
import { useIsMobile } from '@/ui/use-is-mobile';
import { ActivityAmount } from './activity-amount';
import { ACTIVITY_CARD_REM, ActivityCard } from './activity-card';
import { ActivityDetailModal } from './activity-detail-modal';
import { ACTIVITY_PAGE_SIZE, activityKey } from './activity-format';
import { useActivityView, type ActivityView } from './use-activity-view';
import { pageFromQuery } from '../messages/message-format';

/** The chosen range as the call sends it (yyyy-MM-dd); both ends or none. */
interface Range {
  fromDate?: string;
  toDate?: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function rangeFromQuery(params: URLSearchParams): Range {
  const from = params.get('from');
  const to = params.get('to');
  return from && to && ISO_DAY.test(from) && ISO_DAY.test(to) && from <= to ? { fromDate: from, toDate: to } : {};
}

function DesktopTable({
  range,
  page,
  onPage,
  onOpen,
}: {
  range: Range;
  page: number;
  onPage: (page: number) => void;
  onOpen: (view: ActivityView) => void;
}) {
  const { t } = useTranslation('account');
  const view = useActivityView();
  const size = ACTIVITY_PAGE_SIZE.desktop;
  // The previous page stays on screen while the next one loads (no flicker of the pager).
  const query = useListActivityLogs({ ...range, page, size }, { query: { placeholderData: keepPreviousData } });
  const rows = useMemo(
    () => (query.data?.payload?.items ?? []).map((log) => ({ log, view: view(log) })),
    [query.data, view],
  );
  if (query.isPending || query.isError) {
    return (
      <LoadingIndicator
        failed={query.isError}
        failureText={t('activity.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const columns: ListTableColumn<(typeof rows)[number]>[] = [
    {
      key: 'date',
      title: t('activity.columns.date'),
      width: 170,
      render: (r) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {r.view.day} {r.view.time}
        </Text>
      ),
    },
    {
      key: 'type',
      title: t('activity.columns.type'),
      render: (r) => (
        <UnstyledButton
          onClick={(event) => {
            event.stopPropagation();
            onOpen(r.view);
          }}
          aria-label={t('activity.open', { title: r.view.title })}
          c="var(--mantine-color-blue-text)"
          fw={600}
          fz="sm"
        >
          {r.view.title}
        </UnstyledButton>
      ),
    },
    {
      key: 'description',
      title: t('activity.columns.description'),
      render: (r) => (
        <Text size="sm" dir="auto">
          {r.view.description}
        </Text>
      ),
    },
    {
      key: 'diff',
      title: t('activity.columns.diff'),
      width: 160,
      render: (r) => (r.view.diff === null ? '' : <ActivityAmount rials={r.view.diff} />),
    },
  ];
  return (
    <ListTable
      columns={columns}
      rows={rows}
      rowKey={(r, i) => activityKey(r.log, i)}
      minWidth={720}
      emptyText={t('activity.empty')}
      onRowClick={(r) => onOpen(r.view)}
      pagination={{
        pageSize: size,
        totalRows: query.data.payload?.total ?? 0,
        page: page + 1,
        onPageChange: (p) => onPage(p - 1),
      }}
      data-testid="activity-table"
    />
  );
}

/** The card's height in px: its rem height at the page's root font size (the list's estimate). */
function cardHeightPx(): number {
  const root = typeof document === 'undefined' ? NaN : parseFloat(getComputedStyle(document.documentElement).fontSize);
  return Math.round(ACTIVITY_CARD_REM * (Number.isFinite(root) && root > 0 ? root : 16));
}

function MobileList({ range, onOpen }: { range: Range; onOpen: (view: ActivityView) => void }) {
  const { t } = useTranslation('account');
  const view = useActivityView();
  const size = ACTIVITY_PAGE_SIZE.mobile;
  const list = useInfiniteQuery({
    queryKey: [...getListActivityLogsQueryKey({ ...range, size }), 'infinite'],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => listActivityLogs({ ...range, page: pageParam, size }, undefined, signal),
    getNextPageParam: (last, pages) => (pages.length * size < (last.payload?.total ?? 0) ? pages.length : undefined),
  });
  const items = useMemo(() => list.data?.pages.flatMap((p) => p.payload?.items ?? []) ?? [], [list.data]);
  const estimateSize = useMemo(() => cardHeightPx(), []);
  const onlineDeliveryLabel = t('activity.onlineDelivery');
  // Stable, so the list renders a row once when it scrolls into view (InfiniteList memoises rows on it).
  const renderItem = useCallback(
    (log: ActivityLog) => <ActivityCard view={view(log)} onlineDeliveryLabel={onlineDeliveryLabel} onOpen={onOpen} />,
    [view, onlineDeliveryLabel, onOpen],
  );
  if (list.isPending || (list.isError && !list.data)) {
    return (
      <LoadingIndicator
        failed={list.isError}
        failureText={t('activity.loadFailed')}
        onRetry={() => void list.refetch()}
      />
    );
  }
  return (
    <InfiniteList
      items={items}
      itemKey={activityKey}
      hasMore={Boolean(list.hasNextPage)}
      loading={list.isFetchingNextPage}
      onLoadMore={() => void list.fetchNextPage()}
      emptyText={t('activity.empty')}
      endText={t('activity.end')}
      virtual={{ estimateSize }}
      renderItem={renderItem}
      data-testid="activity-list"
    />
  );
}

/**
 * /user/activity-report (platform.md 2.9, 7): the user's activity between two Jalali dates; a
 * paged table on desktop (10 a page) and an endless, virtualised list on mobile (200 a call), each
 * row opening its details. The range and the page live in the address, so a reload keeps them.
 * The spec's call has no type parameter, so there is no type filter (docs/spec-choices.md).
 */
export default function ActivityReportPage() {
  const { t } = useTranslation('account');
  const mobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const range = rangeFromQuery(params);
  const page = pageFromQuery(params.get('page'));
  const [draft, setDraft] = useState<DateRangeValue | null>(null);
  const [open, setOpen] = useState<ActivityView | null>(null);
  const shown: DateRangeValue =
    draft ?? (range.fromDate && range.toDate ? [toJalali(range.fromDate), toJalali(range.toDate)] : [null, null]);

  const choose = (next: DateRangeSelection) => {
    const [from, to] = next;
    if (from && to) {
      setDraft(null);
      setParams({ from: from.isoDate, to: to.isoDate }, { replace: true });
    } else if (!from && !to) {
      setDraft(null);
      setParams({}, { replace: true });
    } else {
      setDraft(next);
    }
  };
  const setPage = (p: number) => {
    const next = new URLSearchParams(params);
    if (p > 0) next.set('page', String(p + 1));
    else next.delete('page');
    setParams(next, { replace: true });
  };

  return (
    <PageContainer title={t('activity.title')} data-testid="activity-report-page">
      <Stack gap="md">
        <DateRangePickerInput
          label={t('activity.range')}
          description={range.fromDate ? undefined : t('activity.allTime')}
          placeholder={t('activity.rangePlaceholder')}
          value={shown}
          onChange={choose}
          maxDate={new Date()}
          allowSingleDateInRange
          clearable
          w={mobile ? '100%' : 320}
          data-testid="activity-range"
        />
        {mobile ? (
          <MobileList key={`${range.fromDate}-${range.toDate}`} range={range} onOpen={setOpen} />
        ) : (
          <DesktopTable range={range} page={page} onPage={setPage} onOpen={setOpen} />
        )}
      </Stack>
      <ActivityDetailModal view={open} onClose={() => setOpen(null)} />
    </PageContainer>
  );
}
