import { Badge, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListPaymentTransactions } from '@/api/generated/rest/hooks/payment/payment';
import type { PaymentTransaction } from '@/api/generated/rest/model';
import { localizeDigits } from '@/lib/digits';
import { formatJalali } from '@/lib/jalali';
import { ListTable } from '@/ui/list-table';
import { LoadingIndicator } from '@/ui/loading-indicator';
import { useFormatMoney } from '@/ui/use-format-money';
import { useLanguage } from '@/ui/use-language';
import { parseServerDateTime } from './subsidy-list';

/** platform.md 9: payment history page 10. */
export const HISTORY_PAGE_SIZE = 10;

/** The user's online payments, paged on the server (platform.md 2.8, 7; shown only with ROLE_USER_VIEW_OWN_PAYMENTS). */
export function PaymentHistory() {
  const { t } = useTranslation('wallet');
  const format = useFormatMoney();
  const lng = useLanguage();
  const [page, setPage] = useState(1);
  const query = useListPaymentTransactions(
    { page: page - 1, size: HISTORY_PAGE_SIZE },
    { query: { placeholderData: keepPreviousData } },
  );

  if (query.isPending) return <LoadingIndicator data-testid="history-loading" />;
  if (query.isError)
    return <LoadingIndicator failed onRetry={() => void query.refetch()} data-testid="history-failed" />;
  const { content, totalElements } = query.data.payload;

  return (
    <ListTable<PaymentTransaction>
      data-testid="payment-history"
      caption={t('history.title')}
      minWidth={560}
      rows={content}
      rowKey={(row) => row.paymentCode}
      emptyText={t('history.empty')}
      pagination={{ pageSize: HISTORY_PAGE_SIZE, totalRows: totalElements, page, onPageChange: setPage }}
      columns={[
        {
          key: 'startDate',
          title: t('history.date'),
          render: (row) => {
            const at = parseServerDateTime(row.startDate);
            return at ? `${formatJalali(at, lng)}` : row.startDate;
          },
        },
        { key: 'amount', title: t('history.amount'), render: (row) => format(row.amount) },
        { key: 'bankName', title: t('history.bank'), render: (row) => row.bankName ?? '' },
        {
          key: 'paymentCode',
          title: t('history.code'),
          render: (row) => (
            <Text size="sm" dir="ltr" span data-testid="payment-code">
              {localizeDigits(row.paymentCode, lng)}
            </Text>
          ),
        },
        {
          key: 'successful',
          title: t('history.status'),
          render: (row) => (
            <Badge color={row.successful ? 'teal' : 'red'} variant="light">
              {row.successful ? t('history.successful') : t('history.unsuccessful')}
            </Badge>
          ),
        },
      ]}
    />
  );
}
