import type { QueryKey } from '@tanstack/react-query';
import { getGetNurtureProfileQueryKey } from '@/api/generated/rest/hooks/credit/credit';
import {
  getListDailySellProgramsQueryKey,
  getListMyReserveDailySalesQueryKey,
} from '@/api/generated/rest/hooks/daily-sale/daily-sale';
import {
  getGetProgramsV2QueryKey,
  getGetReservationProgramsV2QueryKey,
} from '@/api/generated/rest/hooks/programs/programs';
import { getListReservesQueryKey } from '@/api/generated/rest/hooks/reserves/reserves';
import { useConfig } from '@/config/config-context';

/**
 * The queries a money action of the module changes (re-read after it, before any retry):
 * the credit, the reserves, the week's programs (counts) and the daily sale. A file of its own so
 * only the lazy dialogs and menus that move money load it, not the reserve page's first load.
 */
export function useMoneyTruth(): QueryKey[] {
  const style = useConfig().endpoints.reservationsPathStyle;
  return [
    getGetNurtureProfileQueryKey(),
    getListReservesQueryKey(),
    style === 'reservations' ? getGetReservationProgramsV2QueryKey() : getGetProgramsV2QueryKey(),
    getListDailySellProgramsQueryKey(),
    getListMyReserveDailySalesQueryKey(),
  ];
}
