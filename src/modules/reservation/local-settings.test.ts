import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { resetLocalSettings, useSelectedSelfId } from './local-settings';

afterEach(() => {
  localStorage.clear();
  resetLocalSettings();
});

describe('useSelectedSelfId', () => {
  it("reads the self chosen on this device, and none for a page's frame", () => {
    localStorage.setItem(STORAGE_KEYS.selectedSelf, JSON.stringify({ food: 2 }));
    // The frame shows no self, as the build's prerender (no storage) drew it: hydration's end then
    // has no stored choice to render the page again for at once.
    const { result, rerender } = renderHook(({ framed }) => useSelectedSelfId('food', framed), {
      initialProps: { framed: true },
    });
    expect(result.current[0]).toBeNull();
    rerender({ framed: false });
    expect(result.current[0]).toBe(2);
  });

  it('a page reached later reads the hall chosen meanwhile in another tab, unheard by this one', () => {
    // This tab forgot its choice (a mode change clears it), and then has no reader mounted.
    const first = renderHook(() => useSelectedSelfId('food'));
    act(() => first.result.current[1](null));
    first.unmount();
    // Another tab chooses a hall; no reader here hears its storage event.
    localStorage.setItem(STORAGE_KEYS.selectedSelf, JSON.stringify({ food: 3 }));
    const next = renderHook(() => useSelectedSelfId('food'));
    expect(next.result.current[0]).toBe(3);
  });

  it('a choice storage refuses still lasts for the page', () => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    try {
      const { result } = renderHook(() => useSelectedSelfId('sport'));
      act(() => result.current[1](9));
      expect(result.current[0]).toBe(9);
    } finally {
      Storage.prototype.setItem = setItem;
    }
  });
});
