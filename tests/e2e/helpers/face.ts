import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Face enrollment e2e (face.spec.ts, face-denied.spec.ts): chromium's fake camera and the tracks the page opened. */

export const BASE_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const FAKE_DEVICE = '--use-fake-device-for-media-stream';
export const FAKE_UI = '--use-fake-ui-for-media-stream';
export const SHOTS = 'test-results/screenshots';

interface Tokens {
  access_token: string;
  refresh_token: string;
}

async function apiLogin(request: APIRequestContext, persona: string): Promise<Tokens> {
  const reset = await request.post('/__mock/reset', { data: { persona } });
  expect(reset.ok(), await reset.text()).toBe(true);
  const info = (await (await request.get('/__mock/personas')).json()) as {
    oauthClient: { id: string; secret: string };
    personas: { id: string; username: string; password: string }[];
  };
  const who = info.personas.find((p) => p.id === persona)!;
  const basic = Buffer.from(`${info.oauthClient.id}:${info.oauthClient.secret}`).toString('base64');
  const response = await request.post('/oauth/token', {
    form: { grant_type: 'password', username: who.username, password: who.password },
    headers: { Authorization: `Basic ${basic}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const tokens = (await response.json()) as Tokens;
  // The seeded student has an unread forced-read message whose modal would cover the page.
  const headers = { Authorization: `Bearer ${tokens.access_token}` };
  const inbox = await (await request.get('/rest/users/me/messages/inbox?page=0&size=100', { headers })).json();
  for (const m of inbox.payload.content as { id: number; read: boolean; forceRead?: boolean }[]) {
    if (m.forceRead && !m.read) await request.put(`/rest/users/me/messages/${m.id}`, { headers });
  }
  return tokens;
}

/** Signed in as `persona` (tokens stored before the app starts) and the camera tracks counted. */
export async function signedIn(page: Page, request: APIRequestContext, persona: string) {
  const tokens = await apiLogin(request, persona);
  await page.addInitScript(([access, refresh]) => {
    if (!sessionStorage.getItem('e2e.seeded')) {
      localStorage.setItem('portal.accessToken', access!);
      localStorage.setItem('portal.refreshToken', refresh!);
      sessionStorage.setItem('e2e.seeded', '1');
    }
    // Every track getUserMedia hands out; a stopped one is readyState "ended".
    const tracks: MediaStreamTrack[] = [];
    const getUserMedia = MediaDevices.prototype.getUserMedia;
    MediaDevices.prototype.getUserMedia = async function (constraints?: MediaStreamConstraints) {
      const stream = await getUserMedia.call(this, constraints);
      tracks.push(...stream.getTracks());
      return stream;
    };
    Object.assign(window, {
      __e2eCameraTracks: () => ({ opened: tracks.length, live: tracks.filter((t) => t.readyState === 'live').length }),
    });
  }, [tokens.access_token, tokens.refresh_token]);
}

export const cameraTracks = (page: Page) =>
  page.evaluate(() => (window as unknown as { __e2eCameraTracks: () => { opened: number; live: number } }).__e2eCameraTracks());

export const capture = (page: Page) => page.getByTestId('face-capture');

