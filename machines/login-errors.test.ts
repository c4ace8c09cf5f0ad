import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_KEYS, loginErrorMessage, restErrorMessage, statusOf } from './login-errors';
import { welcomeMessage } from './login.machine';
import { SESSION_MESSAGES } from './session.machine';

const oauth = (status: number, error_description?: string) => ({
  status,
  data: { error: 'invalid_grant', error_description },
});

describe('loginErrorMessage (platform.md 8, login failure)', () => {
  it.each([
    ['401 locked', oauth(401, 'User account is locked'), { key: 'auth:errors.locked' }],
    ['400 locked, inside a longer text', oauth(400, 'Error: User account is locked.'), { key: 'auth:errors.locked' }],
    ['401 disabled', oauth(401, 'User is disabled'), { key: 'auth:errors.disabled' }],
    ['400 disabled', oauth(400, 'User is disabled'), { key: 'auth:errors.disabled' }],
    [
      '400 Persian text with "حساب" is shown as is',
      oauth(400, ' حساب کاربری شما منقضی شده است '),
      { key: 'auth:errors.server', params: { message: 'حساب کاربری شما منقضی شده است' } },
    ],
    [
      '401 Persian text with "حساب"',
      oauth(401, 'حساب شما مسدود است'),
      { key: 'auth:errors.server', params: { message: 'حساب شما مسدود است' } },
    ],
    [
      '400 Persian text without "حساب" is invalid credentials',
      oauth(400, 'کد امنیتی نادرست است'),
      { key: 'auth:errors.invalidCredentials' },
    ],
    ['400 Bad credentials', oauth(400, 'Bad credentials'), { key: 'auth:errors.invalidCredentials' }],
    ['401 without a description', { status: 401 }, { key: 'auth:errors.invalidCredentials' }],
    ['400 with a body that is not an object', { status: 400, data: 'oops' }, { key: 'auth:errors.invalidCredentials' }],
    [
      '400 with a non-string description',
      { status: 400, data: { error_description: 42 } },
      { key: 'auth:errors.invalidCredentials' },
    ],
    [
      '403 is a connect error with its code',
      oauth(403, 'User account is locked'),
      { key: 'auth:errors.connectWithCode', params: { code: 403 } },
    ],
    ['500', { status: 500 }, { key: 'auth:errors.connectWithCode', params: { code: 500 } }],
    ['a 2xx that could not be read', { status: 200 }, { key: 'auth:errors.connectWithCode', params: { code: 200 } }],
    ['no status (network)', { status: null }, { key: 'auth:errors.connect' }],
    ['status 0 (opaque failure)', { status: 0 }, { key: 'auth:errors.connect' }],
    ['a thrown TypeError', new TypeError('Failed to fetch'), { key: 'auth:errors.connect' }],
    ['a thrown string', 'boom', { key: 'auth:errors.connect' }],
    ['undefined', undefined, { key: 'auth:errors.connect' }],
  ])('%s', (_name, error, expected) => {
    expect(loginErrorMessage(error)).toEqual(expected);
  });
});

describe('restErrorMessage (profile and reset-password calls)', () => {
  it.each([
    [
      'server Persian message',
      { status: 400, hasServerMessage: true, messageFa: ' کاربر یافت نشد ' },
      { key: 'auth:errors.server', params: { message: 'کاربر یافت نشد' } },
    ],
    [
      'hasServerMessage without text',
      { status: 400, hasServerMessage: true, messageFa: '  ' },
      { key: 'auth:errors.connectWithCode', params: { code: 400 } },
    ],
    [
      "a default message is not the server's",
      { status: 502, hasServerMessage: false, messageFa: 'خطای ناشناخته' },
      { key: 'auth:errors.connectWithCode', params: { code: 502 } },
    ],
    ['no status', { status: null }, { key: 'auth:errors.connect' }],
    ['not an object', null, { key: 'auth:errors.connect' }],
  ])('%s', (_name, error, expected) => {
    expect(restErrorMessage(error)).toEqual(expected);
  });

  it('statusOf ignores non-numbers', () => {
    expect(statusOf({ status: '401' })).toBeNull();
    expect(statusOf({ status: Number.NaN })).toBeNull();
    expect(statusOf({ status: 401 })).toBe(401);
  });
});

describe('translations of every key the auth machines produce', () => {
  // machines/ may not import src/; the JSON files are read as data (vitest runs from the project root).
  const bundles = Object.fromEntries(
    ['fa', 'en', 'ar'].map((lng) => [
      lng,
      JSON.parse(readFileSync(path.join(process.cwd(), 'src/i18n/locales', lng, 'auth.json'), 'utf8')) as unknown,
    ]),
  );
  const lookup = (bundle: unknown, key: string): unknown =>
    key
      .replace(/^auth:/, '')
      .split('.')
      .reduce<unknown>(
        (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
        bundle,
      );

  const messages: { key: string; params?: Record<string, unknown> }[] = [
    ...AUTH_ERROR_KEYS.map((key) => ({ key, params: { code: 500, message: 'x' } })),
    welcomeMessage({ firstName: 'a' }, 'u'),
    { key: 'auth:warnings.captchaNotReady' },
    { key: 'auth:reset.sent' },
    ...Object.values(SESSION_MESSAGES).map((key) => ({ key })),
  ];

  it.each(['fa', 'en', 'ar'])('%s has each key, with only the parameters the message carries', (lng) => {
    for (const message of messages) {
      const text = lookup(bundles[lng], message.key);
      expect(typeof text, `${lng} ${message.key}`).toBe('string');
      for (const [, name] of (text as string).matchAll(/\{\{(\w+)\}\}/g)) {
        expect(message.params ?? {}, `${lng} ${message.key} uses {{${name}}}`).toHaveProperty(name as string);
      }
    }
  });

  it('each mapping gives the parameters its text needs', () => {
    expect(loginErrorMessage({ status: 500 }).params).toEqual({ code: 500 });
    expect(loginErrorMessage(oauth(400, 'حساب')).params).toEqual({ message: 'حساب' });
  });
});
