/** platform.md 6: the student-type roles; any other authority marks a management user. */
const STUDENT_ROLES = [
  'ROLE_STUDENT',
  'ROLE_NURTURE_USER',
  'ROLE_REFAH_SETTLEMENT_STUDENT',
  'ROLE_REFAH_LOAN_STUDENT',
  'ROLE_ESKAN_ALGORITM_STUDENT',
  'ROLE_RS_MOBILE_APP',
  'ROLE_RS_NURTURE_VOTE',
  'ROLE_RS_VOTE_REASONS',
  'ROLE_RS_USERS_ME',
  'ROLE_RS_USERS_ME_CHANGE_PASSWORD',
  // Not in platform.md 6's list, but a student needs it to see their own payment history
  // (platform.md 6), so holding it must not make them a management user.
  'ROLE_USER_VIEW_OWN_PAYMENTS',
] as const;

const studentRoles = new Set<string>(STUDENT_ROLES);

export function isManagementUser(authorities: readonly string[]): boolean {
  return authorities.some((role) => !studentRoles.has(role));
}

/** The guard rule of platform.md 6: all of `roles` and (when given) at least one of `oneOf`. */
export function hasRoles(
  authorities: readonly string[],
  roles: readonly string[] = [],
  oneOf: readonly string[] = [],
): boolean {
  const held = new Set(authorities);
  return roles.every((r) => held.has(r)) && (oneOf.length === 0 || oneOf.some((r) => held.has(r)));
}
