import type { ApiMessageKey } from './api-error';

/** One error toast (platform.md 8). Show `t(messageKey)` when set, otherwise `message` (server Persian text). */
export interface ApiToast {
  titleKey: ApiMessageKey;
  message: string;
  messageKey?: ApiMessageKey;
  status: number;
  errorCode: string | null;
}

export interface AppEventMap {
  /** The refresh failed: tokens are already cleared; go to login with `next`. */
  'session.expired': { next: string };
  /** 403 USER_FORCE_CHANGE_PASSWORD: open the blocking password-change modal. */
  'password.forceChange': { messageFa: string | null };
  'api.toast': ApiToast;
}

export type AppEventType = keyof AppEventMap;
type Listener<K extends AppEventType> = (payload: AppEventMap[K]) => void;

const listeners: { [K in AppEventType]: Set<Listener<K>> } = {
  'session.expired': new Set(),
  'password.forceChange': new Set(),
  'api.toast': new Set(),
};

/** Subscribes; returns the unsubscribe function. */
export function onAppEvent<K extends AppEventType>(type: K, listener: Listener<K>): () => void {
  const set = listeners[type] as Set<Listener<K>>;
  set.add(listener);
  return () => set.delete(listener);
}

export function emitAppEvent<K extends AppEventType>(type: K, payload: AppEventMap[K]): void {
  const set = listeners[type] as Set<Listener<K>>;
  if (set.size === 0) {
    fallbacks[type]?.(payload);
    return;
  }
  for (const listener of [...set]) listener(payload);
}

/** The page navigation the fallbacks use; a seam for tests (jsdom cannot navigate). */
export const navigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

export function loginUrl(next: string): string {
  return next.startsWith('/login') ? '/login' : `/login?next=${encodeURIComponent(next)}`;
}

export function currentPath(): string {
  const l = globalThis.location;
  return l ? `${l.pathname}${l.search}` : '/';
}

// Before the app subscribes (or outside it), an expired session still ends on the login page.
const fallbacks: { [K in AppEventType]?: Listener<K> } = {
  'session.expired': ({ next }) => navigation.assign(loginUrl(next)),
};
