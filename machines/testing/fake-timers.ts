import { afterEach, beforeEach, vi } from 'vitest';

/** Machine tests run on fake timers: delays (captcha refresh, countdowns, idle logout) move only when a test says. */
export function fakeTimersInEachTest(): void {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** Lets resolved promises deliver their done events (microtasks) without moving the clock. */
export const flush = () => vi.advanceTimersByTimeAsync(0);
