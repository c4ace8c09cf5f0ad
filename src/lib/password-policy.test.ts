import { describe, expect, it } from 'vitest';
import type { PasswordPolicy as ServerPasswordPolicy } from '@/api/generated/rest/model/passwordPolicy';
import arAuth from '@/i18n/locales/ar/auth.json';
import enAuth from '@/i18n/locales/en/auth.json';
import faAuth from '@/i18n/locales/fa/auth.json';
import {
  type PasswordCheckOptions,
  type PasswordPolicy,
  POLICY_RULE_KEYS,
  POLICY_WARNING_KEYS,
  STRENGTH_LEVELS,
  checkPassword,
  strengthLevel,
} from './password-policy';

// The policy type mirrors the contract's schema field for field (a compile-time check both ways).
const _fromServer: PasswordPolicy = {} as ServerPasswordPolicy;
const _toServer: ServerPasswordPolicy = {} as PasswordPolicy;
void _fromServer;
void _toServer;

/** No rule at all; each case adds the rule it tests. */
const none: PasswordPolicy = { minLength: 0, maxLength: 0 };
const wrap = { sequenceWrap: true };

interface Case {
  password: string;
  policy: Partial<PasswordPolicy>;
  options?: PasswordCheckOptions;
  /** The failed rules: key (without the `auth:policy.` prefix) → expected params (subset). */
  errors: Record<string, Record<string, string | number>>;
}

