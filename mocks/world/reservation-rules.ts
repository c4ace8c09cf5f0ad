import { hash32 } from './bytes';
import { faNumber, faTomans } from './format';

/*
 * The reservation rules of the mock server, as pure functions (no db, no clock: "now" is passed
 * in). The handlers (mocks/handlers/reserves.ts, daily-sale.ts...) apply them; the unit tests
 * call them through HTTP.
 *
 * Deadlines (per self, db.self; the seed gives every self the same values):
 *   - reserving (or raising a count) closes at 12:00 Tehran two days before the program date;
 *   - cancelling (or lowering a count, changing the self) closes at 12:00 the day before;
 *   - a program whose serve window has ended is consumed (it can be rated; no code is printed).
 *   `reserveRuleViolated` / `cancelRuleViolated` are these deadlines against the mock clock.
 *
 * Money (rials):
 *   - a charge takes live subsidies first (soonest expiry first), then cash credit; a
 *     non-subsidised charge (free restaurant, free food bought from another student) takes cash only;
 *   - the parts paid are kept on the reserve (ledger); a refund gives back the last parts first,
 *     each to where it came from (a subsidy that has expired meanwhile keeps its part, expired);
 *   - tolls (change of self, putting food up for sale, buying free food) are not refunded.
 */

export interface SelfRules {
  reserveCloseDays: number;
  cancelCloseDays: number;
  closeHour: number;
}

export interface Violation {
  status: number;
  resource: string;
  messageFa: string;
  message: string;
}

const violation = (resource: string, messageFa: string, message: string, status = 400): Violation => ({
  status,
  resource,
  messageFa,
  message,
});

// ───────────────────────────── Deadlines ─────────────────────────────

const HOUR_MS = 60 * 60 * 1000;

/** The instant reserving closes, given the program day's midnight (Tehran). */
function reserveDeadline(programMidnight: number, rules: SelfRules): number {
  return programMidnight - rules.reserveCloseDays * 24 * HOUR_MS + rules.closeHour * HOUR_MS;
}

function cancelDeadline(programMidnight: number, rules: SelfRules): number {
  return programMidnight - rules.cancelCloseDays * 24 * HOUR_MS + rules.closeHour * HOUR_MS;
}

export function reserveRuleViolated(now: number, programMidnight: number, rules: SelfRules): boolean {
  return now >= reserveDeadline(programMidnight, rules);
}

export function cancelRuleViolated(now: number, programMidnight: number, rules: SelfRules): boolean {
  return now >= cancelDeadline(programMidnight, rules);
}

export const RESERVE_CLOSED: Violation = violation(
  'RESERVE_RULE_VIOLATED',
  'مهلت رزرو این وعده به پایان رسیده است (رزرو تا ساعت ۱۲ دو روز پیش از سرو ممکن است).',
  'The reserve deadline of this program has passed',
);
export const CANCEL_CLOSED: Violation = violation(
  'CANCEL_RULE_VIOLATED',
  'مهلت لغو یا کاهش رزرو این وعده به پایان رسیده است (تا ساعت ۱۲ روز پیش از سرو).',
  'The cancel deadline of this program has passed',
);

// ───────────────────────────── Counts ─────────────────────────────

export interface CountCheck {
  /** The count asked for and the user's count now. */
  target: number;
  current: number;
  validMinCount: number;
  validMaxCount: number;
  /** The user's count on the meal's other items, and the meal's limit. */
  otherItemsInMeal: number;
  validTotalCount: number;
  /** Seats of the item taken by everybody (the user's current count included), and its capacity. */
  taken: number;
  capacity: number;
}

