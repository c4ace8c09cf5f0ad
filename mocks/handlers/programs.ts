import type { MealType, ProgramFoodType, ProgramMeal, ProgramWeek, Reserve, Self } from '@/api/generated/rest/model';
import { isSession, requireUser } from '../auth';
import { asInt, failureResponse, ok, restHttp } from '../http';
import { mealTypeIdOut, selfIdIn, selfIdOut } from '../world/external-ids';
import type { ReserveRow, SelfRow } from '../world/db';
import {
  averageScoreOf,
  dateOfEpochDay,
  foodImageSrc,
  foodNamesOf,
  instantAt,
  MEAL_TYPES,
  ProgramCalendar,
  weekAsked,
  weekdayOf,
  type ItemDef,
  type ProgramDef,
  type SelfType,
} from '../world/program-calendar';
import {
  allReserves,
  DAY_TRANSLATED,
  hasFreeFood,
  itemFlags,
  reserveRecord,
  seatsTaken,
  timesOf,
  today,
  type ProgramTimes,
} from '../world/reservation-store';
import { programRuleMaps } from '../world/program-rule-maps';
import { walletOf } from '../world/views';

/*
 * Selfs and weekly programs (modules.md 2.5, 3, 7): GET /rest/selfs and GET /rest/programs/v2,
 * each also at its /rest/reservations/... path (configuration picks one; same answers), and the
 * first program API, GET /rest/programs?selectedSelfId (the same week; the KNTU bot reads it).
 *
 * A week's program answers as the live server does (real clients: foodie, Poisonad-v2, foodPilot;
 * openapi ProgramWeek): `selfWeekPrograms`, the days of the week that have programs, each the list
 * of its programs (one per meal, its choices in `programFoodTypes`, the first one's food also on
 * the program); `userWeekReserves`, the user's reserves at the self that week as full records;
 * `mealTypes`; `userId`. It is computed from the program calendar (mocks/world/program-calendar.ts)
 * and the user's reserves: the rule-violated flags against the mock clock (reserve closes 12:00 two
 * days before, cancel 12:00 the day before: mocks/world/reservation-rules.ts), change-of-self
 * targets, the free-food flags, and the self's reserve laws per meal type (world/program-rule-maps.ts:
 * `mealTypeReserveLimitMap`, `reserveLawPriorityDayMap`, `reserveFreeFoodLimitMealTypeIdMap`). An empty
 * `weekStartDate` is the current week, as at /rest/reserves (program-calendar.ts weekAsked). Program
 * food types carry the spec's fields too (id, selectedCount, change of self, free food): the richest
 * version seen. A week without any program for the self
 * answers 404 SELF_HAS_NO_PROGRAM. `freeRestaurant` on selfs is an assumed field of the contract.
 * A persona mirroring a university answers its self and meal-type ids (world/external-ids.ts).
 */

type SelfView = Self & { freeRestaurant: boolean };

const refuse = (status: number, messageResource: string, messageFa: string, message: string) =>
  failureResponse({ status, messageResource, messageFa, message });

function selfView(self: SelfRow): SelfView {
  return { id: selfIdOut(self.id), name: self.name, type: self.type as SelfType, freeRestaurant: self.freeRestaurant };
}

