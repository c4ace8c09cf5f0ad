// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { resetWorld } from '@mocks/node';
import { ACCOUNTS } from '@mocks/world/accounts';
import { call, login } from './mock-api';

/*
 * Personas that mirror a university's ids, which real clients hard-code (mocks/README.md,
 * mocks/world/external-ids.ts): the selfs, programs, reserves and the reserve call speak them; the
 * world keeps its own. The clock is the mock's test instant, Wednesday 2025-01-15 08:30 Tehran.
 */

beforeEach(() => resetWorld());

async function as(persona: string): Promise<string> {
  expect((await call('POST', '/__mock/persona', { json: { id: persona } })).status).toBe(200);
  return login(ACCOUNTS.student);
}

type Choice = {
  mealTypeId: number;
  selfId: number;
  foodTypeId: number;
  selectedCount: number;
  changableSelfs: Array<{ id: number }>;
};
type Program = {
  programId: number;
  selfId: number;
  mealTypeId: number;
  foodTypeId: number;
  programFoodTypes: Choice[];
};

describe('tvu: saba.tvu.ac.ir ids (Poisonad-v2)', () => {
  it('answers self 104 and meal types 7 and 8, takes them back in the reserve call, refuses the world ids', async () => {
    const token = await as('tvu');
    const selfs = (await call('GET', '/rest/selfs', { token })).body.payload as Array<{ id: number }>;
    expect(selfs.map((s) => s.id).slice(0, 2)).toEqual([104, 211]);
    expect(
      (await call('GET', '/rest/programs/v2?selfId=1&weekStartDate=2025-01-18+00:00:00', { token })).body
        .messageResource,
    ).toBe('SELF_NOT_FOUND');

    const week = await call('GET', '/rest/programs/v2?selfId=104&weekStartDate=2025-01-18+00:00:00', { token });
    expect(week.status, week.text).toBe(200);
    const sunday = week.body.payload.selfWeekPrograms[1] as Program[];
    expect(sunday.map((p) => p.mealTypeId)).toEqual([1, 7, 8]);
    expect(
      sunday.every(
        (p) => p.selfId === 104 && p.programFoodTypes.every((i) => i.selfId === 104 && i.mealTypeId === p.mealTypeId),
      ),
    ).toBe(true);
    expect(week.body.payload.mealTypes.map((m: { id: number }) => m.id)).toEqual([1, 7, 8]);

    const lunch = sunday[1]!;
    const put = (mealTypeId: number) =>
      call('PUT', `/rest/reserves/${lunch.programId}/reserve`, {
        token,
        json: { foodTypeId: lunch.foodTypeId, mealTypeId, selectedCount: 1, freeFoodSelected: false, selected: true },
      });
    expect((await put(2)).body.messageResource).toBe('RESERVE_MEAL_TYPE_MISMATCH');
    expect((await put(7)).status).toBe(200);
    const again = await call('GET', '/rest/programs/v2?selfId=104&weekStartDate=2025-01-18+00:00:00', { token });
    expect(again.body.payload.userWeekReserves).toContainEqual(
      expect.objectContaining({
        programId: lunch.programId,
        selfId: 104,
        mealTypeId: 7,
        selected: true,
        selectedCount: 1,
      }),
    );
    const reserves = await call('GET', '/rest/reserves?weekStartDate=2025-01-18+00:00:00&selfType=NORMAL', { token });
    const day = reserves.body.payload.weekDays[1];
    expect(day.mealTypes.map((m: { mealTypeId: number }) => m.mealTypeId)).toEqual([1, 7, 8]);
    expect(day.mealTypes[1].reserve).toMatchObject({ programId: lunch.programId, selfId: 104, mealTypeId: 7 });
  });
});

describe('tvu: the change of self', () => {
  it('offers and takes the university ids (211 from 104)', async () => {
    const token = await as('tvu');
    const week = await call('GET', '/rest/programs/v2?selfId=104&weekStartDate=2025-01-18', { token });
    const lunch = (week.body.payload.selfWeekPrograms[0] as Program[])[1]!;
    const item = lunch.programFoodTypes.find((i) => i.selectedCount > 0)!;
    expect(item.changableSelfs.map((t) => t.id)).toEqual([211]);
    const reserveId = (week.body.payload.userWeekReserves as Array<{ id: number; programId: number }>).find(
      (r) => r.programId === lunch.programId,
    )!.id;
    const body = {
      sourceSelfId: 104,
      destinationSelfId: 211,
      programId: lunch.programId,
      foodTypeId: item.foodTypeId,
      mealTypeId: 7,
      reserveId,
    };
    const r = await call('PUT', '/rest/reserves/change-self', { token, json: body });
    expect(r.status, r.text).toBe(200);
    const faculty = await call('GET', '/rest/programs/v2?selfId=211&weekStartDate=2025-01-18', { token });
    expect(faculty.body.payload.userWeekReserves).toContainEqual(
      expect.objectContaining({ selfId: 211, mealTypeId: 7, selected: true }),
    );
  });
});

describe('sharif: foodie and foodPilot meal types, foodPilot self names', () => {
  it('answers lunch 1, breakfast 3, dinner 5 and the names foodPilot looks for', async () => {
    const token = await as('sharif');
    const selfs = (await call('GET', '/rest/selfs', { token })).body.payload as Array<{ id: number; name: string }>;
    expect(selfs.slice(0, 3).map((s) => s.name)).toEqual([
      'مرکزی برادران',
      'مرکزی خواهران',
      'رستوران مکمل 1 (آشکده)برادران',
    ]);
    const week = await call('GET', '/rest/programs/v2?selfId=1&weekStartDate=2025-01-17 00:00:00', { token });
    const saturday = week.body.payload.selfWeekPrograms[0] as Array<Program & { mealTypeName: string }>;
    expect(saturday.map((p) => [p.mealTypeId, p.mealTypeName])).toEqual([
      [3, 'صبحانه'],
      [1, 'ناهار'],
      [5, 'شام'],
    ]);
  });

  it('the default persona answers the world ids', async () => {
    const token = await login(ACCOUNTS.student);
    const week = await call('GET', '/rest/programs/v2?selfId=1&weekStartDate=2025-01-18', { token });
    expect((week.body.payload.selfWeekPrograms[0] as Program[]).map((p) => p.mealTypeId)).toEqual([1, 2, 3]);
  });
});
