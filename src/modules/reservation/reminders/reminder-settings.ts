import { useCallback, useSyncExternalStore } from 'react';
import { onStoredChange, readStoredJson, writeStoredJson } from '@/lib/local-store';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { DEFAULT_LEAD_MINUTES, LEAD_MINUTES } from './reminder-model';

/*
 * The reminder choice of each self, in local storage (`portal.reserveReminders`): on or off and the
 * lead time. A device preference like the language: kept on logout. Read through one tiny store so
 * the panel and the banner re-render together when it changes (here or in another tab).
 */

export interface ReminderSetting {
  enabled: boolean;
  leadMinutes: number;
}

export type ReminderSettings = Record<string, ReminderSetting>;

const OFF: ReminderSetting = { enabled: false, leadMinutes: DEFAULT_LEAD_MINUTES };

function validLead(value: unknown): number {
  return typeof value === 'number' && (LEAD_MINUTES as readonly number[]).includes(value)
    ? value
    : DEFAULT_LEAD_MINUTES;
}

/** The stored settings, with anything malformed dropped. */
export function readReminderSettings(): ReminderSettings {
  const raw = readStoredJson(STORAGE_KEYS.reserveReminders);
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const settings: ReminderSettings = {};
  for (const [selfId, value] of Object.entries(raw as Record<string, unknown>)) {
    if (!/^\d+$/.test(selfId) || !value || typeof value !== 'object') continue;
    const { enabled, leadMinutes } = value as Record<string, unknown>;
    settings[selfId] = { enabled: enabled === true, leadMinutes: validLead(leadMinutes) };
  }
  return settings;
}

const listeners = new Set<() => void>();
// A snapshot per stored text, so useSyncExternalStore sees a stable value between changes.
let snapshot: { raw: string; value: ReminderSettings } | null = null;
/** Kept when storage is blocked, so the choice lasts for this page at least. */
let memory: ReminderSettings | null = null;

function current(): ReminderSettings {
  if (memory) return memory;
  const raw = JSON.stringify(readStoredJson(STORAGE_KEYS.reserveReminders));
  if (snapshot?.raw !== raw) snapshot = { raw, value: readReminderSettings() };
  return snapshot.value;
}

export function setReminderSetting(selfId: number, setting: ReminderSetting): void {
  const next = { ...current(), [String(selfId)]: setting };
  memory = writeStoredJson(STORAGE_KEYS.reserveReminders, next) ? null : next;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const off = onStoredChange(STORAGE_KEYS.reserveReminders, listener);
  return () => {
    listeners.delete(listener);
    off();
  };
}

/** Every self's setting. */
export function useReminderSettings(): ReminderSettings {
  return useSyncExternalStore(subscribe, current, () => ({}));
}

/** One self's setting and its setter. */
export function useReminderSetting(selfId: number): [ReminderSetting, (setting: ReminderSetting) => void] {
  const settings = useReminderSettings();
  const set = useCallback((setting: ReminderSetting) => setReminderSetting(selfId, setting), [selfId]);
  return [settings[String(selfId)] ?? OFF, set];
}

/** Test helper: forgets the in-memory copy (the test clears storage itself). */
export function resetReminderSettings(): void {
  snapshot = null;
  memory = null;
}
