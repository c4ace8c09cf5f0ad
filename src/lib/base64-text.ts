/**
 * Text that travels base64-encoded (message bodies, FAQ answers: platform.md 2.9, 3). The bytes are
 * UTF-8 (Persian text), which atob alone would turn into mojibake. Accepts the standard and the
 * URL-safe alphabets, missing padding and line breaks (MIME-style wrapping).
 */
export function decodeBase64Text(value: string): string {
  const compact = value.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact)) throw new Error('not base64');
  const unpadded = compact.replace(/=+$/, '');
  if (unpadded.length % 4 === 1) throw new Error('not base64');
  const binary = atob(unpadded + '='.repeat((4 - (unpadded.length % 4)) % 4));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** The decoded text, or the value itself when it is not base64 UTF-8 (a server that sent plain text). */
export function decodeBase64TextOr(value: string): string {
  try {
    return decodeBase64Text(value);
  } catch {
    return value;
  }
}

/** UTF-8 text as standard base64 (tests and fixtures). */
export function encodeBase64Text(value: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(value)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
