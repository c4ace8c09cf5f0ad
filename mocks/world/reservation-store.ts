import type { Reserve } from '@/api/generated/rest/model';
import { nowMs } from './clock';
import { db, nextId, type ReserveRow, type SelfRow } from './db';
import {
  epochDayAt,
  epochDayOf,
  foodImageSrc,
  foodNamesOf,
  instantAt,
  jalaliOfDay,
  type ItemDef,
  type ProgramCalendar,
  type ProgramDef,
} from './program-calendar';
import {
  CASH,
  cancelRuleViolated,
  ledgerFields,
  ledgerOf,
  notEnoughCredit,
  planPayment,
  planRefund,
  reserveRuleViolated,
  type Funds,
  type PaymentPart,
  type Violation,
} from './reservation-rules';
import { liveSubsidies, walletOf } from './views';

/*
 * The reservation world's reads and writes over the db (handlers call these; the rules are in
 * reservation-rules.ts). Reads go through getAll() and plain filters: an @mswjs/data findMany is a
 * linear scan with a heavy per-row cost, and these tables are read several times per request.
 */

// ───────────────────────────── Wallet ─────────────────────────────

export function fundsOf(userId: number): Funds | null {
  const wallet = walletOf(userId);
  if (!wallet) return null;
  return { cash: wallet.credit, subsidies: liveSubsidies(wallet.id).map((s) => ({ id: s.id, credit: s.credit })) };
}

/** Takes `amount` from the user's wallet (subsidies first unless cash only); the parts taken, or why not. */
export function pay(
  userId: number,
  amount: number,
  cashOnly = false,
): { ok: true; parts: PaymentPart[] } | { ok: false; violation: Violation } {
  const wallet = walletOf(userId);
  const funds = fundsOf(userId);
  if (!wallet || !funds) return { ok: false, violation: notEnoughCredit(amount, 0, cashOnly) };
  const plan = planPayment(amount, funds, cashOnly);
  if (!plan.ok) return { ok: false, violation: notEnoughCredit(amount, plan.available, cashOnly) };
  let cash = wallet.credit;
  for (const part of plan.parts) {
    if (part.source === CASH) cash -= part.amount;
    else {
      const s = db.subsidy.findFirst({ where: { id: { equals: part.source } } });
      if (s) db.subsidy.update({ where: { id: { equals: s.id } }, data: { credit: s.credit - part.amount } });
    }
  }
  if (cash !== wallet.credit)
    db.nurtureProfile.update({ where: { id: { equals: wallet.id } }, data: { credit: cash } });
  return { ok: true, parts: plan.parts };
}

/** Gives parts back to where they came from (a subsidy entry that no longer exists: to cash). */
export function giveBack(userId: number, parts: readonly PaymentPart[]): void {
  const wallet = walletOf(userId);
  if (!wallet) return;
  let cash = wallet.credit;
  for (const part of parts) {
    const s = part.source === CASH ? null : db.subsidy.findFirst({ where: { id: { equals: part.source } } });
    if (s) db.subsidy.update({ where: { id: { equals: s.id } }, data: { credit: s.credit + part.amount } });
    else cash += part.amount;
  }
  if (cash !== wallet.credit)
    db.nurtureProfile.update({ where: { id: { equals: wallet.id } }, data: { credit: cash } });
}

export function addCash(userId: number, amount: number): void {
  const wallet = walletOf(userId);
  if (wallet)
    db.nurtureProfile.update({ where: { id: { equals: wallet.id } }, data: { credit: wallet.credit + amount } });
}

// ───────────────────────────── People ─────────────────────────────

export interface Person {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  studentNumber: string | null;
  isStudent: boolean;
}

export function people(): Map<number, Person> {
  const profiles = new Map(db.profile.getAll().map((p) => [p.userId, p]));
  return new Map(
    db.user.getAll().map((u) => {
      const p = profiles.get(u.id);
      return [
        u.id,
        {
          id: u.id,
          username: u.username,
          firstName: p?.firstName ?? null,
          lastName: p?.lastName ?? null,
          studentNumber: p?.student?.studentNumber ?? null,
          isStudent: !!p?.student,
        },
      ];
    }),
  );
}

/** A user by username or student number (teammates are added by student number). */
export function findPerson(text: string): Person | null {
  const wanted = text.trim();
  if (!wanted) return null;
  for (const person of people().values())
    if (person.username === wanted || person.studentNumber === wanted) return person;
  return null;
}

// ───────────────────────────── Reserves ─────────────────────────────

export function allReserves(): ReserveRow[] {
  return db.reserve.getAll();
}

