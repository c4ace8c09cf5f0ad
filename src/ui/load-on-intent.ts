import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { persianText } from '@/api/api-error';
import { emitAppEvent } from '@/api/app-events';

/**
 * Code a control needs only once it is used (a menu's Mantine Menu and floating-ui, a drawer's
 * focus trap and scroll lock) loads on the first sign of intent: the pointer over it, focus, a
 * touch; the click then uses it (none of it in a page's first load). One load per loader
 * function (pass a module-level function); a failed load is tried again on the next intent.
 */
interface Entry {
  promise?: Promise<unknown>;
  value?: unknown;
  loaded: boolean;
}

const entries = new WeakMap<() => Promise<unknown>, Entry>();

function entryOf(load: () => Promise<unknown>): Entry {
  let entry = entries.get(load);
  if (!entry) {
    entry = { loaded: false };
    entries.set(load, entry);
  }
  return entry;
}

export function preloadOnIntent<T>(load: () => Promise<T>): Promise<T> {
  const entry = entryOf(load);
  entry.promise ??= load().then(
    (value) => {
      entry.value = value;
      entry.loaded = true;
      return value;
    },
    (error: unknown) => {
      entry.promise = undefined;
      throw error;
    },
  );
  return entry.promise as Promise<T>;
}

/** What `load` gave, if it has arrived (synchronously, so a second use renders at once). */
export function loadedValue<T>(load: () => Promise<T>): T | undefined {
  const entry = entries.get(load);
  return entry?.loaded ? (entry.value as T) : undefined;
}

/** What goes on the control that shows the intent: each starts the load (once). */
export interface IntentHandlers {
  onPointerEnter: () => void;
  onFocus: () => void;
  onTouchStart: () => void;
}

/**
 * `intent` goes on the control; `want()` is its click. `loaded` is the loaded value once wanted and
 * arrived; `ready` turns true a frame after that: a Mantine overlay opened only then records where
 * the focus goes back on close (mounted already open, it records nothing).
 */
export function useLoadOnIntent<T>(load: () => Promise<T>): {
  loaded: T | undefined;
  ready: boolean;
  intent: IntentHandlers;
  want: () => void;
} {
  const [wanted, setWanted] = useState(false);
  const [, arrived] = useReducer((n: number) => n + 1, 0);
  const intent = useMemo(() => {
    const prefetch = () => {
      preloadOnIntent(load).catch(() => undefined);
    };
    return { onPointerEnter: prefetch, onFocus: prefetch, onTouchStart: prefetch };
  }, [load]);
  const want = useCallback(() => {
    setWanted(true);
    // Offline before the service worker kept the file: the connection toast says so, and the next
    // click tries again.
    preloadOnIntent(load).then(arrived, () => {
      setWanted(false);
      emitAppEvent('api.toast', {
        titleKey: 'api:errorTitle',
        messageKey: 'api:network',
        message: persianText('api:network'),
        status: 0,
        errorCode: null,
      });
    });
  }, [load]);
  const loaded = wanted ? loadedValue(load) : undefined;
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (loaded === undefined) return;
    const frame = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(frame);
  }, [loaded]);
  return { loaded, ready: ready && loaded !== undefined, intent, want };
}
