import type { FoodRank, PlanPreferences } from '@machines/week-plan-rules';
import { readStoredJson, writeStoredJson } from '@/lib/local-store';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/*
 * The planner's preferences on this device: per user, variant and self, under one key
 * that the end of a session clears (src/lib/session-owned.ts through CLEARED_ON_LOGOUT). The stored
 * value names its owner, and a reader for another user finds nothing. The history counts are not
 * stored: they are learnt again from the reserves at each visit.
 */

export type StoredPreferences = Pick<PlanPreferences, 'meals' | 'foods'>;

interface StoredShape {
  owner: string;
  entries: Record<string, StoredPreferences>;
}

const RANKS: readonly FoodRank[] = ['liked', 'neutral', 'never'];

const entryKey = (variant: string, selfId: number) => `${variant}:${selfId}`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

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
  return { meals, foods };
}

function readShape(owner: string): StoredShape {
  const raw = readStoredJson(STORAGE_KEYS.weekPlan);
  if (!isRecord(raw) || raw.owner !== owner || !isRecord(raw.entries)) return { owner, entries: {} };
  return { owner, entries: raw.entries as Record<string, StoredPreferences> };
}

export function readPreferences(owner: string | null, variant: string, selfId: number): StoredPreferences | null {
  if (!owner) return null;
  return parseEntry(readShape(owner).entries[entryKey(variant, selfId)]);
}

/** Keeps the student's preferences; false when storage is blocked or full (the plan still works). */
export function writePreferences(
  owner: string | null,
  variant: string,
  selfId: number,
  prefs: StoredPreferences,
): boolean {
  if (!owner) return false;
  const shape = readShape(owner);
  shape.entries[entryKey(variant, selfId)] = { meals: prefs.meals, foods: prefs.foods };
  return writeStoredJson(STORAGE_KEYS.weekPlan, shape);
}