export function reservesOf(userId: number): ReserveRow[] {
  return allReserves().filter((r) => r.userId === userId);
}

/** Seats of an item taken by the seeded users (count of every reserve of it). */
export function seatsTaken(itemId: number, reserves: readonly ReserveRow[] = allReserves()): number {
  let sum = 0;
  for (const r of reserves) if (r.itemId === itemId) sum += r.selectedCount;
  return sum;
}

export function userReserveOfItem(userId: number, itemId: number): ReserveRow | null {
  return allReserves().find((r) => r.userId === userId && r.itemId === itemId) ?? null;
}

/** The user's reserve with this id, or of this item (the UI names reserves by either). */
export function ownReserve(userId: number, id: number): ReserveRow | null {
  const mine = reservesOf(userId);
  return mine.find((r) => r.id === id) ?? mine.find((r) => r.itemId === id) ?? null;
}

export function createReserveRow(
  userId: number,
  program: ProgramDef,
  item: ItemDef,
  count: number,
  parts: readonly PaymentPart[],
): ReserveRow {
  return db.reserve.create({
    id: nextId('reserve', 300_001),
    userId,
    itemId: item.id,
    programId: program.id,
    selfId: program.self.id,
    mealTypeId: program.meal.id,
    date: program.date,
    selectedCount: count,
    forSale: false,
    soldCount: 0,
    ...ledgerFields(parts),
    createdAt: nowMs(),
  });
}

export function updateReserveRow(id: number, data: Partial<Omit<ReserveRow, 'id'>>): void {
  db.reserve.update({ where: { id: { equals: id } }, data });
}

export function deleteReserveRow(id: number): void {
  db.reserve.delete({ where: { id: { equals: id } } });
}

/** Adds a payment to a reserve's ledger. */
export function withPayment(row: ReserveRow, parts: readonly PaymentPart[]) {
  return ledgerFields([...ledgerOf(row), ...parts]);
}

/** Refunds `amount` of a reserve's ledger to the user (last parts first); the ledger fields kept. */
export function refundFromLedger(row: ReserveRow, amount: number) {
  const { refund, kept } = planRefund(ledgerOf(row), amount);
  giveBack(row.userId, refund);
  return ledgerFields(kept);
}

// ───────────────────────────── Time rules of a program ─────────────────────────────

export interface ProgramTimes {
  reserveRuleViolated: boolean;
  cancelRuleViolated: boolean;
  serveStarted: boolean;
  consumed: boolean;
}

export function timesOf(program: Pick<ProgramDef, 'day' | 'meal'>, self: SelfRow, now = nowMs()): ProgramTimes {
  const midnight = instantAt(program.day, '00:00');
  return {
    reserveRuleViolated: reserveRuleViolated(now, midnight, self),
    cancelRuleViolated: cancelRuleViolated(now, midnight, self),
    serveStarted: now >= instantAt(program.day, program.meal.start),
    consumed: now >= instantAt(program.day, program.meal.end),
  };
}

/** Today (Tehran) as a day number. */
export function today(): number {
  return epochDayAt(nowMs());
}

// ───────────────────────────── Teammates ─────────────────────────────

/** Users linked to this one by a FINAL teammate link (either side). */
export function finalTeammateIds(userId: number): number[] {
  const ids: number[] = [];
  for (const t of db.teammate.getAll()) {
    if (t.status !== 'FINAL') continue;
    if (t.inviterId === userId) ids.push(t.inviteeId);
    else if (t.inviteeId === userId) ids.push(t.inviterId);
  }
  return ids;
}

// ───────────────────────────── Views ─────────────────────────────

