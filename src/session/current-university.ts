import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { selectUniversity } from '@/api/endpoints';
import type { University as ApiUniversity } from '@/api/generated/rest/model';
import { useConfig } from '@/config/config-context';
import { universitySchema, type RuntimeConfig, type University } from '@/config/schema';
import { parse } from '@/config/validator';
import { onStoredChange, readStored, writeStored } from '@/lib/local-store';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/*
 * The current university: the one the login works against and whose settings decide what the app
 * shows (module flags, auto-logout, CAS, reserve mode...) (platform.md 1, 2.2, 3):
 *  - on-premise: the organisation of the runtime config, fixed;
 *  - cloud: the one the user picked from the university list, remembered in local storage
 *    (`STORAGE_KEYS.university`, the list entry as the server sent it). The embedded default
 *    config always carries a placeholder university, so in cloud mode `config.university` is
 *    ignored: until the user picks one, none is chosen.
 */

const KEY = STORAGE_KEYS.university;

function dropNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropNulls);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== null)
        .map(([k, v]) => [k, dropNulls(v)]),
    );
  }
  return value;
}

/**
 * A list entry in the runtime config's shape (defaults filled in); null when it is not a university.
 * A server that sends services or flags in another shape still yields the university with default
 * flags rather than nothing.
 */
export function toConfigUniversity(entry: unknown): University | null {
  const clean = dropNulls(entry);
  const full = parse(universitySchema, clean);
  if (full.success) return full.data;
  if (!clean || typeof clean !== 'object') return null;
  const { services: _services, samad: _samad, ...core } = clean as Record<string, unknown>;
  const partial = parse(universitySchema, core);
  return partial.success ? partial.data : null;
}

let cache: { raw: string | null; value: University | null } = { raw: null, value: null };
/** The choice when storage is blocked (private mode): it lasts for this page only. */
let unstored: string | null = null;
const listeners = new Set<() => void>();

function readRaw(): string | null {
  return readStored(KEY) ?? unstored;
}

/** The stored choice (cloud mode), parsed once per stored text. */
export function readStoredUniversity(): University | null {
  const raw = readRaw();
  if (raw !== cache.raw) {
    let value: University | null = null;
    try {
      value = raw ? toConfigUniversity(JSON.parse(raw)) : null;
    } catch {
      value = null;
    }
    cache = { raw, value };
  }
  return cache.value;
}

/** Whether `entry` is exactly what is stored (the list answered the same university). */
export function isStoredEntry(entry: unknown): boolean {
  return readRaw() === JSON.stringify(entry);
}

/** Remembers a list entry as the chosen university and points the transport at it. */
export function storeUniversity(entry: ApiUniversity | University): University | null {
  const university = toConfigUniversity(entry);
  if (!university) return null;
  const raw = JSON.stringify(entry);
  if (!writeStored(KEY, raw)) unstored = raw;
  selectUniversity(university);
  for (const listener of [...listeners]) listener();
  return university;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const offStorage = onStoredChange(KEY, listener);
  return () => {
    listeners.delete(listener);
    offStorage();
  };
}

/**
 * The config with the stored choice as its university in cloud mode. For the app's boot
 * (src/main.tsx), so that after a reload the session, the transport and the shell use the university
 * the user signed in to: `configureTransport(withStoredUniversity(config))`.
 */
export function withStoredUniversity(config: RuntimeConfig): RuntimeConfig {
  if (config.serveMode !== 'cloud') return config;
  const stored = readStoredUniversity();
  return stored ? { ...config, university: stored } : config;
}

export interface ChosenUniversity {
  /** The university the login works against; null in cloud mode until one is picked. */
  university: University | null;
  /** Cloud mode: the user picks the university (the selector is shown). */
  selectable: boolean;
  choose: (entry: ApiUniversity) => void;
}

export function useChosenUniversity(): ChosenUniversity {
  const config = useConfig();
  const cloud = config.serveMode === 'cloud';
  const stored = useSyncExternalStore(subscribe, readStoredUniversity, () => null);
  const university = cloud ? stored : (config.university ?? null);

  // The transport starts pointed at config.university; in cloud mode it must follow the choice.
  const urlKey = university ? JSON.stringify(university.universityURL) : '';
  useEffect(() => {
    if (cloud && university) selectUniversity(university);
    // Re-pointed when the address changes, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cloud, university?.unikey, urlKey]);

  const choose = useCallback((entry: ApiUniversity) => {
    storeUniversity(entry);
  }, []);

  return { university, selectable: cloud, choose };
}

/**
 * The current university for everything after sign-in (manifests' enabled predicates, the session's
 * auto-logout and CAS logout, module settings): the chosen one in cloud mode, the configured one
 * on-premise. Never `config.university` directly: in cloud mode that is a placeholder.
 */
export function useCurrentUniversity(): University | null {
  return useChosenUniversity().university;
}

/**
 * platform.md 2.2: submit is disabled when "the university URL is empty". An empty string is not
 * that case here: docs/development.md "Configuration" makes `universityURL: ""` mean this site's own origin (a
 * reverse proxy or the mock answers there). Empty means no address at all: missing, or an empty list.
 */
export function hasUniversityUrl(university: Pick<University, 'universityURL'> | null): boolean {
  if (!university) return false;
  const url: unknown = university.universityURL;
  if (typeof url === 'string') return true;
  return Array.isArray(url) && url.length > 0;
}

/** Test helper: forgets the in-memory parse cache (storage is cleared by the test itself). */
export function resetChosenUniversityCache(): void {
  cache = { raw: null, value: null };
  unstored = null;
}
