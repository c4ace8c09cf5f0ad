import { resetContractMode } from '../contract/contract-checks';
import { clearFaults } from '../faults';
import { setClock, followRealTime, type ClockState } from './clock';
import { currentPersona, DEFAULT_PERSONA, PERSONAS, setCurrentPersona, type PersonaId } from './personas';
import { seedWorld } from './seed';
import { resetSettings } from './settings';

/*
 * The world's lifecycle: what `reset` goes back to in each mode (browser: real time; vitest: a
 * pinned clock; standalone server: MOCK_NOW or real time), and persona switches.
 */

export type ClockDefault = { real: true } | { now: string | number | Date; frozen?: boolean };

interface WorldDefaults {
  persona: PersonaId;
  clock: ClockDefault;
}

let defaults: WorldDefaults = { persona: DEFAULT_PERSONA, clock: { real: true } };

export function configureWorldDefaults(next: Partial<WorldDefaults>): void {
  defaults = { ...defaults, ...next };
}

function applyClock(clock: ClockDefault): void {
  if ('real' in clock) followRealTime();
  else setClock(clock.now, { frozen: clock.frozen });
}

export interface ResetOptions {
  persona?: PersonaId;
  /** "now" for the new world (ISO text, ms or Date); omitted: the mode's default clock. */
  now?: string | number | Date;
  frozen?: boolean;
}

/**
 * Back to the seed: default (or given) persona and clock, no faults, default settings and contract checks. vitest
 * calls it before each test (tests/setup.ts); POST /__mock/reset calls it too.
 */
export function resetWorld(options: ResetOptions = {}): void {
  pending = null;
  clearFaults();
  resetSettings();
  resetContractMode();
  applyClock(options.now !== undefined ? { now: options.now, frozen: options.frozen } : defaults.clock);
  const persona = options.persona ?? defaults.persona;
  setCurrentPersona(persona);
  seedWorld(PERSONAS[persona]);
}

let pending: ResetOptions | null = null;

/**
 * Asks for a reset that happens on the first request the mock backend answers (ensureWorld):
 * vitest marks every test file this way, so files that never call the mock backend pay nothing.
 * Code that reads the world directly (db, clock) calls resetWorld() instead.
 */
export function resetWorldLazily(options: ResetOptions = {}): void {
  pending = options;
}

/** Runs a pending lazy reset (the first handler calls it on every request). */
export function ensureWorld(): void {
  if (pending) resetWorld(pending);
}

/** Switches the scenario: reseeds the world for the persona, keeping clock, faults and settings. */
export function switchPersona(id: PersonaId): void {
  setCurrentPersona(id);
  seedWorld(PERSONAS[id]);
}

/** Reseeds the current persona at the current clock (after POST /__mock/clock with `reseed`). */
export function reseed(): void {
  seedWorld(currentPersona());
}

export type { ClockState };
