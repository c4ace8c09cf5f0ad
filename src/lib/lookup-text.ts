/**
 * A profile look-up as text, in each shape servers send it: a string as is (the live server's
 * gender and birth place), `{name, description}` its description (the live server's study and
 * marriage look-ups: `name` is a code such as BACHELOR), `{id, name}` its name (older servers).
 * Anything else (null, a flag, a malformed object) is no text.
 */
export function lookupText(value: unknown): string | null {
  if (typeof value === 'string') return value === '' ? null : value;
  if (typeof value === 'number') return String(value);
  if (value === null || typeof value !== 'object') return null;
  const { name, description } = value as { name?: unknown; description?: unknown };
  if (typeof description === 'string' && description !== '') return description;
  return typeof name === 'string' && name !== '' ? name : null;
}
