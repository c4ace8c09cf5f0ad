import { asRecord, persianText } from './api-error';
import type { ApiToast } from './app-events';

/** The caller handles these itself (platform.md 8). */
export const SILENT_RESOURCES: ReadonlySet<string> = new Set([
  'USER_IMAGE_NOT_FOUND',
  'STUDENT_GROUP_NOT_FOUND',
  'STUDENT_GROUP_NO_ROOM_REGISTERED',
  'DAILY_SELL_PROGRAM_NO_PROGRAM_FOR_TODAY',
  'SELF_HAS_NO_PROGRAM',
  'STUDENT_GROUP_DORMITORY_ROOM_NOT_FOUND',
  'EXCEED_MONTHLY_VALID_FORGOTTEN_COUNT',
  'EXCEED_WEEKLY_VALID_FORGOTTEN_COUNT',
  'STUDENT_GROUP_EDIT_NO_ROOM_REMAINS',
  'VALID_ENTRANCE_DORMITORY_NOT_FOUND',
  'STUDENT_GROUP_USER_IS_NOT_A_STUDENT',
  'DAILY_SELL_PROGRAM_DAILY_RESERVE_COUNT_LIMIT_VIOLATION',
]);

/** The password modals say these themselves (a toast covered the modal's title, and came again after the change). */
export const MODAL_RESOURCES: ReadonlySet<string> = new Set(['USER_PASSWORD_EXPIRED', 'USER_FORCE_CHANGE_PASSWORD']);

/** Failed GETs whose path has one of these segments are quiet (their screens show an empty state). */
const SILENT_GET_SEGMENTS: ReadonlySet<string> = new Set([
  'inbox',
  'dormitories',
  'dormitory-requests',
  'surveys',
  'cardexes',
]);
const IMAGE_VERIFY = /\/images\/verify(?:\/|$)/;
const DIRECTORY_MESSAGE = /exists but is a directory/i;

export const RESERVE_MAX_RESOURCE = 'RESERVE_MAX_RESERVE_COUNT_CROSS';

export interface FailedCall {
  method: string;
  path: string;
  status: number;
  body: unknown;
}

/** The one toast a failed call shows, or null. The pipeline calls it once, on the final response. */
export function toastFor({ method, path, status, body }: FailedCall): ApiToast | null {
  if (status < 400) return null;
  const b = asRecord(body);
  const resource = typeof b.messageResource === 'string' ? b.messageResource : '';
  const messageFa = typeof b.messageFa === 'string' ? b.messageFa : '';
  const base = { titleKey: 'api:errorTitle', status, errorCode: resource || null } as const;

  if (resource === RESERVE_MAX_RESOURCE) {
    return { ...base, messageKey: 'api:reserveMaxCountCross', message: persianText('api:reserveMaxCountCross') };
  }
  if (!resource || !messageFa.trim()) return null;
  if (SILENT_RESOURCES.has(resource) || MODAL_RESOURCES.has(resource)) return null;
  if (method.toUpperCase() === 'GET' && path.split('/').some((segment) => SILENT_GET_SEGMENTS.has(segment)))
    return null;
  if (IMAGE_VERIFY.test(path)) return null;
  if (DIRECTORY_MESSAGE.test(messageFa) || (typeof b.message === 'string' && DIRECTORY_MESSAGE.test(b.message)))
    return null;
  return { ...base, message: messageFa };
}
