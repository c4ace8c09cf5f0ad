import { stripBidiControls } from './bidi-controls';

/*
 * What a person's name may hold: letters of any script with their combining marks (Persian and
 * Arabic vowel signs, accents), spaces, the zero-width non-joiner of Persian names ("حسینی‌نژاد"),
 * the hyphen, the apostrophe (' and ’) and the dot ("S. Ahmadi"). Anything else (digits, `<`, `=`,
 * quotes, emoji) is refused with a message rather than stored: a name is shown in many places, some
 * of them not ours. Bidi controls are not counted: they never leave the app (bidi-controls.ts).
 */
const NAME = /^[\p{L}\p{M} \u00A0\u200C\-'’.]+$/u;

/** Whether `text` (trimmed, bidi controls aside) is made only of what names use; '' is not a name. */
export function isPersonName(text: string): boolean {
  const name = stripBidiControls(text).trim();
  return name !== '' && NAME.test(name);
}
