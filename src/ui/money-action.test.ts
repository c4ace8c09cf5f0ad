import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { outcomeOf, outcomeUnknown } from './money-action';

describe('money action outcomes', () => {
  it('a 4xx is a refusal; no answer, a timeout, a 5xx (with or without words) or an unreadable answer is unknown', () => {
    expect(outcomeUnknown(ApiError.fromHttp(400, { messageFa: 'موجودی کافی نیست' }))).toBe(false);
    expect(outcomeUnknown(ApiError.fromHttp(409, {}))).toBe(false);
    expect(outcomeUnknown(ApiError.fromHttp(500, {}))).toBe(true);
    expect(outcomeUnknown(ApiError.fromHttp(502, 'Bad Gateway'))).toBe(true);
    expect(outcomeUnknown(ApiError.fromHttp(503, { messageFa: 'خطای سرور' }))).toBe(true);
    expect(outcomeUnknown(ApiError.network(new TypeError('Failed to fetch')))).toBe(true);
    expect(outcomeUnknown(ApiError.timeout(15_000))).toBe(true);
    expect(outcomeUnknown(ApiError.invalidResponse(200, 'not json'))).toBe(true);
    expect(outcomeUnknown(new Error('anything else'))).toBe(true);
  });

  it("a refusal carries the server's words when it sent any", () => {
    expect(
      outcomeOf({ status: 'error', error: ApiError.fromHttp(400, { messageFa: 'موجودی کافی نیست' }) }),
    ).toMatchObject({ status: 'refused', message: 'موجودی کافی نیست' });
    expect(outcomeOf({ status: 'error', error: ApiError.fromHttp(400, {}) })).toMatchObject({
      status: 'refused',
      message: null,
    });
    expect(outcomeOf({ status: 'success', data: 1 })).toEqual({ status: 'done', data: 1 });
    expect(outcomeOf({ status: 'pending' })).toEqual({ status: 'pending' });
    expect(outcomeOf({ status: 'idle' })).toEqual({ status: 'idle' });
  });
});
