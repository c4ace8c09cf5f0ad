import type { PolicyRow } from './db';

/**
 * The server's check of a new password against the user's policy (platform.md 5 "Password policy
 * check"): lengths, minimum counts of character classes, no alphabetical/numerical/keyboard
 * sequences (of 4 or more, optionally wrapping), no character repeated 3 times in a row, no
 * whitespace. Answers the Persian problems, empty when the password is acceptable.
 */

const SEQUENCE_LENGTH = 4;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm', '1234567890'];

function hasSequence(text: string, line: string, wrap: boolean): boolean {
  const lower = text.toLowerCase();
  const forward = wrap ? line + line.slice(0, SEQUENCE_LENGTH - 1) : line;
  const candidates = [forward, [...forward].reverse().join('')];
  for (let i = 0; i + SEQUENCE_LENGTH <= lower.length; i++) {
    const piece = lower.slice(i, i + SEQUENCE_LENGTH);
    if (candidates.some((c) => c.includes(piece))) return true;
  }
  return false;
}

const count = (text: string, re: RegExp) => (text.match(re) ?? []).length;

export function passwordProblems(policy: PolicyRow, password: string): string[] {
  const problems: string[] = [];
  if (password.length < policy.minLength) problems.push(`رمز عبور باید دست‌کم ${policy.minLength} نویسه باشد.`);
  if (policy.maxLength > 0 && password.length > policy.maxLength) problems.push(`رمز عبور نباید بیش از ${policy.maxLength} نویسه باشد.`);
  if (count(password, /[0-9]/g) < policy.digits) problems.push(`رمز عبور باید دست‌کم ${policy.digits} رقم داشته باشد.`);
  if (count(password, /[^A-Za-z0-9\s]/g) < policy.nonAlphanumerics) problems.push(`رمز عبور باید دست‌کم ${policy.nonAlphanumerics} نویسهٔ ویژه (مانند @ یا #) داشته باشد.`);
  if (count(password, /[A-Z]/g) < policy.uppercase) problems.push(`رمز عبور باید دست‌کم ${policy.uppercase} حرف بزرگ انگلیسی داشته باشد.`);
  if (count(password, /[a-z]/g) < policy.lowercase) problems.push(`رمز عبور باید دست‌کم ${policy.lowercase} حرف کوچک انگلیسی داشته باشد.`);
  if (policy.alphabeticalSequence && hasSequence(password, ALPHABET, policy.sequenceWrap)) problems.push('رمز عبور نباید دنبالهٔ الفبایی (مانند abcd) داشته باشد.');
  if (policy.numericalSequence && hasSequence(password, DIGITS, policy.sequenceWrap)) problems.push('رمز عبور نباید دنبالهٔ عددی (مانند 1234) داشته باشد.');
  if (policy.keyboardSequence && KEYBOARD_ROWS.some((row) => hasSequence(password, row, false))) problems.push('رمز عبور نباید دنبالهٔ صفحه‌کلید (مانند qwer) داشته باشد.');
  if (policy.repeats && /(.)\1\1/.test(password)) problems.push('رمز عبور نباید یک نویسه را سه بار پشت سر هم تکرار کند.');
  if (policy.whitespace && /\s/.test(password)) problems.push('رمز عبور نباید فاصله داشته باشد.');
  return problems;
}
