import { describe, expect, it } from 'vitest';
import { hasRoles, isManagementUser } from './roles';

describe('roles', () => {
  it('a student holds only student-type roles', () => {
    expect(isManagementUser(['ROLE_STUDENT', 'ROLE_RS_USERS_ME'])).toBe(false);
    expect(isManagementUser([])).toBe(false);
    expect(isManagementUser(['ROLE_STUDENT', 'ROLE_SELF_ADMIN'])).toBe(true);
  });

  it('all of roles and one of oneOf', () => {
    const held = ['A', 'B', 'C'];
    expect(hasRoles(held, ['A', 'B'])).toBe(true);
    expect(hasRoles(held, ['A', 'D'])).toBe(false);
    expect(hasRoles(held, ['A'], ['D', 'C'])).toBe(true);
    expect(hasRoles(held, ['A'], ['D', 'E'])).toBe(false);
    expect(hasRoles(held, [], [])).toBe(true);
  });
});
