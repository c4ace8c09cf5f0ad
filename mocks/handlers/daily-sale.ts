import type { DailySaleProgram, DailySaleReserve, SamadTime } from '@/api/generated/rest/model';
import { isSession, requireUser } from '../auth';
import { asInt, invalidBody, ok, refuse, restHttp } from '../http';
import { logActivity } from '../world/activity';
import { nowMs } from '../world/clock';
import { db, nextId, type DailySaleReserveRow, type DailySellProgramRow, type UserRow } from '../world/db';
import { faNumber, faTomans } from '../world/format';
import {
  dateOfEpochDay,
  epochDayOf,
  foodImageSrc,
  foodNamesOf,
  instantAt,
  mealTypeById,
  programIdOf,
  type SelfType,
} from '../world/program-calendar';
import { ledgerFields, ledgerOf, type Violation } from '../world/reservation-rules';
import { pay, today } from '../world/reservation-store';

/*
 * Daily sale (modules.md 2.2, 4, 7, 8), in the live server's shapes (amirHravan/foodie dailysell/api):
 * today's programs (GET /rest/daily-sell-programs answers `payload.dailySellPrograms`; none today
 * answers 404 DAILY_SELL_PROGRAM_NO_PROGRAM_FOR_TODAY); buying (PUT .../{id}/reserve-daily-sell, no
 * body: one portion, as the live call; the spec's `{selectedCount}` body buys that many) answers
 * `payload {id, href}` of the user's reserve. Only today's programs, from their start time until their
 * finish time, at most `maxValue` per user and program (DAILY_SELL_PROGRAM_DAILY_RESERVE_COUNT_LIMIT_VIOLATION),
 * never more than the stock (count - soldCount: RESERVE_MAX_RESERVE_COUNT_CROSS), the price charged
 * like a reserve (subsidy first, then cash). The user's purchases, full records: GET
 * /rest/users/me/reserve-daily-sales (also /rest/reserve/reserve-daily-sale). Needs the group's canDailySale.
 *
 * The contract's DailySaleProgram names its self only by selfName/selfCode: the answer adds
 * `selfId` and `selfType` (assumed fields of the contract) so a client can filter by variant.
 */

const problem = (status: number, resource: string, messageFa: string, message: string): Violation => ({
  status,
  resource,
  messageFa,
  message,
});

const NO_PROGRAM_FOR_TODAY = problem(
  404,
  'DAILY_SELL_PROGRAM_NO_PROGRAM_FOR_TODAY',
  'امروز فروش روزانه‌ای وجود ندارد.',
  'No daily-sale program for today',
);

function mayBuy(user: UserRow): Violation | null {
  const group = db.profile.findFirst({ where: { userId: { equals: user.id } } })?.group;
  return group?.canDailySale
    ? null
    : problem(
        403,
        'DAILY_SELL_NOT_ALLOWED',
        'گروه کاربری شما اجازهٔ خرید روزانه ندارد.',
        'The group may not buy daily sales',
      );
}

/** An `HH:mm` in Persian digits. */
const faTime = (hhmm: string): string => hhmm.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);

/** `{hour, minute, timeStr}` of an `HH:mm` (foodie SamadTimeDto.kt). */
function samadTime(hhmm: string): SamadTime {
  const [hour = 0, minute = 0] = hhmm.split(':').map(Number);
  return { hour, minute, timeStr: hhmm };
}

function boughtOf(userId: number, programId: number): DailySaleReserveRow | undefined {
  return db.dailySaleReserve.getAll().find((r) => r.userId === userId && r.dailySellProgramId === programId);
}

/** A program as the server answers it; `bought` is what the user has bought of it. */
function programView(
  p: DailySellProgramRow,
  bought: number,
): DailySaleProgram & { selfId: number; selfType: SelfType } {
  const self = db.self.findFirst({ where: { id: { equals: p.selfId } } });
  const food = db.food.findFirst({ where: { id: { equals: p.foodId } } });
  const meal = mealTypeById(p.mealTypeId);
  const day = epochDayOf(p.date);
  return {
    id: p.id,
    selfName: self?.name ?? '',
    selfCode: self?.code ?? null,
    mealTypeName: meal?.meal.name ?? '',
    foodTypeTitle: p.foodTypeTitle,
    foodNames: food ? foodNamesOf(food) : '',
    price: p.price,
    startTime: samadTime(p.startTime),
    finishTime: samadTime(p.finishTime),
    count: p.count,
    totalCount: p.count,
    soldCount: p.soldCount,
    maxValue: p.maxValue,
    minValue: 1,
    selectedCount: bought,
    programDate: p.date,
    ...(day !== null && meal ? { programId: programIdOf(day, p.selfId, meal.meal.slot) } : {}),
    mealTypeId: p.mealTypeId,
    remainCount: Math.max(0, p.count - p.soldCount),
    foodImageSrc: food ? foodImageSrc(food) : null,
    demonstrationDescription: p.description || null,
    selfId: p.selfId,
    selfType: (self?.type ?? 'NORMAL') as SelfType,
  };
}

