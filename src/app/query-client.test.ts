import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { DEFAULT_TIMEOUT_MS } from '@/api/call-policy';
import { createQueryClient, shouldRetry } from './query-client';

describe('query retry policy', () => {
  it('retries network failures and 5xx twice', () => {
    for (const error of [ApiError.network(null), ApiError.fromHttp(503, null)]) {
      expect(shouldRetry(0, error)).toBe(true);
      expect(shouldRetry(1, error)).toBe(true);
      expect(shouldRetry(2, error)).toBe(false);
    }
  });
  it('never retries 4xx answers or invalid responses', () => {
    expect(shouldRetry(0, ApiError.fromHttp(400, null))).toBe(false);
    expect(shouldRetry(0, ApiError.fromHttp(404, null))).toBe(false);
    expect(shouldRetry(0, ApiError.invalidResponse(200, {}))).toBe(false);
    expect(shouldRetry(0, ApiError.notData(200, '<html>'))).toBe(false);
  });
});

describe('a timed-out query', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is retried silently once, then fails with the "took too long" error', () => {
    expect(shouldRetry(0, ApiError.timeout(DEFAULT_TIMEOUT_MS))).toBe(true);
    expect(shouldRetry(1, ApiError.timeout(DEFAULT_TIMEOUT_MS))).toBe(false);
  });

  it('spends two attempts of the 70 s timeout, not three (221 s of spinner before)', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    let attempts = 0;
    // Each attempt fails as the transport fails a call that got no answer within its timeout.
    const queryFn = () =>
      new Promise((_, reject) => {
        attempts += 1;
        setTimeout(() => reject(ApiError.timeout(DEFAULT_TIMEOUT_MS)), DEFAULT_TIMEOUT_MS);
      });
    const started = Date.now();
    let failedAt = 0;
    const result = client.fetchQuery({ queryKey: ['slow'], queryFn }).catch((error: unknown) => {
      failedAt = Date.now();
      return error;
    });
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    const error = await result;
    expect(error).toMatchObject({ kind: 'timeout', messageKey: 'api:timeout' });
    expect(attempts).toBe(2);
    // Two timeouts and TanStack's first backoff, well short of a third attempt.
    expect(failedAt - started).toBeLessThanOrEqual(2 * DEFAULT_TIMEOUT_MS + 2_000);
  });
});
