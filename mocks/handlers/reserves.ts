import type { Reserve, ReserveWeek, VotableItem } from '@/api/generated/rest/model';
import { isSession, requireUser, requireUserAndBody } from '../auth';
import { asInt, done, invalidBody, ok, readJson, refuse, restHttp } from '../http';
import { logActivity } from '../world/activity';
import { nowMs } from '../world/clock';
import { db, nextId, type ReserveRow, type UserRow } from '../world/db';
import {
  dateOfEpochDay,
  epochDayOf,
  instantAt,
  isSelfType,
  jalaliMonthOfDay,
  jalaliOfDay,
  MEAL_TYPES,
  ProgramCalendar,
  weekAsked,
  WEEKDAY_NAMES,
  weekStartOf,
  type ItemDef,
  type ProgramDef,
} from '../world/program-calendar';
import {
  CANCEL_CLOSED,
  checkCount,
  checkForgottenCardLimits,
  checkVote,
  forgotCardCode,
  ledgerFields,
  ledgerOf,
  notEnoughCredit,
  planPayment,
  planRefund,
  RESERVE_CLOSED,
  VOTABLE_DAYS,
  type Violation,
} from '../world/reservation-rules';
import {
  addCash,
  allReserves,
  createReserveRow,
  deleteReserveRow,
  finalTeammateIds,
  fundsOf,
  giveBack,
  ownReserve,
  pay,
  people,
  refundFromLedger,
  reservesOf,
  reserveView,
  seatsTaken,
  timesOf,
  today,
  updateReserveRow,
  userReserveOfItem,
  withPayment,
  DAY_TRANSLATED,
} from '../world/reservation-store';
import { faNumber, faTomans } from '../world/format';
import { mealTypeIdIn, mealTypeIdOut, selfIdIn, selfIdOut } from '../world/external-ids';
import { walletOf } from '../world/views';
import { mealTypesOut } from './programs';
import { dailySaleCardDetails, reserveCardDetails } from '../world/forgotten-card-details';

/*
 * Reserves (modules.md 2.4, 2.5, 4, 7, 8), with the rules enforced here (reservation-rules.ts):
 *
 * - GET /rest/reserves?weekStartDate&selfType: the user's week (Saturday to Friday; the date is
 *   moved back to its Saturday, an empty one is this week), one entry per meal type of the variant
 *   (its name and date, the reserve as a full record), the FINAL teammates' reserves, the user's
 *   daily-sale purchases of each day, and remainCredit (what real clients read: foodie, Poisonad-v2).
 * - Reserve and cancel: PUT /rest/reserves/{id}/reserve (id = the program, the body's foodTypeId
 *   the choice, as every real client sends it) and POST /rest/reserves (programId + foodTypeId;
 *   `count` in the new mode, `selectedCount` in the legacy one); `selected: false` cancels. Raising a count needs the reserve deadline open
 *   (12:00 two days before), lowering it the cancel deadline (12:00 the day before); counts stay
 *   within validMin/validMax of the item and validTotalCount of the meal; capacity (crowd + the
 *   seeded users) answers RESERVE_MAX_RESERVE_COUNT_CROSS; one self per meal and day (moving is
 *   the change of self). The price is charged (subsidy first, then cash; the free restaurant cash
 *   only) and refunded on cancel to where it came from (last paid first).
 * - PUT /rest/reserves/change-self: before the cancel deadline, to a self serving the same food
 *   (changableSelfs), the toll (selfChangeToll) charged, not refunded.
 * - Free food: PUT .../v2/{id}/sell-reserve once the cancel deadline has passed and before the
 *   serve starts (toll saleableFreeFoodToll); .../cancel-sold-reserve; PUT
 *   .../v2/programs/{programId}/buy-free-food takes one unit of another student's reserve on sale:
 *   the buyer pays price + buyableFreeFoodToll from cash, the seller gets the price in cash and
 *   one unit less.
 * - Votes: consumed reserves of dining halls of the last 7 days not yet rated are votable; a vote
 *   (score 1-5, comment <= 250, reasons not both sides of one aspect) updates the food's average.
 * - Forgotten-card codes: for today's or later reserves (or daily-sale purchases), at most 2 for
 *   meals of one week and 3 for one Jalali month (by serve date); printing the same reserve again
 *   answers the same code without counting again.
 */

const problem = (status: number, resource: string, messageFa: string, message: string): Violation => ({
  status,
  resource,
  messageFa,
  message,
});
const notFound = (what: string, resource: string) => problem(404, resource, `${what} یافت نشد.`, `${resource}`);

type Outcome = { done: string } | Violation;
const isViolation = <T extends object>(o: T | Violation): o is Violation => 'resource' in o;

// ───────────────────────────── Weekly reserves ─────────────────────────────

