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

/** A token pair for `username` straight from POST /oauth/token with the mock's client. */
export async function passwordGrant(request: APIRequestContext, username: string, password: string): Promise<Tokens> {
  const info = (await (await request.get('/__mock/personas')).json()) as PersonaInfo;
  const basic = Buffer.from(`${info.oauthClient.id}:${info.oauthClient.secret}`).toString('base64');
  const response = await request.post('/oauth/token', {
    form: { grant_type: 'password', username, password },
    headers: { Authorization: `Basic ${basic}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Tokens;
}

/** A token pair for the user `persona` signs in as. */
export async function apiLogin(request: APIRequestContext, persona: PersonaId = 'student'): Promise<Tokens> {
  const info = (await (await request.get('/__mock/personas')).json()) as PersonaInfo;
  const who = info.personas.find((p) => p.id === persona)!;
  return passwordGrant(request, who.username, who.password);
}

/** Tokens of any seeded account (another student of the world, e.g. student2 in a second context). */
export function accountLogin(request: APIRequestContext, username: string, password = 'student123'): Promise<Tokens> {
  return passwordGrant(request, username, password);
}

/** Marks the forced-read messages read (tests that are not about them). */
export async function readForcedMessages(request: APIRequestContext, tokens: Tokens): Promise<void> {
  const headers = { Authorization: `Bearer ${tokens.access_token}` };
  const inbox = await (await request.get('/rest/users/me/messages/inbox?page=0&size=100', { headers })).json();
  for (const m of inbox.payload.content as { id: number; read: boolean; forceRead?: boolean }[]) {
    if (m.forceRead && !m.read) await request.put(`/rest/users/me/messages/${m.id}`, { headers });
  }
}

/** Puts the tokens (and `extra` entries) in local storage once per tab: a reload after logout stays out. */
export async function seedTokens(page: Page, tokens: Tokens, extra: Record<string, string> = {}): Promise<void> {
  await page.addInitScript(
    ([access, refresh, more]) => {
      if (sessionStorage.getItem('e2e.seeded')) return;
      localStorage.setItem('portal.accessToken', access);
      localStorage.setItem('portal.refreshToken', refresh);
      for (const [key, value] of Object.entries(more)) localStorage.setItem(key, value);
      sessionStorage.setItem('e2e.seeded', '1');
    },
    [tokens.access_token, tokens.refresh_token, extra] as const,
  );
}

export interface SignInOptions {
  persona?: PersonaId;
  /** The mock clock and the page's clock both fixed at this instant. */
  now?: string;
  /** Marks the forced-read messages read first (default); false for tests about them. */
  readForced?: boolean;
  /** Runs with the tokens before the page starts, e.g. answering a mandatory survey through the API. */
  prepare?: (tokens: Tokens) => Promise<void>;
  /** More local-storage entries put there with the tokens. */
  storage?: Record<string, string>;
  /** The app's language (stored under portal.language before it starts); default the app's own (fa). */
  language?: 'fa' | 'en' | 'ar';
}

/** Resets the world with the persona, signs in through the API and seeds the tokens into `page`. */
export async function signedIn(
  page: Page,
  request: APIRequestContext,
  options: PersonaId | SignInOptions = {},
): Promise<Tokens> {
  const {
    persona = 'student',
    now,
    readForced = true,
    prepare,
    storage,
    language,
  } = typeof options === 'string' ? { persona: options } : options;
  await resetMock(request, persona, now);
  const tokens = await apiLogin(request, persona);
  if (readForced) await readForcedMessages(request, tokens);
  await prepare?.(tokens);
  if (now) await page.clock.setFixedTime(new Date(now));
  await seedTokens(page, tokens, { ...(language ? { 'portal.language': language } : {}), ...storage });
  return tokens;
}

/** Moves the mock clock on (access tokens live 5 minutes): the next call answers 401. */
export async function expireAccessToken(request: APIRequestContext, minutes = 10): Promise<void> {
  const state = (await (await request.get('/__mock/clock')).json()) as { now: string };
  const response = await request.post('/__mock/clock', {
    data: { now: new Date(Date.parse(state.now) + minutes * 60_000).toISOString() },
  });
  expect(response.ok()).toBe(true);
}

export async function addFault(request: APIRequestContext, fault: Record<string, unknown>): Promise<void> {
  const response = await request.post('/__mock/faults', { data: fault });
  expect(response.ok(), await response.text()).toBe(true);
}

export const isRefresh = (method: string, url: string, body: string | null) =>
  method === 'POST' && new URL(url).pathname === '/oauth/token' && (body ?? '').includes('grant_type=refresh_token');

/**
 * The app's own page is on screen, not the page snapshot index.html paints before the scripts on a
 * repeat visit (docs/decisions/0023-page-snapshot.md): the picture holds the same elements (the user
 * menu, the home's welcome), inert, so what is visible right after a reload may not be the app yet.
 */
export async function expectAppPage(page: Page, timeout = 15_000): Promise<void> {
  await expect(page.locator('[data-page-snapshot]')).toHaveCount(0, { timeout });
}
