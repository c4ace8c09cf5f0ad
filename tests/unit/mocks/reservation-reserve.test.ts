// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { resetWorld } from '@mocks/node';
import { ACCOUNTS } from '@mocks/world/accounts';
import { nowMs, setClock } from '@mocks/world/clock';
import { db } from '@mocks/world/db';
import { restoreWorld, snapshotWorld } from '@mocks/world/persistence';
import {
  dateOfEpochDay,
  epochDayAt,
  instantAt,
  itemIdOf,
  programIdOf,
  SELF_IDS,
  weekStartOf,
} from '@mocks/world/program-calendar';
import { call, contractMode, login } from './mock-api';

/*
 * The reserve rules of the mock server (mocks/handlers/reserves.ts, mocks/world/reservation-rules.ts),
 * through HTTP. The clock is pinned at Wednesday 2025-01-15 08:30 Tehran (mocks/node.ts TEST_NOW).
 */

const { student, staff } = ACCOUNTS;
const LUNCH = 2;
const DINNER = 3;

beforeEach(() => resetWorld());

const today = () => epochDayAt(nowMs());
const thisSaturday = () => weekStartOf(today());
const nextSaturday = () => thisSaturday() + 7;
const programOf = (day: number, selfId: number, slot: number) => programIdOf(day, selfId, slot);
const itemOf = (day: number, selfId: number, slot: number, option = 0) =>
  itemIdOf(programOf(day, selfId, slot), option);

interface Wallet {
  credit: number;
  subsidyCredit: number;
  subsidies: Array<{ id: number; credit: number }>;
}

async function wallet(token: string): Promise<Wallet & { total: number }> {
  const r = await call('GET', '/rest/users/nurture-profiles', { token });
  expect(r.status).toBe(200);
  // The balances only: creditChanges records every move, so it never returns to what it was.
  const { creditChanges: _changes, ...w } = r.body.payload as Wallet & { creditChanges?: unknown };
  return { ...w, total: w.credit + w.subsidyCredit };
}

async function programItem(token: string, selfId: number, itemId: number) {
  const day = Math.floor(itemId / 1000);
  const week = await call(
    'GET',
    `/rest/programs/v2?selfId=${selfId}&weekStartDate=${dateOfEpochDay(weekStartOf(day))}%2B00:00:00`,
    { token },
  );
  expect(week.status, week.text).toBe(200);
  for (const d of week.body.payload.selfWeekPrograms) {
    for (const meal of d) {
      const item = meal.programFoodTypes.find((i: { id: number }) => i.id === itemId);
      if (item) return { meal, item };
    }
  }
  throw new Error(`item ${itemId} not in the week`);
}

/** PUT /rest/reserves/{programId}/reserve as the real clients send it: the item's program in the path, its food type in the body. */
async function reserve(token: string, itemId: number, selectedCount: number) {
  const { meal, item } = await programItem(token, Math.floor(itemId / 100) % 10, itemId).catch(() => ({
    meal: { programId: Math.floor(itemId / 10), mealTypeId: undefined },
    item: { foodTypeId: undefined },
  }));
  const body = {
    foodTypeId: item.foodTypeId,
    mealTypeId: meal.mealTypeId,
    freeFoodSelected: false,
    selected: selectedCount > 0,
    selectedCount,
  };
  return call('PUT', `/rest/reserves/${meal.programId}/reserve`, { token, json: body });
}

