// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { resetWorld } from '@mocks/node';
import { ACCOUNTS } from '@mocks/world/accounts';
import { advanceClock, nowMs, setClock } from '@mocks/world/clock';
import {
  dateOfEpochDay,
  epochDayAt,
  instantAt,
  programIdOf,
  SELF_IDS,
  weekStartOf,
} from '@mocks/world/program-calendar';
import { call, login } from './mock-api';

/* Daily sale and forgotten-card codes (clock: Wednesday 2025-01-15 08:30 Tehran). */

const { student, staff } = ACCOUNTS;
const DAY_MS = 24 * 60 * 60 * 1000;

beforeEach(() => resetWorld());

const today = () => epochDayAt(nowMs());

async function total(token: string): Promise<number> {
  const w = (await call('GET', '/rest/users/nurture-profiles', { token })).body.payload;
  return w.credit + w.subsidyCredit;
}

interface Program {
  id: number;
  selfName: string;
  mealTypeId: number;
  price: number;
  count: number;
  soldCount: number;
  maxValue: number;
  remainCount: number;
  programDate: string;
}

async function programs(token: string): Promise<Program[]> {
  const r = await call('GET', '/rest/daily-sell-programs', { token });
  expect(r.status, r.text).toBe(200);
  return r.body.payload.dailySellPrograms;
}

/** The live server's purchase: no body, one portion (amirHravan/foodie DailySellApi.kt). */
const buyOne = (token: string, id: number) =>
  call('PUT', `/rest/daily-sell-programs/${id}/reserve-daily-sell`, { token });
/** The spec's (older versions') purchase: a {selectedCount} body. */
const buy = (token: string, id: number, selectedCount: number) =>
  call('PUT', `/rest/daily-sell-programs/${id}/reserve-daily-sell`, { token, json: { selectedCount } });

/** Noon: lunch (11:30 to 14:00) is on sale. Signs in again (the clock jumped). */
async function atNoon(): Promise<string> {
  setClock(instantAt(today(), '12:00'), { frozen: true });
  return login(student);
}