function weekOf(user: UserRow, weekStart: number, selfType: keyof typeof MEAL_TYPES): ReserveWeek {
  const cal = new ProgramCalendar();
  const selfIds = new Set(cal.selfsOfType(selfType).map((s) => s.id));
  const first = dateOfEpochDay(weekStart);
  const last = dateOfEpochDay(weekStart + 6);
  const inWeek = allReserves().filter(
    (r) => selfIds.has(r.selfId) && r.date >= first && r.date <= last && r.selectedCount > 0,
  );
  const mine = inWeek.filter((r) => r.userId === user.id);
  const mates = new Set(finalTeammateIds(user.id));
  const theirs = inWeek.filter((r) => mates.has(r.userId));
  const persons = people();
  const me = persons.get(user.id);
  const programs = new Map(
    db.dailySellProgram
      .getAll()
      .filter((p) => selfIds.has(p.selfId) && p.date >= first && p.date <= last)
      .map((p) => [p.id, p]),
  );
  const sales = db.dailySaleReserve
    .getAll()
    .filter((r) => r.userId === user.id && programs.has(r.dailySellProgramId) && r.selectedCount > 0);
  const now = nowMs();
  // The university's self and meal-type ids (a persona may mirror one: world/external-ids.ts).
  const out = (reserve: Reserve | null): Reserve | null =>
    reserve && { ...reserve, selfId: selfIdOut(reserve.selfId ?? 0), mealTypeId: mealTypeIdOut(reserve.mealTypeId) };

  return {
    weekDays: Array.from({ length: 7 }, (_, i) => {
      const day = weekStart + i;
      const date = dateOfEpochDay(day);
      return {
        date,
        dateJStr: jalaliOfDay(day),
        day: WEEKDAY_NAMES[i]!,
        dayTranslated: DAY_TRANSLATED[i]!,
        mealTypes: MEAL_TYPES[selfType].map((meal) => {
          const own = mine.filter((r) => r.date === date && r.mealTypeId === meal.id);
          const byMate = new Map<number, ReserveRow[]>();
          for (const r of theirs)
            if (r.date === date && r.mealTypeId === meal.id) byMate.set(r.userId, [...(byMate.get(r.userId) ?? []), r]);
          const program = own[0] ? cal.program(own[0].programId) : null;
          return {
            mealTypeId: mealTypeIdOut(meal.id),
            name: meal.name,
            date,
            dateTime: instantAt(day, '00:00'),
            reserve: out(reserveView(cal, own, me, false)),
            teammateReserve: [...byMate].flatMap(
              ([userId, rows]) => out(reserveView(cal, rows, persons.get(userId), true)) ?? [],
            ),
            startServeTime: meal.start,
            endServeTime: meal.end,
            demonstrationDescription: program?.description ?? null,
          };
        }),
        dailySales: sales
          .filter((r) => programs.get(r.dailySellProgramId)!.date === date)
          .map((r) => {
            const p = programs.get(r.dailySellProgramId)!;
            return {
              reserveDailySaleId: r.id,
              dailySellProgramId: p.id,
              selectedCount: r.selectedCount,
              mealTypeId: p.mealTypeId,
              consumed: now >= instantAt(day, p.finishTime),
              programDate: p.date,
            };
          }),
      };
    }),
    mealTypes: mealTypesOut(selfType),
    remainCredit: walletOf(user.id)?.credit ?? 0,
  };
}

const listReserves = restHttp.get('/rest/reserves', ({ request, response }) => {
  const session = requireUser(request);
  if (!isSession(session)) return response.untyped(session);
  const params = new URL(request.url).searchParams;
  // Empty or absent: the current week (foodie asks so, ReservationInfoViewModel.kt; mhbahmani/DiningBot's rest_dining.py too).
  const weekStart = weekAsked(params.get('weekStartDate'), today());
  const selfType = params.get('selfType') || 'NORMAL';
  if (weekStart === null)
    return response.untyped(
      refuse(
        problem(400, 'INVALID_WEEK_START_DATE', 'تاریخ شروع هفته نامعتبر است.', 'weekStartDate must be YYYY-MM-DD'),
      ),
    );
  if (!isSelfType(selfType))
    return response.untyped(
      refuse(
        problem(
          400,
          'INVALID_SELF_TYPE',
          'نوع سلف نامعتبر است.',
          'selfType must be NORMAL, SPORT, CLINIC or TRANSPORT',
        ),
      ),
    );
  return response(200).json(ok(weekOf(session.user, weekStart, selfType)));
});

// ───────────────────────────── Reserve and cancel ─────────────────────────────

/** Sets the user's count of an item, enforcing every rule; the success message or the violation. */
/**
 * The program's item a reserve call names: `mealTypeId` (when sent) must be the program's meal, and
 * `foodTypeId` picks the item (optional when the program has one), as the PUT and the POST both read them.
 */
