import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { listReservesResponse } from './generated/rest/zod/reserves/reserves';
import { hasList, pruneInvalidItems, validItems } from './valid-items';

const item = z.object({ id: z.number().optional(), title: z.string(), mainText: z.string() });

describe('validItems', () => {
  it('keeps the valid items, drops the malformed ones and reports once per list', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const list = [
      { id: 1, title: 'a', mainText: 'x' },
      { id: 2, title: null, mainText: 'y' },
      null,
      { title: 'b', mainText: 'z' },
    ];
    expect(validItems(list, item, 'test-list')).toEqual([list[0], list[3]]);
    expect(validItems(list, item, 'test-list')).toHaveLength(2);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
  it('a value that is not a list gives no items', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(validItems({ content: [] }, item, 'other-list')).toEqual([]);
    warn.mockRestore();
  });
});

describe('pruneInvalidItems on lazy answer schemas (scripts/generate.ts wraps each in zod.lazy)', () => {
  it('builds a lazy schema once however often an answer is pruned', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const build = vi.fn(() => z.object({ payload: z.array(item) }));
    const answer = z.lazy(build);
    const body = { payload: [{ title: 'a', mainText: 'x' }, { title: null }] };
    expect(pruneInvalidItems(answer, body, 'lazy-list')).toEqual({ payload: [{ title: 'a', mainText: 'x' }] });
    expect(pruneInvalidItems(answer, body, 'lazy-list')).toEqual({ payload: [{ title: 'a', mainText: 'x' }] });
    expect(build).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('sees through the generated lazy schemas to their lists', () => {
    expect(listReservesResponse._zod.def.type).toBe('lazy');
    expect(hasList(listReservesResponse)).toBe(true);
  });
});