// prettier-ignore
const cases: Record<string, Case> = {
  // length (code points)
  'shorter than minLength':                  { password: 'abc1', policy: { minLength: 6 }, errors: { minLength: { min: 6 } } },
  'exactly minLength':                       { password: 'abc1xy', policy: { minLength: 6 }, errors: {} },
  'longer than maxLength':                   { password: 'k3v9m2q8x7w', policy: { maxLength: 10 }, errors: { maxLength: { max: 10 } } },
  'exactly maxLength':                       { password: 'k3v9m2q8x7', policy: { maxLength: 10 }, errors: {} },
  'emoji count as one character each':       { password: '😀😀😀😀😀😀', policy: { minLength: 6, maxLength: 6 }, errors: {} },
  'empty password against minLength':        { password: '', policy: { minLength: 1 }, errors: { minLength: { min: 1 } } },
  'empty password, no rule':                 { password: '', policy: {}, errors: {} },
  // digits
  'too few digits':                          { password: 'abc1', policy: { digits: 2 }, errors: { digits: { min: 2 } } },
  'enough digits':                           { password: 'a1b2', policy: { digits: 2 }, errors: {} },
  'Persian digits count as digits':          { password: 'رمز۱۲', policy: { digits: 2 }, errors: {} },
  'Arabic-Indic digits count as digits':     { password: 'pass٣٧', policy: { digits: 2 }, errors: {} },
  'digits 0 is no rule':                     { password: 'abc', policy: { digits: 0 }, errors: {} },
  // non-alphanumerics
  'too few symbols':                         { password: 'abc!', policy: { nonAlphanumerics: 2 }, errors: { nonAlphanumerics: { min: 2 } } },
  'enough symbols':                          { password: 'a!b@', policy: { nonAlphanumerics: 2 }, errors: {} },
  'a space is not a symbol':                 { password: 'a b c', policy: { nonAlphanumerics: 1 }, errors: { nonAlphanumerics: { min: 1 } } },
  'Persian letters are not symbols':         { password: 'سلام', policy: { nonAlphanumerics: 1 }, errors: { nonAlphanumerics: { min: 1 } } },
  'Persian punctuation is a symbol':         { password: 'سلام،', policy: { nonAlphanumerics: 1 }, errors: {} },
  // case
  'too few uppercase':                       { password: 'abcD', policy: { uppercase: 2 }, errors: { uppercase: { min: 2 } } },
  'enough uppercase':                        { password: 'AbCd', policy: { uppercase: 2 }, errors: {} },
  'Persian letters are not uppercase':       { password: 'سلامa', policy: { uppercase: 1 }, errors: { uppercase: { min: 1 } } },
  'too few lowercase':                       { password: 'ABCd', policy: { lowercase: 2 }, errors: { lowercase: { min: 2 } } },
  'enough lowercase':                        { password: 'ABcd', policy: { lowercase: 2 }, errors: {} },
  // alphabetical sequences (default length 4)
  'alphabetical run':                        { password: 'xabcdx', policy: { alphabeticalSequence: true }, errors: { alphabeticalSequence: { length: 4, example: 'abcd', found: 'abcd' } } },
  'alphabetical run of 3 is below default':  { password: 'xabcx', policy: { alphabeticalSequence: true }, errors: {} },
  'alphabetical is case-insensitive':        { password: 'AbCd', policy: { alphabeticalSequence: true }, errors: { alphabeticalSequence: { found: 'AbCd' } } },
  'alphabetical reverse':                    { password: 'dcba', policy: { alphabeticalSequence: true }, errors: { alphabeticalSequence: { found: 'dcba' } } },
  'longest alphabetical run reported':       { password: 'abcd-mnopqr', policy: { alphabeticalSequence: true }, errors: { alphabeticalSequence: { found: 'mnopqr' } } },
  'yzab without wrap passes':                { password: 'yzab', policy: { alphabeticalSequence: true }, errors: {} },
  'yzab with wrap':                          { password: 'yzab', policy: { alphabeticalSequence: true, ...wrap }, errors: { alphabeticalSequence: { found: 'yzab' } } },
  'xyzab with wrap':                         { password: '1xyzab', policy: { alphabeticalSequence: true, ...wrap }, errors: { alphabeticalSequence: { found: 'xyzab' } } },
  'BAZY reverse with wrap':                  { password: 'BAZY', policy: { alphabeticalSequence: true, ...wrap }, errors: { alphabeticalSequence: { found: 'BAZY' } } },
  'zig-zag is not a sequence':               { password: 'abcbabcb', policy: { alphabeticalSequence: true }, errors: {} },
  'keyboard run is not alphabetical':        { password: 'qwer', policy: { alphabeticalSequence: true }, errors: {} },
  // numerical sequences
  'numerical run':                           { password: 'pass1234', policy: { numericalSequence: true }, errors: { numericalSequence: { length: 4, example: '1234', found: '1234' } } },
  'numerical reverse':                       { password: 'x4321', policy: { numericalSequence: true }, errors: { numericalSequence: { found: '4321' } } },
  '8901 without wrap passes':                { password: '8901', policy: { numericalSequence: true }, errors: {} },
  '7890 without wrap passes':                { password: '7890', policy: { numericalSequence: true }, errors: {} },
  '8901 with wrap':                          { password: '8901', policy: { numericalSequence: true, ...wrap }, errors: { numericalSequence: { found: '8901' } } },
  '90123 with wrap':                         { password: 'a90123', policy: { numericalSequence: true, ...wrap }, errors: { numericalSequence: { found: '90123' } } },
  '1098 reverse with wrap':                  { password: '1098', policy: { numericalSequence: true, ...wrap }, errors: { numericalSequence: { found: '1098' } } },
  'repeated digits are not a sequence':      { password: '1111', policy: { numericalSequence: true }, errors: {} },
  // keyboard sequences (QWERTY rows and the shifted digit row)
  'keyboard top row':                        { password: 'qwer', policy: { keyboardSequence: true }, errors: { keyboardSequence: { length: 4, example: 'qwer', found: 'qwer' } } },
  'keyboard reverse, any case':              { password: 'REWQ', policy: { keyboardSequence: true }, errors: { keyboardSequence: { found: 'REWQ' } } },
  'keyboard home row':                       { password: '9asdf', policy: { keyboardSequence: true }, errors: { keyboardSequence: { found: 'asdf' } } },
  'keyboard bottom row':                     { password: 'zxcv!', policy: { keyboardSequence: true }, errors: { keyboardSequence: { found: 'zxcv' } } },
  'keyboard reverse poiu':                   { password: 'poiu', policy: { keyboardSequence: true }, errors: { keyboardSequence: { found: 'poiu' } } },
  'shifted digit row':                       { password: 'a!@#$', policy: { keyboardSequence: true }, errors: { keyboardSequence: { found: '!@#$' } } },
  'opqw without wrap passes':                { password: 'opqw', policy: { keyboardSequence: true }, errors: {} },
  'opqw with wrap':                          { password: 'opqw', policy: { keyboardSequence: true, ...wrap }, errors: { keyboardSequence: { found: 'opqw' } } },
  'klas with wrap':                          { password: 'klas', policy: { keyboardSequence: true, ...wrap }, errors: { keyboardSequence: { found: 'klas' } } },
  'shifted row wraps: )!@#':                 { password: ')!@#', policy: { keyboardSequence: true, ...wrap }, errors: { keyboardSequence: { found: ')!@#' } } },
  'rows do not join (iopa)':                 { password: 'iopa', policy: { keyboardSequence: true, ...wrap }, errors: {} },
  'digit row is left to numerical':          { password: '1234', policy: { keyboardSequence: true }, errors: {} },
  'alphabetical run is not keyboard':        { password: 'abcd', policy: { keyboardSequence: true }, errors: {} },
  // sequence length option
  'sequenceLength 5: abcd passes':           { password: 'abcd', policy: { alphabeticalSequence: true }, options: { sequenceLength: 5 }, errors: {} },
  'sequenceLength 5: abcde fails':           { password: 'abcde', policy: { alphabeticalSequence: true }, options: { sequenceLength: 5 }, errors: { alphabeticalSequence: { length: 5, example: 'abcde', found: 'abcde' } } },
  'sequenceLength 3: 789':                   { password: 'x789', policy: { numericalSequence: true }, options: { sequenceLength: 3 }, errors: { numericalSequence: { length: 3, example: '123', found: '789' } } },
  'sequenceLength below 3 is raised to 3':   { password: 'ab', policy: { alphabeticalSequence: true }, options: { sequenceLength: 1 }, errors: {} },
  // repeats (default 3, case-sensitive)
  'two in a row pass':                       { password: 'aab', policy: { repeats: true }, errors: {} },
  'three in a row':                          { password: 'xaaab', policy: { repeats: true }, errors: { repeats: { times: 3, found: 'aaa' } } },
  'longest repeat reported':                 { password: 'aaa-1111', policy: { repeats: true }, errors: { repeats: { found: '1111' } } },
  'repeats are case-sensitive':              { password: 'aAa', policy: { repeats: true }, errors: {} },
  'Persian repeats':                         { password: 'ههه', policy: { repeats: true }, errors: { repeats: { found: 'ههه' } } },
  'repeatLength 4: aaa passes':              { password: 'aaa', policy: { repeats: true }, options: { repeatLength: 4 }, errors: {} },
  'repeatLength 4: aaaa fails':              { password: 'aaaa', policy: { repeats: true }, options: { repeatLength: 4 }, errors: { repeats: { times: 4 } } },
  // whitespace
  'a space':                                 { password: 'pass word', policy: { whitespace: true }, errors: { whitespace: {} } },
  'a tab':                                   { password: 'pass\tword', policy: { whitespace: true }, errors: { whitespace: {} } },
  'a no-break space':                        { password: 'pass\u00a0word', policy: { whitespace: true }, errors: { whitespace: {} } },
  'a leading space':                         { password: ' password', policy: { whitespace: true }, errors: { whitespace: {} } },
  'ZWNJ is not whitespace':                  { password: 'می\u200cخواهم', policy: { whitespace: true }, errors: {} },
  'whitespace allowed when the flag is off': { password: 'pass word', policy: { whitespace: false }, errors: {} },
  // several rules at once
  'everything wrong':                        {
    password: 'aaa bcd',
    policy: { minLength: 8, digits: 1, nonAlphanumerics: 1, uppercase: 1, repeats: true, whitespace: true, alphabeticalSequence: true },
    options: { sequenceLength: 3 },
    errors: { minLength: {}, digits: {}, nonAlphanumerics: {}, uppercase: {}, alphabeticalSequence: { found: 'bcd' }, repeats: { found: 'aaa' }, whitespace: {} },
  },
};