function itemOfProgram(program: ProgramDef, body: { mealTypeId?: unknown; foodTypeId?: unknown }): ItemDef | Violation {
  const mealTypeId = body.mealTypeId === undefined || body.mealTypeId === null ? null : asInt(body.mealTypeId);
  if (mealTypeId !== null && mealTypeIdIn(mealTypeId) !== program.meal.id) {
    return problem(
      400,
      'RESERVE_MEAL_TYPE_MISMATCH',
      'وعدهٔ غذایی با برنامه هم‌خوانی ندارد.',
      'mealTypeId does not match the program',
    );
  }
  const foodTypeId = body.foodTypeId === undefined || body.foodTypeId === null ? null : asInt(body.foodTypeId);
  const item =
    foodTypeId === null
      ? program.items.length === 1
        ? program.items[0]
        : undefined
      : program.items.find((i) => i.foodTypeId === foodTypeId);
  return (
    item ??
    problem(
      400,
      'RESERVE_FOOD_TYPE_REQUIRED',
      'نوع غذای انتخاب‌شده در این برنامه وجود ندارد.',
      'foodTypeId is missing or not in the program',
    )
  );
}

function setCount(user: UserRow, cal: ProgramCalendar, program: ProgramDef, item: ItemDef, target: number): Outcome {
  const self = program.self;
  const times = timesOf(program, self);
  const own = userReserveOfItem(user.id, item.id);
  const current = own?.selectedCount ?? 0;
  if (!Number.isInteger(target) || target < 0)
    return problem(400, 'RESERVE_COUNT_INVALID', 'تعداد رزرو نامعتبر است.', 'The count must be an integer >= 0');
  if (target === current) return { done: 'رزرو شما بدون تغییر ماند.' };
  if (own?.forSale)
    return problem(
      400,
      'RESERVE_FOR_SALE',
      'این رزرو برای فروش گذاشته شده است؛ ابتدا فروش را لغو کنید.',
      'The reserve is up for sale',
    );
  const mine = reservesOf(user.id);
  if (target > current) {
    if (times.reserveRuleViolated) return RESERVE_CLOSED;
    const elsewhere = mine.find(
      (r) =>
        r.date === program.date &&
        r.mealTypeId === program.meal.id &&
        r.programId !== program.id &&
        r.selectedCount > 0,
    );
    if (elsewhere) {
      const name = cal.selfs.get(elsewhere.selfId)?.name ?? '';
      return problem(
        400,
        'RESERVE_OTHER_SELF',
        `برای این وعده در «${name}» رزرو دارید؛ برای جابه‌جایی از تغییر سلف استفاده کنید.`,
        'The meal is reserved at another self',
      );
    }
  } else if (times.cancelRuleViolated) {
    return CANCEL_CLOSED;
  }
  const violation = checkCount({
    target,
    current,
    validMinCount: item.validMinCount,
    validMaxCount: item.validMaxCount,
    otherItemsInMeal: mine
      .filter((r) => r.programId === program.id && r.itemId !== item.id)
      .reduce((sum, r) => sum + r.selectedCount, 0),
    validTotalCount: program.validTotalCount,
    taken: cal.crowd(item) + seatsTaken(item.id),
    capacity: item.capacity,
  });
  if (violation) return violation;
  const activity = {
    serveDate: program.date,
    selfCode: self.code,
    selfName: self.name,
    foodName: item.food.name,
    mealName: program.meal.name,
  };
  if (target > current) {
    const amount = (target - current) * item.food.price;
    const paid = pay(user.id, amount, self.freeRestaurant);
    if (!paid.ok) return paid.violation;
    if (own) updateReserveRow(own.id, { selectedCount: target, ...withPayment(own, paid.parts) });
    else createReserveRow(user.id, program, item, target, paid.parts);
    logActivity(user.id, 'ReserveActivity', { ...activity, price: amount, diff: -amount, count: target });
    return { done: `رزرو «${item.food.name}» با موفقیت انجام شد (${faTomans(amount)} تومان).` };
  }
  const amount = (current - target) * item.food.price;
  const ledger = refundFromLedger(own!, amount);
  if (target === 0 && own!.soldCount === 0) deleteReserveRow(own!.id);
  else updateReserveRow(own!.id, { selectedCount: target, ...ledger });
  logActivity(user.id, 'CancelReserveActivity', { ...activity, price: amount, diff: amount, count: target });
  return {
    done:
      target === 0
        ? `رزرو «${item.food.name}» لغو شد و ${faTomans(amount)} تومان به حساب شما برگشت.`
        : `تعداد رزرو «${item.food.name}» به ${faNumber(target)} کاهش یافت و ${faTomans(amount)} تومان به حساب شما برگشت.`,
  };
}

/**
 * PUT /rest/reserves/{programId}/reserve, as the real clients send it (foodie, Poisonad-v2, foodPilot):
 * the program in the path, the food type in the body (optional when the program has one),
 * `selected` false cancels, else `selectedCount` is the count wanted.
 */
