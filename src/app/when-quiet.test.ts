import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenPageQuiet } from './when-quiet';

/** A query whose answer the test releases. */
function pendingQuery(client: QueryClient, key: string): () => void {
  let release!: () => void;
  void client.fetchQuery({
    queryKey: [key],
    queryFn: () => new Promise<string>((resolve) => (release = () => resolve(key))),
  });
  return () => release();
}

afterEach(() => {
  vi.useRealTimers();
});

describe('whenPageQuiet (the offline ticket waits for the first page)', () => {
  it('waits while a query is in flight and for the quiet time after the last one', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const releaseProfile = pendingQuery(client, 'profile');
    let done = false;
    void whenPageQuiet(client, 1000, 60_000).then(() => (done = true));

    await vi.advanceTimersByTimeAsync(5000);
    expect(done).toBe(false);
    releaseProfile();
    await vi.advanceTimersByTimeAsync(600);
    // The next call of the page starts within the quiet time: the wait starts over after it.
    const releaseWeek = pendingQuery(client, 'week');
    await vi.advanceTimersByTimeAsync(2000);
    expect(done).toBe(false);
    releaseWeek();
    await vi.advanceTimersByTimeAsync(900);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(done).toBe(true);
  });

  it('waits for the quiet time after the last file or call the page loaded, queries or not', async () => {
    vi.useFakeTimers();
    let onResource: (() => void) | undefined;
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        constructor(callback: () => void) {
          onResource = callback;
        }
        observe() {}
        disconnect() {
          onResource = undefined;
        }
      },
    );
    let done = false;
    void whenPageQuiet(new QueryClient(), 1000, 60_000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(800);
    onResource?.(); // the session's profile, a route's chunk
    await vi.advanceTimersByTimeAsync(800);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(300);
    expect(done).toBe(true);
    expect(onResource).toBeUndefined();
    vi.unstubAllGlobals();
  });

  it('gives up waiting after the longest wait, however busy the page is', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    pendingQuery(client, 'polling');
    let done = false;
    void whenPageQuiet(client, 1000, 10_000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(9_900);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(done).toBe(true);
  });

  it('resolves after the quiet time on a page with nothing to fetch', async () => {
    vi.useFakeTimers();
    let done = false;
    void whenPageQuiet(new QueryClient(), 1000, 60_000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(1100);
    expect(done).toBe(true);
  });
});