function itemView(
  cal: ProgramCalendar,
  program: ProgramDef,
  item: ItemDef,
  own: ReserveRow | undefined,
  times: ProgramTimes,
  taken: number,
): ProgramFoodType {
  const self = program.self;
  const food = item.food;
  const flags = itemFlags(cal, program, item, own, times);
  return {
    id: item.id,
    programId: program.id,
    programDate: program.date,
    mealTypeId: mealTypeIdOut(program.meal.id),
    foodTypeId: item.foodTypeId,
    foodTypeTitle: item.foodTypeTitle,
    foodId: food.id,
    foodList: [
      {
        id: food.id,
        name: food.name,
        averageScore: averageScoreOf(food),
        voteCount: food.voteCount,
        foodImageSrc: foodImageSrc(food),
      },
    ],
    price: food.price,
    fullName: [food.name, food.side].filter(Boolean).join(' و '),
    foodNames: foodNamesOf(food),
    besideFoodNames: food.beside || null,
    standardFoodNames: food.name,
    hasCountSetting: item.validMaxCount > 1,
    selectedCount: own?.selectedCount ?? 0,
    validMinCount: item.validMinCount,
    validMaxCount: item.validMaxCount,
    // What the reserve rule counts (mocks/handlers/reserves.ts): the crowd and every seeded user's seats.
    capacity: item.capacity,
    remainCapacity: Math.max(0, item.capacity - cal.crowd(item) - taken),
    changableSelf: flags.changableSelf,
    changableSelfs: flags.targets.map((t) => ({ id: selfIdOut(t.self.id), name: t.self.name })),
    selfChangeToll: self.selfChangeToll,
    saleableFreeFood: flags.saleableFreeFood,
    saleableFreeFoodToll: self.saleableFreeFoodToll,
    forSale: own?.forSale ?? false,
    sold: (own?.soldCount ?? 0) > 0,
    hideInPanel: false,
    hideBesideFoodInPanel: false,
    selfId: selfIdOut(self.id),
    groupId: null,
  };
}

function programView(
  cal: ProgramCalendar,
  program: ProgramDef,
  userId: number,
  reserves: readonly ReserveRow[],
  todayDay: number,
): ProgramMeal {
  const times = timesOf(program, program.self);
  const inProgram = reserves.filter((r) => r.programId === program.id);
  const own = new Map(inProgram.filter((r) => r.userId === userId).map((r) => [r.itemId, r]));
  const offered = inProgram.some((r) => r.userId !== userId && r.forSale && r.selectedCount > 0);
  const first = program.items[0]!;
  return {
    programId: program.id,
    groupId: 1,
    date: program.date,
    dateTime: instantAt(program.day, '00:00'),
    dayTranslated: DAY_TRANSLATED[weekdayOf(program.day)]!,
    daysDifferenceWithToday: program.day - todayDay,
    selfId: selfIdOut(program.self.id),
    mealTypeId: mealTypeIdOut(program.meal.id),
    mealTypeName: program.meal.name,
    foodTypeId: first.foodTypeId,
    foodTypeTitle: first.foodTypeTitle,
    foodId: first.food.id,
    foodName: first.food.name,
    price: first.food.price,
    hideInPanel: false,
    hideBesideFoodInPanel: false,
    priorReserveDate: null,
    programFoodTypes: program.items.map((item) =>
      itemView(cal, program, item, own.get(item.id), times, seatsTaken(item.id, inProgram)),
    ),
    validTotalCount: program.validTotalCount,
    reserveRuleViolated: times.reserveRuleViolated,
    cancelRuleViolated: times.cancelRuleViolated,
    buyableFreeFood: hasFreeFood(program.self) && offered && !times.serveStarted,
    buyableFreeFoodToll: program.self.buyableFreeFoodToll,
    demonstrationDescription: program.description,
  };
}

/** A reserve record with the university's ids (external-ids.ts). */
export function reserveRecordOut(cal: ProgramCalendar, row: ReserveRow): Reserve {
  const record = reserveRecord(cal, row);
  return { ...record, selfId: selfIdOut(row.selfId), mealTypeId: mealTypeIdOut(row.mealTypeId) };
}

/** The meal types of a self type with the university's ids, in display order. */
export function mealTypesOut(type: SelfType): MealType[] {
  return MEAL_TYPES[type].map((m) => ({
    id: mealTypeIdOut(m.id),
    name: m.name,
    disPriority: m.slot,
    selfType: type,
    canPanelDisplay: true,
  }));
}

