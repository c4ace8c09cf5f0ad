import type { CameraError, Rejection } from '@machines/face-capture.machine';
import type { TFunction } from 'i18next';
import { CONVERT_FILE_ERROR } from './media-actors';

type FaceT = TFunction<'face'>;

/** The guidance for a camera error (platform.md 8: not allowed, support, unknown with its name...). */
export function cameraErrorText(t: FaceT, error: CameraError): string {
  if (error.name === CONVERT_FILE_ERROR) return t('errors.convertFile');
  switch (error.kind) {
    case 'denied':
      return t('errors.denied');
    case 'noCamera':
      return t('errors.noCamera');
    case 'busy':
      return t('errors.busy');
    case 'insecure':
      return t('errors.insecure');
    case 'unsupported':
      return t('errors.unsupported');
    default:
      return t('errors.unknown', { name: error.name });
  }
}

const KNOWN_CODES = [
  'FACE_NOT_DETECTED',
  'MULTIPLE_FACES',
  'LOW_QUALITY',
  'INVALID_IMAGE',
  'INVALID_IMAGE_TYPE',
  'INVALID_MEDIA',
  'INVALID_MEDIA_TYPE',
  'INVALID_TOKEN',
  'INVALID_INPUT',
  'USER_NOT_FOUND',
] as const;
type KnownCode = (typeof KNOWN_CODES)[number];
const isKnown = (code: string | null): code is KnownCode =>
  code !== null && (KNOWN_CODES as readonly string[]).includes(code);

/** platform.md 8: no success flag → "no face"; else error_code through the table, unknown codes → unknown error. */
export function rejectionText(t: FaceT, rejection: Rejection): string {
  if (rejection.noFace) return t('errors.noFace');
  return isKnown(rejection.errorCode) ? t(`errors.codes.${rejection.errorCode}`) : t('errors.codes.unknown');
}
