import { useState } from 'react';

/**
 * True from the first time `opened` is true on. A lazily loaded dialog mounts when first wanted
 * (its chunk loads then) and stays mounted, so closing it keeps its exit transition.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened);
  if (opened && !once) setOnce(true);
  return once || opened;
}
