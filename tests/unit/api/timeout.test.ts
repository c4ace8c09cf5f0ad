import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { listSelfs } from '@/api/generated/rest/hooks/programs/programs';
import { DEFAULT_TIMEOUT_MS, timeoutFor } from '@/api/call-policy';
import faApi from '@/i18n/locales/fa/api.json';
import { server } from '../../msw-server';
import { recordEvents, freshTransportEachTest } from './transport-kit';

freshTransportEachTest();
const events = recordEvents();

const slowSelfs = () =>
  server.use(
    http.get('*/rest/selfs', async () => {
      await delay(200);
      return HttpResponse.json({ payload: [] });
    }),
  );

describe('timeouts and transport failures', () => {
  it('a call slower than its timeout fails with ApiError kind "timeout"', async () => {
    slowSelfs();
    const error = await listSelfs({ timeoutMs: 50 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'timeout',
      status: null,
      messageKey: 'api:timeout',
      messageFa: faApi.timeout,
      hasServerMessage: false,
    });
    expect(events['api.toast']).toEqual([]);
  });

  it("a hook's query function passes React Query's signal beside the per-call options", async () => {
    slowSelfs();
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    await expect(listSelfs({ timeoutMs: 5000 }, controller.signal)).rejects.toMatchObject({ kind: 'aborted' });
  });

  it("the caller's AbortSignal still works beside the timeout: kind 'aborted'", async () => {
    slowSelfs();
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    await expect(listSelfs({ signal: controller.signal })).rejects.toMatchObject({ kind: 'aborted' });
  });

  it("a network failure is kind 'network'", async () => {
    server.use(http.get('*/rest/selfs', () => HttpResponse.error()));
    await expect(listSelfs()).rejects.toMatchObject({ kind: 'network', messageKey: 'api:network' });
  });

  it('knows the timeouts of platform.md 9', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(70_000);
    expect(timeoutFor('rest', 'GET', '/rest/users/me')).toBe(70_000);
    expect(timeoutFor('rest', 'GET', '/rest/users/activity-logs')).toBe(120_000);
    expect(timeoutFor('helpdesk', 'GET', '/issues.json')).toBe(15_000);
    expect(timeoutFor('face', 'POST', '/face/enroll')).toBe(5_400_000);
  });
});
