import type { FaultInput, FaultState } from '../faults';
import type { ContractMode } from '../contract/request-check';
import type { JournalEntry } from '../journal/journal';
import type { MockSettings } from '../world/settings';

/**
 * The panel talks to the mock backend like any client: over HTTP, through the control API
 * (/__mock/), which the service worker answers in mock mode.
 */

export interface MockState {
  persona: string;
  clock: { now: string; real: boolean; frozen: boolean };
  faults: FaultState;
  settings: MockSettings;
  contract: ContractMode;
}

/** One entry of the request journal (GET /__mock/requests). */
export type { JournalEntry };

export interface PersonaInfo {
  id: string;
  description: string;
  descriptionFa: string;
  username: string;
  password: string;
  serveMode: string;
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(new URL(`/__mock${path}`, window.location.href).href, {
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    cache: 'no-store',
  });
  const data = (await response.json().catch(() => null)) as (T & { message?: string }) | null;
  if (!response.ok || data === null) throw new Error(data?.message ?? `HTTP ${response.status}`);
  return data;
}

export const controlClient = {
  state: () => call<MockState>('GET', '/state'),
  personas: () => call<{ current: string; personas: PersonaInfo[] }>('GET', '/personas'),
  switchPersona: (id: string) => call<MockState>('POST', '/persona', { id }),
  setClock: (now: string, frozen: boolean, reseed: boolean) => call('POST', '/clock', { now, frozen, reseed }),
  realTime: () => call('POST', '/clock', { real: true }),
  setLatency: (latencyMs: number) => call<FaultState>('POST', '/faults', { latencyMs }),
  addFault: (fault: FaultInput) => call<FaultState>('POST', '/faults', { faults: [fault] }),
  removeFault: (id: number) => call<FaultState>('DELETE', `/faults/${id}`),
  clearFaults: () => call<FaultState>('DELETE', '/faults'),
  reset: () => call<MockState>('POST', '/reset', {}),
  requests: (limit: number) => call<{ total: number; requests: JournalEntry[] }>('GET', `/requests?limit=${limit}`),
  clearRequests: () => call('DELETE', '/requests'),
  setContract: (mode: ContractMode) => call<{ mode: ContractMode }>('POST', '/contract', { mode }),
};