const listPrograms = restHttp.get('/rest/daily-sell-programs', ({ request, response }) => {
  const session = requireUser(request, { allowed: mayBuy });
  if (!isSession(session)) return response.untyped(session);
  const date = dateOfEpochDay(today());
  const programs = db.dailySellProgram
    .getAll()
    .filter((p) => p.date === date)
    .sort((a, b) => a.id - b.id);
  if (!programs.length) return response.untyped(refuse(NO_PROGRAM_FOR_TODAY));
  // One pass over the purchases, not one per program (the daily-sale-5k persona has 5,000 programs).
  const bought = new Map(
    db.dailySaleReserve
      .getAll()
      .filter((r) => r.userId === session.user.id)
      .map((r) => [r.dailySellProgramId, r.selectedCount]),
  );
  return response(200).json(ok({ dailySellPrograms: programs.map((p) => programView(p, bought.get(p.id) ?? 0)) }));
});

const buy = restHttp.put('/rest/daily-sell-programs/{id}/reserve-daily-sell', async ({ request, params, response }) => {
  const session = requireUser(request, { allowed: mayBuy });
  if (!isSession(session)) return response.untyped(session);
  const { user } = session;
  // The live call has no body and buys one; the spec's {selectedCount} body (older versions) buys that many.
  const text = await (request.clone() as Request).text();
  let count: number | null = 1;
  if (text.trim()) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return response(400).json(invalidBody());
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) return response(400).json(invalidBody());
    const selected = (body as Record<string, unknown>).selectedCount;
    count = selected === undefined ? 1 : asInt(selected);
  }
  if (count === null) return response(400).json(invalidBody());
  if (count < 1)
    return response.untyped(
      refuse(problem(400, 'RESERVE_COUNT_INVALID', 'تعداد باید دست‌کم ۱ باشد.', 'selectedCount must be >= 1')),
    );
  const id = asInt(params.id);
  const program = db.dailySellProgram.getAll().find((p) => p.id === id);
  if (!program)
    return response.untyped(
      refuse(
        problem(
          404,
          'DAILY_SELL_PROGRAM_NOT_FOUND',
          'برنامهٔ فروش روزانه یافت نشد.',
          `No daily-sale program ${String(params.id)}`,
        ),
      ),
    );
  const day = today();
  if (program.date !== dateOfEpochDay(day)) return response.untyped(refuse({ ...NO_PROGRAM_FOR_TODAY, status: 400 }));
  if (nowMs() < instantAt(day, program.startTime)) {
    return response.untyped(
      refuse(
        problem(
          400,
          'DAILY_SELL_PROGRAM_TIME_NOT_STARTED',
          `فروش این برنامه از ساعت ${faTime(program.startTime)} آغاز می‌شود.`,
          `The sale starts at ${program.startTime}`,
        ),
      ),
    );
  }
  if (nowMs() >= instantAt(day, program.finishTime)) {
    return response.untyped(
      refuse(
        problem(
          400,
          'DAILY_SELL_PROGRAM_TIME_PASSED',
          'زمان فروش این برنامه به پایان رسیده است.',
          'The sale has finished',
        ),
      ),
    );
  }
  const own = boughtOf(user.id, program.id);
  const already = own?.selectedCount ?? 0;
  if (already + count > program.maxValue) {
    return response.untyped(
      refuse(
        problem(
          400,
          'DAILY_SELL_PROGRAM_DAILY_RESERVE_COUNT_LIMIT_VIOLATION',
          `از این برنامه حداکثر ${faNumber(program.maxValue)} عدد می‌توانید بخرید${already ? ` (پیش‌تر ${faNumber(already)} عدد خریده‌اید)` : ''}.`,
          `At most ${program.maxValue} per user`,
        ),
      ),
    );
  }
  if (count > program.count - program.soldCount) {
    return response.untyped(
      refuse(
        problem(
          400,
          'RESERVE_MAX_RESERVE_COUNT_CROSS',
          'غذای انتخاب‌شده تا سقف ظرفیت توسط کاربران رزرو شده است.',
          'Not enough left',
        ),
      ),
    );
  }
  const amount = count * program.price;
  const paid = pay(user.id, amount);
  if (!paid.ok) return response.untyped(refuse(paid.violation));
  db.dailySellProgram.update({ where: { id: { equals: program.id } }, data: { soldCount: program.soldCount + count } });
  let reserveId: number;
  if (own) {
    db.dailySaleReserve.update({
      where: { id: { equals: own.id } },
      data: { selectedCount: already + count, ...ledgerFields([...ledgerOf(own), ...paid.parts]) },
    });
    reserveId = own.id;
  } else {
    reserveId = nextId('dailySaleReserve', 901);
    db.dailySaleReserve.create({
      id: reserveId,
      userId: user.id,
      dailySellProgramId: program.id,
      selectedCount: count,
      ...ledgerFields(paid.parts),
      createdAt: nowMs(),
    });
  }
  const view = programView(program, already + count);
  const foodName = db.food.findFirst({ where: { id: { equals: program.foodId } } })?.name ?? '';
  logActivity(user.id, 'DailySaleActivity', {
    serveDate: program.date,
    price: amount,
    diff: -amount,
    selfCode: view.selfCode,
    selfName: view.selfName,
    foodName,
    mealName: view.mealTypeName,
    count,
  });
  return response(200).json(
    ok(
      { id: reserveId, href: `/rest/reserve/reserve-daily-sale/${reserveId}` },
      { messageFa: `خرید «${foodName}» انجام شد (${faTomans(amount)} تومان).`, message: 'Daily sale bought' },
    ),
  );
});

