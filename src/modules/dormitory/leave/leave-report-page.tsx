import { Badge, Button } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/api/api-error';
import {
  getListDormitoryLeavesQueryOptions,
  updateDormitoryLeave,
} from '@/api/generated/rest/hooks/dormitory/dormitory';
import type { LeaveRequest, LeaveRequestPageEnvelope } from '@/api/generated/rest/model';
import { localizeDigits } from '@/lib/digits';
import { readableDate } from '@/lib/jalali';
import { ConfirmModal } from '@/ui/confirm-modal';
import { ListTable, type ListTableColumn } from '@/ui/list-table';
import { LoadingIndicator } from '@/ui/loading-indicator';
import { PageContainer } from '@/ui/page-container';
import { useLanguage } from '@/ui/use-language';
import { notify } from '../shared/notify';

export const LEAVE_PAGE_SIZE = 10;

const STATUS_COLORS: Record<string, string> = { NOT_CHECKED: 'yellow', CHECKED: 'green', CANCEL_BY_OWNER: 'gray' };

/** /dormitory/leave-report (modules.md 2.6 item 3): 10 a page; cancel only for NOT_CHECKED. */
export function LeaveReportPage() {
  const { t } = useTranslation('dormitory');
  const lng = useLanguage();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const options = getListDormitoryLeavesQueryOptions<LeaveRequestPageEnvelope, ApiError>({
    page: page - 1,
    limit: LEAVE_PAGE_SIZE,
  });
  const list = useQuery(options);
  // The request asked about before it is cancelled (a cancel cannot be taken back).
  const [asking, setAsking] = useState<LeaveRequest | null>(null);
  const cancel = useMutation({
    mutationFn: (id: number) => updateDormitoryLeave(id, { status: 'CANCEL_BY_OWNER' }),
    onSuccess: () => {
      setAsking(null);
      notify(t('leaveReport.cancelled'));
      void queryClient.invalidateQueries({ queryKey: options.queryKey });
    },
  });
  const date = (text: string) => readableDate(text, lng);
  const n = (v: string | number | undefined) => localizeDigits(String(v ?? ''), lng);
  const columns: ListTableColumn<LeaveRequest>[] = [
    { key: 'id', title: t('leaveReport.id'), render: (r) => n(r.id) },
    { key: 'relation', title: t('leaveReport.relation'), render: (r) => r.relation },
    { key: 'address', title: t('leaveReport.address'), render: (r) => r.address },
    { key: 'mobile', title: t('leaveReport.mobile'), render: (r) => n(r.mobileNumber) },
    { key: 'landline', title: t('leaveReport.landline'), render: (r) => n(r.phoneNumber) },
    { key: 'from', title: t('leaveReport.from'), render: (r) => date(r.fromDate) },
    { key: 'to', title: t('leaveReport.to'), render: (r) => date(r.toDate) },
    {
      key: 'status',
      title: t('leaveReport.status'),
      render: (r) => (
        <Badge variant="light" color={STATUS_COLORS[r.status] ?? 'gray'}>
          {t(
            `leaveReport.statuses.${r.status in STATUS_COLORS ? r.status : 'unknown'}` as 'leaveReport.statuses.unknown',
          )}
        </Badge>
      ),
    },
    {
      key: 'actions',
      title: t('leaveReport.actions'),
      render: (r) =>
        r.status === 'NOT_CHECKED' ? (
          <Button
            size="xs"
            variant="light"
            color="red"
            loading={cancel.isPending && cancel.variables === r.id}
            aria-label={t('leaveReport.cancelOf', { id: n(r.id) })}
            onClick={() => setAsking(r)}
          >
            {t('leaveReport.cancel')}
          </Button>
        ) : null,
    },
  ];
  return (
    <PageContainer title={t('leaveReport.title')} data-testid="leave-report-page">
      {list.isPending || list.isError ? (
        <LoadingIndicator failed={list.isError} error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <ListTable
          columns={columns}
          rows={list.data.payload.content}
          rowKey={(r) => r.id}
          emptyText={t('leaveReport.empty')}
          pagination={{
            pageSize: LEAVE_PAGE_SIZE,
            totalRows: list.data.payload.totalElements ?? 0,
            page,
            onPageChange: setPage,
          }}
          mobileCards={{ title: 'id', footer: 'actions' }}
          data-testid="leave-table"
        />
      )}
      <ConfirmModal
        opened={asking !== null}
        title={t('leaveReport.confirmTitle')}
        confirmLabel={t('leaveReport.confirmCancel')}
        cancelLabel={t('leaveReport.keep')}
        color="red"
        loading={cancel.isPending}
        onConfirm={() => asking && cancel.mutate(asking.id)}
        onClose={() => setAsking(null)}
        data-testid="leave-cancel"
      >
        {asking
          ? t('leaveReport.confirmText', { id: n(asking.id), from: date(asking.fromDate), to: date(asking.toDate) })
          : ''}
      </ConfirmModal>
    </PageContainer>
  );
}
