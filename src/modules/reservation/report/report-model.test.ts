import { describe, expect, it } from 'vitest';
import type { ReserveWeekDay } from '@/api/generated/rest/model';
import { reportCell } from './report-model';

const day: ReserveWeekDay = {
  date: '2025-01-15',
  mealTypes: [
    { mealTypeId: 1, reserve: { mealTypeId: 1, consumed: true, selectedCount: 1 } },
    {
      mealTypeId: 2,
      reserve: { mealTypeId: 2, consumed: false, selectedCount: 2 },
      teammateReserve: [{ mealTypeId: 2, consumed: false, selectedCount: 3 }],
    },
    { mealTypeId: 3, reserve: null, teammateReserve: [] },
  ],
};

describe('reportCell', () => {
  it('reads reserved, consumed, group, or nothing', () => {
    expect(reportCell(day, 1)).toEqual([{ kind: 'consumed', count: 1 }]);
    expect(reportCell(day, 2)).toEqual([
      { kind: 'reserved', count: 2 },
      { kind: 'group', count: 3 },
    ]);
    expect(reportCell(day, 3)).toEqual([]);
    expect(reportCell(day, 9)).toEqual([]);
  });
});
