import { normalizeDigits } from '@/lib/digits';

/** The leave form (modules.md 2.6 item 2, 5): dates as ISO yyyy-MM-dd once picked. */
export interface LeaveForm {
  fromDate: string | null;
  toDate: string | null;
  relation: string;
  mobileNumber: string;
  phoneNumber: string;
  address: string;
  description: string;
}

export type LeaveField = Exclude<keyof LeaveForm, 'description'>;
/** The fields checked, in the form's order. */
export const LEAVE_FIELDS: readonly LeaveField[] = [
  'fromDate',
  'toDate',
  'relation',
  'mobileNumber',
  'phoneNumber',
  'address',
];
export type LeaveError = 'required' | 'toBeforeFrom' | 'pastDate' | 'invalidMobile' | 'invalidPhone';

export const EMPTY_LEAVE: LeaveForm = {
  fromDate: null,
  toDate: null,
  relation: '',
  mobileNumber: '',
  phoneNumber: '',
  address: '',
  description: '',
};

/** Every error of the form; submit stays disabled while there is one. `today` is ISO yyyy-MM-dd. */
export function leaveErrors(form: LeaveForm, today: string): Partial<Record<LeaveField, LeaveError>> {
  const errors: Partial<Record<LeaveField, LeaveError>> = {};
  for (const key of LEAVE_FIELDS) {
    const value = form[key];
    if (value === null || value.trim() === '') errors[key] = 'required';
  }
  if (form.fromDate && form.fromDate < today) errors.fromDate = 'pastDate';
  if (form.fromDate && form.toDate && form.toDate < form.fromDate) errors.toDate = 'toBeforeFrom';
  const mobile = normalizeDigits(form.mobileNumber.trim());
  if (mobile && !/^09\d{9}$/.test(mobile)) errors.mobileNumber = 'invalidMobile';
  const phone = normalizeDigits(form.phoneNumber.trim());
  if (phone && !/^\d{4,15}$/.test(phone)) errors.phoneNumber = 'invalidPhone';
  return errors;
}

/** Whether a kept draft (src/lib/drafts.ts) is a leave form. */
export function isLeaveForm(value: unknown): value is LeaveForm {
  if (!value || typeof value !== 'object') return false;
  const f = value as Record<string, unknown>;
  const date = (v: unknown) => v === null || (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v));
  return (
    date(f.fromDate) &&
    date(f.toDate) &&
    (['relation', 'mobileNumber', 'phoneNumber', 'address', 'description'] as const).every(
      (k) => typeof f[k] === 'string',
    )
  );
}
