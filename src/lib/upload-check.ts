/*
 * The one check of a file a student uploads (platform.md 5 and 9): pdf, jpg or png,
 * under 2 MB, not empty, and its CONTENT must be what its name and type say: the first bytes are
 * compared with each format's signature, so a renamed executable or page is refused before it is
 * sent. A list of attachments is capped at MAX_ATTACHMENTS. Names are shown through
 * displayFileName: bidirectional and control characters (U+202E makes "gpj.exe" read "exe.jpg")
 * are removed from what is shown.
 */

/** platform.md 5 and 9: uploads are smaller than 2 MB. */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
/** Attachments one request or reply may carry (the spec names no number; Redmine's form offers a handful). */
export const MAX_ATTACHMENTS = 5;

export type UploadKind = 'pdf' | 'jpg' | 'png';
export const ALL_UPLOAD_KINDS: readonly UploadKind[] = ['pdf', 'jpg', 'png'];

const MIME: Record<UploadKind, readonly string[]> = {
  pdf: ['application/pdf'],
  jpg: ['image/jpeg', 'image/pjpeg'],
  png: ['image/png'],
};
const EXTENSIONS: Record<UploadKind, readonly string[]> = { pdf: ['pdf'], jpg: ['jpg', 'jpeg'], png: ['png'] };
/** The bytes each format starts with: `%PDF-`, JPEG's SOI marker and the next marker's FF, PNG's eight. */
const SIGNATURES: Record<UploadKind, readonly number[]> = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d],
  jpg: [0xff, 0xd8, 0xff],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};

/** For <input accept>: MIME types and extensions of the kinds, so every browser's file dialog filters. */
export function uploadAccept(kinds: readonly UploadKind[] = ALL_UPLOAD_KINDS): string {
  return [
    ...kinds.flatMap((k) => MIME[k].slice(0, 1)),
    ...kinds.flatMap((k) => EXTENSIONS[k].map((e) => `.${e}`)),
  ].join(',');
}
export const UPLOAD_ACCEPT = uploadAccept();

export type UploadProblem = 'wrongType' | 'tooLarge' | 'empty' | 'contentMismatch' | 'unreadable' | 'tooMany';

/** The kind a file says it is: its MIME type, else its extension; null when neither is allowed. */
function declaredKind(file: Pick<File, 'name' | 'type'>, kinds: readonly UploadKind[]): UploadKind | null {
  const type = file.type.toLowerCase();
  if (type) return kinds.find((k) => MIME[k].includes(type)) ?? null;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return kinds.find((k) => EXTENSIONS[k].includes(extension)) ?? null;
}

/** The kind the first bytes show, or null. */
export function sniffKind(bytes: Uint8Array): UploadKind | null {
  return ALL_UPLOAD_KINDS.find((kind) => SIGNATURES[kind].every((byte, i) => bytes[i] === byte)) ?? null;
}

/** What can be told without reading the file: type, emptiness, size (in that order). */
export function checkUpload(
  file: Pick<File, 'name' | 'type' | 'size'>,
  kinds: readonly UploadKind[] = ALL_UPLOAD_KINDS,
): UploadProblem | null {
  if (!declaredKind(file, kinds)) return 'wrongType';
  if (file.size === 0) return 'empty';
  if (file.size >= MAX_UPLOAD_BYTES) return 'tooLarge';
  return null;
}

/** checkUpload, then the content: the first bytes must be the declared kind's signature. */
export async function inspectUpload(
  file: File,
  kinds: readonly UploadKind[] = ALL_UPLOAD_KINDS,
): Promise<UploadProblem | null> {
  const problem = checkUpload(file, kinds);
  if (problem) return problem;
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  } catch {
    return 'unreadable';
  }
  return sniffKind(head) === declaredKind(file, kinds) ? null : 'contentMismatch';
}

export interface PickedUploads {
  /** The list to keep: the earlier files, then the new ones that passed, up to the cap. */
  files: File[];
  /** The new files refused, each with why (the others are kept). */
  refused: { name: string; problem: UploadProblem }[];
}

/** Adds the picked files that pass inspectUpload to `current`, at most `max` in all. */
export async function addUploads(
  current: readonly File[],
  picked: readonly File[],
  max = MAX_ATTACHMENTS,
  kinds: readonly UploadKind[] = ALL_UPLOAD_KINDS,
): Promise<PickedUploads> {
  const files = [...current];
  const refused: PickedUploads['refused'] = [];
  for (const file of picked) {
    const problem = await inspectUpload(file, kinds);
    if (problem) refused.push({ name: file.name, problem });
    else if (files.length >= max) refused.push({ name: file.name, problem: 'tooMany' });
    else files.push(file);
  }
  return { files, refused };
}

/**
 * A file name as it may be shown: without bidirectional controls (U+202A–U+202E, U+2066–U+2069,
 * U+200E, U+200F, U+061C), C0 and C1 controls, and other invisible format characters that change
 * how the name reads; what remains is trimmed, and an emptied name shows as "?".
 */
export function displayFileName(name: string): string {
  const shown = name
    // eslint-disable-next-line no-control-regex -- the control characters are what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g, '')
    .trim();
  return shown || '?';
}
