import { describe, expect, it } from 'vitest';
import {
  fieldProblem,
  formProblem,
  initialRelatives,
  newRelative,
  toServer,
  type RelativeDraft,
} from './relatives-model';

const TODAY = '2025-01-15';
const father = (overrides: Partial<RelativeDraft> = {}): RelativeDraft => ({
  ...newRelative('father'),
  firstName: 'محمود',
  lastName: 'حسینی‌نژادیان',
  ...overrides,
});

describe('relatives form rules (modules.md 5, its typos for lastName and age fixed)', () => {
  it.each([
    ['firstName', 'ab', 'length'],
    ['firstName', 'abc', null],
    ['firstName', '', 'required'],
    ['lastName', 'رضایی', null],
    ['lastName', 'لی', null],
    ['lastName', 'x', 'length'],
    ['lastName', 'حسینی‌نژادیان', null],
    ['lastName', 'x'.repeat(51), 'length'],
    ['firstName', '<img src=x onerror=alert(1)>', 'name'],
    ['lastName', 'رضایی۲', 'name'],
    ['firstName', "O'Brien-Smith", null],
    ['firstName', 'S. Ahmadi', null],
    ['age', '55', null],
    ['age', '0', null],
    ['age', '121', 'range'],
    ['age', '-1', 'number'],
    ['age', '۴۵', null],
    ['age', '4a', 'number'],
    ['contactInfo', 'ab', 'length'],
    ['contactInfo', '', null],
    ['address', 'x'.repeat(51), 'length'],
    ['nationalCode', '0084575949', 'nationalCode'],
    ['nationalCode', '1111111111', 'nationalCode'],
    ['nationalCode', '۰۰۸۴۵۷۵۹۴۸', null],
    ['mobileNumber', '0912123456', 'mobile'],
    ['mobileNumber', '09121234567', null],
    ['birthDate', '2030-01-01', 'futureDate'],
    ['birthDate', '1970-05-01', null],
  ] as const)('%s = %j → %s', (field, value, problem) => {
    expect(fieldProblem(father({ [field]: value }), field, TODAY)).toBe(problem);
  });

  it('needs one father and one mother', () => {
    expect(formProblem([father()])).toBe('parentsRequired');
    expect(formProblem([father(), newRelative('mother')])).toBeNull();
    expect(formProblem([father(), father(), newRelative('mother')])).toBe('duplicateParent');
    expect(
      formProblem([father({ nationalCode: '0084575948' }), { ...newRelative('mother'), nationalCode: '0084575948' }]),
    ).toBe('duplicateNationalCode');
  });

  it('starts with father and mother when nothing is saved', () => {
    expect(initialRelatives([]).map((d) => d.relation)).toEqual(['father', 'mother']);
  });

  it('sends Latin digits, numbers and nulls for empty optional fields', () => {
    expect(toServer(father({ age: '۴۵', nationalCode: '۰۰۸۴۵۷۵۹۴۸', studyLevelId: '6' }))).toEqual({
      relation: 'father',
      firstName: 'محمود',
      lastName: 'حسینی‌نژادیان',
      nationalCode: '0084575948',
      birthDate: null,
      age: 45,
      studyLevelId: 6,
      job: null,
      mobileNumber: null,
      contactInfo: null,
      address: null,
    });
  });
});
