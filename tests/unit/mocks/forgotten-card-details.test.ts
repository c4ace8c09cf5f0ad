// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { resetWorld } from '@mocks/node';
import { ACCOUNTS } from '@mocks/world/accounts';
import { nowMs } from '@mocks/world/clock';
import { epochDayAt, programIdOf, SELF_IDS } from '@mocks/world/program-calendar';
import { reservesOf } from '@mocks/world/reservation-store';
import { call, login } from './mock-api';

/* The forgotten-card code's full payload (clock: Wednesday 2025-01-15 08:30 Tehran). */

beforeEach(() => resetWorld());

describe('forgotten-card code payload', () => {
  it("answers what the code is for, as the live server does (Poisonad-v2's forget-card-code.types.ts)", async () => {
    const token = await login(ACCOUNTS.student);
    const lunch = reservesOf(ACCOUNTS.student.id).find(
      (r) => r.programId === programIdOf(epochDayAt(nowMs()), SELF_IDS.central, 2),
    )!;
    const r = await call('GET', `/rest/forget-card-codes/print?reserveId=${lunch.id}&count=1&dailySale=false`, {
      token,
    });
    expect(r.status, r.text).toBe(200);
    const p = r.body.payload;
    expect(p).toMatchObject({
      username: 'student',
      self: 'سلف مرکزی',
      meal: 'ناهار',
      count: 1,
      remainCount: 1,
      valid: true,
    });
    expect(p.forgotCardCode).toMatch(/^\d{8}$/);
    expect(p.foodType).toBeTruthy();
    // Each name followed by `|`, as Poisonad's sample (`کتلت گوشت|`).
    expect(p.foodName).toMatch(/^([^|]+\|)+$/);
  });
});

describe('requests as mhbahmani/DiningBot sends them (src/rest_dining.py)', () => {
  it('an empty weekStartDate is the current week, and paths with a trailing slash answer as without', async () => {
    const token = await login(ACCOUNTS.student);
    const week = await call('GET', '/rest/reserves/?weekStartDate=', { token });
    expect(week.status, week.text).toBe(200);
    expect(week.body.payload.weekDays[0].date).toBe('2025-01-11');
    const lunch = reservesOf(ACCOUNTS.student.id).find(
      (r) => r.programId === programIdOf(epochDayAt(nowMs()), SELF_IDS.central, 2),
    )!;
    const code = await call('GET', `/rest/forget-card-codes/print/?reserveId=${lunch.id}&count=1&dailySale=false`, {
      token,
    });
    expect(code.status, code.text).toBe(200);
    expect(code.body.payload.foodName).toContain('|');
  });
});
