import type { BankRedirect, PendingPayment } from '@machines/payment.machine';
import { SESSION_STORAGE_KEYS } from '@/lib/session-owned';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/*
 * What survives the full-page trip to the bank: the payment under way, in sessionStorage (this tab
 * only, gone with it), written by the payment machine's `persist` action and read when the app
 * comes back (`/payment-result`, a reload, the back button). Anything unreadable counts as nothing.
 *
 * It is the signed-in user's: the end of the session clears it (src/lib/session-owned.ts),
 * and it carries its owner, so one left behind (the session ended while this tab was at the bank) is
 * never offered to the next user of the tab: their "return to the bank page" would pay into it.
 */
export const PENDING_PAYMENT_KEY = SESSION_STORAGE_KEYS.pendingPayment;

/** Who a payment belongs to: the username, else the user id; null when unknown (nothing is offered). */
export function paymentOwner(
  profile: { username?: string | null; id?: number | string | null } | null | undefined,
): string | null {
  if (profile?.username) return profile.username;
  return profile?.id != null ? `id:${profile.id}` : null;
}

const STEPS = new Set(['choosing', 'creating', 'atBank']);

function isRedirect(value: unknown): value is BankRedirect {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  if (r.kind === 'redirect') return typeof r.url === 'string';
  return (
    r.kind === 'form' &&
    typeof r.url === 'string' &&
    (r.method === 'GET' || r.method === 'POST') &&
    typeof r.fields === 'object' &&
    r.fields !== null
  );
}

const numberOrNull = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The payment under way of `owner`; another user's (or an owner-less one) reads as nothing. */
export function readPendingPayment(owner: string | null): PendingPayment | null {
  try {
    const text = globalThis.sessionStorage?.getItem(PENDING_PAYMENT_KEY);
    if (!text) return null;
    const raw = JSON.parse(text) as Record<string, unknown>;
    if (!STEPS.has(String(raw.step))) return null;
    if (owner === null || raw.owner !== owner) return null;
    return {
      step: raw.step as PendingPayment['step'],
      gatewayId: numberOrNull(raw.gatewayId),
      amount: numberOrNull(raw.amount),
      paymentCode: typeof raw.paymentCode === 'string' && raw.paymentCode ? raw.paymentCode : null,
      redirect: isRedirect(raw.redirect) ? raw.redirect : null,
    };
  } catch {
    return null;
  }
}

export function writePendingPayment(pending: PendingPayment | null, owner: string | null): void {
  try {
    if (pending) globalThis.sessionStorage?.setItem(PENDING_PAYMENT_KEY, JSON.stringify({ ...pending, owner }));
    else globalThis.sessionStorage?.removeItem(PENDING_PAYMENT_KEY);
  } catch {
    // storage blocked: a reload then starts over, which charges nothing
  }
}

/** The last charged amount (platform.md 9 "credit charge constant"), offered first next time. */
export function readChargeConstant(): number | null {
  try {
    const n = Number(globalThis.localStorage?.getItem(STORAGE_KEYS.creditChargeConstant));
    return Number.isInteger(n) && n > 0 ? n : null;
  } catch {
    return null;
  }
}

export function writeChargeConstant(amount: number): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEYS.creditChargeConstant, String(amount));
  } catch {
    // not remembered: the next charge starts without a default
  }
}