describe('reserve and cancel move exactly the price', () => {
  it('a reserve deducts the price (subsidy first) and the cancel refunds it to the same place', async () => {
    const token = await login(student);
    const dinner = itemOf(nextSaturday() + 3, SELF_IDS.central, DINNER);
    const { item } = await programItem(token, SELF_IDS.central, dinner);
    expect(item.selectedCount).toBe(0);
    const before = await wallet(token);

    const r = await reserve(token, dinner, 1);
    expect(r.status, r.text).toBe(200);
    expect(r.body.messageFa).toBeTruthy();
    const after = await wallet(token);
    expect(after.total).toBe(before.total - item.price);
    expect(after.credit).toBe(before.credit);
    expect(after.subsidies[0]!.credit).toBe(before.subsidies[0]!.credit - item.price);
    expect((await programItem(token, SELF_IDS.central, dinner)).item.selectedCount).toBe(1);

    const c = await reserve(token, dinner, 0);
    expect(c.status, c.text).toBe(200);
    expect(await wallet(token)).toEqual(before);
    expect((await programItem(token, SELF_IDS.central, dinner)).item.selectedCount).toBe(0);
  });

  it('a charge larger than the subsidies takes the rest from cash; the refund returns each part', async () => {
    const token = await login(student);
    const before = await wallet(token);
    // A lunch next week (after the student's seeded ones) whose three portions cost more than the subsidies.
    let lunch = 0;
    let item = { price: 0 };
    for (let day = nextSaturday() + 3; day <= nextSaturday() + 5 && 3 * item.price <= before.subsidyCredit; day++) {
      lunch = itemOf(day, SELF_IDS.central, LUNCH);
      item = (await programItem(token, SELF_IDS.central, lunch)).item;
    }
    expect(3 * item.price).toBeGreaterThan(before.subsidyCredit);
    const three = await reserve(token, lunch, 3);
    expect(three.status, three.text).toBe(200);
    const after = await wallet(token);
    expect(after.subsidyCredit).toBe(0);
    expect(after.credit).toBe(before.credit - (3 * item.price - before.subsidyCredit));
    // Lowering by one refunds one price, last part paid first: the cash, then the rest to a subsidy.
    expect((await reserve(token, lunch, 2)).status).toBe(200);
    const lowered = await wallet(token);
    expect(lowered.total).toBe(after.total + item.price);
    expect(lowered.credit).toBe(Math.min(before.credit, after.credit + item.price));
    expect((await reserve(token, lunch, 0)).status).toBe(200);
    expect(await wallet(token)).toEqual(before);
  });

  it('POST /rest/reserves reserves in both modes and cancels with selected false', async () => {
    const token = await login(student);
    const day = nextSaturday() + 3;
    const programId = programOf(day, SELF_IDS.central, LUNCH);
    const before = await wallet(token);
    const legacy = await call('POST', '/rest/reserves', {
      token,
      json: {
        programId,
        foodTypeId: 1,
        mealTypeId: LUNCH,
        selectedCount: 1,
        freeFoodSelected: false,
        selected: true,
        app: 'WEB',
      },
    });
    expect(legacy.status, legacy.text).toBe(200);
    const perUnit = await call('POST', '/rest/reserves', {
      token,
      json: { programId, foodTypeId: 1, mealTypeId: LUNCH, count: 2, selected: true },
    });
    expect(perUnit.status, perUnit.text).toBe(200);
    const { item } = await programItem(token, SELF_IDS.central, itemOf(day, SELF_IDS.central, LUNCH));
    expect(item.selectedCount).toBe(2);
    expect((await wallet(token)).total).toBe(before.total - 2 * item.price);
    const cancel = await call('POST', '/rest/reserves', {
      token,
      json: { programId, foodTypeId: 1, mealTypeId: LUNCH, selectedCount: 2, selected: false },
    });
    expect(cancel.status, cancel.text).toBe(200);
    expect(await wallet(token)).toEqual(before);
    const wrong = await call('POST', '/rest/reserves', { token, json: { programId, foodTypeId: 99, count: 1 } });
    expect([wrong.status, wrong.body.messageResource]).toEqual([400, 'RESERVE_FOOD_TYPE_REQUIRED']);
  });

  it('survives a snapshot round trip (the browser keeps the world across reloads)', async () => {
    const token = await login(student);
    const dinner = itemOf(nextSaturday() + 3, SELF_IDS.central, DINNER);
    expect((await reserve(token, dinner, 2)).status).toBe(200);
    const before = await wallet(token);
    const snapshot = JSON.parse(JSON.stringify(snapshotWorld()));
    resetWorld();
    expect((await programItem(await login(student), SELF_IDS.central, dinner)).item.selectedCount).toBe(0);
    expect(restoreWorld(snapshot)).toBe(true);
    expect((await programItem(token, SELF_IDS.central, dinner)).item.selectedCount).toBe(2);
    expect(await wallet(token)).toEqual(before);
    expect((await reserve(token, dinner, 0)).status).toBe(200);
  });

  it('the low-credit persona is refused with a server message and keeps its credit', async () => {
    await call('POST', '/__mock/persona', { json: { id: 'low-credit' } });
    const token = await login(student);
    const before = await wallet(token);
    const r = await reserve(token, itemOf(nextSaturday() + 3, SELF_IDS.terminal, 1), 1);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ type: 'ERROR', messageResource: 'CREDIT_NOT_ENOUGH' });
    expect(r.body.messageFa).toContain('کافی نیست');
    expect(await wallet(token)).toEqual(before);
  });
});