describe('daily sale', () => {
  it("lists today's programs of every self type with stock and maxValue", async () => {
    const token = await login(student);
    const list = await programs(token);
    expect(list.length).toBeGreaterThanOrEqual(4);
    for (const p of list) {
      expect(p.programDate).toBe(dateOfEpochDay(today()));
      expect(p.remainCount).toBe(p.count - p.soldCount);
      // The live server's fields (foodie DailySellItemDto.kt): totalCount and {hour, minute, timeStr} times.
      expect(p).toMatchObject({
        totalCount: p.count,
        startTime: {
          hour: expect.any(Number),
          minute: expect.any(Number),
          timeStr: expect.stringMatching(/^\d\d:\d\d$/),
        },
      });
    }
    expect(new Set(list.map((p) => (p as Program & { selfType: string }).selfType))).toEqual(
      new Set(['NORMAL', 'SPORT', 'CLINIC', 'TRANSPORT']),
    );
    // Staff's group may not buy daily sales.
    expect((await call('GET', '/rest/daily-sell-programs', { token: await login(staff) })).status).toBe(403);
  });

  it('buys within maxValue and the stock, deducting the price; the purchase is listed', async () => {
    const token = await atNoon();
    const lunch = (await programs(token)).find((p) => p.selfName === 'سلف مرکزی' && p.mealTypeId === 2)!;
    expect(lunch).toMatchObject({ maxValue: 2, count: 30, soldCount: 22 });
    const before = await total(token);
    expect((await buy(token, lunch.id, 1)).status).toBe(200);
    expect(await total(token)).toBe(before - lunch.price);
    const over = await buy(token, lunch.id, 2);
    expect([over.status, over.body.messageResource]).toEqual([
      400,
      'DAILY_SELL_PROGRAM_DAILY_RESERVE_COUNT_LIMIT_VIOLATION',
    ]);
    expect((await buy(token, lunch.id, 1)).status).toBe(200);
    expect(await total(token)).toBe(before - 2 * lunch.price);
    expect((await programs(token)).find((p) => p.id === lunch.id)).toMatchObject({ soldCount: 24, remainCount: 6 });

    const mine = await call('GET', '/rest/users/me/reserve-daily-sales', { token });
    const alt = await call('GET', '/rest/reserve/reserve-daily-sale', { token });
    expect(alt.body).toEqual(mine.body);
    expect(mine.body.payload[0]).toMatchObject({
      dailySellProgramId: lunch.id,
      selectedCount: 2,
      mealTypeId: 2,
      consumed: false,
      programDate: dateOfEpochDay(today()),
    });
    // The live server's record (foodie UserDailySalesInfoDto.kt).
    expect(mine.body.payload[0]).toMatchObject({
      id: mine.body.payload[0].reserveDailySaleId,
      foodNames: expect.any(String),
      price: lunch.price,
      selfName: 'سلف مرکزی',
      remainCount: 2,
    });
    const week = await call('GET', `/rest/reserves?weekStartDate=${dateOfEpochDay(weekStartOf(today()))}`, { token });
    expect(week.body.payload.weekDays[4].dailySales).toEqual([
      expect.objectContaining({ dailySellProgramId: lunch.id, selectedCount: 2 }),
    ]);
  });

  it('a call without a body buys one portion and answers {id, href} of the reserve, as the live server', async () => {
    const token = await atNoon();
    const lunch = (await programs(token)).find((p) => p.selfName === 'سلف مرکزی' && p.mealTypeId === 2)!;
    const before = await total(token);
    const first = await buyOne(token, lunch.id);
    expect(first.status, first.text).toBe(200);
    expect(first.body.payload).toEqual({
      id: expect.any(Number),
      href: expect.stringContaining(String(first.body.payload.id)),
    });
    expect(await total(token)).toBe(before - lunch.price);
    // Buying more is calling again: the same reserve, one more portion, up to maxValue (2).
    expect((await buyOne(token, lunch.id)).body.payload.id).toBe(first.body.payload.id);
    expect((await programs(token)).find((p) => p.id === lunch.id)).toMatchObject({ soldCount: 24, selectedCount: 2 });
    expect((await buyOne(token, lunch.id)).body.messageResource).toBe(
      'DAILY_SELL_PROGRAM_DAILY_RESERVE_COUNT_LIMIT_VIOLATION',
    );
    const mine = (await call('GET', '/rest/users/me/reserve-daily-sales', { token })).body.payload;
    expect(mine[0]).toMatchObject({ id: first.body.payload.id, selectedCount: 2 });
  });

  it('before its start time a program is not on sale yet', async () => {
    const token = await login(student);
    const lunch = (await programs(token)).find((p) => p.selfName === 'سلف مرکزی' && p.mealTypeId === 2)!;
    const early = await buyOne(token, lunch.id);
    expect([early.status, early.body.messageResource]).toEqual([400, 'DAILY_SELL_PROGRAM_TIME_NOT_STARTED']);
    // Breakfast (07:00 to 09:00) is on sale at 08:30.
    const breakfast = (await programs(token)).find((p) => p.selfName === 'سلف مرکزی' && p.mealTypeId === 1)!;
    expect((await buyOne(token, breakfast.id)).status).toBe(200);
  });

  it('never sells more than the stock; a sold-out program answers RESERVE_MAX_RESERVE_COUNT_CROSS', async () => {
    // Dinner (18:30 to 20:30) is sold out.
    setClock(instantAt(today(), '19:00'), { frozen: true });
    const token = await login(student);
    const soldOut = (await programs(token)).find((p) => p.remainCount === 0)!;
    const r = await buy(token, soldOut.id, 1);
    expect([r.status, r.body.messageResource]).toEqual([400, 'RESERVE_MAX_RESERVE_COUNT_CROSS']);
  });

  it('the low-credit persona cannot buy', async () => {
    await call('POST', '/__mock/persona', { json: { id: 'low-credit' } });
    const token = await login(student);
    const r = await buy(token, (await programs(token))[0]!.id, 1);
    expect([r.status, r.body.messageResource]).toEqual([400, 'CREDIT_NOT_ENOUGH']);
  });

  it('after the finish time the program is closed; tomorrow there is no program', async () => {
    let token = await login(student);
    const lunch = (await programs(token)).find((p) => p.mealTypeId === 2)!;
    setClock(instantAt(today(), '14:00'), { frozen: true });
    token = await login(student);
    expect((await buy(token, lunch.id, 1)).body.messageResource).toBe('DAILY_SELL_PROGRAM_TIME_PASSED');
    advanceClock(DAY_MS);
    token = await login(student);
    const none = await call('GET', '/rest/daily-sell-programs', { token });
    expect([none.status, none.body.messageResource]).toEqual([404, 'DAILY_SELL_PROGRAM_NO_PROGRAM_FOR_TODAY']);
    expect((await buy(token, lunch.id, 1)).body.messageResource).toBe('DAILY_SELL_PROGRAM_NO_PROGRAM_FOR_TODAY');
  });
});

