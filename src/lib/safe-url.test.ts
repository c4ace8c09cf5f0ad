import { describe, expect, it } from 'vitest';
import { hostAllowed, isSameSitePath, safeHttpUrl, safeNavigationTarget } from './safe-url';

describe('safeHttpUrl', () => {
  it.each([
    ['https://cas.uni.ac.ir/cas/login?service=x', true],
    ['http://127.0.0.1:5980/cas/login', true],
    ['javascript:alert(1)', false],
    [' JavaScript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['//evil.example/login', false],
    ['/relative', false],
    ['https://cas.uni.ac.ir@evil.example/', false],
    ['https://cas.uni.ac.ir/a\nb', false],
    ['', false],
  ])('%j → %s', (value, ok) => {
    expect(safeHttpUrl(value) !== null).toBe(ok);
  });
  it('checks the host when the caller knows the expected ones', () => {
    expect(safeHttpUrl('https://bank.example/pay', ['bank.example'])?.href).toBe('https://bank.example/pay');
    expect(safeHttpUrl('https://bank.example.evil/pay', ['bank.example'])).toBeNull();
  });
});

describe('isSameSitePath', () => {
  const origin = 'https://portal.example';
  it.each([
    ['/user/wallet', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['https://portal.example/x', false],
    ['mailto:a@b', false],
  ])('%j → %s', (value, ok) => {
    expect(isSameSitePath(value, origin)).toBe(ok);
  });
});

describe('safeNavigationTarget', () => {
  const origin = 'https://portal.example';
  it('takes http(s) and same-site paths, refuses the rest', () => {
    expect(safeNavigationTarget('/__mock/bank?ref=1', origin)).toBe('https://portal.example/__mock/bank?ref=1');
    expect(safeNavigationTarget('https://bank.example/pay', origin)).toBe('https://bank.example/pay');
    expect(safeNavigationTarget('javascript:alert(1)', origin)).toBeNull();
    expect(safeNavigationTarget('//evil.example', origin)).toBeNull();
  });
});

describe('hostAllowed', () => {
  it('matches exact names and *.suffix patterns, case-insensitively, never the bare suffix or a look-alike', () => {
    expect(hostAllowed('sep.shaparak.ir', ['*.shaparak.ir'])).toBe(true);
    expect(hostAllowed('SEP.Shaparak.IR', ['*.shaparak.ir'])).toBe(true);
    expect(hostAllowed('shaparak.ir', ['*.shaparak.ir'])).toBe(false);
    expect(hostAllowed('evilshaparak.ir', ['*.shaparak.ir'])).toBe(false);
    expect(hostAllowed('bank.example', ['bank.example'])).toBe(true);
    expect(hostAllowed('x.bank.example', ['bank.example'])).toBe(false);
    expect(safeHttpUrl('https://pec.shaparak.ir/pay', ['*.shaparak.ir'])?.hostname).toBe('pec.shaparak.ir');
    expect(safeHttpUrl('https://pay.evil.example/ipg', ['*.shaparak.ir'])).toBeNull();
  });
});
