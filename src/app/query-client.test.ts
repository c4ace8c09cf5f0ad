import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { shouldRetry } from './query-client';

describe('query retry policy (issue 12)', () => {
  it('retries network failures, timeouts and 5xx twice', () => {
    for (const error of [ApiError.network(null), ApiError.timeout(1000), ApiError.fromHttp(503, null)]) {
      expect(shouldRetry(0, error)).toBe(true);
      expect(shouldRetry(1, error)).toBe(true);
      expect(shouldRetry(2, error)).toBe(false);
    }
  });
  it('never retries 4xx answers or invalid responses', () => {
    expect(shouldRetry(0, ApiError.fromHttp(400, null))).toBe(false);
    expect(shouldRetry(0, ApiError.fromHttp(404, null))).toBe(false);
    expect(shouldRetry(0, ApiError.invalidResponse(200, {}))).toBe(false);
  });
});