describe('counts', () => {
  it('enforces the item validMaxCount and the meal validTotalCount', async () => {
    const token = await login(student);
    const day = nextSaturday() + 3;
    const main = itemOf(day, SELF_IDS.central, LUNCH, 0);
    const diet = itemOf(day, SELF_IDS.central, LUNCH, 1);
    const { meal, item } = await programItem(token, SELF_IDS.central, main);
    expect([item.validMaxCount, meal.validTotalCount]).toEqual([3, 3]);
    expect((await reserve(token, main, 4)).body.messageResource).toBe('RESERVE_MAX_COUNT_VIOLATION');
    expect((await reserve(token, main, 2)).status).toBe(200);
    const over = await reserve(token, diet, 2);
    expect([over.status, over.body.messageResource]).toEqual([400, 'RESERVE_TOTAL_COUNT_VIOLATION']);
    expect(over.body.messageFa).toBeTruthy();
    expect((await reserve(token, diet, 1)).status).toBe(200);
    expect((await reserve(token, main, 3)).body.messageResource).toBe('RESERVE_TOTAL_COUNT_VIOLATION');
  });

  it('one self per meal and day: another self is refused (the change of self moves it)', async () => {
    const token = await login(student);
    // The student's lunch next Saturday is at the central self.
    const r = await reserve(token, itemOf(nextSaturday(), SELF_IDS.faculty, LUNCH), 1);
    expect([r.status, r.body.messageResource]).toEqual([400, 'RESERVE_OTHER_SELF']);
  });

  it('capacity: RESERVE_MAX_RESERVE_COUNT_CROSS once the item is full', async () => {
    const full = db.programCalendar.findFirst({ where: { id: { equals: 'default' } } })!.nearlyFullItemId;
    const token = await login(student);
    const two = await reserve(token, full, 2);
    expect([two.status, two.body.messageResource]).toEqual([400, 'RESERVE_MAX_RESERVE_COUNT_CROSS']);
    expect((await reserve(token, full, 1)).status).toBe(200);
    const other = await reserve(await login(staff), full, 1);
    expect([other.status, other.body.messageResource]).toEqual([400, 'RESERVE_MAX_RESERVE_COUNT_CROSS']);
  });
});

describe('deadlines follow the mock clock', () => {
  it('reserving closes at 12:00 two days before; cancelling at 12:00 the day before', async () => {
    const friday = thisSaturday() + 6;
    const thursday = thisSaturday() + 5;
    const fridayLunch = itemOf(friday, SELF_IDS.central, LUNCH);
    const thursdayLunch = itemOf(thursday, SELF_IDS.central, LUNCH);
    let token = await login(student);
    // 08:30 Wednesday: Friday is still open, Thursday closed for reserving but open for cancelling.
    expect((await programItem(token, SELF_IDS.central, fridayLunch)).meal).toMatchObject({
      reserveRuleViolated: false,
      cancelRuleViolated: false,
    });
    expect((await programItem(token, SELF_IDS.central, thursdayLunch)).meal).toMatchObject({
      reserveRuleViolated: true,
      cancelRuleViolated: false,
    });

    setClock(instantAt(today(), '12:00'), { frozen: true });
    token = await login(student);
    expect((await programItem(token, SELF_IDS.central, fridayLunch)).meal).toMatchObject({
      reserveRuleViolated: true,
      cancelRuleViolated: false,
    });
    const late = await reserve(token, fridayLunch, 1);
    expect([late.status, late.body.messageResource]).toEqual([400, 'RESERVE_RULE_VIOLATED']);
    expect(late.body.messageFa).toBeTruthy();
    // Thursday's lunch (reserved in the seed) can no longer be cancelled.
    expect((await programItem(token, SELF_IDS.central, thursdayLunch)).meal.cancelRuleViolated).toBe(true);
    const cancel = await reserve(token, thursdayLunch, 0);
    expect([cancel.status, cancel.body.messageResource]).toEqual([400, 'CANCEL_RULE_VIOLATED']);
  });
});

