// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { resetWorld } from '@mocks/node';
import { ACCOUNTS } from '@mocks/world/accounts';
import { nowMs } from '@mocks/world/clock';
import { dateOfEpochDay, epochDayAt, weekStartOf } from '@mocks/world/program-calendar';
import { snapshotWorld } from '@mocks/world/persistence';
import { call, login } from './mock-api';

/* Selfs, weekly programs and the weekly reserves of the mock server (clock: Wednesday 2025-01-15 08:30 Tehran). */

beforeEach(() => resetWorld());

const thisSaturday = () => weekStartOf(epochDayAt(nowMs()));

describe('selfs', () => {
  it('lists selfs of the four types at both paths, one of them a free restaurant', async () => {
    const token = await login(ACCOUNTS.student);
    const a = await call('GET', '/rest/selfs', { token });
    const b = await call('GET', '/rest/reservations/selfs', { token });
    expect(a.status).toBe(200);
    expect(b.body.payload).toEqual(a.body.payload);
    const selfs = a.body.payload as Array<{ id: number; name: string; type: string; freeRestaurant: boolean }>;
    expect(selfs.map((s) => [s.id, s.type])).toEqual([
      [1, 'NORMAL'],
      [2, 'NORMAL'],
      [3, 'NORMAL'],
      [4, 'SPORT'],
      [5, 'CLINIC'],
      [6, 'TRANSPORT'],
    ]);
    expect(selfs.filter((s) => s.freeRestaurant).map((s) => s.id)).toEqual([3]);
    expect((await call('GET', '/rest/selfs')).status).toBe(401);
  });
});

describe('personas', () => {
  it('sport-health turns on the sport, health and transport tabs in the runtime config', async () => {
    expect((await call('GET', '/config.json')).body.university.samad).toMatchObject({
      sport: false,
      Clinics: false,
      transport: false,
    });
    await call('POST', '/__mock/persona', { json: { id: 'sport-health' } });
    expect((await call('GET', '/config.json')).body.university.samad).toMatchObject({
      nurture: true,
      sport: true,
      Clinics: true,
      transport: true,
    });
  });
});

describe('weekly programs', () => {
  it('answers the same week at /rest/programs/v2 and /rest/reservations/programs/v2', async () => {
    const token = await login(ACCOUNTS.student);
    const week = `${dateOfEpochDay(thisSaturday())}%2B00:00:00`;
    const a = await call('GET', `/rest/programs/v2?selfId=1&weekStartDate=${week}`, { token });
    const b = await call('GET', `/rest/reservations/programs/v2?selfId=1&weekStartDate=${week}`, { token });
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    type Program = {
      programId: number;
      date: string;
      dayTranslated: string;
      daysDifferenceWithToday: number;
      mealTypeId: number;
      foodName: string;
      foodTypeId: number;
      programFoodTypes: Array<{
        foodTypeId: number;
        foodNames: string;
        foodList: Array<{ name: string; foodImageSrc: string }>;
      }>;
    };
    const days = a.body.payload.selfWeekPrograms as Program[][];
    // The days with programs (all seven at the central self), each its meals.
    expect(days.map((d) => d[0]!.date)).toEqual(
      Array.from({ length: 7 }, (_, i) => dateOfEpochDay(thisSaturday() + i)),
    );
    expect(days[0]![0]).toMatchObject({
      date: '2025-01-11',
      dayTranslated: 'Saturday',
      daysDifferenceWithToday: -4,
      selfId: 1,
    });
    expect(days[6]![0]!.dayTranslated).toBe('Friday');
    expect(days[0]!.map((m) => m.mealTypeId)).toEqual([1, 2, 3]);
    expect(days[6]!.map((m) => m.mealTypeId)).toEqual([2]);
    // The program carries its first food type's food, as real clients read it.
    const lunch = days[0]![1]!;
    const item = lunch.programFoodTypes[0]!;
    expect(lunch).toMatchObject({ foodTypeId: item.foodTypeId, foodName: item.foodList[0]!.name });
    expect(item.foodNames).toMatch(/^[^|]+\|[^|]+$/);
    expect(item.foodList[0]!.foodImageSrc).toMatch(/^data:image\/svg\+xml/);
    expect(a.body.payload.mealTypes).toEqual([
      { id: 1, name: 'صبحانه', disPriority: 1, selfType: 'NORMAL', canPanelDisplay: true },
      { id: 2, name: 'ناهار', disPriority: 2, selfType: 'NORMAL', canPanelDisplay: true },
      { id: 3, name: 'شام', disPriority: 3, selfType: 'NORMAL', canPanelDisplay: true },
    ]);
    // This week's reserves of the user at the self, full records.
    expect(a.body.payload.userId).toBe(ACCOUNTS.student.id);
    const reserves = a.body.payload.userWeekReserves as Array<{
      programId: number;
      selected: boolean;
      selfId: number;
      programDate: string;
    }>;
    expect(reserves.length).toBeGreaterThan(0);
    expect(
      reserves.every((r) => r.selfId === 1 && r.programDate >= '2025-01-11' && r.programDate <= '2025-01-17'),
    ).toBe(true);
    expect(reserves[0]).toMatchObject({ selected: true, programDateStr: expect.stringMatching(/^1403\/10\/\d\d$/) });
  });

  it('accepts the week start with an unencoded + and any day of the week', async () => {
    const token = await login(ACCOUNTS.student);
    const base = await call('GET', `/rest/programs/v2?selfId=4&weekStartDate=${dateOfEpochDay(thisSaturday())}`, {
      token,
    });
    const raw = await call(
      'GET',
      `/rest/programs/v2?selfId=4&weekStartDate=${dateOfEpochDay(thisSaturday())}+00:00:00`,
      { token },
    );
    const midweek = await call(
      'GET',
      `/rest/programs/v2?selfId=4&weekStartDate=${dateOfEpochDay(thisSaturday() + 3)}`,
      { token },
    );
    expect(raw.body).toEqual(base.body);
    expect(midweek.body).toEqual(base.body);
    // Gym sessions with the coach as the beside name.
    const slot = base.body.payload.selfWeekPrograms[0][0];
    expect(slot).toMatchObject({ mealTypeId: 11, mealTypeName: 'سانس صبح' });
    expect(slot.programFoodTypes[0].besideFoodNames).toContain('مربی');
    const clinic = await call('GET', `/rest/programs/v2?selfId=5&weekStartDate=${dateOfEpochDay(thisSaturday())}`, {
      token,
    });
    expect(clinic.body.payload.selfWeekPrograms[0][0].programFoodTypes[0].besideFoodNames).toMatch(/^دکتر/);
  });

  it('has programs 6 weeks back and 5 ahead; other weeks answer 404 SELF_HAS_NO_PROGRAM', async () => {
    const token = await login(ACCOUNTS.student);
    const week = (n: number) =>
      call('GET', `/rest/programs/v2?selfId=1&weekStartDate=${dateOfEpochDay(thisSaturday() + n * 7)}`, { token });
    for (const n of [-6, -1, 0, 1, 5]) expect((await week(n)).status, `week ${n}`).toBe(200);
    for (const n of [-7, 6]) {
      const r = await week(n);
      expect([r.status, r.body.messageResource], `week ${n}`).toEqual([404, 'SELF_HAS_NO_PROGRAM']);
    }
    expect(
      (await call('GET', '/rest/programs/v2?selfId=99&weekStartDate=2025-01-11', { token })).body.messageResource,
    ).toBe('SELF_NOT_FOUND');
    expect((await call('GET', '/rest/programs/v2?selfId=1&weekStartDate=x', { token })).status).toBe(400);
  });

  it('the seed is deterministic: same clock, same reservation world', () => {
    const pick = () => {
      const { self, food, programCalendar, reserve, dailySellProgram, dailySaleReserve, vote, voteReason } =
        snapshotWorld().db;
      return JSON.stringify({
        self,
        food,
        programCalendar,
        reserve,
        dailySellProgram,
        dailySaleReserve,
        vote,
        voteReason,
      });
    };
    const a = pick();
    resetWorld();
    expect(pick()).toBe(a);
  });
});

