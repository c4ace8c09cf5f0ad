import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/api/api-error';
import { getListMyCardexesQueryOptions } from '@/api/generated/rest/hooks/dormitory/dormitory';
import type { Cardex, CardexListEnvelope } from '@/api/generated/rest/model';
import { localizeDigits } from '@/lib/digits';
import { useSession } from '@/session/session-provider';
import { ListTable, type ListTableColumn } from '@/ui/list-table';
import { LoadingIndicator } from '@/ui/loading-indicator';
import { PageContainer } from '@/ui/page-container';
import { useLanguage } from '@/ui/use-language';
import { CARDEX_ROLE } from '../access';

/** Semesters started on or before now, newest first (modules.md 2.6 item 1). */
export function visibleCardexes(rows: readonly Cardex[], now: Date): Cardex[] {
  const today = now.toISOString().slice(0, 10);
  return rows
    .filter((r) => (r.semester.startDate ?? '').slice(0, 10) <= today)
    .sort((a, b) => (b.semester.startDate ?? '').localeCompare(a.semester.startDate ?? ''));
}

/** Contact lines are separated by the Persian comma. */
/** Cardexes shown a page at a time. */
const CARDEXES_PAGE_SIZE = 50;

export const contactLines = (text: string | null | undefined) =>
  (text ?? '')
    .split('،')
    .map((s) => s.trim())
    .filter(Boolean);

/** /dormitory/cardexes (role ROLE_ESKAN_ALGORITM_STUDENT). */
export function CardexesPage({ now = new Date() }: { now?: Date }) {
  const { t } = useTranslation('dormitory');
  const lng = useLanguage();
  const { authorities } = useSession();
  const allowed = authorities.includes(CARDEX_ROLE);
  const list = useQuery({ ...getListMyCardexesQueryOptions<CardexListEnvelope, ApiError>(), enabled: allowed });
  const n = (v: string | number | null | undefined) => localizeDigits(String(v ?? ''), lng);
  const columns: ListTableColumn<Cardex>[] = [
    {
      key: 'semester',
      title: t('cardexes.semester'),
      render: (r) => [r.semester.name, r.semester.period?.name].filter(Boolean).join(' - '),
    },
    { key: 'dormitory', title: t('cardexes.dormitory'), render: (r) => r.dormitory.name },
    { key: 'block', title: t('cardexes.block'), render: (r) => r.dormitoryBlock?.name },
    { key: 'floor', title: t('cardexes.floor'), render: (r) => r.room?.dormitoryFloor?.name },
    { key: 'room', title: t('cardexes.room'), render: (r) => n(r.room?.code) },
    { key: 'capacity', title: t('cardexes.capacity'), render: (r) => n(r.room?.roomSize) },
    { key: 'status', title: t('cardexes.status'), render: (r) => r.status },
    { key: 'address', title: t('cardexes.address'), render: (r) => r.dormitory.address },
    {
      key: 'contact',
      title: t('cardexes.contact'),
      render: (r) => contactLines(r.dormitory.contactInfo).map((line) => <div key={line}>{line}</div>),
    },
  ];
  return (
    <PageContainer title={t('cardexes.title')} data-testid="cardexes-page">
      {!allowed ? (
        <Alert color="yellow">{t('cardexes.notAllowed')}</Alert>
      ) : list.isPending || list.isError ? (
        <LoadingIndicator failed={list.isError} onRetry={() => void list.refetch()} />
      ) : (
        <ListTable
          columns={columns}
          rows={visibleCardexes(list.data.payload, now)}
          rowKey={(r, i) => `${r.semester.name}:${i}`}
          emptyText={t('cardexes.empty')}
          // The server answers every cardex at once: paged here, so thousands never render together.
          pagination={{ pageSize: CARDEXES_PAGE_SIZE }}
          mobileCards={{ title: 'semester' }}
          data-testid="cardexes-table"
        />
      )}
    </PageContainer>
  );
}