/** The week of a self for a user; null when the self has no program that week. */
function programWeekOf(cal: ProgramCalendar, userId: number, self: SelfRow, weekStart: number): ProgramWeek | null {
  const week = cal.week(self.id, weekStart);
  if (!week.some((d) => d.programs.length)) return null;
  const first = dateOfEpochDay(weekStart);
  const last = dateOfEpochDay(weekStart + 6);
  const reserves = allReserves().filter((r) => r.selfId === self.id && r.date >= first && r.date <= last);
  const todayDay = today();
  const mine = reserves.filter((r) => r.userId === userId && (r.selectedCount > 0 || r.soldCount > 0));
  return {
    selfWeekPrograms: week
      .filter((d) => d.programs.length)
      .map(({ programs }) => programs.map((p) => programView(cal, p, userId, reserves, todayDay))),
    userWeekReserves: mine
      .sort((a, b) => a.date.localeCompare(b.date) || a.mealTypeId - b.mealTypeId || a.itemId - b.itemId)
      .map((r) => reserveRecordOut(cal, r)),
    mealTypes: mealTypesOut(self.type as SelfType),
    userId,
    remainCredit: walletOf(userId)?.credit ?? 0,
    ...programRuleMaps(self),
  };
}

type ProgramsAnswer = { week: ProgramWeek } | { error: ReturnType<typeof refuse> };

/** `selfParam`: the self's query parameter, `selfId` (programs/v2) or `selectedSelfId` (the first API). */
function programsAnswer(request: Request, userId: number, selfParam: string): ProgramsAnswer {
  const params = new URL(request.url).searchParams;
  const asked = asInt(params.get(selfParam));
  const weekStart = weekAsked(params.get('weekStartDate'), today());
  if (asked === null)
    return { error: refuse(400, 'SELF_ID_REQUIRED', 'سلف انتخاب نشده است.', `${selfParam} is required`) };
  if (weekStart === null) {
    return {
      error: refuse(
        400,
        'INVALID_WEEK_START_DATE',
        'تاریخ شروع هفته نامعتبر است.',
        'weekStartDate must be YYYY-MM-DD (optionally +00:00:00 or a time), or empty for the current week',
      ),
    };
  }
  const cal = new ProgramCalendar();
  const self = cal.selfs.get(selfIdIn(asked));
  if (!self) return { error: refuse(404, 'SELF_NOT_FOUND', 'سلف یافت نشد.', `No self ${asked}`) };
  const week = programWeekOf(cal, userId, self, weekStart);
  if (!week)
    return {
      error: refuse(
        404,
        'SELF_HAS_NO_PROGRAM',
        'برای این سلف در این هفته برنامه‌ای تعریف نشده است.',
        'The self has no program this week',
      ),
    };
  return { week };
}

const programs = restHttp.get('/rest/programs/v2', ({ request, response }) => {
  const session = requireUser(request);
  if (!isSession(session)) return response.untyped(session);
  const answer = programsAnswer(request, session.user.id, 'selfId');
  return 'week' in answer ? response(200).json(ok(answer.week)) : response.untyped(answer.error);
});

const reservationPrograms = restHttp.get('/rest/reservations/programs/v2', ({ request, response }) => {
  const session = requireUser(request);
  if (!isSession(session)) return response.untyped(session);
  const answer = programsAnswer(request, session.user.id, 'selfId');
  return 'week' in answer ? response(200).json(ok(answer.week)) : response.untyped(answer.error);
});

// The first program API, still served next to v2 (the KNTU bot's users.service.ts getPrograms).
const firstPrograms = restHttp.get('/rest/programs', ({ request, response }) => {
  const session = requireUser(request);
  if (!isSession(session)) return response.untyped(session);
  const answer = programsAnswer(request, session.user.id, 'selectedSelfId');
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

export const programHandlers = [programs, reservationPrograms, firstPrograms, selfs, reservationSelfs];
