import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { listInboxMessages } from '@/api/generated/rest/hooks/messages/messages';
import { listReserves } from '@/api/generated/rest/hooks/reserves/reserves';
import { server } from '../../msw-server';
import { freshTransportEachTest } from './transport-kit';

freshTransportEachTest();

// Which reads are list reads is generated from the contract: tests/unit/api/operations.test.ts.
describe('list policy', () => {
  it('one malformed inbox message (message: null) is dropped, the others arrive, reported once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const good = (id: number) => ({ id, read: false, message: { subject: `s${id}`, body: 'Ym9keQ==' } });
    server.use(
      http.get('*/rest/users/me/messages/inbox', () =>
        HttpResponse.json({
          type: 'SUCCESS',
          payload: { totalElements: 3, content: [good(1), { id: 2, read: false, message: null }, good(3)] },
        }),
      ),
    );
    const answer = await listInboxMessages({ page: 0, size: 10 });
    expect(answer.payload?.content.map((m) => m.id)).toEqual([1, 3]);
    await listInboxMessages({ page: 0, size: 10 });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('1 of 3 items dropped');
    warn.mockRestore();
  });

  it('a validated call (reserves) drops its bad item instead of failing whole', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const day = { date: '2025-01-04', mealTypes: [] };
    server.use(
      http.get('*/rest/reserves', () =>
        HttpResponse.json({
          type: 'SUCCESS',
          payload: { weekDays: [day, null, { date: 5 }], mealTypes: [{ id: 1, name: 'ناهار' }, { id: 'x' }] },
        }),
      ),
    );
    const answer = await listReserves({} as Parameters<typeof listReserves>[0]);
    expect(answer.payload?.weekDays).toEqual([day]);
    expect(answer.payload?.mealTypes).toEqual([{ id: 1, name: 'ناهار' }]);
    warn.mockRestore();
  });

  it('a whole answer arrives as sent, not pruned list by list and re-serialized', async () => {
    const text = JSON.stringify({
      type: 'SUCCESS',
      payload: { weekDays: [{ date: '2025-01-04', mealTypes: [] }], mealTypes: [{ id: 1, name: 'ناهار' }] },
    });
    server.use(
      http.get('*/rest/reserves', () => new HttpResponse(text, { headers: { 'Content-Type': 'application/json' } })),
    );
    const stringify = vi.spyOn(JSON, 'stringify');
    const answer = await listReserves({} as Parameters<typeof listReserves>[0]);
    expect(answer).toEqual(JSON.parse(text));
    // Nothing was dropped, so the answer was not rebuilt from a pruned copy.
    expect(
      stringify.mock.calls.filter(([value]) => typeof value === 'object' && value !== null && 'payload' in value),
    ).toHaveLength(0);
    stringify.mockRestore();
  });
});
