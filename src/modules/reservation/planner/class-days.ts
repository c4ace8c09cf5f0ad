import type { ClassDays } from '@machines/class-days-rules';
import { foodWords } from '@machines/food-avoid-rules';
import type { PlanWeek } from '@machines/week-plan-rules';
import type { Routine, StoredPreferences } from './plan-preferences';

/** The meal type a timetable governs by default: lunch, by its name (the server's ids differ per university). */
export function lunchOf(mealTypes: PlanWeek['mealTypes']): number | null {
  const lunch = mealTypes.find((m) => foodWords(m.name).some((w) => w === 'ناهار' || w === 'نهار' || w === 'lunch'));
  return lunch?.id ?? null;
}

/** The routine's class days for this hall's meals; undefined without a timetable. */
export function classDaysOf(
  routine: Pick<Routine, 'timetable'>,
  stored: Pick<StoredPreferences, 'classMeals'> | undefined,
  week: PlanWeek,
): ClassDays | undefined {
  const table = routine.timetable;
  if (!table) return undefined;
  const lunch = lunchOf(week.mealTypes);
  const mealTypeIds = stored?.classMeals ?? (lunch === null ? [] : [lunch]);
  return { mealTypeIds, classDates: table.classDates, offDates: table.offDates, from: table.from, to: table.to };
}
