import { SESSION_STORAGE_KEYS } from './session-owned';

/*
 * A week plan's trip to the bank: the planner (src/modules/reservation/planner) leaves for the
 * wallet's payment flow with the plan it showed, and the wallet's result page (src/modules/wallet)
 * says how the payment ended and sends the student back. Two modules that never import each other
 * meet here, in sessionStorage (this tab only), with the owner named so another user of the tab
 * gets nothing; the end of a session clears it (session-owned.ts).
 */

export const PLAN_TOP_UP_KEY = SESSION_STORAGE_KEYS.planTopUp;

/** How the payment ended, as the wallet's verify said (null: not back yet). */
export type PlanTopUpOutcome = 'paid' | 'notPaid' | 'unknown';

/** A cell the student changed by hand: its choice (null: nothing). */
export type PlanEdit = { foodTypeId: number; count: number } | null;

export interface PlanTopUpTrip {
  owner: string;
  /** Where the student comes back to (the planner's path). */
  returnTo: string;
  variant: string;
  selfId: number;
  weekStart: string;
  /** Rials asked for. */
  amount: number;
  /** The cells the student had edited, by `date:mealTypeId`. */
  edits: Record<string, PlanEdit>;
  outcome: PlanTopUpOutcome | null;
  /** What the payment credited (rials), when it was paid. */
  paidAmount: number | null;
}

const OUTCOMES = new Set(['paid', 'notPaid', 'unknown']);

function session(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function isEdit(value: unknown): value is PlanEdit {
  if (value === null) return true;
  const v = value as Record<string, unknown>;
  return typeof v === 'object' && Number.isInteger(v.foodTypeId) && Number.isInteger(v.count);
}

/** The owner's trip, or null (none, another user's, unreadable). */
export function readPlanTopUp(owner: string | null): PlanTopUpTrip | null {
  if (!owner) return null;
  try {
    const raw = JSON.parse(session()?.getItem(PLAN_TOP_UP_KEY) ?? 'null') as Record<string, unknown> | null;
    if (!raw || raw.owner !== owner || typeof raw.returnTo !== 'string' || !raw.returnTo.startsWith('/')) return null;
    if (typeof raw.weekStart !== 'string' || typeof raw.variant !== 'string') return null;
    if (!Number.isInteger(raw.selfId) || !Number.isInteger(raw.amount)) return null;
    const edits: Record<string, PlanEdit> = {};
    if (raw.edits && typeof raw.edits === 'object')
      for (const [key, edit] of Object.entries(raw.edits)) if (isEdit(edit)) edits[key] = edit;
    return {
      owner,
      returnTo: raw.returnTo,
      variant: raw.variant,
      selfId: raw.selfId as number,
      weekStart: raw.weekStart,
      amount: raw.amount as number,
      edits,
      outcome: OUTCOMES.has(String(raw.outcome)) ? (raw.outcome as PlanTopUpOutcome) : null,
      paidAmount: typeof raw.paidAmount === 'number' ? raw.paidAmount : null,
    };
  } catch {
    return null;
  }
}

export function writePlanTopUp(trip: PlanTopUpTrip | null): void {
  try {
    if (trip) session()?.setItem(PLAN_TOP_UP_KEY, JSON.stringify(trip));
    else session()?.removeItem(PLAN_TOP_UP_KEY);
  } catch {
    // storage blocked: the student comes back to the wallet and finds the planner by hand
  }
}

/** The wallet's verdict on the trip's payment (the payment result page). */
export function settlePlanTopUp(
  owner: string | null,
  outcome: PlanTopUpOutcome,
  paidAmount: number | null,
): PlanTopUpTrip | null {
  const trip = readPlanTopUp(owner);
  if (!trip) return null;
  const settled = { ...trip, outcome, paidAmount };
  writePlanTopUp(settled);
  return settled;
}
