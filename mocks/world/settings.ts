/**
 * Tunables of the mock server that are not part of the seed: token lifetimes and where the
 * in-mock bank page lives. Changed with POST /__mock/settings; persisted with the world.
 */

export interface MockSettings {
  /** Access token lifetime in seconds (short, so the client's refresh is exercised). */
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  /** Captcha lifetime in seconds. */
  captchaSeconds: number;
}

export type RuntimeMode = 'browser' | 'node' | 'server';

const DEFAULT_SETTINGS: MockSettings = {
  accessTokenSeconds: 300,
  refreshTokenSeconds: 24 * 60 * 60,
  captchaSeconds: 300,
};

let settings: MockSettings = { ...DEFAULT_SETTINGS };
let defaults: MockSettings = { ...DEFAULT_SETTINGS };
let mode: RuntimeMode = 'node';

export function getSettings(): MockSettings {
  return { ...settings };
}

export function updateSettings(patch: Partial<MockSettings>): MockSettings {
  settings = { ...settings, ...patch };
  return getSettings();
}

export function resetSettings(): void {
  settings = { ...defaults };
}

/** The defaults `reset` returns to (the standalone server reads them from MOCK_* variables). */
export function setDefaultSettings(patch: Partial<MockSettings>): void {
  defaults = { ...DEFAULT_SETTINGS, ...patch };
  settings = { ...defaults };
}

export function setRuntimeMode(next: RuntimeMode): void {
  mode = next;
}

export function runtimeMode(): RuntimeMode {
  return mode;
}
