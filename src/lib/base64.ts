/*
 * The one base64 module. Text is UTF-8 (Persian), which btoa/atob alone turn into mojibake (they
 * handle Latin-1 only). Used for Basic auth credentials and JWT payloads (src/api), message bodies
 * and FAQ answers (platform.md 2.9, 3).
 */

/** UTF-8 text as standard base64. */
export function encodeBase64(value: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(value)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Base64 UTF-8 back to text. Accepts the standard and the URL-safe alphabets (JWT), missing padding
 * and line breaks (MIME-style wrapping); throws on anything else, or on bytes that are not UTF-8.
 */
export function decodeBase64(value: string): string {
  const compact = value.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact)) throw new Error('not base64');
  const unpadded = compact.replace(/=+$/, '');
  if (unpadded.length % 4 === 1) throw new Error('not base64');
  const binary = atob(unpadded + '='.repeat((4 - (unpadded.length % 4)) % 4));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** The decoded text, or the value itself when it is not base64 UTF-8 (a server that sent plain text). */
export function decodeBase64Or(value: string): string {
  try {
    return decodeBase64(value);
  } catch {
    return value;
  }
}

/** Bytes (a file's) as standard base64, in chunks: one String.fromCharCode call per byte is slow for megabytes. */
export function encodeBytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
}

/** Standard base64 back to bytes; null when it is not base64. */
export function decodeBase64ToBytes(value: string): Uint8Array | null {
  try {
    return Uint8Array.from(atob(value), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}