const updateReserve = restHttp.put('/rest/reserves/{id}/reserve', async ({ request, params, response }) => {
  const input = await requireUserAndBody(request);
  if (input instanceof Response) return response.untyped(input);
  const { session, body } = input;
  if (typeof body.selected !== 'boolean') return response(400).json(invalidBody());
  // The path's id is the program's (as every real client sends it).
  const programId = asInt(params.id);
  const cal = new ProgramCalendar();
  const program = programId === null ? null : cal.program(programId);
  if (!program) return response.untyped(refuse(notFound('برنامهٔ غذایی', 'PROGRAM_NOT_FOUND')));
  const item = itemOfProgram(program, body);
  if (isViolation(item)) return response.untyped(refuse(item));
  const current = userReserveOfItem(session.user.id, item.id)?.selectedCount ?? 0;
  const count =
    body.selectedCount === undefined || body.selectedCount === null
      ? current > 0
        ? current
        : 1
      : asInt(body.selectedCount);
  const outcome = setCount(session.user, cal, program, item, body.selected ? (count ?? -1) : 0);
  if (isViolation(outcome)) return response.untyped(refuse(outcome));
  return response(200).json(done(outcome.done, 'Reserve saved'));
});

const createReserve = restHttp.post('/rest/reserves', async ({ request, response }) => {
  const input = await requireUserAndBody(request);
  if (input instanceof Response) return response.untyped(input);
  const { session, body } = input;
  const programId = asInt(body.programId);
  if (programId === null) return response(400).json(invalidBody());
  const cal = new ProgramCalendar();
  const program = cal.program(programId);
  if (!program) return response.untyped(refuse(notFound('برنامهٔ غذایی', 'PROGRAM_NOT_FOUND')));
  const item = itemOfProgram(program, body);
  if (isViolation(item)) return response.untyped(refuse(item));
  const current = userReserveOfItem(session.user.id, item.id)?.selectedCount ?? 0;
  const asked = body.count ?? body.selectedCount;
  const target =
    body.selected === false
      ? 0
      : asked === undefined || asked === null
        ? current > 0
          ? current
          : 1
        : (asInt(asked) ?? -1);
  const outcome = setCount(session.user, cal, program, item, target);
  if (isViolation(outcome)) return response.untyped(refuse(outcome));
  return response(200).json(done(outcome.done, 'Reserve saved'));
});

// ───────────────────────────── Change of self ─────────────────────────────

