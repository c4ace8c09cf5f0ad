import { useSyncExternalStore } from 'react';

/*
 * "Now", to the minute, for the leaves that show it (a sale window's state, a deadline's countdown):
 * one timer for every reader, firing at each minute's turn, so a page of cards re-renders only those
 * leaves, once a minute, and never the page around them.
 */

const MINUTE_MS = 60_000;
const readers = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | null = null;

function schedule(): void {
  timer = setTimeout(
    () => {
      for (const reader of [...readers]) reader();
      schedule();
    },
    MINUTE_MS - (Date.now() % MINUTE_MS),
  );
}

function subscribe(reader: () => void): () => void {
  readers.add(reader);
  if (!timer) schedule();
  return () => {
    readers.delete(reader);
    if (readers.size === 0 && timer) {
      clearTimeout(timer);
      timer = null;
    }
  };
}

/** The current minute's start (ms): stable within a minute, so a render between two ticks reads the same. */
function minuteNow(): number {
  return Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;
}

export function useMinuteNow(): number {
  return useSyncExternalStore(subscribe, minuteNow, minuteNow);
}
