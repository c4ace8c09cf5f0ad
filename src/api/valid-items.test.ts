import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { validItems } from './valid-items';

const item = z.object({ id: z.number().optional(), title: z.string(), mainText: z.string() });

describe('validItems (issue 12)', () => {
  it('keeps the valid items, drops the malformed ones and reports once per list', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const list = [{ id: 1, title: 'a', mainText: 'x' }, { id: 2, title: null, mainText: 'y' }, null, { title: 'b', mainText: 'z' }];
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
