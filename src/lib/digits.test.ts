import { describe, expect, it } from 'vitest';
import { DECIMAL_SEPARATOR, localizeDigits, localizeParams } from './digits';

describe('digits', () => {
  it("a number with a fraction takes the language's decimal separator: ۴٫۵, never ۴.۵", () => {
    expect(localizeDigits(4.5, 'fa')).toBe('۴٫۵');
    expect(localizeDigits(4.5, 'ar')).toBe('٤٫٥');
    expect(localizeDigits(4.5, 'en')).toBe('4.5');
    expect(localizeDigits(12, 'fa')).toBe('۱۲');
    expect(DECIMAL_SEPARATOR).toBe('\u066B');
  });

  it("a code (text) keeps its characters and takes the language's digits", () => {
    expect(localizeDigits('PAY-2025.01', 'fa')).toBe('PAY-۲۰۲۵.۰۱');
    expect(localizeDigits('0912', 'ar')).toBe('٠٩١٢');
  });

  it('a message value of digits only takes the language\'s digits too ("مانند ۱۲۳۴"); a word keeps its own', () => {
    expect(localizeParams({ length: 4, example: '1234', letters: 'abcd', mixed: 'ab12' }, 'fa')).toEqual({
      length: '۴',
      example: '۱۲۳۴',
      letters: 'abcd',
      mixed: 'ab12',
    });
    expect(localizeParams({ example: '1234' }, 'en')).toEqual({ example: '1234' });
  });
});
