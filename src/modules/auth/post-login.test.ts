import { describe, expect, it } from 'vitest';
import { parseConfig } from '@/config/load-config';
import { captchaEnabledFor, loginSubmitDisabled } from './login-form';
import { managementLoginUrl, safeNextPath, welcomeModalEnabled } from './post-login';
import { filterUniversities, normalizeForSearch } from './university-selector';

const ORIGIN = 'https://portal.example.ac.ir';

describe('safeNextPath: `next` only when it is a path on this site (platform.md 2.5)', () => {
  it.each([
    ['/user/wallet', '/user/wallet'],
    ['/user/profile?scope=password', '/user/profile?scope=password'],
    ['/food/reserve#week', '/food/reserve#week'],
    ['/', '/'],
    [null, '/'],
    [undefined, '/'],
    ['', '/'],
    ['user/wallet', '/'],
    ['//evil.com', '/'],
    ['//evil.com/user/wallet', '/'],
    ['/\\evil.com', '/'],
    ['https://x', '/'],
    ['https://portal.example.ac.ir/user/wallet', '/'],
    ['javascript:alert(1)', '/'],
    ['/\tjavascript:alert(1)', '/'],
    ['/login', '/'],
    ['/login?next=/user/wallet', '/'],
    ['/logout', '/'],
    ['/loginCas/a/b', '/'],
    // Normalised first, then decided.
    ['/.//evil.com', '/'],
    ['/./\\evil.com', '/'],
    ['/a/..//evil.com', '/'],
    ['/\\/evil.com', '/'],
    ['/LoginCas/a/b', '/'],
    ['/LOGIN', '/'],
    ['/%6Cogin', '/'],
    ['/login/', '/'],
    ['/Logout', '/'],
    ['/food/../user/wallet', '/user/wallet'],
    ['/user/./wallet?x=1', '/user/wallet?x=1'],
    ['/loginCasual', '/loginCasual'],
  ])('%j → %s', (next, expected) => {
    expect(safeNextPath(next, ORIGIN)).toBe(expected);
  });
});

describe('welcomeModalEnabled: ui setting, then the university, then cloud mode (platform.md 2.5)', () => {
  const uni = (showModalOnLogin?: boolean) => ({ showModalOnLogin });
  it('the UI setting wins', () => {
    expect(welcomeModalEnabled(parseConfig({ ui: { showModalOnLogin: false } }), uni(true))).toBe(false);
    expect(welcomeModalEnabled(parseConfig({ ui: { showModalOnLogin: true } }), uni(false))).toBe(true);
  });
  it('then the university', () => {
    expect(welcomeModalEnabled(parseConfig({}), uni(true))).toBe(true);
    expect(welcomeModalEnabled(parseConfig({ serveMode: 'cloud' }), uni(false))).toBe(false);
  });
  it('by default on in cloud mode only', () => {
    expect(welcomeModalEnabled(parseConfig({}), uni())).toBe(false);
    expect(welcomeModalEnabled(parseConfig({ serveMode: 'cloud' }), uni())).toBe(true);
    expect(welcomeModalEnabled(parseConfig({ serveMode: 'cloud' }), null)).toBe(true);
  });
});

describe("managementLoginUrl (the old web's login-as address, see post-login.ts)", () => {
  it('puts the encoded token on the university backend', () => {
    expect(managementLoginUrl('https://api.uni.ac.ir/', 'a+b/c')).toBe(
      'https://api.uni.ac.ir/j_security_check?loginAsToken=a%2Bb%2Fc',
    );
  });
});

describe('login submit rules (platform.md 2.2)', () => {
  const university = { universityURL: 'https://api.uni.ac.ir' };
  const filled = { username: 'student', password: 'secret', captchaText: '', captcha: null, captchaEnabled: false };
  it('enabled with a university, its URL and a valid form', () => {
    expect(loginSubmitDisabled({ university, busy: false, context: filled })).toBe(false);
  });
  it('disabled without a university', () => {
    expect(loginSubmitDisabled({ university: null, busy: false, context: filled })).toBe(true);
  });
  it('disabled when the university URL is empty (no address at all); "" is this site', () => {
    expect(
      loginSubmitDisabled({ university: { universityURL: [] as unknown as string[] }, busy: false, context: filled }),
    ).toBe(true);
    expect(loginSubmitDisabled({ university: { universityURL: '' }, busy: false, context: filled })).toBe(false);
  });
  it('disabled while loading', () => {
    expect(loginSubmitDisabled({ university, busy: true, context: filled })).toBe(true);
  });
  it('disabled while the form is invalid', () => {
    expect(loginSubmitDisabled({ university, busy: false, context: { ...filled, password: ' ' } })).toBe(true);
    expect(loginSubmitDisabled({ university, busy: false, context: { ...filled, username: '' } })).toBe(true);
    const captchaOn = { ...filled, captchaEnabled: true };
    expect(loginSubmitDisabled({ university, busy: false, context: captchaOn })).toBe(true);
    expect(
      loginSubmitDisabled({
        university,
        busy: false,
        context: { ...captchaOn, captcha: { image: 'x', validation: 'v' }, captchaText: '12345' },
      }),
    ).toBe(false);
  });
  it('captchaEnable above 0 shows the captcha', () => {
    expect(captchaEnabledFor({ captchaEnable: 1 })).toBe(true);
    expect(captchaEnabledFor({ captchaEnable: 0 })).toBe(false);
    expect(captchaEnabledFor({ captchaEnable: -1 })).toBe(false);
    expect(captchaEnabledFor(null)).toBe(false);
  });
});

describe('university search keeps labels containing the typed text', () => {
  const list = [
    { universityLabel: 'دانشگاه شهید بهشتی' },
    { universityLabel: 'دانشگاه تهران' },
    { universityLabel: 'دانشگاه صنعتی شریف' },
    { universityLabel: 'Sharif University' },
  ];
  it.each([
    ['', 4],
    ['دانشگاه', 3],
    ['تهران', 1],
    ['صنعتی', 1],
    ['شیراز', 0],
    ['sharif', 1],
    // Arabic yeh and kaf match their Persian forms.
    ['شهيد', 1],
  ])('%j → %i', (query, count) => {
    expect(filterUniversities(list, query)).toHaveLength(count);
  });
  it('normalises spellings', () => {
    expect(normalizeForSearch('  كتاب  ي ')).toBe('کتاب ی');
  });
});
