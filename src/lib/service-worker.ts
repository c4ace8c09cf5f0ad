/**
 * Registers the production build's service worker (dist/sw.js, scripts/service-worker.ts).
 * `onFirstControl` runs when a worker takes control of a page that had none (the first visit):
 * what that page fetched before went around the worker.
 */
export function registerServiceWorker(onFirstControl?: () => void, url = '/sw.js'): void {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  if (onFirstControl && !container.controller)
    container.addEventListener('controllerchange', onFirstControl, { once: true });
  container.register(url).catch((error: unknown) => console.warn('service worker not registered', error));
}
