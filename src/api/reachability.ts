/*
 * Whether the API answered lately: the transport reports every attempt, the shell's banner reads it.
 * A network failure, a timeout or a 502/503/504 marks the servers unavailable until the next answer
 * that is not one of those. (Being offline is TanStack Query's onlineManager; the banner reads both.)
 */

type Listener = () => void;
const listeners = new Set<Listener>();
let unavailable = false;

export function isServerUnavailable(): boolean {
  return unavailable;
}

export function subscribeReachability(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportReachability(reachable: boolean): void {
  if (unavailable === !reachable) return;
  unavailable = !reachable;
  for (const listener of [...listeners]) listener();
}

/** Statuses that mean "the server (or its gateway) is not there right now", not "your request is wrong". */
export function isUnavailableStatus(status: number): boolean {
  return status === 502 || status === 503 || status === 504;
}
