import { describe, expect, it } from 'vitest';
import { chargePath, diffOf, missingCredit, usualWeeklySpend } from './low-credit';

const now = new Date(2025, 0, 15, 10, 0);
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);

describe('low credit', () => {
  it('averages the net meal spend of the last four weeks, ignoring charges and older entries', () => {
    const entries = [
      { kind: 'ReserveActivity', at: daysAgo(2), diff: -300_000 },
      { kind: 'ReserveActivity', at: daysAgo(10), diff: -500_000 },
      { kind: 'CancelReserveActivity', at: daysAgo(9), diff: 100_000 },
      { kind: 'DailySaleActivity', at: daysAgo(20), diff: -100_000 },
      { kind: 'OnlineCreditChargeActivity', at: daysAgo(3), diff: 5_000_000 },
      { kind: 'ReserveActivity', at: daysAgo(40), diff: -9_000_000 },
    ];
    expect(usualWeeklySpend(entries, now)).toBe(200_000);
    expect(usualWeeklySpend([], now)).toBe(0);
  });

  it('the missing amount is rounded up to whole thousands of tomans; none when the cash covers it', () => {
    expect(missingCredit(150_000, 200_000)).toBe(50_000);
    expect(missingCredit(151_000, 200_000)).toBe(50_000);
    expect(missingCredit(149_999, 200_000)).toBe(60_000);
    expect(missingCredit(200_000, 200_000)).toBeNull();
    expect(missingCredit(0, 0)).toBeNull();
    expect(chargePath(50_000)).toBe('/user/wallet?charge=50000');
  });

  it('reads diff from JSON text or an object', () => {
    expect(diffOf('{"diff":-1200}')).toBe(-1200);
    expect(diffOf({ diff: 5 })).toBe(5);
    expect(diffOf('not json')).toBe(0);
    expect(diffOf(null)).toBe(0);
  });
});
