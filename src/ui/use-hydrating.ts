import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const notHydrating = () => false;
const hydratingSnapshot = () => true;

/**
 * True while React renders on the server (the build's prerender) or hydrates what it wrote,
 * false in every other render: React reads a store's server snapshot only then. A component whose
 * first render depends on what only the browser knows (storage, the session) draws what the build
 * did while this is true, and React renders it again at once with the browser's state.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(noSubscription, notHydrating, hydratingSnapshot);
}
