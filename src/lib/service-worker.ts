/**
 * Registers the production build's service worker (dist/sw.js, scripts/service-worker.ts) once the
 * page has loaded, so its precaching never competes with the first load. main.tsx calls it only
 * outside mock mode, where the mock's worker owns the scope. `onFirstControl` runs when a worker
 * takes control of a page that had none (the first visit): what that page fetched before went
 * around the worker.
 */
export function registerServiceWorkerAfterLoad(onFirstControl?: () => void, url = '/sw.js'): void {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  if (onFirstControl && !container.controller) container.addEventListener('controllerchange', onFirstControl, { once: true });
  const register = () => {
    container.register(url).catch((error: unknown) => console.warn('service worker not registered', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
