import { isSession, requireUser } from '../../auth';
import { asInt, done, readJson, refuse, restHttp } from '../../http';
import { logActivity } from '../../world/activity';
import { type ReserveRow } from '../../world/db';
import { ProgramCalendar, type ItemDef, type ProgramDef } from '../../world/program-calendar';
import {
  checkCount,
  ledgerFields,
  ledgerOf,
  notEnoughCredit,
  planPayment,
  planRefund,
  type Violation,
} from '../../world/reservation-rules';
import {
  addCash,
  allReserves,
  createReserveRow,
  fundsOf,
  giveBack,
  ownReserve,
  pay,
  reservesOf,
  timesOf,
  updateReserveRow,
  withPayment,
} from '../../world/reservation-store';
import { faTomans } from '../../world/format';
import { problem, notFound } from './shared';

export function saleable(
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

export const sellReserve = restHttp.put('/rest/reserves/v2/{id}/sell-reserve', ({ request, params, response }) => {
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

export const cancelSold = restHttp.put(
  '/rest/reserves/v2/{id}/cancel-sold-reserve',
  ({ request, params, response }) => {
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
  },
);

export const buyFreeFood = restHttp.put(
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
