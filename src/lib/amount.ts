import { stripBidiControls } from './bidi-controls';
import { normalizeDigits } from './digits';

/*
 * A money amount as a person types it: a whole number of tomans in Latin, Persian or Arabic-Indic
 * digits, with thousands separators if they like (`,`, the Arabic `٬` and `،`, a space), each group
 * of three. Everything else is refused with its reason, never read as something else: "1e20" is not
 * 120, "1.5" not 15, "-500" not 500, "12,34" not 1234.
 */

export type AmountProblem = 'required' | 'exponent' | 'fraction' | 'sign' | 'grouping' | 'notDigits' | 'tooLarge';

export type ParsedAmount = { ok: true; value: number } | { ok: false; problem: AmountProblem };

/** At most this many digits (a trillion tomans less one): far above any wallet, safe as rials too. */
export const MAX_AMOUNT_DIGITS = 12;

const SPACES = /[\s\u00A0\u202F]+/g;
const SIGN = /^[+\-−‐–]|[+\-−‐–]$/;
const EXPONENT = /\d[eE][+\-−]?\d|^[eE]|[eE]$/;
const DECIMAL = /[.٫]/;
/** One separator, used between every group of three. */
const GROUPED = /^\d{1,3}(?:([,٬، ])\d{3})(?:\1\d{3})*$/;

/** A typed amount read as a whole number, or the reason it is not one. */
export function parseWholeAmount(typed: string): ParsedAmount {
  const text = normalizeDigits(stripBidiControls(typed)).trim().replace(SPACES, ' ');
  if (text === '') return { ok: false, problem: 'required' };
  if (SIGN.test(text)) return { ok: false, problem: 'sign' };
  if (EXPONENT.test(text)) return { ok: false, problem: 'exponent' };
  if (DECIMAL.test(text) && /^[\d.٫,٬، ]+$/.test(text)) return { ok: false, problem: 'fraction' };
  let digits = text;
  if (!/^\d+$/.test(text)) {
    if (!/^[\d,٬، ]+$/.test(text)) return { ok: false, problem: 'notDigits' };
    if (!GROUPED.test(text)) return { ok: false, problem: 'grouping' };
    digits = text.replace(/[,٬، ]/g, '');
  }
  const significant = digits.replace(/^0+(?=\d)/, '');
  if (significant.length > MAX_AMOUNT_DIGITS) return { ok: false, problem: 'tooLarge' };
  return { ok: true, value: Number(significant) };
}
