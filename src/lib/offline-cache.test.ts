import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedDataTime, dataTimeOf } from './cached-data-time';
import { API_CACHE, clearOfflineData, markOfflineUser } from './offline-cache';

const at = (iso: string) => new Date(iso).toUTCString();

describe('dataTimeOf: when the shown data came from the server', () => {
  it("takes the newest cached week of reserves, the ticket's own data", () => {
    const time = dataTimeOf([
      { url: 'https://portal.example/rest/users/me', date: at('2025-01-15T07:00:00Z') },
      {
        url: 'https://portal.example/rest/reserves?weekStartDate=2025-01-11&selfType=NORMAL',
        date: at('2025-01-15T05:00:00Z'),
      },
      {
        url: 'https://portal.example/rest/reserves?weekStartDate=2025-01-04&selfType=NORMAL',
        date: at('2025-01-14T05:00:00Z'),
      },
    ]);
    expect(time?.toISOString()).toBe('2025-01-15T05:00:00.000Z');
  });

  it('without reserves, takes the newest answer of any kind; undated answers do not count', () => {
    const time = dataTimeOf([
      { url: 'https://portal.example/rest/users/me', date: at('2025-01-15T07:00:00Z') },
      { url: 'https://portal.example/rest/selfs', date: at('2025-01-15T06:00:00Z') },
      { url: 'https://portal.example/rest/reserves?weekStartDate=2025-01-11', date: null },
    ]);
    expect(time?.toISOString()).toBe('2025-01-15T07:00:00.000Z');
  });

  it('is null when nothing is cached or nothing is dated', () => {
    expect(dataTimeOf([])).toBeNull();
    expect(dataTimeOf([{ url: '/rest/users/me', date: 'not a date' }])).toBeNull();
  });
});

/** A browser Cache Storage in memory (jsdom has none): what the service worker would have written. */
function cacheStorageWith(entries: Record<string, Record<string, string>>) {
  const stores = new Map<string, Map<string, Response>>();
  for (const [name, answers] of Object.entries(entries)) {
    stores.set(
      name,
      new Map(Object.entries(answers).map(([url, date]) => [url, new Response('{}', { headers: { date } })])),
    );
  }
  const storage = {
    has: async (name: string) => stores.has(name),
    delete: async (name: string) => stores.delete(name),
    open: async (name: string) => {
      const store = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, store);
      return {
        keys: async () => [...store.keys()].map((url) => new Request(url)),
        match: async (request: Request | string) =>
          store.get(typeof request === 'string' ? new URL(request, 'http://localhost').href : request.url),
        put: async (request: Request | string, response: Response) =>
          void store.set(
            typeof request === 'string' ? new URL(request, 'http://localhost').href : request.url,
            response,
          ),
      };
    },
  };
  return { storage, stores };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the cached API answers in the browser', () => {
  it('reads the time of the cached reserves', async () => {
    const { storage } = cacheStorageWith({
      [API_CACHE]: {
        'http://localhost/rest/users/me?__user=student': at('2025-01-15T07:00:00Z'),
        'http://localhost/rest/reserves?weekStartDate=2025-01-11&__user=student': at('2025-01-15T05:30:00Z'),
        // Another student's answer, kept late: never this student's data time.
        'http://localhost/rest/reserves?weekStartDate=2025-01-11&__user=student2': at('2025-01-15T06:30:00Z'),
      },
    });
    vi.stubGlobal('caches', storage);
    expect((await cachedDataTime('student'))?.toISOString()).toBe('2025-01-15T05:30:00.000Z');
    expect((await cachedDataTime('student2'))?.toISOString()).toBe('2025-01-15T06:30:00.000Z');
    expect(await cachedDataTime(null)).toBeNull();
  });

  it('deletes them at logout and keeps the other caches (the app shell, the configuration)', async () => {
    const { storage, stores } = cacheStorageWith({
      [API_CACHE]: { 'http://localhost/rest/reserves?weekStartDate=2025-01-11': at('2025-01-15T05:30:00Z') },
      'samad-config': { 'http://localhost/config.json': at('2025-01-15T05:30:00Z') },
    });
    vi.stubGlobal('caches', storage);
    await markOfflineUser('student');
    expect([...stores.keys()]).toContain('samad-session');
    await clearOfflineData();
    expect([...stores.keys()]).toEqual(['samad-config']);
    expect(await cachedDataTime('student')).toBeNull();
  });

  it('does nothing where the browser has no Cache Storage', async () => {
    vi.stubGlobal('caches', undefined);
    await expect(clearOfflineData()).resolves.toBeUndefined();
    expect(await cachedDataTime('student')).toBeNull();
  });
});
