import type { ReserveWeekDay } from '@/api/generated/rest/model';
import { consumedCountOf } from '../details/details-model';

/*
 * The weekly reserve status table (modules.md 2.4): one cell per day and meal type, reading
 * 'no reservation', 'reserved (n)', 'consumed (n)' or 'group (n)' (a cell can hold several lines:
 * the own reserve, partly consumed, plus the teammates' reserves).
 */

export type ReportEntryKind = 'reserved' | 'consumed' | 'group';

export interface ReportEntry {
  kind: ReportEntryKind;
  count: number;
}

/** The lines of one cell; empty means 'no reservation'. */
export function reportCell(day: ReserveWeekDay, mealTypeId: number): ReportEntry[] {
  const meal = day.mealTypes.find((m) => m.mealTypeId === mealTypeId);
  if (!meal) return [];
  const entries: ReportEntry[] = [];
  const own = meal.reserve;
  if (own && own.selectedCount > 0) {
    const consumed = consumedCountOf(own);
    if (own.selectedCount - consumed > 0) entries.push({ kind: 'reserved', count: own.selectedCount - consumed });
    if (consumed > 0) entries.push({ kind: 'consumed', count: consumed });
  }
  const group = (meal.teammateReserve ?? []).reduce((sum, r) => sum + Math.max(0, r.selectedCount), 0);
  if (group > 0) entries.push({ kind: 'group', count: group });
  return entries;
}
