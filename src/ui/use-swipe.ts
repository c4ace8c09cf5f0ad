import { useRef, type PointerEvent } from 'react';

export interface SwipeHandlers {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: () => void;
}

/**
 * Horizontal swipe with pointer events (touch, pen and mouse alike). Reports the physical
 * direction of the finger's travel; the caller decides what left and right mean in its
 * reading direction. A mostly vertical move is a scroll, not a swipe.
 */
export function useSwipe(onSwipe: (direction: 'left' | 'right') => void, threshold = 50): SwipeHandlers {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (event) => {
      start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < threshold || Math.abs(dx) < Math.abs(dy)) return;
      onSwipe(dx < 0 ? 'left' : 'right');
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
