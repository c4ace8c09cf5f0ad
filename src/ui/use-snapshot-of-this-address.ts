import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { heldSnapshotPath, releasePageSnapshot } from '@/lib/page-snapshot';

/**
 * A page snapshot painted for another address than the app's (a redirect to sign in, a guard, a
 * link followed): the app's page shows (src/app/root-layout.tsx).
 */
export function useSnapshotOfThisAddress(): void {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    const held = heldSnapshotPath();
    if (held !== null && held !== pathname + search) releasePageSnapshot();
  }, [pathname, search]);
}
