import { HttpResponse } from 'msw';
import type { RuntimeConfigInput } from '@/config/schema';
import { anyOrigin, untypedHttp } from '../http';
import { OAUTH_CLIENT } from '../world/accounts';
import { currentPersona } from '../world/personas';
import { runtimeMode } from '../world/settings';
import { LEGACY_RESERVE_PATH } from './legacy-reserve';
import { homeUniversity, universityConfigOf } from '../world/views';

/**
 * GET /config.json (src/config/schema.ts): the runtime config the persona implies. On-premise
 * personas get the home university as seeded (captcha, auto-logout... as the persona set them),
 * cloud gets serveMode cloud and the university list address. The app deep-merges it over its
 * embedded default, so switching persona and reloading changes the app.
 */
function runtimeConfigForPersona(): RuntimeConfigInput {
  const persona = currentPersona();
  // Public values only (served before sign-in): the client id names the web client (its Basic
  // password is the app's default, src/config/schema.ts); no helpdesk key (the mock checks the bearer token).
  const endpoints = {
    oauthClientId: OAUTH_CLIENT.id,
    universityListUrl: '/rest/universities',
    // The deployment's legacy reserve page has a stand-in here (handlers/legacy-reserve.ts).
    legacyReserveUrl: runtimeMode() === 'browser' ? '/mock-legacy-reserve.html' : LEGACY_RESERVE_PATH,
  };
  const ui = { ...persona.ui };
  if (persona.serveMode === 'cloud') return { serveMode: 'cloud', ui, endpoints };
  const home = homeUniversity();
  return { serveMode: 'on-premise', ...(home ? { university: universityConfigOf(home) } : {}), ui, endpoints };
}

export const configHandlers = [
  // Any path ending in /config.json: the app reads it relative to the page.
  untypedHttp.get(anyOrigin('/config.json'), () =>
    HttpResponse.json(runtimeConfigForPersona(), { headers: { 'Cache-Control': 'no-store' } }),
  ),
];