describe('change of self', () => {
  it('moves the reserve to a changable self and deducts the toll; a destination is required', async () => {
    const token = await login(student);
    const day = nextSaturday();
    const source = itemOf(day, SELF_IDS.central, LUNCH);
    const { meal, item } = await programItem(token, SELF_IDS.central, source);
    expect(item).toMatchObject({
      selectedCount: 1,
      changableSelf: true,
      changableSelfs: [{ id: SELF_IDS.faculty, name: 'سلف دانشکده فنی' }],
      selfChangeToll: 20_000,
    });
    const week = await call('GET', `/rest/reserves?weekStartDate=${dateOfEpochDay(day)}&selfType=NORMAL`, { token });
    const reserveId = week.body.payload.weekDays[0].mealTypes.find(
      (m: { mealTypeId: number }) => m.mealTypeId === LUNCH,
    ).reserve.id as number;
    const body = {
      date: dateOfEpochDay(day),
      sourceSelfId: SELF_IDS.central,
      foodTypeId: item.foodTypeId,
      mealTypeId: LUNCH,
      programId: meal.programId,
      reserveId,
    };

    const missing = await call('PUT', '/rest/reserves/change-self', { token, json: body });
    // The contract requires it; behind the contract check, the handler's own rule says so too.
    expect([missing.status, missing.body.messageResource, missing.body.payload?.field]).toEqual([
      400,
      'CONTRACT_VIOLATION',
      'body.destinationSelfId',
    ]);
    await contractMode('off');
    const unchecked = await call('PUT', '/rest/reserves/change-self', { token, json: body });
    expect([unchecked.status, unchecked.body.messageResource]).toEqual([400, 'CHANGE_SELF_DESTINATION_REQUIRED']);
    await contractMode('strict');
    const wrong = await call('PUT', '/rest/reserves/change-self', {
      token,
      json: { ...body, destinationSelfId: SELF_IDS.gym },
    });
    expect(wrong.body.messageResource).toBe('CHANGE_SELF_DESTINATION_INVALID');

    const before = await wallet(token);
    const r = await call('PUT', '/rest/reserves/change-self', {
      token,
      json: { ...body, destinationSelfId: SELF_IDS.faculty },
    });
    expect(r.status, r.text).toBe(200);
    expect((await wallet(token)).total).toBe(before.total - 20_000);
    expect((await programItem(token, SELF_IDS.central, source)).item.selectedCount).toBe(0);
    expect((await programItem(token, SELF_IDS.faculty, itemOf(day, SELF_IDS.faculty, LUNCH))).item.selectedCount).toBe(
      1,
    );
    const after = await call('GET', `/rest/reserves?weekStartDate=${dateOfEpochDay(day)}&selfType=NORMAL`, { token });
    expect(
      after.body.payload.weekDays[0].mealTypes.find((m: { mealTypeId: number }) => m.mealTypeId === LUNCH).reserve,
    ).toMatchObject({ id: reserveId, selfCodeName: 'سلف دانشکده فنی' });
  });

  it('moves every item of the meal, within the destination limits', async () => {
    const token = await login(student);
    const day = nextSaturday();
    const diet = itemOf(day, SELF_IDS.central, LUNCH, 1);
    expect((await reserve(token, diet, 1)).status).toBe(200);
    const body = {
      sourceSelfId: SELF_IDS.central,
      programId: programOf(day, SELF_IDS.central, LUNCH),
      reserveId: diet,
      destinationSelfId: SELF_IDS.faculty,
    };
    const r = await call('PUT', '/rest/reserves/change-self', { token, json: body });
    expect(r.status, r.text).toBe(200);
    expect(
      (await programItem(token, SELF_IDS.faculty, itemOf(day, SELF_IDS.faculty, LUNCH, 0))).item.selectedCount,
    ).toBe(1);
    expect(
      (await programItem(token, SELF_IDS.faculty, itemOf(day, SELF_IDS.faculty, LUNCH, 1))).item.selectedCount,
    ).toBe(1);
    // Three portions (central allows 3) do not fit the faculty self's meal total of 2.
    const main = itemOf(day + 1, SELF_IDS.central, LUNCH, 0);
    expect((await reserve(token, main, 3)).status).toBe(200);
    const tooMany = await call('PUT', '/rest/reserves/change-self', {
      token,
      json: {
        sourceSelfId: SELF_IDS.central,
        programId: programOf(day + 1, SELF_IDS.central, LUNCH),
        reserveId: main,
        destinationSelfId: SELF_IDS.faculty,
      },
    });
    expect([tooMany.status, tooMany.body.messageResource]).toEqual([400, 'CHANGE_SELF_DESTINATION_LIMIT']);
  });
});

