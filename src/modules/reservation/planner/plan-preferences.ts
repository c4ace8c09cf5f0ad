import { avoidEntryOf } from '@machines/food-avoid-rules';
import type { FoodRank, PlanPreferences } from '@machines/week-plan-rules';
import { readStoredJson, writeStoredJson } from '@/lib/local-store';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/*
 * The student's routine on this device (docs/week-planner.md "Where the routine lives"): the live
 * server has no call to keep it, so it is versioned local storage under one key that the end of a
 * session clears (src/lib/session-owned.ts through CLEARED_ON_LOGOUT). The stored value names its
 * owner, and a reader for another user finds nothing.
 *
 *   version 2: { version, owner, entries: { "<variant>:<selfId>": { meals, foods, classMeals } },
 *                avoid: string[], timetable: ClassTimetable | null }
 *   version 1 (no `version`): { owner, entries: { …: { meals, foods } } }, read as version 2.
 *
 * Per hall: the meals (weekday × meal type → count), the foods' ranks, and the meal types planned
 * only on class days. Per student: what they avoid and their class timetable. The history counts
 * are not stored: they are learnt again from the reserves at each visit.
 */

export const ROUTINE_VERSION = 2;

/** The days of a timetable, as the routine reads them (src/lib/ical.ts reads the file). */
export interface ClassTimetable {
  /** `yyyy-MM-dd` days with at least one class. */
  classDates: string[];
  /** `yyyy-MM-dd` days a weekly class was cancelled on (EXDATE) and nothing else is held: holidays. */
  offDates: string[];
  /** The span the timetable covers (its first and last class): outside it, it says nothing. */
  from: string;
  to: string;
  /** How many classes (events) the file held. */
  classes: number;
}

export type StoredPreferences = Pick<PlanPreferences, 'meals' | 'foods'> & {
  /** Meal types planned only on days with a class (when a timetable is imported). */
  classMeals?: number[];
};

export interface Routine {
  entries: Record<string, StoredPreferences>;
  avoid: string[];
  timetable: ClassTimetable | null;
}

const RANKS: readonly FoodRank[] = ['liked', 'neutral', 'never'];
const ISO = /^\d{4}-\d{2}-\d{2}$/;

const entryKey = (variant: string, selfId: number) => `${variant}:${selfId}`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const idList = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((n): n is number => Number.isInteger(n) && n > 0) : [];

/** A stored entry as far as it is well formed (bad parts dropped, never thrown on). */
function parseEntry(value: unknown): StoredPreferences | null {
  if (!isRecord(value) || !isRecord(value.meals) || !isRecord(value.foods)) return null;
  const meals: Record<string, number> = {};
  for (const [key, count] of Object.entries(value.meals))
    if (/^\d:\d+$/.test(key) && typeof count === 'number' && Number.isInteger(count) && count > 0 && count < 100)
      meals[key] = count;
  const foods: Record<string, FoodRank> = {};
  for (const [food, rank] of Object.entries(value.foods))
    if (RANKS.includes(rank as FoodRank)) foods[food] = rank as FoodRank;
  return Array.isArray(value.classMeals) ? { meals, foods, classMeals: idList(value.classMeals) } : { meals, foods };
}

function parseTimetable(value: unknown): ClassTimetable | null {
  if (!isRecord(value) || typeof value.from !== 'string' || typeof value.to !== 'string') return null;
  const dates = (v: unknown) =>
    Array.isArray(v) ? v.filter((d): d is string => typeof d === 'string' && ISO.test(d)) : [];
  if (!ISO.test(value.from) || !ISO.test(value.to)) return null;
  return {
    classDates: dates(value.classDates),
    offDates: dates(value.offDates),
    from: value.from,
    to: value.to,
    classes: typeof value.classes === 'number' ? value.classes : 0,
  };
}

/** The owner's routine (version 1 read as 2; another owner's, or none: empty). */
export function readRoutine(owner: string | null): Routine {
  const empty: Routine = { entries: {}, avoid: [], timetable: null };
  if (!owner) return empty;
  const raw = readStoredJson(STORAGE_KEYS.weekPlan);
  if (!isRecord(raw) || raw.owner !== owner || !isRecord(raw.entries)) return empty;
  // A newer version than this app knows is not guessed at.
  if (typeof raw.version === 'number' && raw.version > ROUTINE_VERSION) return empty;
  const entries: Record<string, StoredPreferences> = {};
  for (const [key, value] of Object.entries(raw.entries)) {
    const entry = parseEntry(value);
    if (entry) entries[key] = entry;
  }
  const avoid = Array.isArray(raw.avoid)
    ? raw.avoid.flatMap((a) => (typeof a === 'string' && avoidEntryOf(a) ? [avoidEntryOf(a)!] : []))
    : [];
  return { entries, avoid, timetable: parseTimetable(raw.timetable) };
}

function writeRoutine(owner: string, routine: Routine): boolean {
  return writeStoredJson(STORAGE_KEYS.weekPlan, { version: ROUTINE_VERSION, owner, ...routine });
}

export function readPreferences(owner: string | null, variant: string, selfId: number): StoredPreferences | null {
  return readRoutine(owner).entries[entryKey(variant, selfId)] ?? null;
}

/** Keeps the hall's preferences and the student's avoid list; false when storage is blocked or full. */
export function writePreferences(
  owner: string | null,
  variant: string,
  selfId: number,
  prefs: StoredPreferences & Pick<PlanPreferences, 'avoid'>,
): boolean {
  if (!owner) return false;
  const routine = readRoutine(owner);
  const previous = routine.entries[entryKey(variant, selfId)];
  const classMeals = prefs.classMeals ?? previous?.classMeals;
  routine.entries[entryKey(variant, selfId)] = {
    meals: prefs.meals,
    foods: prefs.foods,
    ...(classMeals ? { classMeals } : {}),
  };
  if (prefs.avoid) routine.avoid = prefs.avoid;
  return writeRoutine(owner, routine);
}

/** Keeps (or, with null, forgets) the student's class timetable. */
export function writeTimetable(owner: string | null, timetable: ClassTimetable | null): boolean {
  if (!owner) return false;
  return writeRoutine(owner, { ...readRoutine(owner), timetable });
}

/** Keeps the student's avoid list (the planner's diet panel). */
export function writeAvoid(owner: string | null, avoid: string[]): boolean {
  if (!owner) return false;
  return writeRoutine(owner, { ...readRoutine(owner), avoid });
}
