import { normalizeDigits } from './digits';

/*
 * Iranian national code (کد ملی): 10 digits, the last a mod-11 check digit over the first nine
 * weighted 10..2. A remainder below 2 is the check digit itself, otherwise 11 minus it. Codes of
 * one repeated digit pass that arithmetic but are never issued, so they are refused.
 * Persian and Arabic-Indic digits are accepted (people type them on Persian keyboards).
 */

export type NationalCodeProblem = 'empty' | 'length' | 'digits' | 'repeated' | 'checkDigit';

/** Why a national code is invalid, or null when it is valid. */
export function nationalCodeProblem(input: string): NationalCodeProblem | null {
  const code = normalizeDigits(input.trim());
  if (code === '') return 'empty';
  if (!/^\d+$/.test(code)) return 'digits';
  if (code.length !== 10) return 'length';
  if (/^(\d)\1{9}$/.test(code)) return 'repeated';
  const digits = code.split('').map(Number);
  const sum = digits.slice(0, 9).reduce((s, d, i) => s + d * (10 - i), 0);
  const r = sum % 11;
  const check = r < 2 ? r : 11 - r;
  return digits[9] === check ? null : 'checkDigit';
}

export function isValidNationalCode(input: string): boolean {
  return nationalCodeProblem(input) === null;
}

/** An Iranian mobile number: 09 and nine more digits (Persian digits accepted). */
export function isValidMobileNumber(input: string): boolean {
  return /^09\d{9}$/.test(normalizeDigits(input.trim()));
}