describe('free food: sell, buy, cancel the sale', () => {
  it('after the cancel deadline a reserve goes on sale; a buyer pays price + toll, the seller gets the price', async () => {
    const day = nextSaturday();
    const lunch = itemOf(day, SELF_IDS.central, LUNCH);
    const programId = programOf(day, SELF_IDS.central, LUNCH);
    let seller = await login(student);
    const early = await call('PUT', `/rest/reserves/v2/${lunch}/sell-reserve`, { token: seller });
    expect([early.status, early.body.messageResource]).toEqual([400, 'RESERVE_SELL_BEFORE_CANCEL_DEADLINE']);

    // Friday 12:30: Saturday's cancel deadline has passed, its serve has not started.
    setClock(instantAt(day - 1, '12:30'), { frozen: true });
    seller = await login(student);
    let buyer = await login(staff);
    const { item } = await programItem(seller, SELF_IDS.central, lunch);
    expect(item).toMatchObject({
      selectedCount: 1,
      saleableFreeFood: true,
      forSale: false,
      sold: false,
      saleableFreeFoodToll: 10_000,
    });
    const sellerBefore = await wallet(seller);
    expect((await call('PUT', `/rest/reserves/v2/${lunch}/sell-reserve`, { token: seller })).status).toBe(200);
    expect((await wallet(seller)).total).toBe(sellerBefore.total - 10_000);
    expect((await programItem(seller, SELF_IDS.central, lunch)).item).toMatchObject({
      forSale: true,
      saleableFreeFood: false,
    });

    const offer = await programItem(buyer, SELF_IDS.central, lunch);
    expect(offer.meal).toMatchObject({ buyableFreeFood: true, buyableFreeFoodToll: 20_000 });
    const sellerMid = await wallet(seller);
    const buyerBefore = await wallet(buyer);
    const bought = await call('PUT', `/rest/reserves/v2/programs/${programId}/buy-free-food`, {
      token: buyer,
      json: { foodTypeId: item.foodTypeId, mealTypeId: LUNCH },
    });
    expect(bought.status, bought.text).toBe(200);
    expect((await wallet(buyer)).credit).toBe(buyerBefore.credit - item.price - 20_000);
    expect((await wallet(seller)).credit).toBe(sellerMid.credit + item.price);
    expect((await programItem(seller, SELF_IDS.central, lunch)).item).toMatchObject({
      selectedCount: 0,
      sold: true,
      forSale: false,
    });
    expect((await programItem(buyer, SELF_IDS.central, lunch)).item.selectedCount).toBe(1);

    buyer = await login(staff);
    const again = await call('PUT', `/rest/reserves/v2/programs/${programId}/buy-free-food`, {
      token: buyer,
      json: {},
    });
    expect([again.status, again.body.messageResource]).toEqual([400, 'FREE_FOOD_NOT_AVAILABLE']);
  });

  it('a sale can be cancelled; then nothing is buyable', async () => {
    const day = nextSaturday();
    const lunch = itemOf(day, SELF_IDS.central, LUNCH);
    setClock(instantAt(day - 1, '13:00'), { frozen: true });
    const seller = await login(student);
    expect((await call('PUT', `/rest/reserves/v2/${lunch}/sell-reserve`, { token: seller })).status).toBe(200);
    expect((await call('PUT', `/rest/reserves/v2/${lunch}/cancel-sold-reserve`, { token: seller })).status).toBe(200);
    expect((await programItem(seller, SELF_IDS.central, lunch)).item).toMatchObject({
      selectedCount: 1,
      forSale: false,
      saleableFreeFood: true,
    });
    expect((await programItem(await login(staff), SELF_IDS.central, lunch)).meal.buyableFreeFood).toBe(false);
    const twice = await call('PUT', `/rest/reserves/v2/${lunch}/cancel-sold-reserve`, { token: seller });
    expect([twice.status, twice.body.messageResource]).toEqual([400, 'RESERVE_NOT_FOR_SALE']);
  });
});
