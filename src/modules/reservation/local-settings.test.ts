import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useSelectedSelfId } from './local-settings';

afterEach(() => localStorage.clear());

describe('useSelectedSelfId', () => {
  it("reads the self chosen on this device, and none for a page's frame (issue 44)", () => {
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
});
