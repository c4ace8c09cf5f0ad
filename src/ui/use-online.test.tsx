import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOnline } from './use-online';

/** What the browser says about its connection, and the event it fires when that changes. */
function goOnline(online: boolean, withEvent = true) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  if (withEvent) act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useOnline', () => {
  it('is true online and follows the offline and online events', () => {
    goOnline(true, false);
    const { result } = renderHook(() => useOnline());
    expect(result.current).toBe(true);
    goOnline(false);
    expect(result.current).toBe(false);
    goOnline(true);
    expect(result.current).toBe(true);
  });

  it('starts offline when the page loads without a connection, before any event', () => {
    goOnline(false, false);
    const { result } = renderHook(() => useOnline());
    expect(result.current).toBe(false);
  });
});
