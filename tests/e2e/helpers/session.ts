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
  return accountLogin(request, who.username, who.password);
}

/** Tokens of any seeded account (another student of the world, e.g. student2 in a second context). */
export async function accountLogin(request: APIRequestContext, username: string, password = 'student123'): Promise<Tokens> {
  const info = (await (await request.get('/__mock/personas')).json()) as PersonaInfo;
  const basic = Buffer.from(`${info.oauthClient.id}:${info.oauthClient.secret}`).toString('base64');
  const response = await request.post('/oauth/token', {
    form: { grant_type: 'password', username, password },
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

export async function seedTokens(page: Page, tokens: Tokens): Promise<void> {
  await page.addInitScript(
    ([access, refresh]) => {
      if (sessionStorage.getItem('e2e.seeded')) return;
      localStorage.setItem('portal.accessToken', access!);
      localStorage.setItem('portal.refreshToken', refresh!);
      sessionStorage.setItem('e2e.seeded', '1');
    },
    [tokens.access_token, tokens.refresh_token],
  );
}

/** Resets the world with `persona`, signs in through the API and seeds the tokens into `page`. */
export async function signedIn(page: Page, request: APIRequestContext, persona: PersonaId = 'student'): Promise<Tokens> {
  await resetMock(request, persona);
  const tokens = await apiLogin(request, persona);
  await readForcedMessages(request, tokens);
  await seedTokens(page, tokens);
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
