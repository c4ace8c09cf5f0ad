import type { components } from '@/api/generated/rest/schema';
import { isSession, requireUser } from '../auth';
import { asInt, failureResponse, ok, restHttp } from '../http';
import type { ReserveRow, SelfRow } from '../world/db';
import {
  averageScoreOf,
  dateOfEpochDay,
  foodImageSrc,
  foodNamesOf,
  jalaliOfDay,
  MEAL_TYPES,
  parseWeekStart,
  ProgramCalendar,
  WEEKDAY_NAMES,
  type ItemDef,
  type ProgramDef,
  type SelfType,
} from '../world/program-calendar';
import { allReserves, timesOf } from '../world/reservation-store';

/*
 * Selfs and weekly programs (modules.md 2.5, 3, 7): GET /rest/selfs and GET /rest/programs/v2,
 * each also at its /rest/reservations/... path (configuration picks one; same answers).
 *
 * A week's program is computed for the signed-in user from the program calendar
 * (mocks/world/program-calendar.ts) and the user's reserves: selectedCount, the rule-violated
 * flags against the mock clock (reserve closes 12:00 two days before, cancel 12:00 the day
 * before: mocks/world/reservation-rules.ts), change-of-self targets, and the free-food flags.
 * A week without any program for the self answers 404 SELF_HAS_NO_PROGRAM (the UI shows an empty
 * week). `price` on program items and `freeRestaurant` on selfs are assumed fields of the contract.
 */

type Schemas = components['schemas'];
type ProgramItemView = Schemas['ProgramFoodType'] & { price: number };
type SelfView = Schemas['Self'] & { freeRestaurant: boolean };

const refuse = (status: number, messageResource: string, messageFa: string, message: string) => failureResponse({ status, messageResource, messageFa, message });

function selfView(self: SelfRow): SelfView {
  return { id: self.id, name: self.name, type: self.type as SelfType, freeRestaurant: self.freeRestaurant };
}

/** Free food (sell and buy between students) exists for subsidised dining halls only. */
function hasFreeFood(self: SelfRow): boolean {
  return self.type === 'NORMAL' && !self.freeRestaurant;
}

function itemView(cal: ProgramCalendar, program: ProgramDef, item: ItemDef, own: ReserveRow | undefined, times: ReturnType<typeof timesOf>): ProgramItemView {
  const self = program.self;
  const count = own?.selectedCount ?? 0;
  const targets = cal.changeTargets(program, item);
  return {
    id: item.id,
    foodTypeId: item.foodTypeId,
    foodList: [{ id: item.food.id, averageScore: averageScoreOf(item.food), voteCount: item.food.voteCount, foodImageSrc: foodImageSrc(item.food) }],
    foodNames: foodNamesOf(item.food),
    besideFoodNames: item.food.beside || null,
    foodTypeTitle: item.foodTypeTitle,
    selectedCount: count,
    validMinCount: item.validMinCount,
    validMaxCount: item.validMaxCount,
    changableSelf: targets.length > 0 && !times.cancelRuleViolated,
    changableSelfs: targets.map((t) => ({ id: t.self.id, name: t.self.name })),
    selfChangeToll: self.selfChangeToll,
    saleableFreeFood: hasFreeFood(self) && count > 0 && !own?.forSale && times.cancelRuleViolated && !times.serveStarted,
    saleableFreeFoodToll: self.saleableFreeFoodToll,
    forSale: own?.forSale ?? false,
    sold: (own?.soldCount ?? 0) > 0,
    hideInPanel: false,
    hideBesideFoodInPanel: false,
    programDate: program.date,
    selfId: self.id,
    groupId: null,
    price: item.food.price,
  };
}