/** English week-day names from Saturday: `dayTranslated` as real clients read it (foodie, foodPilot, Poisonad-v2). */
export const DAY_TRANSLATED = ['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;

/** Free food (sell and buy between students) exists for subsidised dining halls only. */
export function hasFreeFood(self: SelfRow): boolean {
  return self.type === 'NORMAL' && !self.freeRestaurant;
}

/** What a reserve of an item may do now: change self, go on sale (the same flags on the program item and the reserve). */
export function itemFlags(
  cal: ProgramCalendar,
  program: ProgramDef,
  item: ItemDef,
  own: ReserveRow | undefined | null,
  times: ProgramTimes,
) {
  const targets = cal.changeTargets(program, item);
  const count = own?.selectedCount ?? 0;
  return {
    targets,
    changableSelf: targets.length > 0 && !times.cancelRuleViolated,
    saleableFreeFood:
      hasFreeFood(program.self) && count > 0 && !own?.forSale && times.cancelRuleViolated && !times.serveStarted,
  };
}

/** Rials of a reserve paid from subsidies. */
function subsidyPaid(row: ReserveRow): number {
  return ledgerOf(row).reduce((sum, p) => (p.source === CASH ? sum : sum + p.amount), 0);
}

/**
 * A reserve as the server records it (openapi `Reserve`): `userWeekReserves` of programs/v2 lists
 * these, one per program food type; `/rest/reserves` shows one per meal (reserveView).
 * `mealTypeId` and `selfId` are the world's; the handlers translate them (external-ids.ts).
 */
export function reserveRecord(cal: ProgramCalendar, row: ReserveRow, now = nowMs()): Reserve {
  const found = cal.item(row.itemId);
  const program = found?.program;
  const item = found?.item;
  const self = program?.self ?? cal.selfs.get(row.selfId);
  const day = program?.day ?? epochDayOf(row.date) ?? 0;
  const times = program && self ? timesOf(program, self, now) : null;
  const flags = program && item && times ? itemFlags(cal, program, item, row, times) : null;
  const food = item?.food;
  return {
    id: row.id,
    programId: row.programId,
    programDate: row.date,
    programDateStr: jalaliOfDay(day),
    programDateTime: instantAt(day, '00:00'),
    priorReserveDate: new Date(row.createdAt).toISOString(),
    priorReserveDateStr: jalaliOfDay(epochDayAt(row.createdAt)),
    groupId: 1,
    consumed: times?.consumed ?? false,
    selfId: row.selfId,
    selfCode: self?.code ?? null,
    selfCodeName: self?.name ?? null,
    selfName: self?.name ?? null,
    mealTypeId: row.mealTypeId,
    foodId: food?.id ?? null,
    foodTypeId: item?.foodTypeId ?? 0,
    foodTypeTitle: item?.foodTypeTitle ?? null,
    foodNames: food ? foodNamesOf(food) : null,
    besideFoodNames: food?.beside || null,
    fullName: food ? [food.name, food.side].filter(Boolean).join(' و ') : null,
    key: `${row.programId}_${item?.foodTypeId ?? 0}`,
    selectedCount: row.selectedCount,
    remainedCount: times?.consumed ? 0 : row.selectedCount,
    selected: row.selectedCount > 0,
    forSale: row.forSale,
    sold: row.soldCount > 0,
    freeFoodSelected: false,
    deleteAsSellFreeFood: row.selectedCount === 0 && row.soldCount > 0,
    decreasedSelectedCountAsSellFreeFood: row.selectedCount > 0 && row.soldCount > 0,
    userId: row.userId,
    price: row.selectedCount * (food?.price ?? 0),
    consumedSubsidyPrice: subsidyPaid(row),
    changableSelf: flags?.changableSelf ?? false,
    selfChangeToll: self?.selfChangeToll ?? 0,
    saleableFreeFood: flags?.saleableFreeFood ?? false,
    saleableFreeFoodToll: self?.saleableFreeFoodToll ?? 0,
    timeDistanceUntilToday: day - epochDayAt(now),
    foodImageSrc: food ? foodImageSrc(food) : null,
  };
}

/**
 * The reserve of one meal as the weekly reserves list it (openapi `Reserve`): the full record of its
 * first item, the counts, prices and names of all its items added up (a meal shows one reserve).
 */
export function reserveView(
  cal: ProgramCalendar,
  rows: readonly ReserveRow[],
  owner: Person | undefined,
  withOwner: boolean,
): Reserve | null {
  const live = rows.filter((r) => r.selectedCount > 0);
  if (!live.length) return null;
  const now = nowMs();
  const records = live.map((r) => reserveRecord(cal, r, now));
  const first = records[0]!;
  const mains: string[] = [];
  const sides: string[] = [];
  for (const r of live) {
    const food = cal.item(r.itemId)?.item.food;
    if (!food) continue;
    if (!mains.includes(food.name)) mains.push(food.name);
    if (food.side && !sides.includes(food.side)) sides.push(food.side);
  }
  const sum = (pick: (r: Reserve) => number | undefined) => records.reduce((total, r) => total + (pick(r) ?? 0), 0);
  return {
    ...first,
    consumed: records.every((r) => r.consumed),
    selectedCount: sum((r) => r.selectedCount),
    remainedCount: sum((r) => r.remainedCount),
    price: sum((r) => r.price),
    consumedSubsidyPrice: sum((r) => r.consumedSubsidyPrice),
    foodNames: mains.length ? (sides.length ? `${mains.join('، ')}|${sides.join('، ')}` : mains.join('، ')) : null,
    ...(withOwner
      ? { username: owner?.username ?? null, firstName: owner?.firstName ?? null, lastName: owner?.lastName ?? null }
      : {}),
  };
}
