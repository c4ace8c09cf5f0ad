import { describe, expect, it } from 'vitest';
import { ApiError, toApiError } from '@/api/api-error';
import faApi from '@/i18n/locales/fa/api.json';

describe('ApiError', () => {
  it('reads the envelope: messageResource, messageFa, message', () => {
    const e = ApiError.fromHttp(400, { messageResource: 'X', messageFa: 'پیام', message: 'msg', code: 12 });
    expect(e).toMatchObject({
      kind: 'http',
      status: 400,
      errorCode: 'X',
      messageFa: 'پیام',
      messageEn: 'msg',
      hasServerMessage: true,
    });
    expect(e.message).toBe('msg');
  });

  it("falls back to OAuth's error, then the envelope code; unknown-error texts by default", () => {
    expect(ApiError.fromHttp(400, { error: 'invalid_grant', error_description: 'Bad credentials' })).toMatchObject({
      errorCode: 'invalid_grant',
      messageEn: 'Bad credentials',
      messageFa: faApi.unknown,
      messageKey: 'api:unknown',
      hasServerMessage: false,
    });
    expect(ApiError.fromHttp(500, { code: 17 })).toMatchObject({ errorCode: '17', messageEn: 'API Failed' });
    expect(ApiError.fromHttp(500, undefined)).toMatchObject({
      errorCode: null,
      data: undefined,
      messageEn: 'API Failed',
    });
  });

  it('normalises anything thrown', () => {
    expect(toApiError(new SyntaxError('Unexpected token'))).toMatchObject({ kind: 'invalid-response' });
    expect(toApiError(new DOMException('stop', 'AbortError'))).toMatchObject({ kind: 'aborted' });
    expect(toApiError(new TypeError('Failed to fetch'))).toMatchObject({ kind: 'network', messageFa: faApi.network });
    const same = ApiError.timeout(5);
    expect(toApiError(same)).toBe(same);
  });
});