function mealView(cal: ProgramCalendar, program: ProgramDef, userId: number, reserves: readonly ReserveRow[]): Schemas['ProgramMeal'] {
  const times = timesOf(program, program.self);
  const inProgram = reserves.filter((r) => r.programId === program.id);
  const own = new Map(inProgram.filter((r) => r.userId === userId).map((r) => [r.itemId, r]));
  const offered = inProgram.some((r) => r.userId !== userId && r.forSale && r.selectedCount > 0);
  return {
    mealTypeId: program.meal.id,
    mealTypeName: program.meal.name,
    programId: program.id,
    programFoodTypes: program.items.map((item) => itemView(cal, program, item, own.get(item.id), times)),
    validTotalCount: program.validTotalCount,
    reserveRuleViolated: times.reserveRuleViolated,
    cancelRuleViolated: times.cancelRuleViolated,
    buyableFreeFood: hasFreeFood(program.self) && offered && !times.serveStarted,
    buyableFreeFoodToll: program.self.buyableFreeFoodToll,
  };
}

/** The week of a self for a user; null when the self has no program that week. */
function programWeekOf(cal: ProgramCalendar, userId: number, self: SelfRow, weekStart: number): Schemas['ProgramWeek'] | null {
  const week = cal.week(self.id, weekStart);
  if (!week.some((d) => d.programs.length)) return null;
  const first = dateOfEpochDay(weekStart);
  const last = dateOfEpochDay(weekStart + 6);
  const reserves = allReserves().filter((r) => r.selfId === self.id && r.date >= first && r.date <= last);
  return {
    weekDays: week.map(({ day, programs }, i) => ({
      date: dateOfEpochDay(day),
      dateJStr: jalaliOfDay(day),
      day: WEEKDAY_NAMES[i]!,
      mealTypes: programs.map((p) => mealView(cal, p, userId, reserves)),
    })),
    mealTypes: MEAL_TYPES[self.type as SelfType].map((m) => ({ id: m.id, name: m.name })),
  };
}

type ProgramsAnswer = { week: Schemas['ProgramWeek'] } | { error: ReturnType<typeof refuse> };

function programsAnswer(request: Request, userId: number): ProgramsAnswer {
  const params = new URL(request.url).searchParams;
  const selfId = asInt(params.get('selfId'));
  const weekStart = parseWeekStart(params.get('weekStartDate'));
  if (selfId === null) return { error: refuse(400, 'SELF_ID_REQUIRED', 'سلف انتخاب نشده است.', 'selfId is required') };
  if (weekStart === null) {
    return { error: refuse(400, 'INVALID_WEEK_START_DATE', 'تاریخ شروع هفته نامعتبر است.', 'weekStartDate must be YYYY-MM-DD (optionally +00:00:00)') };
  }
  const cal = new ProgramCalendar();
  const self = cal.selfs.get(selfId);
  if (!self) return { error: refuse(404, 'SELF_NOT_FOUND', 'سلف یافت نشد.', `No self ${selfId}`) };
  const week = programWeekOf(cal, userId, self, weekStart);
  if (!week) return { error: refuse(404, 'SELF_HAS_NO_PROGRAM', 'برای این سلف در این هفته برنامه‌ای تعریف نشده است.', 'The self has no program this week') };
  return { week };
}

const programs = restHttp.get('/rest/programs/v2', ({ request, response }) => {
  const session = requireUser(request);
  if (!isSession(session)) return response.untyped(session);
  const answer = programsAnswer(request, session.user.id);
  return 'week' in answer ? response(200).json(ok(answer.week)) : response.untyped(answer.error);
});

const reservationPrograms = restHttp.get('/rest/reservations/programs/v2', ({ request, response }) => {
  const session = requireUser(request);
  if (!isSession(session)) return response.untyped(session);
  const answer = programsAnswer(request, session.user.id);
  return 'week' in answer ? response(200).json(ok(answer.week)) : response.untyped(answer.error);
});

function selfList(): SelfView[] {
  return new ProgramCalendar().selfList().map(selfView);
}

const selfs = restHttp.get('/rest/selfs', ({ request, response }) => {
  const session = requireUser(request);
  if (!isSession(session)) return response.untyped(session);
  return response(200).json(ok(selfList()));
});

const reservationSelfs = restHttp.get('/rest/reservations/selfs', ({ request, response }) => {
  const session = requireUser(request);
  if (!isSession(session)) return response.untyped(session);
  return response(200).json(ok(selfList()));
});

export const programHandlers = [programs, reservationPrograms, selfs, reservationSelfs];
