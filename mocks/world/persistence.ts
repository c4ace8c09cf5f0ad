import { getFaults, restoreFaults, type FaultState } from '../faults';
import { getClockState, restoreClockState, type ClockState } from './clock';
import { clearDb, db, MODEL_NAMES, type ModelName } from './db';
import { currentPersona, isPersonaId, setCurrentPersona, type PersonaId } from './personas';
import { getSettings, updateSettings, type MockSettings } from './settings';

/*
 * The world as JSON: every model's rows plus clock, persona, faults and settings. The browser
 * keeps it in localStorage so the mock backend survives a reload (mocks/browser.ts saves after
 * every mocked answer); a snapshot of another version is ignored and the world is reseeded.
 * Bump WORLD_VERSION whenever a model or the seed changes shape.
 */

export const WORLD_VERSION = 6;
export const STORAGE_KEY = 'samad-mock.world';

export interface WorldSnapshot {
  version: number;
  savedAt: string;
  persona: PersonaId;
  clock: ClockState;
  settings: MockSettings;
  faults: FaultState;
  db: Partial<Record<ModelName, unknown[]>>;
}

export function snapshotWorld(): WorldSnapshot {
  const rows: Partial<Record<ModelName, unknown[]>> = {};
  for (const name of MODEL_NAMES) rows[name] = JSON.parse(JSON.stringify(db[name].getAll())) as unknown[];
  return {
    version: WORLD_VERSION,
    savedAt: new Date().toISOString(),
    persona: currentPersona().id,
    clock: getClockState(),
    settings: getSettings(),
    faults: getFaults(),
    db: rows,
  };
}

/** Rebuilds the world from a snapshot; false (world untouched) when it is not a usable one. */
export function restoreWorld(snapshot: unknown): boolean {
  if (!isSnapshot(snapshot)) return false;
  clearDb();
  for (const name of MODEL_NAMES) {
    const model = db[name] as unknown as { create(row: unknown): unknown };
    for (const row of snapshot.db[name] ?? []) model.create(row);
  }
  setCurrentPersona(snapshot.persona);
  restoreClockState(snapshot.clock);
  updateSettings(snapshot.settings);
  restoreFaults(snapshot.faults);
  return true;
}

function isSnapshot(value: unknown): value is WorldSnapshot {
  if (!value || typeof value !== 'object') return false;
  const s = value as Partial<WorldSnapshot>;
  return (
    s.version === WORLD_VERSION &&
    isPersonaId(s.persona) &&
    !!s.clock &&
    !!s.settings &&
    !!s.faults &&
    !!s.db &&
    typeof s.db === 'object'
  );
}

// ───────────────────────────── Browser storage ─────────────────────────────

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function saveWorld(): void {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(snapshotWorld()));
  } catch (error) {
    console.warn('[mock] could not save the world to localStorage', error);
  }
}

/** Restores the saved world; false when there is none (or it is of another version). */
export function loadWorld(): boolean {
  const text = storage()?.getItem(STORAGE_KEY);
  if (!text) return false;
  try {
    return restoreWorld(JSON.parse(text));
  } catch {
    return false;
  }
}

let timer: ReturnType<typeof setTimeout> | null = null;

/** Saves shortly after the last change (many answers in a burst save once). */
export function scheduleSave(delayMs = 150): void {
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    saveWorld();
  }, delayMs);
}

/** Saves now if a save is pending (before the page goes away). */
export function flushSave(): void {
  if (!timer) return;
  clearTimeout(timer);
  timer = null;
  saveWorld();
}
