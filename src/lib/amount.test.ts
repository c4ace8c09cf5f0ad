import { describe, expect, it } from 'vitest';
import { parseWholeAmount } from './amount';

const value = (text: string) => {
  const parsed = parseWholeAmount(text);
  return parsed.ok ? parsed.value : parsed.problem;
};

describe('a typed amount is a whole number or refused with its reason', () => {
  it.each([
    ['1500', 1500],
    ['۱۵۰۰', 1500],
    ['١٥٠٠', 1500],
    [' 250000 ', 250000],
    ['1,500', 1500],
    ['۱٬۵۰۰٬۰۰۰', 1500000],
    ['1 500 000', 1500000],
    ['١،٥٠٠', 1500],
    ['007', 7],
    ['0', 0],
    ['999999999999', 999999999999],
    ['\u200E1500\u200E', 1500],
  ])('%j is %j', (text, expected) => expect(value(text)).toBe(expected));

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['1e20', 'exponent'],
    ['1E5', 'exponent'],
    ['۱e۲۰', 'exponent'],
    ['2e-3', 'exponent'],
    ['1.5', 'fraction'],
    ['۱٫۵', 'fraction'],
    ['1,500.50', 'fraction'],
    ['-500', 'sign'],
    ['+500', 'sign'],
    ['−۵۰۰', 'sign'],
    ['500-', 'sign'],
    ['12,34', 'grouping'],
    ['1,50,000', 'grouping'],
    ['1,500٬000', 'grouping'],
    [',500', 'grouping'],
    ['12abc', 'notDigits'],
    ['۱۲تومان', 'notDigits'],
    ['0x1F', 'notDigits'],
    ['1_000', 'notDigits'],
    ['Infinity', 'notDigits'],
    ['1000000000000', 'tooLarge'],
    ['99999999999999999999', 'tooLarge'],
  ])('%j is refused: %s', (text, problem) => expect(value(text)).toBe(problem));
});
