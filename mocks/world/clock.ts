/**
 * The mock clock: "now" for every rule of the mock backend (token expiry, subsidy expiry, "today",
 * weeks, activity-log dates). It either follows real time, or was set to an instant and then
 * flows from there (the default when set), or is frozen at that instant (tests).
 *
 * Never read Date.now() in mock code: read nowMs() so tests and the control API
 * (POST /__mock/clock) make dates reproducible.
 */

export interface ClockState {
  /** True: real time. False: `anchorMs`, moving with real time unless frozen. */
  real: boolean;
  anchorMs: number;
  /** Real time (ms) when the anchor was set; elapsed real time is added unless frozen. */
  setAtRealMs: number;
  frozen: boolean;
}

const REAL: ClockState = { real: true, anchorMs: 0, setAtRealMs: 0, frozen: false };

let state: ClockState = { ...REAL };

export function nowMs(): number {
  if (state.real) return Date.now();
  return state.frozen ? state.anchorMs : state.anchorMs + (Date.now() - state.setAtRealMs);
}

function now(): Date {
  return new Date(nowMs());
}

/** Sets "now" to an instant (ISO text, ms or Date); it keeps flowing unless `frozen`. */
export function setClock(instant: string | number | Date, options: { frozen?: boolean } = {}): void {
  const ms = toMs(instant);
  state = { real: false, anchorMs: ms, setAtRealMs: Date.now(), frozen: Boolean(options.frozen) };
}

/** Moves "now" by `ms` (negative goes back), keeping the frozen/flowing mode. */
export function advanceClock(ms: number): void {
  const current = nowMs();
  state = { real: false, anchorMs: current + ms, setAtRealMs: Date.now(), frozen: state.real ? false : state.frozen };
}

/** Back to real time. */
export function followRealTime(): void {
  state = { ...REAL };
}

export function getClockState(): ClockState {
  return { ...state };
}

export function restoreClockState(saved: ClockState): void {
  state = { ...saved };
}

/** What GET /__mock/clock answers. */
export function describeClock(): { now: string; real: boolean; frozen: boolean } {
  return { now: now().toISOString(), real: state.real, frozen: state.frozen };
}

function toMs(instant: string | number | Date): number {
  const ms = instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant);
  if (!Number.isFinite(ms)) throw new RangeError(`Not a date: ${String(instant)}`);
  return ms;
}