describe('forgotten-card codes', () => {
  const lunchReserveId = async (token: string, day: number) => {
    const week = await call('GET', `/rest/reserves?weekStartDate=${dateOfEpochDay(weekStartOf(day))}`, { token });
    const d = week.body.payload.weekDays.find((x: { date: string }) => x.date === dateOfEpochDay(day));
    return d.mealTypes.find((m: { mealTypeId: number }) => m.mealTypeId === 2).reserve.id as number;
  };
  const print = (token: string, reserveId: number, extra = '') =>
    call('GET', `/rest/forget-card-codes/print?reserveId=${reserveId}${extra}`, { token });

  it('at most 2 codes for meals of one week and 3 of one month; the same reserve answers the same code', async () => {
    const token = await login(student);
    const wed = today();
    // Friday's lunch is still open (closes Wednesday 12:00): reserve it.
    const friday = programIdOf(wed + 2, SELF_IDS.central, 2);
    expect(
      (
        await call('PUT', `/rest/reserves/${friday}/reserve`, {
          token,
          json: { foodTypeId: 1, mealTypeId: 2, selected: true, selectedCount: 1, freeFoodSelected: false },
        })
      ).status,
    ).toBe(200);

    const first = await print(token, await lunchReserveId(token, wed));
    expect(first.status, first.text).toBe(200);
    expect(first.body.payload.forgotCardCode).toMatch(/^\d{8}$/);
    const again = await print(token, await lunchReserveId(token, wed));
    expect(again.body.payload.forgotCardCode).toBe(first.body.payload.forgotCardCode);
    expect((await print(token, await lunchReserveId(token, wed + 1))).status).toBe(200);
    const weekly = await print(token, await lunchReserveId(token, wed + 2));
    expect([weekly.status, weekly.body.messageResource]).toEqual([400, 'EXCEED_WEEKLY_VALID_FORGOTTEN_COUNT']);
    // Next Saturday and Sunday are still in Dey 1403: the third of the month is allowed, the fourth not.
    expect((await print(token, await lunchReserveId(token, wed + 3))).status).toBe(200);
    const monthly = await print(token, await lunchReserveId(token, wed + 4));
    expect([monthly.status, monthly.body.messageResource]).toEqual([400, 'EXCEED_MONTHLY_VALID_FORGOTTEN_COUNT']);
    expect(monthly.body.messageFa).toBeTruthy();
  });

  it('no code for a past meal, a count above the reserve, or another user; daily-sale purchases too', async () => {
    const token = await login(student);
    const yesterday = await print(token, await lunchReserveId(token, today() - 1));
    expect([yesterday.status, yesterday.body.messageResource]).toEqual([400, 'FORGOTTEN_CARD_NOT_ALLOWED']);
    const todays = await lunchReserveId(token, today());
    expect((await print(token, todays, '&count=5')).body.messageResource).toBe('FORGOTTEN_CARD_COUNT_INVALID');
    expect((await print(await login(staff), todays)).status).toBe(404);

    const lunch = (await programs(token)).find((p) => p.mealTypeId === 2)!;
    setClock(instantAt(today(), '12:00'), { frozen: true });
    const noon = await login(student);
    expect((await buyOne(noon, lunch.id)).status).toBe(200);
    const sale = (await call('GET', '/rest/users/me/reserve-daily-sales', { token: noon })).body.payload[0];
    // foodie prints with the record's id (ReserveInfoApi.kt getForgetCode(reserveId = id, dailySale = true)).
    const code = await print(noon, sale.id, '&count=1&dailySale=true');
    expect(code.status, code.text).toBe(200);
    expect(code.body.payload.forgotCardCode).toMatch(/^\d{8}$/);
  });
});
