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

/** The self list never answers; resolves once the call has reached the server. */
function slowSelfs(): Promise<void> {
  let arrived!: () => void;
  const reached = new Promise<void>((resolve) => (arrived = resolve));
  server.use(
    http.get('*/rest/selfs', async () => {
      arrived();
      await delay('infinite');
      return HttpResponse.json({ payload: [] });
    }),
  );
  return reached;
}

describe('timeouts and transport failures', () => {
  it('a call slower than its timeout fails with ApiError kind "timeout"', async () => {
    void slowSelfs();
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
    const reached = slowSelfs();
    const controller = new AbortController();
    const call = listSelfs({ timeoutMs: 5000 }, controller.signal);
    await reached;
    controller.abort();
    await expect(call).rejects.toMatchObject({ kind: 'aborted' });
  });

  it("the caller's AbortSignal still works beside the timeout: kind 'aborted'", async () => {
    const reached = slowSelfs();
    const controller = new AbortController();
    const call = listSelfs({ signal: controller.signal });
    await reached;
    controller.abort();
    await expect(call).rejects.toMatchObject({ kind: 'aborted' });
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
