import { describe, expect, it } from 'vitest';
import { cancelDeadline, reserveDeadline, tehranDay, tehranInstant, tehranTime } from './reserve-deadlines';

describe('reserve deadlines (12:00 Tehran, two days before to reserve, one to cancel)', () => {
  it('reads a Tehran wall-clock time as UTC+03:30', () => {
    expect(new Date(tehranInstant('2025-01-18', '11:30')).toISOString()).toBe('2025-01-18T08:00:00.000Z');
    expect(new Date(tehranInstant('2025-01-18+00:00:00')).toISOString()).toBe('2025-01-17T20:30:00.000Z');
    expect(tehranInstant('nonsense')).toBeNaN();
  });

  it('closes reserving at 12:00 two days before, cancelling at 12:00 the day before', () => {
    expect(new Date(reserveDeadline('2025-01-18')).toISOString()).toBe('2025-01-16T08:30:00.000Z');
    expect(new Date(cancelDeadline('2025-01-18')).toISOString()).toBe('2025-01-17T08:30:00.000Z');
    // Across a month and a year boundary.
    expect(new Date(reserveDeadline('2025-01-01')).toISOString()).toBe('2024-12-30T08:30:00.000Z');
  });

  it('gives the Tehran day and time of an instant', () => {
    const deadline = reserveDeadline('2025-01-18');
    expect(tehranDay(deadline)).toBe('2025-01-16');
    expect(tehranTime(deadline)).toBe('12:00');
    expect(tehranDay(Date.parse('2025-01-15T21:00:00Z'))).toBe('2025-01-16');
  });
});
