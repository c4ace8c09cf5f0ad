import { useSyncExternalStore } from 'react';

/*
 * Whether the browser says it is online (navigator.onLine and its online/offline events). Read at
 * every render, not only on events: a page loaded offline (the service worker's shell) starts
 * offline without any event, which TanStack Query's onlineManager (true until an event) misses.
 * Offline, what needs the server (reserve, pay, buy) is disabled and the shell says so.
 */

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function isBrowserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** True while the browser has a network connection; re-renders when it changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isBrowserOnline, () => true);
}