describe('checkPassword rules', () => {
  it.each(Object.entries(cases))('%s', (_name, c) => {
    const result = checkPassword(c.password, { ...none, ...c.policy }, c.options);

    const expected = Object.keys(c.errors).map((k) => `auth:policy.${k}`);
    expect(result.errors.map((e) => e.key)).toEqual(expected);
    for (const error of result.errors) {
      expect(error.params).toMatchObject(c.errors[error.key.slice('auth:policy.'.length)] ?? {});
    }
    expect(result.isValid).toBe(expected.length === 0);
  });
});

describe('requirements', () => {
  const full: PasswordPolicy = {
    minLength: 8,
    maxLength: 20,
    digits: 1,
    nonAlphanumerics: 1,
    uppercase: 1,
    lowercase: 1,
    alphabeticalSequence: true,
    numericalSequence: true,
    keyboardSequence: true,
    sequenceWrap: true,
    repeats: true,
    whitespace: true,
  };

  it('lists every rule the policy sets, in a stable order, with met flags', () => {
    const result = checkPassword('Tehran#1403', full);

    expect(result.isValid).toBe(true);
    expect(result.errors).toEqual([]);
    expect(result.requirements.map((r) => r.key)).toEqual(POLICY_RULE_KEYS);
    expect(result.requirements.every((r) => r.met)).toBe(true);
    expect(result.requirements[0]).toEqual({ key: 'auth:policy.minLength', params: { min: 8 }, met: true });
    expect(result.requirements[9]).toEqual({ key: 'auth:policy.repeats', params: { times: 3 }, met: true });
  });

  it('an unmet requirement is also an error with the same key and params', () => {
    const result = checkPassword('Qwer#5791x', full);
    expect(result.requirements.filter((r) => !r.met).map((r) => r.key)).toEqual(['auth:policy.keyboardSequence']);
    expect(result.errors).toEqual([
      { key: 'auth:policy.keyboardSequence', params: { length: 4, example: 'qwer', found: 'Qwer' } },
    ]);
  });

  it('rules the policy does not set are not listed', () => {
    expect(checkPassword('x', none).requirements).toEqual([]);
    expect(checkPassword('x', { ...none, digits: 0, repeats: false }).requirements).toEqual([]);
  });
});

