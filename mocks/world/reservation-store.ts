import type { components } from '@/api/generated/rest/schema';
import { nowMs } from './clock';
import { db, nextId, type ReserveRow, type SelfRow } from './db';
import { epochDayAt, foodImageSrc, instantAt, type ItemDef, type ProgramCalendar, type ProgramDef } from './program-calendar';
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

type Schemas = components['schemas'];

// ───────────────────────────── Wallet ─────────────────────────────

export function fundsOf(userId: number): Funds | null {
  const wallet = walletOf(userId);
  if (!wallet) return null;
  return { cash: wallet.credit, subsidies: liveSubsidies(wallet.id).map((s) => ({ id: s.id, credit: s.credit })) };
}

/** Takes `amount` from the user's wallet (subsidies first unless cash only); the parts taken, or why not. */
export function pay(userId: number, amount: number, cashOnly = false): { ok: true; parts: PaymentPart[] } | { ok: false; violation: Violation } {
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
  if (cash !== wallet.credit) db.nurtureProfile.update({ where: { id: { equals: wallet.id } }, data: { credit: cash } });
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
  if (cash !== wallet.credit) db.nurtureProfile.update({ where: { id: { equals: wallet.id } }, data: { credit: cash } });
}

export function addCash(userId: number, amount: number): void {
  const wallet = walletOf(userId);
  if (wallet) db.nurtureProfile.update({ where: { id: { equals: wallet.id } }, data: { credit: wallet.credit + amount } });
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
      return [u.id, { id: u.id, username: u.username, firstName: p?.firstName ?? null, lastName: p?.lastName ?? null, studentNumber: p?.student?.studentNumber ?? null, isStudent: !!p?.student }];
    }),
  );
}

/** A user by username or student number (teammates are added by student number). */
export function findPerson(text: string): Person | null {
  const wanted = text.trim();
  if (!wanted) return null;
  for (const person of people().values()) if (person.username === wanted || person.studentNumber === wanted) return person;
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

export function createReserveRow(userId: number, program: ProgramDef, item: ItemDef, count: number, parts: readonly PaymentPart[]): ReserveRow {
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

/** A reserve as the weekly reserves list it (openapi `Reserve`). */
export function reserveView(
  cal: ProgramCalendar,
  rows: readonly ReserveRow[],
  owner: Person | undefined,
  withOwner: boolean,
): Schemas['Reserve'] | null {
  const live = rows.filter((r) => r.selectedCount > 0);
  if (!live.length) return null;
  const resolved = live.map((r) => ({ row: r, found: cal.item(r.itemId) }));
  const first = resolved[0]!;
  const mains: string[] = [];
  const sides: string[] = [];
  for (const { found } of resolved) {
    if (!found) continue;
    if (!mains.includes(found.item.food.name)) mains.push(found.item.food.name);
    if (found.item.food.side && !sides.includes(found.item.food.side)) sides.push(found.item.food.side);
  }
  const food = first.found?.item.food;
  const self = first.found?.program.self;
  const consumed = resolved.every(({ found }) => (found ? timesOf(found.program, found.program.self).consumed : false));
  return {
    id: first.row.id,
    mealTypeId: first.row.mealTypeId,
    consumed,
    selectedCount: live.reduce((sum, r) => sum + r.selectedCount, 0),
    selfCodeName: self ? self.name : null,
    foodNames: mains.length ? (sides.length ? `${mains.join('، ')}|${sides.join('، ')}` : mains.join('، ')) : null,
    foodImageSrc: food ? foodImageSrc(food) : null,
    ...(withOwner ? { username: owner?.username ?? null, firstName: owner?.firstName ?? null, lastName: owner?.lastName ?? null } : {}),
  };
}

