import type { ActivityLog, ActivityTypeData, UserRef } from '@/api/generated/rest/model';

/*
 * Reading an activity log (platform.md 3) the way the report shows it. The server's
 * `activityTypeJson` is JSON text (or, per the contract's assumption, an object already); a row
 * whose details do not parse still shows, with its type and date only.
 */

export const ACTIVITY_PAGE_SIZE = { desktop: 10, mobile: 200 } as const;

/** The details of a log as an object; {} when absent or not JSON. */
export function activityData(log: Pick<ActivityLog, 'activityTypeJson'>): ActivityTypeData {
  const raw = log.activityTypeJson;
  if (raw && typeof raw === 'object') return raw;
  if (typeof raw !== 'string' || !raw.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as ActivityTypeData) : {};
  } catch {
    return {};
  }
}

/** Card, CVV2, face-matching and forgotten-code deliveries (and their combinations) count as online delivery. */
export function isOnlineDelivery(className: string): boolean {
  return /(Card|Cvv2|FaceMatching|ForgottenCode).*Delivery/i.test(className);
}

/** "CreditTransferSendActivity" -> "Credit transfer send": the fallback title of a type no translation names. */
export function humanizeClassName(className: string): string {
  const bare = className.replace(/^.*\./, '').replace(/Activity$/, '');
  const words = bare
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : className;
}

/** A user or operator as the server names it: an object, a plain string or nothing. */
export function personName(who: ActivityLog['user']): string | null {
  if (!who) return null;
  if (typeof who === 'string') return who.trim() || null;
  const ref = who as UserRef;
  const full = [ref.firstName, ref.lastName].filter(Boolean).join(' ').trim();
  return full || ref.username || null;
}

/** Keys of the details whose value is money (rials). */
export const MONEY_KEYS = new Set(['price', 'diff', 'sentCredit', 'amount', 'credit', 'toll']);

/** Detail keys shown in this order first (when present); the rest follow in the server's order. */
export const KNOWN_KEYS = [
  'serveDate',
  'foodName',
  'mealName',
  'selfName',
  'selfCode',
  'count',
  'price',
  'amount',
  'sentCredit',
  'diff',
  'bankName',
  'paymentCode',
  'receiver',
  'sender',
  'transferType',
  'fromSelf',
  'toSelf',
  'teammate',
] as const;

/** The log's signed effect on the wallet in rials (`diff`), when it has one. */
export function activityDiff(data: ActivityTypeData): number | null {
  return typeof data.diff === 'number' && Number.isFinite(data.diff) ? data.diff : null;
}

/** A stable key for a row (logs carry no id): date, type and position. */
export function activityKey(log: ActivityLog, index: number): string {
  return `${log.occurDate}|${log.activityTypeClassName}|${index}`;
}
