import { paths } from './paths';

/*
 * Low credit (beyond the spec): does the cash balance pay for next week's usual reserves? "Usual"
 * is the student's own average over recent weeks, read from the activity log (what reserving,
 * daily sales and self changes cost, minus cancellations). Pure, so the wallet and the reserve
 * page (different modules) share it without importing each other.
 */

/** Activities that spend (negative diff) or refund (positive diff) meal credit. */
export const MEAL_SPEND_KINDS: readonly string[] = [
  'ReserveActivity',
  'CancelReserveActivity',
  'DailySaleActivity',
  'ChangeSelfActivity',
  'BuyFreeFoodActivity',
];

export interface SpendEntry {
  kind: string;
  at: Date;
  /** Rials; negative for a spend. */
  diff: number;
}

const WEEK_MS = 7 * 86_400_000;

/** Average net meal spend (rials) per week over the `weeks` weeks before `now`; 0 when nothing was spent. */
export function usualWeeklySpend(entries: readonly SpendEntry[], now: Date, weeks = 4): number {
  const from = now.getTime() - weeks * WEEK_MS;
  const spent = entries
    .filter((e) => MEAL_SPEND_KINDS.includes(e.kind) && e.at.getTime() >= from && e.at.getTime() <= now.getTime())
    .reduce((sum, e) => sum - e.diff, 0);
  return Math.max(0, Math.round(spent / weeks));
}

/** What is missing (rials, rounded up to `step`: whole thousands of tomans) for a usual week; null when the cash covers it. */
export function missingCredit(cash: number, usual: number, step = 10_000): number | null {
  if (usual <= 0 || cash >= usual) return null;
  return Math.ceil((usual - cash) / step) * step;
}

/** The wallet with the charge tab open on `rials` (the one-click charge). */
export function chargePath(rials: number): string {
  return `${paths.UserWallet}?charge=${rials}`;
}

/** An activity log's diff, whether its JSON arrived as text or as an object; 0 when unreadable. */
export function diffOf(activityTypeJson: unknown): number {
  let data: unknown = activityTypeJson;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return 0;
    }
  }
  const diff = typeof data === 'object' && data !== null ? (data as { diff?: unknown }).diff : undefined;
  return typeof diff === 'number' && Number.isFinite(diff) ? diff : 0;
}

/** Can this student charge online (platform.md 6): the wallet is kept by the university and the group allows it. */
export function canChargeOnline(
  ui: { removeWallet?: boolean },
  group: { onlineCreditChargeForbidden?: boolean } | null | undefined,
): boolean {
  return !ui.removeWallet && !group?.onlineCreditChargeForbidden;
}