/** The count rules of modules.md 4 and 8, checked server-side; null when the change is allowed. */
export function checkCount(c: CountCheck): Violation | null {
  if (!Number.isInteger(c.target) || c.target < 0)
    return violation('RESERVE_COUNT_INVALID', 'تعداد رزرو نامعتبر است.', 'The count must be an integer >= 0');
  if (c.target > 0 && c.target < c.validMinCount) {
    return violation(
      'RESERVE_MIN_COUNT_VIOLATION',
      `حداقل تعداد رزرو این غذا ${faNumber(c.validMinCount)} است.`,
      `At least ${c.validMinCount}`,
    );
  }
  if (c.target > c.current) {
    if (c.target > c.validMaxCount) {
      return violation(
        'RESERVE_MAX_COUNT_VIOLATION',
        `حداکثر تعداد رزرو این غذا ${faNumber(c.validMaxCount)} است.`,
        `At most ${c.validMaxCount} of this item`,
      );
    }
    if (c.otherItemsInMeal + c.target > c.validTotalCount) {
      return violation(
        'RESERVE_TOTAL_COUNT_VIOLATION',
        `حداکثر تعداد رزرو این وعده ${faNumber(c.validTotalCount)} است.`,
        `At most ${c.validTotalCount} in this meal`,
      );
    }
    if (c.taken + (c.target - c.current) > c.capacity) {
      return violation(
        'RESERVE_MAX_RESERVE_COUNT_CROSS',
        'غذای انتخاب‌شده تا سقف ظرفیت توسط کاربران رزرو شده است.',
        'The item has been reserved up to its maximum capacity',
      );
    }
  }
  return null;
}

// ───────────────────────────── Money ─────────────────────────────

/** One part of a payment: source 0 = cash credit, otherwise a subsidy id. */
export interface PaymentPart {
  source: number;
  amount: number;
}

export const CASH = 0;

export interface Funds {
  cash: number;
  /** Live subsidies, soonest expiry first. */
  subsidies: ReadonlyArray<{ id: number; credit: number }>;
}

export type PaymentPlan = { ok: true; parts: PaymentPart[] } | { ok: false; available: number };

/** How `amount` is paid: subsidies first (soonest expiry first), then cash; cash only when not subsidised. */
export function planPayment(amount: number, funds: Funds, cashOnly = false): PaymentPlan {
  if (amount <= 0) return { ok: true, parts: [] };
  const subsidies = cashOnly ? [] : funds.subsidies.filter((s) => s.credit > 0);
  const available = Math.max(0, funds.cash) + subsidies.reduce((sum, s) => sum + s.credit, 0);
  if (available < amount) return { ok: false, available };
  const parts: PaymentPart[] = [];
  let left = amount;
  for (const s of subsidies) {
    if (!left) break;
    const take = Math.min(s.credit, left);
    parts.push({ source: s.id, amount: take });
    left -= take;
  }
  if (left) parts.push({ source: CASH, amount: left });
  return { ok: true, parts };
}

export function notEnoughCredit(amount: number, available: number, cashOnly = false): Violation {
  return violation(
    'CREDIT_NOT_ENOUGH',
    `اعتبار ${cashOnly ? 'نقدی ' : ''}شما برای این رزرو کافی نیست (مبلغ لازم ${faTomans(amount)} تومان، اعتبار ${faTomans(available)} تومان).`,
    `Not enough credit: ${amount} needed, ${available} available`,
  );
}

/** Splits a ledger for a refund of `amount`: the last parts paid come back first. */
export function planRefund(
  ledger: readonly PaymentPart[],
  amount: number,
): { refund: PaymentPart[]; kept: PaymentPart[] } {
  const kept = ledger.map((p) => ({ ...p }));
  const refund: PaymentPart[] = [];
  let left = Math.max(0, amount);
  while (left > 0 && kept.length) {
    const last = kept[kept.length - 1]!;
    const take = Math.min(last.amount, left);
    refund.push({ source: last.source, amount: take });
    last.amount -= take;
    left -= take;
    if (last.amount === 0) kept.pop();
  }
  return { refund, kept };
}

export function ledgerOf(row: { paidFrom: readonly number[]; paidAmounts: readonly number[] }): PaymentPart[] {
  return row.paidFrom.map((source, i) => ({ source, amount: row.paidAmounts[i] ?? 0 })).filter((p) => p.amount > 0);
}

export function ledgerFields(parts: readonly PaymentPart[]): { paidFrom: number[]; paidAmounts: number[] } {
  return { paidFrom: parts.map((p) => p.source), paidAmounts: parts.map((p) => p.amount) };
}

// ───────────────────────────── Forgotten-card codes ─────────────────────────────

/** At most 2 codes for meals of one Saturday-Friday week and 3 for one Jalali month (by serve date). */
const FORGOTTEN_CARD_LIMITS = { weekly: 2, monthly: 3 } as const;

export interface ForgottenCardUsage {
  /** Codes already printed for meals of the same week and of the same Jalali month. */
  sameWeek: number;
  sameMonth: number;
}