describe('warnings', () => {
  it.each([
    ['non-Latin characters', 'Tehran۱۴۰۳', none, [{ key: 'auth:policy.warnings.nonLatin' }]],
    [
      'a sequence the policy allows',
      'xx-abcd',
      none,
      [{ key: 'auth:policy.warnings.sequence', params: { found: 'abcd' } }],
    ],
    [
      'only the longest allowed sequence',
      'abcd-98765',
      none,
      [{ key: 'auth:policy.warnings.sequence', params: { found: '98765' } }],
    ],
    ['a rejected sequence is an error, not a warning', 'xx-abcd', { ...none, alphabeticalSequence: true }, []],
    [
      'an allowed sequence next to a rejected one',
      'abcd-qwer',
      { ...none, alphabeticalSequence: true },
      [{ key: 'auth:policy.warnings.sequence', params: { found: 'qwer' } }],
    ],
    ['repeats the policy allows', 'zaaa', none, [{ key: 'auth:policy.warnings.repeats', params: { found: 'aaa' } }]],
    ['rejected repeats give no warning', 'zaaa', { ...none, repeats: true }, []],
    ['a leading space', ' secret', none, [{ key: 'auth:policy.warnings.edgeWhitespace' }]],
    ['a trailing space', 'secret ', none, [{ key: 'auth:policy.warnings.edgeWhitespace' }]],
    ['an inner space is fine', 'sec ret', none, []],
    ['nothing to say', 'Tehran#1403', none, []],
  ] as const)('%s', (_name, password, policy, expected) => {
    expect(checkPassword(password, policy).warnings).toEqual(expected);
  });
});

