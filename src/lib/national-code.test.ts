import { describe, expect, it } from 'vitest';
import { isValidMobileNumber, isValidNationalCode, nationalCodeProblem } from './national-code';

describe('nationalCodeProblem', () => {
  it.each([
    ['0084575948', null], // remainder ≥ 2: 11 - r
    ['0013542419', null],
    ['1234567891', null],
    ['0499370899', null],
    ['4380221431', null], // check digit 1 (remainder 1)
    ['0010350829', null],
    ['۰۰۸۴۵۷۵۹۴۸', null], // Persian digits
    ['٠٠٨٤٥٧٥٩٤٨', null], // Arabic-Indic digits
    [' 0084575948 ', null], // surrounding spaces
    ['0084575949', 'checkDigit'],
    ['1234567890', 'checkDigit'],
    ['0000000000', 'repeated'],
    ['1111111111', 'repeated'],
    ['2222222222', 'repeated'],
    ['5555555555', 'repeated'],
    ['9999999999', 'repeated'],
    ['123456789', 'length'],
    ['12345678901', 'length'],
    ['12345abc90', 'digits'],
    ['123-456-78', 'digits'],
    ['', 'empty'],
    ['   ', 'empty'],
  ] as const)('%s → %s', (code, problem) => {
    expect(nationalCodeProblem(code)).toBe(problem);
    expect(isValidNationalCode(code)).toBe(problem === null);
  });

  it('agrees with the definition for every check digit of a nine-digit prefix', () => {
    const nine = '123456789';
    const valid = [...'0123456789'].filter((d) => isValidNationalCode(nine + d));
    expect(valid).toEqual(['1']);
  });
});

describe('isValidMobileNumber', () => {
  it.each([
    ['09121234567', true],
    ['۰۹۱۲۱۲۳۴۵۶۷', true],
    ['9121234567', false],
    ['0912123456', false],
    ['091212345678', false],
    ['08121234567', false],
    ['0912-123-4567', false],
  ] as const)('%s → %s', (mobile, valid) => {
    expect(isValidMobileNumber(mobile)).toBe(valid);
  });
});