describe('weekly reserves', () => {
  it('answers the week by self type: Jalali dates, Persian day names, meal types, reserves and daily sales', async () => {
    const token = await login(ACCOUNTS.student);
    const r = await call('GET', `/rest/reserves?weekStartDate=${dateOfEpochDay(thisSaturday())}`, { token });
    expect(r.status).toBe(200);
    const { weekDays, mealTypes } = r.body.payload;
    expect(mealTypes.map((m: { id: number }) => m.id)).toEqual([1, 2, 3]);
    expect(weekDays).toHaveLength(7);
    const wednesday = weekDays[4];
    expect(wednesday).toMatchObject({
      date: '2025-01-15',
      dateJStr: '1403/10/26',
      day: 'چهارشنبه',
      dayTranslated: 'Wednesday',
    });
    expect(r.body.payload.remainCredit).toBe(1_250_000);
    const lunch = wednesday.mealTypes.find((m: { mealTypeId: number }) => m.mealTypeId === 2);
    expect(lunch).toMatchObject({ startServeTime: '11:30', endServeTime: '14:00', teammateReserve: [] });
    expect(lunch).toMatchObject({ name: 'ناهار', date: '2025-01-15' });
    expect(lunch.reserve).toMatchObject({
      mealTypeId: 2,
      selectedCount: 1,
      consumed: false,
      selfCodeName: 'سلف مرکزی',
      selfName: 'سلف مرکزی',
      selfCode: 'S1',
      programDate: '2025-01-15',
      selected: true,
      remainedCount: 1,
      timeDistanceUntilToday: 0,
    });
    // An empty week start is the current week (foodie asks so).
    expect((await call('GET', '/rest/reserves?weekStartDate=', { token })).body.payload.weekDays[4].date).toBe(
      '2025-01-15',
    );
    const tuesday = weekDays[3].mealTypes.find((m: { mealTypeId: number }) => m.mealTypeId === 2);
    expect(tuesday.reserve).toMatchObject({ selectedCount: 2, consumed: true });

    const sport = await call('GET', `/rest/reserves?weekStartDate=${dateOfEpochDay(thisSaturday())}&selfType=SPORT`, {
      token,
    });
    expect(sport.body.payload.mealTypes).toEqual([
      { id: 11, name: 'سانس صبح', disPriority: 1, selfType: 'SPORT', canPanelDisplay: true },
      { id: 12, name: 'سانس عصر', disPriority: 2, selfType: 'SPORT', canPanelDisplay: true },
    ]);
    expect(sport.body.payload.weekDays[0].mealTypes[0].reserve).toMatchObject({ mealTypeId: 11, selectedCount: 1 });
    expect((await call('GET', '/rest/reserves?weekStartDate=2025-01-11&selfType=BOAT', { token })).status).toBe(400);

    // History: daily-sale purchases appear on their day.
    const before = await call('GET', `/rest/reserves?weekStartDate=${dateOfEpochDay(thisSaturday() - 7)}`, { token });
    const sales = before.body.payload.weekDays.flatMap((d: { dailySales: unknown[] }) => d.dailySales);
    expect(sales).toEqual([expect.objectContaining({ selectedCount: 1, consumed: true, mealTypeId: 2 })]);
  });
});
