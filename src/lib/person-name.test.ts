import { describe, expect, it } from 'vitest';
import { isPersonName } from './person-name';

describe('person names', () => {
  it.each(['محمود', 'حسینی‌نژادیان', 'عبدالله', 'مُحَمَّد', "O'Brien", 'Jean-Luc', 'S. Ahmadi', 'Zoë', 'Ана', 'علی\u200F'])(
    '%j is a name',
    (name) => expect(isPersonName(name)).toBe(true),
  );

  it.each(['<img src=x onerror=alert(1)>', 'Ali2', 'علی۲', 'a"b', 'a;b', 'a=b', 'a_b', 'x😀', 'a@b', '', '   '])(
    '%j is not',
    (name) => expect(isPersonName(name)).toBe(false),
  );
});