export function checkForgottenCardLimits(usage: ForgottenCardUsage): Violation | null {
  if (usage.sameMonth >= FORGOTTEN_CARD_LIMITS.monthly) {
    return violation(
      'EXCEED_MONTHLY_VALID_FORGOTTEN_COUNT',
      `سقف استفاده از کد فراموشی کارت در این ماه (${faNumber(FORGOTTEN_CARD_LIMITS.monthly)} بار) پر شده است.`,
      `At most ${FORGOTTEN_CARD_LIMITS.monthly} forgotten-card codes a month`,
    );
  }
  if (usage.sameWeek >= FORGOTTEN_CARD_LIMITS.weekly) {
    return violation(
      'EXCEED_WEEKLY_VALID_FORGOTTEN_COUNT',
      `سقف استفاده از کد فراموشی کارت در این هفته (${faNumber(FORGOTTEN_CARD_LIMITS.weekly)} بار) پر شده است.`,
      `At most ${FORGOTTEN_CARD_LIMITS.weekly} forgotten-card codes a week`,
    );
  }
  return null;
}

/** An 8-digit code, the same for the same user, reserve and count. */
export function forgotCardCode(userId: number, reserveId: number, dailySale: boolean, count: number): string {
  const n = hash32(`forgot:${userId}:${reserveId}:${dailySale ? 'd' : 'r'}:${count}`) % 90_000_000;
  return String(10_000_000 + n);
}

// ───────────────────────────── Votes ─────────────────────────────

const VOTE_MAX_SCORE = 5;
const VOTE_DESCRIPTION_MAX = 250;
/** A consumed reserve stays votable this many days after its program date. */
export const VOTABLE_DAYS = 7;

export interface VoteInput {
  score: unknown;
  description: unknown;
  problemIds: unknown;
}

export interface ReasonRef {
  id: number;
  aspect: number;
}

/** A valid vote, or the violation: score 1..5, comment at most 250, reasons known and not both sides of one aspect. */
export function checkVote(
  input: VoteInput,
  reasons: readonly ReasonRef[],
): { ok: true; score: number; description: string; problemIds: number[] } | { ok: false; violation: Violation } {
  const score = input.score;
  if (typeof score !== 'number' || !Number.isInteger(score) || score < 1 || score > VOTE_MAX_SCORE) {
    return {
      ok: false,
      violation: violation(
        'VOTE_SCORE_INVALID',
        `امتیاز باید عددی بین ۱ و ${faNumber(VOTE_MAX_SCORE)} باشد.`,
        'score must be 1..5',
      ),
    };
  }
  const description = input.description === undefined || input.description === null ? '' : input.description;
  if (typeof description !== 'string' || description.length > VOTE_DESCRIPTION_MAX) {
    return {
      ok: false,
      violation: violation(
        'VOTE_DESCRIPTION_TOO_LONG',
        `توضیحات حداکثر ${faNumber(VOTE_DESCRIPTION_MAX)} نویسه است.`,
        'description is at most 250 characters',
      ),
    };
  }
  const raw = input.problemIds === undefined || input.problemIds === null ? [] : input.problemIds;
  if (!Array.isArray(raw) || raw.some((id) => typeof id !== 'number' || !Number.isInteger(id))) {
    return {
      ok: false,
      violation: violation('VOTE_REASON_INVALID', 'دلایل انتخاب‌شده نامعتبر است.', 'problemIds must be a list of ids'),
    };
  }
  const ids = [...new Set(raw as number[])];
  const chosen = ids.map((id) => reasons.find((r) => r.id === id));
  if (chosen.some((r) => !r))
    return {
      ok: false,
      violation: violation('VOTE_REASON_INVALID', 'دلایل انتخاب‌شده نامعتبر است.', 'Unknown reason id'),
    };
  const aspects = chosen.map((r) => r!.aspect);
  if (new Set(aspects).size !== aspects.length) {
    return {
      ok: false,
      violation: violation(
        'VOTE_REASON_CONFLICT',
        'برای هر جنبه فقط یکی از دلایل مثبت یا منفی را انتخاب کنید.',
        'Positive and negative reasons of one aspect',
      ),
    };
  }
  return { ok: true, score, description: description.trim(), problemIds: ids };
}
