/**
 * The routine around classes (docs/week-planner.md "Plan around classes"): the days of an imported
 * timetable decide which days a meal (lunch, by default) is planned on. Pure; the timetable file is
 * read by src/lib/ical-parse.ts.
 */

/** The class days of an imported timetable, and the meals that follow them (lunch, by default). */
export interface ClassDays {
  mealTypeIds: number[];
  /** `yyyy-MM-dd` days with a class. */
  classDates: string[];
  /** `yyyy-MM-dd` days a weekly class is cancelled (a holiday). */
  offDates: string[];
  /** The timetable's span; outside it the meals are planned as usual. */
  from: string;
  to: string;
}

/** Why the timetable leaves a meal of a day out: no class that day, a cancelled class (holiday), or nothing. */
export function classSkipOf(
  classes: ClassDays | undefined,
  date: string,
  mealTypeId: number,
): 'noClass' | 'classHoliday' | null {
  if (!classes || !classes.mealTypeIds.includes(mealTypeId)) return null;
  if (date < classes.from || date > classes.to) return null;
  if (classes.classDates.includes(date)) return null;
  return classes.offDates.includes(date) ? 'classHoliday' : 'noClass';
}
