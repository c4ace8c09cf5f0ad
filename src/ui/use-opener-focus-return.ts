import { useDidUpdate } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

/**
 * Gives the focus back to the element that opened a dialog which mounted already open: a lazily
 * loaded dialog or one rendered only while open. Mantine's own focus return notes the
 * opener when `opened` turns true, which such a dialog never sees, so the focus would fall to the
 * page's body on close. Later opens of a dialog that stays mounted are Mantine's.
 */
export function useOpenerFocusReturn(opened: boolean): void {
  const [openedAtMount] = useState(opened);
  const opener = useRef<HTMLElement | null>(null);

  const restore = () => {
    const element = opener.current;
    opener.current = null;
    if (!element) return;
    // After the dialog's own focus handling, and only if nothing else took the focus meanwhile.
    window.setTimeout(() => {
      const active = document.activeElement;
      if (element.isConnected && (!active || active === document.body)) element.focus({ preventScroll: true });
    }, 10);
  };

  useEffect(() => {
    if (!openedAtMount) return undefined;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    return restore;
    // Mount and unmount only: the opener is the element focused when the dialog appeared.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useDidUpdate(() => {
    if (!opened) restore();
  }, [opened]);
}
