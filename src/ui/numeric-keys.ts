import { isAllDigits, isDigitsOrMarks } from '@/lib/digits';

/** What a numeric field needs to know about a key press. */
export interface KeyPress {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/**
 * platform.md 5: a numeric input blocks any key that would type a non-digit. Digits of the three
 * scripts pass, as do shortcuts (Ctrl/Cmd/Alt combinations: copy, paste, select all...) and the
 * named keys (Backspace, Delete, Tab, arrows, Home, End, Enter...), which never type a character.
 */
export function isAllowedNumericKey(press: KeyPress, keepMarks = false): boolean {
  if (press.ctrlKey || press.metaKey || press.altKey) return true;
  if (press.key.length !== 1) return true; // named keys: 'Backspace', 'ArrowLeft', 'Tab', 'Unidentified'...
  return keepMarks ? isDigitsOrMarks(press.key) : isAllDigits(press.key);
}

/** Pasted (or dropped) text is taken only when it is all digits (or marks, when kept), spaces at the ends aside. */
export function isAcceptedNumericPaste(text: string, keepMarks = false): boolean {
  return keepMarks ? isDigitsOrMarks(text.trim()) : isAllDigits(text.trim());
}
