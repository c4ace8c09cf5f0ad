import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  readStamped,
  readStored,
  readStoredJson,
  removeStored,
  writeStamped,
  writeStored,
  writeStoredJson,
} from './local-store';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('local store', () => {
  it('reads, writes and removes text; null removes', () => {
    expect(writeStored('k', 'v')).toBe(true);
    expect(readStored('k')).toBe('v');
    writeStored('k', null);
    expect(localStorage.getItem('k')).toBeNull();
    writeStored('a', '1');
    writeStored('b', '2');
    removeStored(['a', 'b']);
    expect([readStored('a'), readStored('b')]).toEqual([null, null]);
  });

  it('parses JSON and gives null for malformed text', () => {
    writeStoredJson('j', { sport: 10 });
    expect(localStorage.getItem('j')).toBe('{"sport":10}');
    expect(readStoredJson('j')).toEqual({ sport: 10 });
    localStorage.setItem('j', '{broken');
    expect(readStoredJson('j')).toBeNull();
  });

  it('keeps a stamped value while it is fresh, never from the future', () => {
    writeStamped('s', { unikey: 'ut' }, 1_000);
    expect(JSON.parse(localStorage.getItem('s') ?? '')).toEqual({ unikey: 'ut', at: 1_000 });
    expect(readStamped('s', 500, 1_499)).toEqual({ unikey: 'ut', at: 1_000 });
    expect(readStamped('s', 500, 1_500)).toBeNull();
    expect(readStamped('s', 500, 999)).toBeNull();
    localStorage.setItem('s', '{"unikey":"ut"}');
    expect(readStamped('s', 500, 1_000)).toBeNull();
  });

  it('never throws when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    vi.stubGlobal('localStorage', blocked);
    expect(readStored('k')).toBeNull();
    expect(writeStored('k', 'v')).toBe(false);
    expect(writeStored('k', null)).toBe(false);
    expect(readStamped('k', 10)).toBeNull();
  });
});