const changeSelf = restHttp.put('/rest/reserves/change-self', async ({ request, response }) => {
  const input = await requireUserAndBody(request);
  if (input instanceof Response) return response.untyped(input);
  const { session, body } = input;
  const user = session.user;
  // The university's self ids (a persona may mirror one: world/external-ids.ts).
  const askedDestination = asInt(body.destinationSelfId);
  const destinationSelfId = askedDestination === null ? null : selfIdIn(askedDestination);
  if (destinationSelfId === null) {
    return response.untyped(
      refuse(
        problem(400, 'CHANGE_SELF_DESTINATION_REQUIRED', 'سلف مقصد را انتخاب کنید.', 'destinationSelfId is required'),
      ),
    );
  }
  const cal = new ProgramCalendar();
  const reserveId = asInt(body.reserveId);
  const programId = asInt(body.programId);
  const foodTypeId = asInt(body.foodTypeId);
  const own =
    (reserveId !== null ? ownReserve(user.id, reserveId) : null) ??
    reservesOf(user.id).find(
      (r) =>
        r.programId === programId &&
        r.selectedCount > 0 &&
        (foodTypeId === null || cal.item(r.itemId)?.item.foodTypeId === foodTypeId),
    ) ??
    null;
  const found = own ? cal.item(own.itemId) : null;
  if (!own || !found || own.selectedCount < 1) return response.untyped(refuse(notFound('رزرو', 'RESERVE_NOT_FOUND')));
  const askedSource = asInt(body.sourceSelfId);
  const sourceSelfId = askedSource === null ? null : selfIdIn(askedSource);
  if (sourceSelfId !== null && sourceSelfId !== own.selfId) {
    return response.untyped(
      refuse(
        problem(
          400,
          'CHANGE_SELF_SOURCE_MISMATCH',
          'سلف مبدأ با سلف رزرو هم‌خوانی ندارد.',
          "sourceSelfId is not the reserve's self",
        ),
      ),
    );
  }
  if (destinationSelfId === own.selfId)
    return response.untyped(refuse(problem(400, 'CHANGE_SELF_SAME', 'سلف مقصد با سلف فعلی یکی است.', 'Same self')));
  const { program, item } = found;
  if (timesOf(program, program.self).cancelRuleViolated) {
    return response.untyped(
      refuse(
        problem(
          400,
          'CHANGE_SELF_TIME_PASSED',
          'مهلت تغییر سلف این وعده (تا ساعت ۱۲ روز پیش از سرو) به پایان رسیده است.',
          'The change-self deadline has passed',
        ),
      ),
    );
  }
  if (own.forSale)
    return response.untyped(
      refuse(
        problem(
          400,
          'RESERVE_FOR_SALE',
          'این رزرو برای فروش گذاشته شده است؛ ابتدا فروش را لغو کنید.',
          'The reserve is up for sale',
        ),
      ),
    );
  // The whole meal moves (one self per meal and day): every item the user holds in this program.
  const moves = reservesOf(user.id)
    .filter((r) => r.programId === own.programId && r.selectedCount > 0)
    .map((r) => {
      const from = cal.item(r.itemId);
      return {
        row: r,
        target: from
          ? cal.changeTargets(from.program, from.item).find((t) => t.self.id === destinationSelfId)
          : undefined,
      };
    });
  const target = moves.find((m) => m.row.id === own.id)?.target;
  if (!target || moves.some((m) => !m.target)) {
    return response.untyped(
      refuse(
        problem(
          400,
          'CHANGE_SELF_DESTINATION_INVALID',
          'انتقال این رزرو به سلف انتخاب‌شده ممکن نیست.',
          'Not one of the changable selfs',
        ),
      ),
    );
  }
  const moved = moves.reduce((sum, m) => sum + m.row.selectedCount, 0);
  if (moves.some((m) => m.row.selectedCount > m.target!.item.validMaxCount) || moved > target.program.validTotalCount) {
    return response.untyped(
      refuse(
        problem(
          400,
          'CHANGE_SELF_DESTINATION_LIMIT',
          `در «${target.self.name}» حداکثر ${target.program.validTotalCount} عدد از این وعده رزرو می‌شود.`,
          'The counts exceed the destination limits',
        ),
      ),
    );
  }
  if (
    moves.some(
      (m) => cal.crowd(m.target!.item) + seatsTaken(m.target!.item.id) + m.row.selectedCount > m.target!.item.capacity,
    )
  ) {
    return response.untyped(
      refuse(
        problem(
          400,
          'RESERVE_MAX_RESERVE_COUNT_CROSS',
          'غذای انتخاب‌شده تا سقف ظرفیت توسط کاربران رزرو شده است.',
          'The destination is full',
        ),
      ),
    );
  }
  const toll = program.self.selfChangeToll;
  const paid = pay(user.id, toll);
  if (!paid.ok) return response.untyped(refuse(paid.violation));
  for (const m of moves)
    updateReserveRow(m.row.id, {
      itemId: m.target!.item.id,
      programId: m.target!.program.id,
      selfId: m.target!.self.id,
    });
  logActivity(user.id, 'ChangeSelfActivity', {
    serveDate: program.date,
    price: toll,
    diff: -toll,
    fromSelf: program.self.name,
    toSelf: target.self.name,
    foodName: item.food.name,
  });
  return response(200).json(
    done(`رزرو به «${target.self.name}» منتقل شد${toll ? ` (کارمزد ${faTomans(toll)} تومان)` : ''}.`, 'Self changed'),
  );
});

// ───────────────────────────── Free food: sell, cancel the sale, buy ─────────────────────────────

function saleable(
  cal: ProgramCalendar,
  userId: number,
  id: number | null,
): { own: ReserveRow; program: ProgramDef; item: ItemDef } | Violation {
  const own = id === null ? null : ownReserve(userId, id);
  const found = own ? cal.item(own.itemId) : null;
  if (!own || !found) return notFound('رزرو', 'RESERVE_NOT_FOUND');
  if (found.program.self.type !== 'NORMAL' || found.program.self.freeRestaurant) {
    return problem(
      400,
      'FREE_FOOD_NOT_ALLOWED',
      'فروش غذای آزاد در این سلف ممکن نیست.',
      'No free-food sale at this self',
    );
  }
  return { own, ...found };
}

const sellReserve = restHttp.put('/rest/reserves/v2/{id}/sell-reserve', ({ request, params, response }) => {
  const session = requireUser(request);
  if (!isSession(session)) return response.untyped(session);
  const found = saleable(new ProgramCalendar(), session.user.id, asInt(params.id));
  if ('resource' in found) return response.untyped(refuse(found));
  const { own, program } = found;
  const times = timesOf(program, program.self);
  if (own.selectedCount < 1)
    return response.untyped(
      refuse(problem(400, 'RESERVE_NOTHING_TO_SELL', 'این رزرو چیزی برای فروش ندارد.', 'Count is 0')),
    );
  if (own.forSale)
    return response.untyped(
      refuse(problem(400, 'RESERVE_ALREADY_FOR_SALE', 'این رزرو پیش‌تر برای فروش گذاشته شده است.', 'Already for sale')),
    );
  if (!times.cancelRuleViolated) {
    return response.untyped(
      refuse(
        problem(
          400,
          'RESERVE_SELL_BEFORE_CANCEL_DEADLINE',
          'تا پایان مهلت لغو می‌توانید این رزرو را لغو کنید؛ فروش پس از آن ممکن است.',
          'Cancel instead: the cancel deadline has not passed',
        ),
      ),
    );
  }
  if (times.serveStarted)
    return response.untyped(
      refuse(
        problem(
          400,
          'RESERVE_SELL_TIME_PASSED',
          'زمان سرو این وعده آغاز شده است و فروش ممکن نیست.',
          'The serve has started',
        ),
      ),
    );
  const toll = program.self.saleableFreeFoodToll;
  const paid = pay(session.user.id, toll);
  if (!paid.ok) return response.untyped(refuse(paid.violation));
  updateReserveRow(own.id, { forSale: true });
  return response(200).json(
    done(`رزرو برای فروش گذاشته شد${toll ? ` (کارمزد ${faTomans(toll)} تومان)` : ''}.`, 'Up for sale'),
  );
});

