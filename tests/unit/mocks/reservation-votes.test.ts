// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { resetWorld } from '@mocks/node';
import { ACCOUNTS } from '@mocks/world/accounts';
import { dateOfEpochDay, epochDayOf, weekStartOf } from '@mocks/world/program-calendar';
import { call, contractMode, login } from './mock-api';

/* Ratings of consumed reserves (modules.md 3, 4, 5). */

beforeEach(() => resetWorld());

interface Votable {
  id: number;
  program: {
    id: number;
    date: string;
    mealType: { name: string };
    self: { id: number; name: string };
    foods: Array<{ id: number; name: string }>;
  };
}

const votable = async (token: string): Promise<Votable[]> =>
  (await call('GET', '/rest/reserves/votable', { token })).body.payload;

describe('votes', () => {
  it('six aspects, a positive and a negative reason each, in pairs', async () => {
    const token = await login(ACCOUNTS.student);
    const r = await call('GET', '/rest/reserves/votes/reasons', { token });
    expect(r.status).toBe(200);
    const reasons = r.body.payload as Array<{ id: number; type: string; aspect: number; title: string }>;
    expect(reasons).toHaveLength(12);
    expect(reasons.map((x) => x.type)).toEqual(Array.from({ length: 12 }, (_, i) => (i % 2 ? 'NEGATIVE' : 'POSITIVE')));
    expect(reasons.map((x) => x.aspect)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6]);
    expect(reasons[0]!.title).toContain('کیفیت غذا');
    expect(reasons[11]!.title).toContain('منوی غذا');
  });

  it('lists consumed dining-hall reserves of the last week not yet rated', async () => {
    const token = await login(ACCOUNTS.student);
    const items = await votable(token);
    expect(items.length).toBeGreaterThan(2);
    for (const item of items) {
      expect(item.program.date < '2025-01-15' && item.program.date >= '2025-01-08').toBe(true);
      expect(item.program.self.id).toBeLessThanOrEqual(3);
      expect(item.program.foods[0]!.name).toBeTruthy();
    }
  });

  it('a vote is checked, updates the food score and leaves the votable list', async () => {
    const token = await login(ACCOUNTS.student);
    const [item] = await votable(token);
    const vote = (json: unknown) => call('POST', `/rest/reserves/${item!.id}/votes`, { token, json });
    expect((await vote({ score: 0 })).body.messageResource).toBe('VOTE_SCORE_INVALID');
    // 251 characters break the contract's maxLength; behind the check, the handler's own rule.
    expect((await vote({ score: 4, description: 'ا'.repeat(251) })).body.payload).toMatchObject({
      field: 'body.description',
      rule: 'maxLength',
    });
    await contractMode('off');
    expect((await vote({ score: 4, description: 'ا'.repeat(251) })).body.messageResource).toBe(
      'VOTE_DESCRIPTION_TOO_LONG',
    );
    await contractMode('strict');
    expect((await vote({ score: 4, problemIds: [1, 2] })).body.messageResource).toBe('VOTE_REASON_CONFLICT');
    expect((await vote({ score: 4, problemIds: [99] })).body.messageResource).toBe('VOTE_REASON_INVALID');

    const day = epochDayOf(item!.program.date)!;
    const programs = () =>
      call(
        'GET',
        `/rest/programs/v2?selfId=${item!.program.self.id}&weekStartDate=${dateOfEpochDay(weekStartOf(day))}`,
        { token },
      );
    const foodOf = (body: {
      payload: {
        selfWeekPrograms: Array<
          Array<{ programId: number; programFoodTypes: Array<{ foodList: Array<{ id: number; voteCount: number }> }> }>
        >;
      };
    }) =>
      body.payload.selfWeekPrograms
        .flat()
        .find((m) => m.programId === item!.program.id)!
        .programFoodTypes.flatMap((i) => i.foodList)
        .find((f) => f.id === item!.program.foods[0]!.id)!;
    const before = foodOf((await programs()).body);

    const ok = await vote({ score: 5, description: 'عالی بود', problemIds: [1, 3, 10] });
    expect(ok.status, ok.text).toBe(200);
    expect((await votable(token)).map((v) => v.id)).not.toContain(item!.id);
    expect(foodOf((await programs()).body).voteCount).toBe(before.voteCount + 1);
    const twice = await vote({ score: 3 });
    expect([twice.status, twice.body.messageResource]).toEqual([400, 'VOTE_NOT_ALLOWED']);
  });

  it('a reserve still to come cannot be rated', async () => {
    const token = await login(ACCOUNTS.student);
    const week = await call('GET', '/rest/reserves?weekStartDate=2025-01-18', { token });
    const future = week.body.payload.weekDays[0].mealTypes.find((m: { reserve: unknown }) => m.reserve).reserve.id;
    expect(
      (await call('POST', `/rest/reserves/${future}/votes`, { token, json: { score: 5 } })).body.messageResource,
    ).toBe('VOTE_NOT_ALLOWED');
  });
});
