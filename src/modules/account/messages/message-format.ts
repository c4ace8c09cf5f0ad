import { encodeBase64 } from '@/lib/base64';
import { formatJalali } from '@/lib/jalali';
import type { Language } from '@/i18n/languages';

/** Typed text as the HTML body the server stores (base64): characters escaped, lines as <br>. */
export function composeBody(text: string): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return encodeBase64(escaped.replace(/\r?\n/g, '<br>'));
}

/** A message date in Jalali, or null when the server sent none or nonsense (the row still shows). */
export function messageDate(date: string | undefined, lng: Language): string | null {
  if (!date) return null;
  try {
    return formatJalali(date, lng);
  } catch {
    return null;
  }
}

export type MessageBox = 'inbox' | 'outbox';
export const MESSAGES_PAGE_SIZE = 10;

/** Zero-based server page from the `page` query (1-based in the address bar), 0 when bad. */
export function pageFromQuery(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n - 1 : 0;
}