const cancelSold = restHttp.put('/rest/reserves/v2/{id}/cancel-sold-reserve', ({ request, params, response }) => {
  const session = requireUser(request);
  if (!isSession(session)) return response.untyped(session);
  const found = saleable(new ProgramCalendar(), session.user.id, asInt(params.id));
  if ('resource' in found) return response.untyped(refuse(found));
  if (!found.own.forSale) {
    const resource = found.own.selectedCount === 0 ? 'RESERVE_ALREADY_SOLD' : 'RESERVE_NOT_FOR_SALE';
    return response.untyped(
      refuse(
        problem(
          400,
          resource,
          found.own.selectedCount === 0 ? 'این رزرو فروخته شده است.' : 'این رزرو برای فروش گذاشته نشده است.',
          resource,
        ),
      ),
    );
  }
  updateReserveRow(found.own.id, { forSale: false });
  return response(200).json(done('فروش رزرو لغو شد.', 'Sale cancelled'));
});

const buyFreeFood = restHttp.put(
  '/rest/reserves/v2/programs/{programId}/buy-free-food',
  async ({ request, params, response }) => {
    const session = requireUser(request);
    if (!isSession(session)) return response.untyped(session);
    const buyer = session.user;
    const body = (await readJson(request)) ?? {};
    const cal = new ProgramCalendar();
    const programId = asInt(params.programId);
    const program = programId === null ? null : cal.program(programId);
    if (!program) return response.untyped(refuse(notFound('برنامهٔ غذایی', 'PROGRAM_NOT_FOUND')));
    if (program.self.type !== 'NORMAL' || program.self.freeRestaurant) {
      return response.untyped(
        refuse(
          problem(400, 'FREE_FOOD_NOT_ALLOWED', 'خرید غذای آزاد در این سلف ممکن نیست.', 'No free food at this self'),
        ),
      );
    }
    const times = timesOf(program, program.self);
    if (times.serveStarted)
      return response.untyped(
        refuse(problem(400, 'FREE_FOOD_TIME_PASSED', 'زمان سرو این وعده آغاز شده است.', 'The serve has started')),
      );
    const foodTypeId = body.foodTypeId === undefined || body.foodTypeId === null ? null : asInt(body.foodTypeId);
    const offer = allReserves()
      .filter((r) => r.programId === program.id && r.forSale && r.selectedCount > 0 && r.userId !== buyer.id)
      .filter((r) => foodTypeId === null || cal.item(r.itemId)?.item.foodTypeId === foodTypeId)
      .sort((a, b) => a.id - b.id)[0];
    const item = offer ? cal.item(offer.itemId)?.item : undefined;
    if (!offer || !item)
      return response.untyped(
        refuse(
          problem(
            400,
            'FREE_FOOD_NOT_AVAILABLE',
            'غذای آزادی برای فروش در این وعده وجود ندارد.',
            'Nothing for sale in this program',
          ),
        ),
      );
    const mine = reservesOf(buyer.id);
    const elsewhere = mine.find(
      (r) =>
        r.date === program.date &&
        r.mealTypeId === program.meal.id &&
        r.programId !== program.id &&
        r.selectedCount > 0,
    );
    if (elsewhere) {
      return response.untyped(
        refuse(
          problem(
            400,
            'RESERVE_OTHER_SELF',
            `برای این وعده در «${cal.selfs.get(elsewhere.selfId)?.name ?? ''}» رزرو دارید.`,
            'The meal is reserved at another self',
          ),
        ),
      );
    }
    const own = mine.find((r) => r.itemId === item.id);
    const current = own?.selectedCount ?? 0;
    const limit = checkCount({
      target: current + 1,
      current,
      validMinCount: item.validMinCount,
      validMaxCount: item.validMaxCount,
      otherItemsInMeal: mine
        .filter((r) => r.programId === program.id && r.itemId !== item.id)
        .reduce((sum, r) => sum + r.selectedCount, 0),
      validTotalCount: program.validTotalCount,
      // A unit changes hands: no seat is added.
      taken: 0,
      capacity: Number.MAX_SAFE_INTEGER,
    });
    if (limit) return response.untyped(refuse(limit));
    const price = item.food.price;
    const toll = program.self.buyableFreeFoodToll;
    // Both are paid from cash (free food is not subsidised); checked together first.
    const plan = planPayment(price + toll, fundsOf(buyer.id) ?? { cash: 0, subsidies: [] }, true);
    if (!plan.ok) return response.untyped(refuse(notEnoughCredit(price + toll, plan.available, true)));
    const paid = pay(buyer.id, price, true);
    if (!paid.ok) return response.untyped(refuse(paid.violation));
    const tollPaid = pay(buyer.id, toll, true);
    if (!tollPaid.ok) {
      giveBack(buyer.id, paid.parts);
      return response.untyped(refuse(tollPaid.violation));
    }
    // The seller: one unit less (its ledger forgets one price), the price in cash.
    const left = offer.selectedCount - 1;
    updateReserveRow(offer.id, {
      selectedCount: left,
      soldCount: offer.soldCount + 1,
      forSale: left > 0,
      ...ledgerFields(planRefund(ledgerOf(offer), price).kept),
    });
    addCash(offer.userId, price);
    // The buyer: one more (the toll is not part of the reserve's price).
    if (own) updateReserveRow(own.id, { selectedCount: current + 1, ...withPayment(own, paid.parts) });
    else createReserveRow(buyer.id, program, item, 1, paid.parts);
    const activity = {
      serveDate: program.date,
      selfCode: program.self.code,
      selfName: program.self.name,
      foodName: item.food.name,
      mealName: program.meal.name,
    };
    logActivity(buyer.id, 'BuyFreeFoodActivity', { ...activity, price: price + toll, diff: -(price + toll) });
    logActivity(offer.userId, 'SellFreeFoodActivity', { ...activity, price, diff: price });
    return response(200).json(
      done(`غذای آزاد «${item.food.name}» خریداری شد (${faTomans(price + toll)} تومان).`, 'Free food bought'),
    );
  },
);

