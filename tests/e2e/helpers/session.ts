import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { PersonaId } from './auth';
import { resetMock } from './auth';

/*
 * A signed-in start without the login page: tokens from POST /oauth/token with the mock's client,
 * put in local storage before the app starts (once per tab, so a reload after logout stays out).
 */

interface PersonaInfo {
  oauthClient: { id: string; secret: string };
  personas: { id: string; username: string; password: string }[];
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

export async function apiLogin(request: APIRequestContext, persona: PersonaId = 'student'): Promise<Tokens> {
  const info = (await (await request.get('/__mock/personas')).json()) as PersonaInfo;
  const who = info.personas.find((p) => p.id === persona)!;
  const basic = Buffer.from(`${info.oauthClient.id}:${info.oauthClient.secret}`).toString('base64');
  const response = await request.post('/oauth/token', {
    form: { grant_type: 'password', username: who.username, password: who.password },
    headers: { Authorization: `Basic ${basic}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Tokens;
}

/** Marks the forced-read messages read (tests that are not about them). */
export async function readForcedMessages(request: APIRequestContext, tokens: Tokens): Promise<void> {
  const headers = { Authorization: `Bearer ${tokens.access_token}` };
  const inbox = await (await request.get('/rest/users/me/messages/inbox?page=0&size=100', { headers })).json();
  for (const m of inbox.payload.content as { id: number; read: boolean; forceRead?: boolean }[]) {
    if (m.forceRead && !m.read) await request.put(`/rest/users/me/messages/${m.id}`, { headers });
  }
}

/** Before the app starts, once per tab: the tokens, plus any other local-storage entries (language, a cart...). */
export async function seedTokens(page: Page, tokens: Tokens, storage: Record<string, string> = {}): Promise<void> {
  await page.addInitScript(
    ([access, refresh, more]) => {
      if (sessionStorage.getItem('e2e.seeded')) return;
      localStorage.setItem('portal.accessToken', access as string);
      localStorage.setItem('portal.refreshToken', refresh as string);
      for (const [key, value] of Object.entries(more as Record<string, string>)) localStorage.setItem(key, value);
      sessionStorage.setItem('e2e.seeded', '1');
    },
    [tokens.access_token, tokens.refresh_token, storage] as const,
  );
}

export interface SignedInOptions {
  /** The app's language (stored under portal.language before it starts); default the app's own (fa). */
  language?: 'fa' | 'en' | 'ar';
  /** Other local-storage entries to seed (e.g. portal.reserveCart). */
  storage?: Record<string, string>;
}

/** Resets the world with `persona`, signs in through the API and seeds the tokens into `page`. */
export async function signedIn(page: Page, request: APIRequestContext, persona: PersonaId = 'student', options: SignedInOptions = {}): Promise<Tokens> {
  await resetMock(request, persona);
  const tokens = await apiLogin(request, persona);
  await readForcedMessages(request, tokens);
  await seedTokens(page, tokens, { ...(options.language ? { 'portal.language': options.language } : {}), ...options.storage });
  return tokens;
}

/** Moves the mock clock on (access tokens live 5 minutes): the next call answers 401. */
export async function expireAccessToken(request: APIRequestContext, minutes = 10): Promise<void> {
  const state = (await (await request.get('/__mock/clock')).json()) as { now: string };
  const response = await request.post('/__mock/clock', { data: { now: new Date(Date.parse(state.now) + minutes * 60_000).toISOString() } });
  expect(response.ok()).toBe(true);
}

export async function addFault(request: APIRequestContext, fault: Record<string, unknown>): Promise<void> {
  const response = await request.post('/__mock/faults', { data: fault });
  expect(response.ok(), await response.text()).toBe(true);
}

export const isRefresh = (method: string, url: string, body: string | null) =>
  method === 'POST' && new URL(url).pathname === '/oauth/token' && (body ?? '').includes('grant_type=refresh_token');
