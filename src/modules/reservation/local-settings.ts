import { useCallback, useSyncExternalStore } from 'react';
import type { ReserveMode } from '@machines/reserve-count-rules';
import { useCurrentUniversity } from '@/session/current-university';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import type { VariantKey } from './variants';

/*
 * What the module keeps in local storage (platform.md 9): the selected self of each variant
 * (`portal.selectedSelf`, cleared on logout) and the reserve mode (`portal.reserveMode`, modules.md 4).
 * One tiny store per key, so every component reading it re-renders when it changes.
 */

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The stored value; undefined when storage cannot be read. */
function read(key: string): string | null | undefined {
  try {
    const area = storage();
    return area ? area.getItem(key) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the value reached storage. */
function write(key: string, value: string | null): boolean {
  try {
    const area = storage();
    if (!area) return false;
    if (value === null) area.removeItem(key);
    else area.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

const listeners = new Map<string, Set<() => void>>();
/**
 * The values storage refused (blocked or full): the choice lasts for this page only. Storage stays the
 * truth otherwise: a copy kept here outlived a choice made in another tab while no reader of this one
 * listened for it, and the page reached next asked for a hall already chosen.
 */
const memory = new Map<string, string | null>();

function get(key: string): string | null {
  if (memory.has(key)) return memory.get(key) ?? null;
  return read(key) ?? null;
}

function set(key: string, value: string | null): void {
  if (write(key, value)) memory.delete(key);
  else memory.set(key, value);
  for (const listener of [...(listeners.get(key) ?? [])]) listener();
}

function subscribe(key: string, listener: () => void): () => void {
  const ofKey = listeners.get(key) ?? new Set();
  ofKey.add(listener);
  listeners.set(key, ofKey);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === key) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    ofKey.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Test helper: forgets the in-memory copies (the test clears storage itself). */
export function resetLocalSettings(): void {
  memory.clear();
}

// ───────────── Selected self, per variant ─────────────

type SelectedSelfs = Partial<Record<VariantKey, number>>;

function readSelectedSelfs(raw: string | null): SelectedSelfs {
  if (!raw) return {};
  try {
    const value = JSON.parse(raw) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as SelectedSelfs) : {};
  } catch {
    return {};
  }
}

/** The variant's selected self as stored (the reserve page's prefetch reads it outside React). */
export function getSelectedSelfId(variant: VariantKey): number | null {
  const id = readSelectedSelfs(get(STORAGE_KEYS.selectedSelf))[variant];
  return typeof id === 'number' && Number.isFinite(id) ? id : null;
}

function setSelectedSelfId(variant: VariantKey, selfId: number | null): void {
  const all = readSelectedSelfs(get(STORAGE_KEYS.selectedSelf));
  if (selfId === null) delete all[variant];
  else all[variant] = selfId;
  set(STORAGE_KEYS.selectedSelf, Object.keys(all).length ? JSON.stringify(all) : null);
}

const noSelf = () => null;

/**
 * The self chosen on this device. `framed`: a page's frame (src/ui/page-frame.ts) shows no self, so
 * it reads none, as the build's prerender did: hydration's end then has no stored choice to render
 * the page again for at once (TBT); the live page reads it in its own render.
 */
export function useSelectedSelfId(
  variant: VariantKey,
  framed = false,
): [number | null, (selfId: number | null) => void] {
  const selfId = useSyncExternalStore(
    (listener) => subscribe(STORAGE_KEYS.selectedSelf, listener),
    framed ? noSelf : () => getSelectedSelfId(variant),
    noSelf,
  );
  const choose = useCallback((id: number | null) => setSelectedSelfId(variant, id), [variant]);
  return [selfId, choose];
}

// ───────────── Reserve mode ─────────────

function getStoredReserveMode(): ReserveMode {
  return get(STORAGE_KEYS.reserveMode) === 'new' ? 'new' : 'default';
}

/**
 * The reserve mode in force: the stored choice when the university allows choosing
 * (changableReserveMode), otherwise always `default` (modules.md 4).
 */
export function useReserveMode(variant: VariantKey): {
  mode: ReserveMode;
  changeable: boolean;
  setMode: (mode: ReserveMode) => void;
} {
  const university = useCurrentUniversity();
  const changeable = Boolean(university?.changableReserveMode);
  const stored = useSyncExternalStore(
    (listener) => subscribe(STORAGE_KEYS.reserveMode, listener),
    getStoredReserveMode,
    () => 'default' as const,
  );
  const setMode = useCallback(
    (mode: ReserveMode) => {
      if (mode === getStoredReserveMode()) return;
      set(STORAGE_KEYS.reserveMode, mode);
      // modules.md 2.5: changing the mode clears the selected self.
      setSelectedSelfId(variant, null);
    },
    [variant],
  );
  return { mode: changeable ? stored : 'default', changeable, setMode };
}
