import { requireUserAndBody } from '../../auth';
import { asInt, done, invalidBody, refuse, restHttp } from '../../http';
import { logActivity } from '../../world/activity';
import { type UserRow } from '../../world/db';
import { ProgramCalendar, type ItemDef, type ProgramDef } from '../../world/program-calendar';
import { CANCEL_CLOSED, checkCount, RESERVE_CLOSED, type Violation } from '../../world/reservation-rules';
import {
  createReserveRow,
  deleteReserveRow,
  pay,
  refundFromLedger,
  reservesOf,
  seatsTaken,
  timesOf,
  updateReserveRow,
  userReserveOfItem,
  withPayment,
} from '../../world/reservation-store';
import { faNumber, faTomans } from '../../world/format';
import { mealTypeIdIn } from '../../world/external-ids';
import { problem, notFound, type Outcome, isViolation } from './shared';

/** Sets the user's count of an item, enforcing every rule; the success message or the violation. */
/**
 * The program's item a reserve call names: `mealTypeId` (when sent) must be the program's meal, and
 * `foodTypeId` picks the item (optional when the program has one), as the PUT and the POST both read them.
 */
export function itemOfProgram(
  program: ProgramDef,
  body: { mealTypeId?: unknown; foodTypeId?: unknown },
): ItemDef | Violation {
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

export function setCount(
  user: UserRow,
  cal: ProgramCalendar,
  program: ProgramDef,
  item: ItemDef,
  target: number,
): Outcome {
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
export const updateReserve = restHttp.put('/rest/reserves/{id}/reserve', async ({ request, params, response }) => {
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

export const createReserve = restHttp.post('/rest/reserves', async ({ request, response }) => {
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
