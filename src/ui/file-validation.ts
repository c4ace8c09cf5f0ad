/** platform.md 5 and 9: uploads are pdf, jpg or png, and smaller than 2 MB. */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
const ALLOWED_UPLOAD_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
const ALLOWED_UPLOAD_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
/** For <input accept>: MIME types and extensions, so every browser's file dialog filters. */
export const UPLOAD_ACCEPT = [...ALLOWED_UPLOAD_TYPES, '.pdf', '.jpg', '.jpeg', '.png'].join(',');

export type UploadProblem = 'wrongType' | 'tooLarge';

/** Why a file cannot be uploaded, or null when it can. The type is checked first. */
export function checkUpload(file: Pick<File, 'name' | 'type' | 'size'>): UploadProblem | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = file.type
    ? (ALLOWED_UPLOAD_TYPES as readonly string[]).includes(file.type.toLowerCase())
    : (ALLOWED_UPLOAD_EXTENSIONS as readonly string[]).includes(extension);
  if (!typeOk) return 'wrongType';
  if (file.size >= MAX_UPLOAD_BYTES) return 'tooLarge';
  return null;
}
