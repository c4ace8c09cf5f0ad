import { describe, expect, it } from 'vitest';
import { chosenOf, remainingOf, saleWindowOf, timeOf } from './daily-sale-model';

describe('daily-sale model', () => {
  it("reads a server time as the live server sends it ({hour, minute, timeStr}) and as the spec's client reads it (timeStr)", () => {
    expect(timeOf({ hour: 11, minute: 30, timeStr: '11:30' })).toBe('11:30');
    expect(timeOf({ timeStr: '7:05:00' })).toBe('07:05');
    expect(timeOf({ hour: 14, minute: 5, timeStr: '' })).toBe('14:05');
    expect(timeOf({ hour: 9, timeStr: 'ظهر' })).toBe('09:00');
    // Neither: no made-up "00:00".
    expect(timeOf({ timeStr: '' })).toBeNull();
    expect(timeOf(undefined)).toBeNull();
    expect(saleWindowOf({ startTime: { timeStr: '12:00' }, finishTime: { timeStr: '' } })).toBeNull();
    expect(
      saleWindowOf({ startTime: { timeStr: '12:00' }, finishTime: { hour: 14, minute: 0, timeStr: '14:00' } }),
    ).toEqual({ from: '12:00', to: '14:00' });
  });

  it("counts what the user bought from the reserves, or the program's own selectedCount", () => {
    const reserves = [
      { reserveDailySaleId: 1, dailySellProgramId: 5, selectedCount: 1, consumed: true },
      { reserveDailySaleId: 2, dailySellProgramId: 5, selectedCount: 1 },
      { reserveDailySaleId: 3, dailySellProgramId: 6, selectedCount: 2 },
    ];
    expect(chosenOf({ id: 5 }, reserves)).toEqual({ count: 2, reserve: reserves[1] });
    expect(chosenOf({ id: 7, selectedCount: 1 }, reserves)).toEqual({ count: 1, reserve: null });
    expect(remainingOf({ count: 30, soldCount: 22 })).toBe(8);
    expect(remainingOf({ count: 30, soldCount: 22, remainCount: 5 })).toBe(5);
  });
});
