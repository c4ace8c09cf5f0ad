/*
 * What a student who will miss a reserved meal can still do (machines/miss-meal.machine.ts): pure,
 * so a week of cards decides it without loading the flow's machine.
 */
import type { ProgramFoodType } from '@/api/generated/rest/model';

/** What decides the option: the student's count, the deadline and the server's flags. */
export interface MissFacts extends Pick<ProgramFoodType, 'forSale'> {
  /** The clock's now (ms). */
  now: number;
  /** The student's reserved count of the item, as the server has it. */
  count: number;
  /** When cancelling closes (ms, src/lib/reserve-deadlines.ts). */
  cancelDeadline: number;
  /** The meal's server flag: cancelling is not allowed. */
  cancelRuleViolated: boolean;
  /** The item's server flag `saleableFreeFood`: the server takes it for sale now. */
  saleable: boolean;
}

export type MissKind = 'cancel' | 'sell';

/** What a student who will miss the meal can do now: cancel, sell, or nothing. */
export function missOption(f: MissFacts): MissKind | null {
  if (!(f.count > 0)) return null;
  if (!f.cancelRuleViolated && f.now < f.cancelDeadline) return 'cancel';
  if (f.saleable && !f.forSale) return 'sell';
  return null;
}
