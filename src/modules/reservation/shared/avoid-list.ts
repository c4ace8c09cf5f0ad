import { useSyncExternalStore } from 'react';
import { avoidedIn, type AvoidEntry } from '@machines/food-avoid-rules';
import { onStoredChange } from '@/lib/local-store';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useDraftOwner } from '@/session/use-draft';
import { readRoutine, writeAvoid } from '../planner/plan-preferences';

/*
 * The student's avoid list (diet and allergens) for the pages that mark foods: the reserve page's
 * meal cards, the daily sale and the planner. Read once per owner and kept until it changes
 * (written here, or by another tab), so a week of cards reads storage once, not once per card.
 */

const EMPTY: readonly string[] = [];
let cached: { owner: string | null; avoid: readonly string[] } | null = null;
const listeners = new Set<() => void>();

function snapshot(owner: string | null): readonly string[] {
  if (!owner) return EMPTY;
  if (cached?.owner !== owner) cached = { owner, avoid: readRoutine(owner).avoid };
  return cached.avoid;
}

function changed() {
  cached = null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const stop = onStoredChange(STORAGE_KEYS.weekPlan, changed);
  return () => {
    listeners.delete(listener);
    stop();
  };
}

/** What the signed-in student avoids ([] when nothing, or nobody is signed in). */
export function useAvoidList(): readonly string[] {
  const owner = useDraftOwner();
  return useSyncExternalStore(
    subscribe,
    () => snapshot(owner),
    () => EMPTY,
  );
}

/** Keeps the student's avoid list and tells every marked card. */
export function saveAvoidList(owner: string | null, avoid: string[]): boolean {
  const kept = writeAvoid(owner, avoid);
  changed();
  return kept;
}

/** The routine was written elsewhere (the planner's preferences): the cards read it again. */
export const avoidListChanged = changed;

/** What of the student's list these names hold (matched once per names and list). */
const memo = new Map<string, AvoidEntry[]>();
export function avoidedFoods(names: string, avoid: readonly string[]): AvoidEntry[] {
  if (avoid.length === 0) return [];
  const key = `${avoid.join(',')}\n${names}`;
  let hit = memo.get(key);
  if (!hit) {
    if (memo.size > 2000) memo.clear();
    hit = avoidedIn(names, avoid);
    memo.set(key, hit);
  }
  return hit;
}
