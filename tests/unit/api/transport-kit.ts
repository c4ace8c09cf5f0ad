import { afterEach, beforeEach } from 'vitest';
import { onAppEvent, type AppEventMap, type AppEventType } from '@/api/app-events';
import { configureTransport } from '@/api/endpoints';
import { setHelpdeskApiKeyProvider } from '@/api/transport';
import { parseConfig } from '@/config/load-config';

export const UNIVERSITY = 'https://samad.uni.test';

/** A profile envelope that satisfies the contract's zod schema. */
export const profileEnvelope = (username = 'student1') => ({
  type: 'SUCCESS',
  code: 200,
  message: 'OK',
  messageFa: null,
  messageResource: null,
  payload: { id: 7, username, firstName: 'علی', lastName: 'رضایی' },
});

export const errorEnvelope = (messageResource: string, messageFa = 'پیام خطای سرور') => ({
  type: 'ERROR',
  code: 400,
  message: 'Server error',
  messageFa,
  messageResource,
  payload: null,
});

export const tokenAnswer = (access: string, refresh = `${access}-refresh`) => ({
  access_token: access,
  refresh_token: refresh,
  token_type: 'bearer',
  expires_in: 3600,
});

/** An unsigned JWT with the given payload (the app never verifies signatures). */
export function makeJwt(payload: object): string {
  const encode = (value: object) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.sig`;
}

/** Records every app event of a test; unsubscribes after it. */
export function recordEvents() {
  const events: { [K in AppEventType]: AppEventMap[K][] } = {
    'session.expired': [],
    'password.forceChange': [],
    'api.toast': [],
  };
  let offs: (() => void)[] = [];
  beforeEach(() => {
    offs = (Object.keys(events) as AppEventType[]).map((type) => {
      events[type].length = 0;
      return onAppEvent(type, (payload) => (events[type] as unknown[]).push(payload));
    });
  });
  afterEach(() => offs.forEach((off) => off()));
  return events;
}

/** A fresh transport state per test: a configured university and no tokens. */
export function freshTransportEachTest(): void {
  beforeEach(() => {
    localStorage.clear();
    configureTransport(
      parseConfig({ university: { unikey: 'uni', universityLabel: 'دانشگاه آزمون', universityURL: UNIVERSITY } }),
    );
    setHelpdeskApiKeyProvider(() => null);
  });
}