// ───────────────────────────── Votes ─────────────────────────────

function votableOf(userId: number): Array<{ row: ReserveRow; program: ProgramDef; item: ItemDef }> {
  const cal = new ProgramCalendar();
  const voted = new Set(
    db.vote
      .getAll()
      .filter((v) => v.userId === userId)
      .map((v) => v.reserveId),
  );
  const from = dateOfEpochDay(today() - VOTABLE_DAYS);
  const out: Array<{ row: ReserveRow; program: ProgramDef; item: ItemDef }> = [];
  for (const row of reservesOf(userId)) {
    if (row.date < from || row.selectedCount < 1 || voted.has(row.id)) continue;
    const found = cal.item(row.itemId);
    if (!found || found.program.self.type !== 'NORMAL' || !timesOf(found.program, found.program.self).consumed)
      continue;
    out.push({ row, ...found });
  }
  return out.sort((a, b) => b.row.date.localeCompare(a.row.date) || b.program.meal.id - a.program.meal.id);
}

const votable = restHttp.get('/rest/reserves/votable', ({ request, response }) => {
  const session = requireUser(request);
  if (!isSession(session)) return response.untyped(session);
  const items: VotableItem[] = votableOf(session.user.id).map(({ row, program, item }) => ({
    id: row.id,
    program: {
      id: program.id,
      date: program.date,
      mealType: { id: program.meal.id, name: program.meal.name },
      self: { id: program.self.id, name: program.self.name },
      foods: [{ id: item.food.id, name: item.food.name }],
    },
  }));
  return response(200).json(ok(items));
});

const reasons = restHttp.get('/rest/reserves/votes/reasons', ({ request, response }) => {
  const session = requireUser(request);
  if (!isSession(session)) return response.untyped(session);
  const list = db.voteReason.getAll().sort((a, b) => a.id - b.id);
  return response(200).json(
    ok(
      list.map((r) => ({
        id: r.id,
        type: r.type === 'NEGATIVE' ? ('NEGATIVE' as const) : ('POSITIVE' as const),
        aspect: r.aspect,
        title: r.title,
      })),
    ),
  );
});

const vote = restHttp.post('/rest/reserves/{id}/votes', async ({ request, params, response }) => {
  const input = await requireUserAndBody(request);
  if (input instanceof Response) return response.untyped(input);
  const { session, body } = input;
  const id = asInt(params.id);
  const target = votableOf(session.user.id).find((v) => v.row.id === id);
  if (!target) {
    const own = id === null ? null : reservesOf(session.user.id).find((r) => r.id === id);
    return response.untyped(
      refuse(
        own
          ? problem(
              400,
              'VOTE_NOT_ALLOWED',
              'این وعده قابل نظردهی نیست (مصرف نشده یا پیش‌تر نظر داده‌اید).',
              'Not votable',
            )
          : notFound('رزرو', 'RESERVE_NOT_FOUND'),
      ),
    );
  }
  const checked = checkVote(
    { score: body.score, description: body.description, problemIds: body.problemIds },
    db.voteReason.getAll(),
  );
  if (!checked.ok) return response.untyped(refuse(checked.violation));
  const foodRow = target.item.food;
  db.vote.create({
    id: nextId('vote', 701),
    userId: session.user.id,
    reserveId: target.row.id,
    foodId: foodRow.id,
    score: checked.score,
    description: checked.description,
    problemIds: checked.problemIds,
    createdAt: nowMs(),
  });
  db.food.update({
    where: { id: { equals: foodRow.id } },
    data: { scoreSum: foodRow.scoreSum + checked.score, voteCount: foodRow.voteCount + 1 },
  });
  return response(200).json(done('نظر شما ثبت شد. سپاس از همراهی شما.', 'Vote saved'));
});

