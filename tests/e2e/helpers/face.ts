import type { APIRequestContext, Page } from '@playwright/test';
import type { PersonaId } from './auth';
import { signedIn as signInAs } from './session';

/** Face enrollment e2e (face.spec.ts, face-denied.spec.ts): chromium's fake camera and the tracks the page opened. */

export { CHROMIUM, CHROMIUM_ARGS as BASE_ARGS } from '../../../scripts/chromium';
export const FAKE_DEVICE = '--use-fake-device-for-media-stream';
export const FAKE_UI = '--use-fake-ui-for-media-stream';
export const SHOTS = 'test-results/screenshots';

/** Signed in as `persona` (tokens stored before the app starts) and the camera tracks counted. */
export async function signedIn(page: Page, request: APIRequestContext, persona: PersonaId) {
  await signInAs(page, request, persona);
  await page.addInitScript(() => {
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
  });
}

export const cameraTracks = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __e2eCameraTracks: () => { opened: number; live: number } }).__e2eCameraTracks(),
  );

export const capture = (page: Page) => page.getByTestId('face-capture');
