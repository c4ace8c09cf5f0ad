// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { resetWorld } from '@mocks/node';
import { ACCOUNTS } from '@mocks/world/accounts';
import { nowMs } from '@mocks/world/clock';
import { dateOfEpochDay, epochDayAt, weekStartOf } from '@mocks/world/program-calendar';
import { call, contractMode, login } from './mock-api';

/*
 * The first program API (GET /rest/programs?selectedSelfId, the KNTU bot's), the reserve laws both
 * program APIs carry, and the one rule for an empty weekStartDate (clock: Wednesday 2025-01-15 08:30 Tehran).
 */

beforeEach(() => resetWorld());

const thisSaturday = () => weekStartOf(epochDayAt(nowMs()));

type Law = {
  mealTypeId: number;
  days: number;
  cancelDays: number;
  groupId: number;
  floatMode: boolean;
  floatReservationHour: number;
  floatReservationMinute: number;
  floatCancelReservationHour: number;
  floatCancelReservationMinute: number;
};
type Program = { mealTypeId: number; daysDifferenceWithToday: number; reserveRuleViolated: boolean; date: string };

describe('an empty weekStartDate', () => {
  it('is the current week at programs/v2 (both paths) as at /rest/reserves', async () => {
    const token = await login(ACCOUNTS.student);
    const saturday = dateOfEpochDay(thisSaturday());
    const dated = await call('GET', `/rest/programs/v2?selfId=1&weekStartDate=${saturday}`, { token });
    for (const path of ['/rest/programs/v2', '/rest/reservations/programs/v2']) {
      const empty = await call('GET', `${path}?selfId=1&weekStartDate=`, { token });
      const absent = await call('GET', `${path}?selfId=1`, { token });
      expect(empty.status, path).toBe(200);
      expect(empty.body, path).toEqual(dated.body);
      expect(absent.body, path).toEqual(dated.body);
    }
    const reserves = await call('GET', '/rest/reserves?weekStartDate=', { token });
    expect(reserves.status).toBe(200);
    expect(reserves.body.payload.weekDays[0].date).toContain(saturday);
    // Not a date is still refused, at both.
    expect((await call('GET', '/rest/programs/v2?selfId=1&weekStartDate=x', { token })).status).toBe(400);
    expect((await call('GET', '/rest/reserves?weekStartDate=x', { token })).status).toBe(400);
  });
});

describe('the first program API', () => {
  it("answers GET /rest/programs?selectedSelfId=&weekStartDate= with v2's week and the self's laws", async () => {
    const token = await login(ACCOUNTS.student);
    const first = await call('GET', '/rest/programs?selectedSelfId=1&weekStartDate=', { token });
    const v2 = await call('GET', `/rest/programs/v2?selfId=1&weekStartDate=${dateOfEpochDay(thisSaturday())}`, {
      token,
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual(v2.body);
    const next = await call(
      'GET',
      `/rest/programs?selectedSelfId=1&weekStartDate=${dateOfEpochDay(thisSaturday() + 7)}`,
      { token },
    );
    expect(next.body.payload.selfWeekPrograms[0][0].date).toBe(dateOfEpochDay(thisSaturday() + 7));
    // The contract names the missing self first; the handler's own rule stands behind it.
    const noSelf = await call('GET', '/rest/programs?weekStartDate=', { token });
    expect([noSelf.status, noSelf.body.messageResource]).toEqual([400, 'CONTRACT_VIOLATION']);
    await contractMode('off');
    expect((await call('GET', '/rest/programs?weekStartDate=', { token })).body.messageResource).toBe(
      'SELF_ID_REQUIRED',
    );
    await contractMode('strict');
    expect((await call('GET', '/rest/programs?selectedSelfId=1&weekStartDate=')).status).toBe(401);
  });

  it("states the self's deadlines per meal type: a meal is offered exactly while its reserve rule holds", async () => {
    const token = await login(ACCOUNTS.student);
    const { payload } = (await call('GET', '/rest/programs?selectedSelfId=1&weekStartDate=', { token })).body;
    const laws = payload.mealTypeReserveLimitMap as Record<string, Law>;
    expect(Object.keys(laws).sort()).toEqual(['1', '2', '3']);
    expect(laws['2']).toEqual({
      mealTypeId: 2,
      days: 2,
      cancelDays: 1,
      groupId: 1,
      floatMode: true,
      floatReservationHour: 12,
      floatReservationMinute: 0,
      floatCancelReservationHour: 12,
      floatCancelReservationMinute: 0,
    });
    expect(payload.reserveLawPriorityDayMap).toEqual(laws);
    // The KNTU bot's test (normalize-program-data.ts), before noon: the same as the server's own rule.
    const programs = (payload.selfWeekPrograms as Program[][]).flat();
    expect(programs.some((p) => !p.reserveRuleViolated)).toBe(true);
    for (const p of programs)
      expect(laws[String(p.mealTypeId)]!.days <= p.daysDifferenceWithToday, p.date).toBe(!p.reserveRuleViolated);
    // Free food is sold from the cancel deadline until the meal is served.
    expect(payload.reserveFreeFoodLimitMealTypeIdMap['2']).toEqual({
      mealTypeId: 2,
      fromTime: '12:00',
      fromDaysBefore: 1,
      toTime: '11:30',
      toDaysBefore: 0,
    });
    // A free restaurant has no free food; a gym's laws are its own meal types'.
    const free = (await call('GET', '/rest/programs?selectedSelfId=3&weekStartDate=', { token })).body.payload;
    expect(free.reserveFreeFoodLimitMealTypeIdMap).toEqual({});
    const gym = (await call('GET', '/rest/programs/v2?selfId=4&weekStartDate=', { token })).body.payload;
    expect(Object.keys(gym.mealTypeReserveLimitMap).sort()).toEqual(['11', '12']);
  });

  it("keys the laws by the university's meal type ids (sharif: lunch 1, breakfast 3, dinner 5)", async () => {
    expect((await call('POST', '/__mock/persona', { json: { id: 'sharif' } })).status).toBe(200);
    const token = await login(ACCOUNTS.student);
    const { payload } = (await call('GET', '/rest/programs?selectedSelfId=1&weekStartDate=', { token })).body;
    const laws = payload.mealTypeReserveLimitMap as Record<string, Law>;
    expect(Object.keys(laws).sort()).toEqual(['1', '3', '5']);
    expect(Object.values(laws).every((law) => laws[String(law.mealTypeId)] === law)).toBe(true);
    for (const p of (payload.selfWeekPrograms as Program[][]).flat()) expect(laws[String(p.mealTypeId)]).toBeDefined();
  });
});
