import { describe, expect, it } from 'vitest';
import { isSameUser, validateTransfer } from './transfer-rules';

const limits = { min: 10_000, max: 1_000_000, cappedByBalance: false };

describe('transfer to oneself', () => {
  it('is refused in the form, before any confirmation', () => {
    expect(
      validateTransfer({
        kind: 'CASH',
        username: 'student',
        amountText: '5000',
        limits,
        subsidyChosen: false,
        ownUsername: 'student',
      }),
    ).toEqual({ username: { key: 'usernameSelf' } });
    expect(
      validateTransfer({
        kind: 'CASH',
        username: ' Student ',
        amountText: '5000',
        limits,
        subsidyChosen: false,
        ownUsername: 'student',
      }).username?.key,
    ).toBe('usernameSelf');
    expect(
      validateTransfer({
        kind: 'CASH',
        username: 'student2',
        amountText: '5000',
        limits,
        subsidyChosen: false,
        ownUsername: 'student',
      }),
    ).toEqual({});
  });

  it('knows the account however its digits were typed', () => {
    expect(isSameUser('۴۰۱۱۲۳', '401123')).toBe(true);
    expect(isSameUser('401124', '401123')).toBe(false);
    expect(isSameUser('x', null)).toBe(false);
  });
});
