import { describe, expect, it } from 'vitest';
import { EMPTY_LEAVE, leaveErrors, type LeaveForm } from './leave-form';

const TODAY = '2025-01-15';
const complete: LeaveForm = {
  fromDate: '2025-01-16',
  toDate: '2025-01-18',
  relation: 'پدر',
  mobileNumber: '09121234567',
  phoneNumber: '02122223333',
  address: 'تهران',
  description: '',
};

describe('leaveErrors (modules.md 2.6 item 2)', () => {
  it('an empty form: every field but the description is required', () => {
    expect(leaveErrors(EMPTY_LEAVE, TODAY)).toEqual({
      fromDate: 'required',
      toDate: 'required',
      relation: 'required',
      mobileNumber: 'required',
      phoneNumber: 'required',
      address: 'required',
    });
  });

  it('a complete form has no error; blanks only count as empty', () => {
    expect(leaveErrors(complete, TODAY)).toEqual({});
    expect(leaveErrors({ ...complete, relation: '   ' }, TODAY)).toEqual({ relation: 'required' });
  });

  it('dates: from today on, the end not before the start (one day is fine)', () => {
    expect(leaveErrors({ ...complete, fromDate: TODAY, toDate: TODAY }, TODAY)).toEqual({});
    expect(leaveErrors({ ...complete, fromDate: '2025-01-14' }, TODAY)).toEqual({ fromDate: 'pastDate' });
    expect(leaveErrors({ ...complete, toDate: '2025-01-15' }, TODAY)).toEqual({ toDate: 'toBeforeFrom' });
  });

  it('phone numbers in Persian digits count; the mobile is 09 and eleven digits, the landline digits only', () => {
    expect(leaveErrors({ ...complete, mobileNumber: '۰۹۱۲۱۲۳۴۵۶۷', phoneNumber: '۰۲۱۲۲۲۲۳۳۳۳' }, TODAY)).toEqual({});
    expect(leaveErrors({ ...complete, mobileNumber: '0912123456' }, TODAY)).toEqual({ mobileNumber: 'invalidMobile' });
    expect(leaveErrors({ ...complete, mobileNumber: '08121234567' }, TODAY)).toEqual({ mobileNumber: 'invalidMobile' });
    expect(leaveErrors({ ...complete, phoneNumber: '021-2222' }, TODAY)).toEqual({ phoneNumber: 'invalidPhone' });
  });
});
