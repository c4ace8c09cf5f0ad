/*
 * A Redmine custom field id as a client may spell it: Redmine reads `{id: 151}` and `{id: "151"}`
 * alike, so anything that must tell one field from another (the helpdesk gateway stripping a
 * client's username field, the mock Redmine storing a value) reads the id through here, never by
 * comparing with `===`. Shared by server/helpdesk-gateway-body.ts and mocks/handlers/helpdesk.ts.
 */

/**
 * The id as a number when it reads as one however it is spelled (a number, or a string with
 * whitespace, a sign, leading zeros, a decimal point or an exponent), else null.
 */
export function customFieldIdOf(id: unknown): number | null {
  const value = typeof id === 'number' ? id : typeof id === 'string' && id.trim() !== '' ? Number(id.trim()) : NaN;
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/**
 * Whether an id may be the given field: it reads as that field, or it does not read as a plain id
 * at all (a spelling nobody can rule out some parser reading as the field). Such ids are dropped.
 */
export function mayBeField(id: unknown, field: number): boolean {
  const value = customFieldIdOf(id);
  return value === null || value === field;
}
