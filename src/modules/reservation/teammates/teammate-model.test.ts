import { describe, expect, it } from 'vitest';
import type { Teammate } from '@/api/generated/rest/model';
import { teammateActions } from './teammate-model';

const row = (username: string, status: Teammate['status']): Teammate => ({ id: 1, user: { username }, status });
const me = { username: 'student', canDeleteTeammates: false };

describe('teammateActions', () => {
  it('lets the invited user accept or reject, and a member leave', () => {
    expect(teammateActions(row('student', 'WAITING'), me)).toEqual(['accept', 'reject']);
    expect(teammateActions(row('student', 'FINAL'), me)).toEqual(['leave']);
  });

  it('shows delete for WAITING rows, and view reserves for accepted members', () => {
    expect(teammateActions(row('4012', 'WAITING'), me)).toEqual(['delete']);
    expect(teammateActions(row('4012', 'FINAL'), me)).toEqual(['view']);
  });

  it('follows the server direction: only a received invitation is accepted', () => {
    expect(teammateActions({ ...row('1100', 'WAITING'), direction: 'RECEIVED' }, me)).toEqual(['accept', 'reject']);
    expect(teammateActions({ ...row('4012', 'WAITING'), direction: 'SENT' }, me)).toEqual(['delete']);
  });

  it('shows delete on every row for users with canDeleteTeammates', () => {
    expect(teammateActions(row('4012', 'FINAL'), { ...me, canDeleteTeammates: true })).toEqual(['view', 'delete']);
  });
});