describe('strength', () => {
  it.each([
    ['', 0], // empty
    ['password', 28], // 8×3 + 1 class×14 − 10 (single class)
    ['Tehran#1403', 89], // 11×3 + 4 classes×14
    ['abcd1234', 20], // 8×3 + 2×14 − 8 chars in sequences×4
    ['aaaaaaaa', 0], // 24 + 14 − 10 − 32, clamped
    ['Aa1!Aa1!Aa1!Aa1!Aa1!Aa1!', 100], // 12×3 + 8 + 56
    ['رمزعبور', 25], // 7×3 + other letters 14 − 10
    ['Tehran#1403 نو', 94], // 14 chars: 12×3 + 2, five classes count as four: 56
  ])('strength(%j) = %i', (password, expected) => {
    expect(checkPassword(password, none).strength).toBe(expected);
  });

  it('grows with length and with each new character class', () => {
    const s = (p: string) => checkPassword(p, none).strength;
    expect(s('kpfh')).toBeLessThan(s('kpfhtw'));
    expect(s('kpfhtw')).toBeLessThan(s('kpfhtW'));
    expect(s('kpfhtW')).toBeLessThan(s('kpfht7W'));
    expect(s('kpfht7W')).toBeLessThan(s('kpf#ht7W'));
  });

  it('the policy does not change the score', () => {
    expect(checkPassword('abcd1234', { ...none, alphabeticalSequence: true, sequenceWrap: false }).strength).toBe(20);
  });

  it.each([
    [0, 'veryWeak'],
    [19, 'veryWeak'],
    [20, 'weak'],
    [40, 'fair'],
    [60, 'strong'],
    [79, 'strong'],
    [80, 'veryStrong'],
    [100, 'veryStrong'],
  ] as const)('strengthLevel(%i) = %s', (score, level) => {
    expect(strengthLevel(score)).toBe(level);
  });
});

describe('translations', () => {
  const bundles = { fa: faAuth, en: enAuth, ar: arAuth };
  const lookup = (bundle: unknown, key: string): unknown =>
    key
      .replace(/^auth:/, '')
      .split('.')
      .reduce<unknown>(
        (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
        bundle,
      );

  it('every key the check can return exists in fa, en and ar with the parameters it interpolates', () => {
    // Produce every rule and warning with its params, then look each up.
    const all: PasswordPolicy = {
      minLength: 30,
      maxLength: 1,
      digits: 5,
      nonAlphanumerics: 5,
      uppercase: 5,
      lowercase: 50,
      alphabeticalSequence: true,
      numericalSequence: true,
      keyboardSequence: true,
      repeats: true,
      whitespace: true,
    };
    const issues = [...checkPassword('abcd 1234 qwer aaa', all).errors, ...checkPassword(' ۱abcd aaa', none).warnings];
    expect(new Set(issues.map((i) => i.key))).toEqual(new Set([...POLICY_RULE_KEYS, ...POLICY_WARNING_KEYS]));
    for (const [lng, bundle] of Object.entries(bundles)) {
      for (const issue of issues) {
        const text = lookup(bundle, issue.key);
        expect(typeof text, `${lng} ${issue.key}`).toBe('string');
        for (const name of (text as string).matchAll(/\{\{(\w+)\}\}/g)) {
          expect(issue.params, `${lng} ${issue.key} uses {{${name[1]}}}`).toHaveProperty(name[1] as string);
        }
      }
      for (const level of STRENGTH_LEVELS)
        expect(typeof lookup(bundle, `auth:strength.${level}`), `${lng} ${level}`).toBe('string');
    }
  });
});
