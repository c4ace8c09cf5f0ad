import { describe, expect, it } from 'vitest';
import { dayPartOf, welcomeValidForMs } from './welcome-hero';

const MINUTE = 60_000;
const at = (hours: number, minutes = 0) => new Date(2026, 10, 27, hours, minutes);

/* The home's page snapshot is painted only while its welcome would read the same. */
describe('welcomeValidForMs', () => {
  it('ends when the greeting changes: morning at 12:00, afternoon at 17:00, night at 05:00', () => {
    expect(welcomeValidForMs(at(11, 30))).toBe(30 * MINUTE);
    expect(welcomeValidForMs(at(5))).toBe(7 * 60 * MINUTE);
    expect(welcomeValidForMs(at(16, 59))).toBe(MINUTE);
    expect(welcomeValidForMs(at(3, 15))).toBe(105 * MINUTE);
  });

  it('ends at midnight, when the date changes, though the greeting stays', () => {
    expect(welcomeValidForMs(at(22, 30))).toBe(90 * MINUTE);
    expect(welcomeValidForMs(at(17))).toBe(7 * 60 * MINUTE);
  });
});

describe('dayPartOf', () => {
  it('is night from midnight to 05:00, never evening after midnight', () => {
    expect([0, 1, 4, 5, 11, 12, 16, 17, 23].map((h) => dayPartOf(at(h)))).toEqual([
      'night',
      'night',
      'night',
      'morning',
      'morning',
      'afternoon',
      'afternoon',
      'evening',
      'evening',
    ]);
  });
});
