import type { SelfRow } from './db';
import { mealTypeIdOut } from './external-ids';
import { MEAL_TYPES, type SelfType } from './program-calendar';
import { hasFreeFood } from './reservation-store';

/*
 * The reserve laws of a self, per meal type, as the first program API (`GET /rest/programs`) sends
 * them and the KNTU bot reads them (users.interface.ts: ReserveLawPriorityMap, LimitReserve): keyed
 * by the university's meal type id. They state the mock's own deadlines (reservation-rules.ts):
 * reserving closes at `closeHour` `reserveCloseDays` days before the program day (a "float" deadline:
 * that day at that hour, not a fixed weekday), cancelling likewise with `cancelCloseDays`; free food
 * is sold from the cancel deadline until the meal's serve window opens, at subsidised halls only.
 */

export interface ReserveLaw {
  mealTypeId: number;
  /** Reserving is open for programs at least this many days ahead (until closeHour on that day). */
  days: number;
  cancelDays: number;
  groupId: number;
  floatMode: boolean;
  floatReservationHour: number;
  floatReservationMinute: number;
  floatCancelReservationHour: number;
  floatCancelReservationMinute: number;
}

export interface FreeFoodLimit {
  mealTypeId: number;
  /** `HH:mm`, Tehran. */
  fromTime: string;
  fromDaysBefore: number;
  toTime: string;
  toDaysBefore: number;
}

export interface ProgramRuleMaps {
  mealTypeReserveLimitMap: Record<string, ReserveLaw>;
  reserveLawPriorityDayMap: Record<string, ReserveLaw>;
  reserveFreeFoodLimitMealTypeIdMap: Record<string, FreeFoodLimit>;
}

/** The program group every seeded program is in (ProgramMeal.groupId). */
const PROGRAM_GROUP_ID = 1;

const hhmm = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

export function programRuleMaps(self: SelfRow): ProgramRuleMaps {
  const meals = MEAL_TYPES[self.type as SelfType] ?? [];
  const laws: Record<string, ReserveLaw> = {};
  const freeFood: Record<string, FreeFoodLimit> = {};
  for (const meal of meals) {
    const mealTypeId = mealTypeIdOut(meal.id);
    laws[String(mealTypeId)] = {
      mealTypeId,
      days: self.reserveCloseDays,
      cancelDays: self.cancelCloseDays,
      groupId: PROGRAM_GROUP_ID,
      floatMode: true,
      floatReservationHour: self.closeHour,
      floatReservationMinute: 0,
      floatCancelReservationHour: self.closeHour,
      floatCancelReservationMinute: 0,
    };
    if (hasFreeFood(self)) {
      freeFood[String(mealTypeId)] = {
        mealTypeId,
        fromTime: hhmm(self.closeHour),
        fromDaysBefore: self.cancelCloseDays,
        toTime: meal.start,
        toDaysBefore: 0,
      };
    }
  }
  // One law in force, no priority days of its own: the same law under both names.
  return {
    mealTypeReserveLimitMap: laws,
    reserveLawPriorityDayMap: structuredClone(laws),
    reserveFreeFoodLimitMealTypeIdMap: freeFood,
  };
}
