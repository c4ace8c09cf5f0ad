import { describe, expect, it } from 'vitest';
import { LEGACY_CREDIT_CHARGE_PATH, legacyLoginAsUrl, loginAsTokenOf } from './legacy-web';

describe('the old web entered with a login-as token', () => {
  it("reads the token of the live server's answer and of a bare string", () => {
    expect(loginAsTokenOf({ loginAsToken: 'abc' })).toBe('abc');
    expect(loginAsTokenOf('abc')).toBe('abc');
    expect(() => loginAsTokenOf({ loginAsToken: '' })).toThrow();
    expect(() => loginAsTokenOf(null)).toThrow();
    expect(() => loginAsTokenOf({} as never)).toThrow();
  });

  it("builds foodie's address: j_security_check with the token and the page to land on", () => {
    expect(legacyLoginAsUrl('https://setad.dining.sharif.edu/', 'a+b/c', LEGACY_CREDIT_CHARGE_PATH)).toBe(
      'https://setad.dining.sharif.edu/j_security_check?loginAsToken=a%2Bb%2Fc&redirect=%2Fnurture%2Fuser%2Fcredit%2Fcharge%2Fview.rose',
    );
    expect(legacyLoginAsUrl('https://uni.ac.ir', 't')).toBe('https://uni.ac.ir/j_security_check?loginAsToken=t');
  });
});
