/*
 * Login CSRF guard of the CAS callback. A crafted link /loginCas/{access}/{refresh}
 * would otherwise sign the visitor into the link author's account. The CAS round trip cannot echo
 * a value of ours (the backend builds the callback), so the tie is this tab's session storage: the
 * SSO button stores a random state with its start time before leaving for CAS, and the callback
 * accepts tokens only while that state exists, once, within ten minutes. Session storage is per tab
 * and per origin: a link opened from another site or another tab never finds it.
 */

export const CAS_STATE_KEY = 'portal.casLoginState';
const MAX_AGE_MS = 10 * 60 * 1000;

interface CasState {
  state: string;
  startedAt: number;
}

function session(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function randomState(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Called right before the browser leaves for the CAS login. */
export function beginCasLogin(now = Date.now()): void {
  const value: CasState = { state: randomState(), startedAt: now };
  session()?.setItem(CAS_STATE_KEY, JSON.stringify(value));
}

/** Whether a CAS login started in this tab is waiting for its callback; consumes it either way. */
export function consumeCasLogin(now = Date.now()): boolean {
  const s = session();
  const raw = s?.getItem(CAS_STATE_KEY);
  s?.removeItem(CAS_STATE_KEY);
  if (!raw) return false;
  try {
    const value = JSON.parse(raw) as Partial<CasState>;
    return (
      typeof value.state === 'string' &&
      value.state.length >= 16 &&
      typeof value.startedAt === 'number' &&
      now - value.startedAt >= 0 &&
      now - value.startedAt <= MAX_AGE_MS
    );
  } catch {
    return false;
  }
}
