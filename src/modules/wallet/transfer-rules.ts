import type { CreditTransferInfo, Subsidy } from '@/api/generated/rest/model';
import { parseWholeAmount, type AmountProblem } from '@/lib/amount';
import { normalizeDigits } from '@/lib/digits';
import { tomansToRials } from '@/lib/money';

/*
 * Credit transfer rules (platform.md 5, 6): username required, at least 3 characters; the amount a
 * required positive integer in tomans. Cash: within the transfer min and max, and no more than the
 * cash credit. Subsidy: an entry chosen first, then 1 toman up to that entry's credit.
 * Limits are in rials; what the user typed is in tomans.
 */

export type TransferKind = 'CASH' | 'SUBSIDY';

export interface TransferLimits {
  /** Rials. */
  min: number;
  /** Rials: the rule's maximum, capped by what the source holds. */
  max: number;
  /** The maximum is the balance, not the rule (its own message). */
  cappedByBalance: boolean;
}

export function transferLimits({
  kind,
  rules,
  cash,
  subsidy,
}: {
  kind: TransferKind;
  rules: CreditTransferInfo;
  cash: number;
  subsidy: Pick<Subsidy, 'credit'> | null;
}): TransferLimits {
  if (kind === 'SUBSIDY') return { min: tomansToRials(1), max: subsidy?.credit ?? 0, cappedByBalance: false };
  const max = Math.min(rules.maxCreditTransferAmount, cash);
  return { min: rules.minCreditTransferAmount, max, cappedByBalance: cash < rules.maxCreditTransferAmount };
}

export interface TransferError {
  key:
    | 'usernameRequired'
    | 'usernameShort'
    | 'usernameSelf'
    | 'subsidyRequired'
    | 'amountRequired'
    | 'amountProblem'
    | 'amountInvalid'
    | 'minError'
    | 'maxError'
    | 'notEnough';
  params?: { min?: number; max?: number };
  /** amountProblem: why the typed text is not a whole number (src/lib/amount.ts, its own message). */
  problem?: Exclude<AmountProblem, 'required'>;
}

/** The same account, however its digits or letter case were typed. */
export function isSameUser(typed: string, own: string | null | undefined): boolean {
  if (!own) return false;
  const norm = (v: string) => normalizeDigits(v.trim()).toLowerCase();
  return norm(typed) === norm(own);
}

export function validateTransfer({
  kind,
  username,
  amountText,
  limits,
  subsidyChosen,
  ownUsername = null,
}: {
  kind: TransferKind;
  username: string;
  amountText: string;
  limits: TransferLimits;
  subsidyChosen: boolean;
  /** The signed-in user: a transfer to oneself is refused here, before any confirmation. */
  ownUsername?: string | null;
}): Partial<Record<'username' | 'amount' | 'subsidy', TransferError>> {
  const errors: Partial<Record<'username' | 'amount' | 'subsidy', TransferError>> = {};
  const name = username.trim();
  if (!name) errors.username = { key: 'usernameRequired' };
  else if (name.length < 3) errors.username = { key: 'usernameShort' };
  else if (isSameUser(name, ownUsername)) errors.username = { key: 'usernameSelf' };
  if (kind === 'SUBSIDY' && !subsidyChosen) {
    errors.subsidy = { key: 'subsidyRequired' };
    return errors;
  }
  // A whole number or refused with its reason, never read as another: "1.5" is not 15, "1e20" not 120.
  const parsed = parseWholeAmount(amountText);
  if (!parsed.ok)
    errors.amount =
      parsed.problem === 'required' ? { key: 'amountRequired' } : { key: 'amountProblem', problem: parsed.problem };
  else if (parsed.value < 1) errors.amount = { key: 'amountInvalid' };
  else {
    const rials = tomansToRials(parsed.value);
    if (rials < limits.min) errors.amount = { key: 'minError', params: { min: limits.min } };
    else if (rials > limits.max)
      errors.amount =
        limits.cappedByBalance && kind === 'CASH'
          ? { key: 'notEnough', params: { max: limits.max } }
          : { key: 'maxError', params: { max: limits.max } };
  }
  return errors;
}