function myPurchases(userId: number): DailySaleReserve[] {
  const programs = new Map(db.dailySellProgram.getAll().map((p) => [p.id, p]));
  const now = nowMs();
  return db.dailySaleReserve
    .getAll()
    .filter((r: DailySaleReserveRow) => r.userId === userId && programs.has(r.dailySellProgramId))
    .map((r) => {
      const p = programs.get(r.dailySellProgramId)!;
      const day = epochDayOf(p.date) ?? 0;
      const self = db.self.findFirst({ where: { id: { equals: p.selfId } } });
      const food = db.food.findFirst({ where: { id: { equals: p.foodId } } });
      const meal = mealTypeById(p.mealTypeId);
      const consumed = now >= instantAt(day, p.finishTime);
      return {
        id: r.id,
        reserveDailySaleId: r.id,
        dailySellProgramId: p.id,
        selectedCount: r.selectedCount,
        remainCount: consumed ? 0 : r.selectedCount,
        mealTypeId: p.mealTypeId,
        mealTypeName: meal?.meal.name ?? '',
        consumed,
        programDate: p.date,
        ...(meal ? { programId: programIdOf(day, p.selfId, meal.meal.slot) } : {}),
        foodNames: food ? foodNamesOf(food) : '',
        foodTypeTitle: p.foodTypeTitle,
        price: p.price,
        selfName: self?.name ?? '',
        selfCode: self?.code ?? null,
        selfCodeName: self ? `${self.code ?? ''} - ${self.name}` : null,
        selfDefId: p.selfId,
        startTime: samadTime(p.startTime),
        finishTime: samadTime(p.finishTime),
      };
    })
    .sort(
      (a, b) => (b.programDate ?? '').localeCompare(a.programDate ?? '') || b.reserveDailySaleId - a.reserveDailySaleId,
    );
}

const mine = restHttp.get('/rest/users/me/reserve-daily-sales', ({ request, response }) => {
  const session = requireUser(request);
  if (!isSession(session)) return response.untyped(session);
  return response(200).json(ok(myPurchases(session.user.id)));
});

const mineAlt = restHttp.get('/rest/reserve/reserve-daily-sale', ({ request, response }) => {
  const session = requireUser(request);
  if (!isSession(session)) return response.untyped(session);
  return response(200).json(ok(myPurchases(session.user.id)));
});

export const dailySaleHandlers = [listPrograms, buy, mine, mineAlt];
