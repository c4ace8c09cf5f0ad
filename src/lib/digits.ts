import type { Language } from '@/i18n/languages';

const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';

/** Left-to-right mark: keeps codes, card numbers and signed amounts in order inside RTL text. */
export const LRM = '\u200E';

/** The decimal separator of Persian and Arabic (U+066B), never a Latin point between their digits. */
export const DECIMAL_SEPARATOR = '٫';

/**
 * Replaces Latin digits with the digits of the language (Persian in fa, Arabic-Indic in ar); a number
 * with a fraction takes the language's decimal separator too ("۴٫۵").
 */
export function localizeDigits(text: string | number, lng: Language): string {
  const s = String(text);
  const table = lng === 'fa' ? PERSIAN : lng === 'ar' ? ARABIC_INDIC : null;
  if (!table) return s;
  const digits = s.replace(/[0-9]/g, (d) => table[Number(d)] as string);
  return typeof text === 'number' ? digits.replace('.', DECIMAL_SEPARATOR) : digits;
}

/** Turns Persian and Arabic-Indic digits into Latin ones (what a server and a parser expect). */
export function normalizeDigits(text: string): string {
  return text.replace(/[۰-۹٠-٩]/g, (ch) => {
    const p = PERSIAN.indexOf(ch);
    return String(p >= 0 ? p : ARABIC_INDIC.indexOf(ch));
  });
}

/**
 * Decimal and grouping marks people type in numbers: `.` and `,`, the Arabic decimal separator `٫`,
 * the Arabic thousands separator `٬` and the Arabic comma `،`. Amounts are whole tomans:
 * a field that keeps these marks refuses them with a message, never dropping or reinterpreting them
 * ("1.5" is not 15, and "1,500" could be 1.5 for one reader and 1500 for another).
 */
export const NUMBER_MARKS = /[.,٫٬،]/;

/** True when every character is a digit of any of the three scripts or a number mark. */
export function isDigitsOrMarks(text: string): boolean {
  return /^[0-9۰-۹٠-٩.,٫٬،]+$/.test(text);
}

/** True when every character is a digit of any of the three scripts. */
export function isAllDigits(text: string): boolean {
  return /^[0-9۰-۹٠-٩]+$/.test(text);
}

/**
 * Wraps a code or number so the bidi algorithm keeps it left-to-right inside RTL text
 * (e.g. "۱۴۰۳/۰۲/۰۵" or "-۱۲٬۰۰۰" would otherwise be reordered).
 */
export function ltr(text: string): string {
  return `${LRM}${text}${LRM}`;
}

const GROUP_SEPARATOR: Record<Language, string> = { fa: '٬', ar: '٬', en: ',' };
const MINUS: Record<Language, string> = { fa: '−', ar: '؜-', en: '-' };

/** Formats an integer with thousands separators and the language's digits (no Intl: tested against it). */
export function formatInteger(value: number, lng: Language): string {
  const n = Math.trunc(value);
  const digits = String(Math.abs(n));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR[lng]);
  return (n < 0 ? MINUS[lng] : '') + localizeDigits(grouped, lng);
}

/**
 * The numbers among a message's interpolation values, and values of digits only (a sequence shown
 * as an example, "مانند ۱۲۳۴"), in the language's digits ("at least ۸ characters"); words stay as they are.
 */
export function localizeParams(
  params: Readonly<Record<string, number | string>> | undefined,
  lng: Language,
): Record<string, number | string> {
  return Object.fromEntries(
    Object.entries(params ?? {}).map(([k, v]) => [
      k,
      typeof v === 'number' || /^[0-9]+$/.test(v) ? localizeDigits(v, lng) : v,
    ]),
  );
}
