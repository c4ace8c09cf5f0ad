import type { Reserve, ReserveWeek } from '@/api/generated/rest/model';
import { isSession, requireUser } from '../../auth';
import { ok, refuse, restHttp } from '../../http';
import { nowMs } from '../../world/clock';
import { db, type ReserveRow, type UserRow } from '../../world/db';
import {
  dateOfEpochDay,
  instantAt,
  isSelfType,
  jalaliOfDay,
  MEAL_TYPES,
  ProgramCalendar,
  weekAsked,
  WEEKDAY_NAMES,
} from '../../world/program-calendar';
import {
  allReserves,
  finalTeammateIds,
  people,
  reserveView,
  today,
  DAY_TRANSLATED,
} from '../../world/reservation-store';
import { mealTypeIdOut, selfIdOut } from '../../world/external-ids';
import { walletOf } from '../../world/views';
import { mealTypesOut } from '../programs';
import { problem } from './shared';

export function weekOf(user: UserRow, weekStart: number, selfType: keyof typeof MEAL_TYPES): ReserveWeek {
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

export const listReserves = restHttp.get('/rest/reserves', ({ request, response }) => {
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