// ───────────────────────────── Forgotten-card codes ─────────────────────────────

const forgetCard = restHttp.get('/rest/forget-card-codes/print', ({ request, response }) => {
  const session = requireUser(request);
  if (!isSession(session)) return response.untyped(session);
  const user = session.user;
  const params = new URL(request.url).searchParams;
  const reserveId = asInt(params.get('reserveId'));
  const dailySale = params.get('dailySale') === 'true';
  const askedCount = params.has('count') ? asInt(params.get('count')) : null;
  if (reserveId === null)
    return response.untyped(
      refuse(problem(400, 'RESERVE_ID_REQUIRED', 'رزرو مشخص نشده است.', 'reserveId is required')),
    );

  let serveDay: number | null = null;
  let available = 0;
  let consumed = true;
  if (dailySale) {
    const row = db.dailySaleReserve.getAll().find((r) => r.id === reserveId && r.userId === user.id);
    const program = row ? db.dailySellProgram.getAll().find((p) => p.id === row.dailySellProgramId) : undefined;
    if (row && program) {
      serveDay = epochDayOf(program.date);
      available = row.selectedCount;
      consumed = serveDay === null || nowMs() >= instantAt(serveDay, program.finishTime);
    }
  } else {
    const own = ownReserve(user.id, reserveId);
    const found = own ? new ProgramCalendar().item(own.itemId) : null;
    if (own && found) {
      serveDay = found.program.day;
      // The weekly list shows one reserve per meal (its items added up): the code covers the meal.
      available = reservesOf(user.id)
        .filter((r) => r.programId === own.programId)
        .reduce((sum, r) => sum + r.selectedCount, 0);
      consumed = timesOf(found.program, found.program.self).consumed;
    }
  }
  if (serveDay === null) return response.untyped(refuse(notFound('رزرو', 'RESERVE_NOT_FOUND')));
  if (consumed || serveDay < today()) {
    return response.untyped(
      refuse(
        problem(
          400,
          'FORGOTTEN_CARD_NOT_ALLOWED',
          'برای وعده‌ای که گذشته یا تحویل شده است کد فراموشی کارت صادر نمی‌شود.',
          'The meal is past or consumed',
        ),
      ),
    );
  }
  const count = askedCount ?? available;
  if (count < 1 || count > available) {
    return response.untyped(
      refuse(
        problem(
          400,
          'FORGOTTEN_CARD_COUNT_INVALID',
          'تعداد درخواستی بیش از تعداد رزرو است.',
          'count must be 1..selectedCount',
        ),
      ),
    );
  }
  const uses = db.forgottenCardUse.getAll().filter((u) => u.userId === user.id);
  const again = uses.find((u) => u.reserveId === reserveId && u.dailySale === dailySale);
  const code = forgotCardCode(user.id, reserveId, dailySale, count);
  const about = (dailySale ? dailySaleCardDetails : reserveCardDetails)(user, reserveId, count);
  if (again) {
    if (again.count !== count)
      db.forgottenCardUse.update({ where: { id: { equals: again.id } }, data: { count, code } });
    return response(200).json(ok({ ...about, forgotCardCode: code }));
  }
  const week = weekStartOf(serveDay);
  const month = jalaliMonthOfDay(serveDay);
  const limit = checkForgottenCardLimits({
    sameWeek: uses.filter((u) => weekStartOf(epochDayOf(u.serveDate) ?? 0) === week).length,
    sameMonth: uses.filter((u) => jalaliMonthOfDay(epochDayOf(u.serveDate) ?? 0) === month).length,
  });
  if (limit) return response.untyped(refuse(limit));
  db.forgottenCardUse.create({
    id: nextId('forgottenCardUse', 1),
    userId: user.id,
    reserveId,
    dailySale,
    count,
    code,
    serveDate: dateOfEpochDay(serveDay),
    createdAt: nowMs(),
  });
  return response(200).json(ok({ ...about, forgotCardCode: code }, { messageFa: 'کد فراموشی کارت صادر شد.' }));
});

export const reserveHandlers = [
  listReserves,
  createReserve,
  updateReserve,
  changeSelf,
  sellReserve,
  cancelSold,
  buyFreeFood,
  votable,
  reasons,
  vote,
  forgetCard,
];
