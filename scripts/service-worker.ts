import type { RsbuildPlugin } from '@rsbuild/core';
import { generateSW, type GenerateSWOptions } from 'workbox-build';
import { API_CACHE, CONFIG_CACHE } from '../src/lib/offline-cache';

/*
 * The offline ticket: after a production build, Workbox writes dist/sw.js. It precaches
 * the app shell (index.html and the hashed scripts, styles, fonts, manifest and icons), answers
 * every page load with that index.html (a single-page app), and keeps the last answers of the calls
 * a day's ticket needs, so a student in a canteen without signal can still open it. The mock build
 * never gets it (rsbuild.config.ts): there the mock's own worker must own the scope.
 */

export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * The GET calls a day's ticket needs on the reserve page: the profile and its picture, the credit,
 * the selfs, the week's program and reserves (at either path style, config endpoints), and the
 * forgotten-card codes already asked for. A code is never fetched ahead: each one counts against
 * the student's monthly limit, so only those the student opened are kept. Anchored at the start so
 * an API on another origin matches too (Workbox matches a cross-origin RegExp only from index 0).
 * No sub-paths: /rest/reserves/5/reserve and friends are actions, never cached.
 */
export const TICKET_API =
  /^https?:\/\/[^?#]*?\/rest\/(users\/me|profile-pictures\/me|users\/nurture-profiles|selfs|reservations\/selfs|programs\/v2|reservations\/programs\/v2|reserves|forget-card-codes\/print)(\?|$)/;

/** The runtime configuration: fetched at every start, so the app needs it offline too. */
export const CONFIG_JSON = /^https?:\/\/[^/]+\/config\.json(\?|$)/;

/** Paths a page load must reach on the server (APIs, the mock's control pages), never the shell. */
const SERVER_PAGES = [/^\/rest\//, /^\/oauth\//, /^\/face-service\//, /^\/__mock\//];

/** Seconds to wait for the network before answering from the cache (a canteen's weak signal). */
const NETWORK_TIMEOUT_SECONDS = 5;

/**
 * The ticket's answers are the signed-in student's. Workbox writes this object's source
 * into sw.js (it stringifies plugins), so each method stands alone: no imports, no outer names;
 * the literals are offline-cache.ts's SESSION_CACHE, SESSION_USER_URL and CACHE_USER_PARAM
 * (tests/unit/service-worker.test.ts keeps them equal).
 *
 * - The cache key of an answer carries its user (the bearer's `user_name`): a student on a slow
 *   network is never answered with the profile of the student before.
 * - An answer is written only while its user is the one the page recorded as signed in: an answer
 *   that arrives after sign-out (or after someone else signed in) is dropped.
 */
export const userCachePlugin = {
  // Arrow functions: javascript-stringify writes an async method as `key: async key() {}`, which does not parse.
  cacheKeyWillBeUsed: async ({ request }: { request: Request }): Promise<string> => {
    // The `user_name` of the bearer ('' without one). Written out in both methods: Workbox's schema
    // allows no helper beside a plugin's callbacks, and sw.js gets each method's source alone.
    const auth = request.headers.get('Authorization') ?? '';
    const payload = auth.startsWith('Bearer ') ? auth.slice(7).split('.')[1] : undefined;
    let user = '';
    try {
      const bytes = Uint8Array.from(atob((payload ?? '').replace(/-/g, '+').replace(/_/g, '/')), (c) =>
        c.charCodeAt(0),
      );
      const name = (JSON.parse(new TextDecoder().decode(bytes)) as { user_name?: unknown }).user_name;
      if (typeof name === 'string') user = name;
    } catch {
      user = '';
    }
    const url = new URL(request.url);
    url.searchParams.set('__user', user);
    return url.href;
  },
  cacheWillUpdate: async ({
    request,
    response,
  }: {
    request: Request;
    response: Response;
  }): Promise<Response | null> => {
    const auth = request.headers.get('Authorization') ?? '';
    const payload = auth.startsWith('Bearer ') ? auth.slice(7).split('.')[1] : undefined;
    let user = '';
    try {
      const bytes = Uint8Array.from(atob((payload ?? '').replace(/-/g, '+').replace(/_/g, '/')), (c) =>
        c.charCodeAt(0),
      );
      const name = (JSON.parse(new TextDecoder().decode(bytes)) as { user_name?: unknown }).user_name;
      if (typeof name === 'string') user = name;
    } catch {
      user = '';
    }
    const current = await caches.match('/__offline/current-user', { cacheName: 'samad-session' });
    if (!user || !current || (await current.text()) !== user) return null;
    return response;
  },
};

export function serviceWorkerOptions(distDir: string): GenerateSWOptions {
  return {
    globDirectory: distDir,
    swDest: `${distDir}/${SERVICE_WORKER_FILE}`,
    // woff2 only: every browser with service workers reads it; the .woff copies would double the fonts.
    globPatterns: [
      'index.html',
      'route-preload.js',
      'static/**/*.{js,css,woff2,svg,png,jpg,webp}',
      'manifest.webmanifest',
      'icons/*.png',
    ],
    // Rsbuild puts a content hash in every static file's name: no revision query needed for those.
    dontCacheBustURLsMatching: /\.[0-9a-f]{8,}\./,
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    navigateFallback: '/index.html',
    navigateFallbackDenylist: SERVER_PAGES,
    // A new deployment takes over at once: its index.html names the new chunks.
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // One file (no workbox-<hash>.js beside it): one thing for nginx to serve uncached.
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
    runtimeCaching: [
      {
        urlPattern: CONFIG_JSON,
        handler: 'NetworkFirst',
        options: {
          cacheName: CONFIG_CACHE,
          networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // The cache key is the address and its user (userCachePlugin); the page also deletes this
        // cache at logout (src/lib/offline-cache.ts), so no other user reads it.
        urlPattern: TICKET_API,
        method: 'GET',
        handler: 'NetworkFirst',
        options: {
          cacheName: API_CACHE,
          networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
          // Only real answers: an error or a 401 must never stand in for the ticket.
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 60, maxAgeSeconds: 14 * 24 * 60 * 60 },
          plugins: [userCachePlugin],
        },
      },
    ],
  };
}

/** Rsbuild plugin: generates the worker into the build's output folder after each build. */
export function pluginServiceWorker(): RsbuildPlugin {
  return {
    name: 'samad:service-worker',
    setup(api) {
      // The browser's build (rsbuild.config.ts's `web` environment; the prerender's Node bundle is beside it).
      api.onAfterBuild(async ({ environments }) => {
        const dist = environments.web?.distPath ?? api.context.distPath;
        const { count, size, warnings } = await generateSW(serviceWorkerOptions(dist));
        for (const warning of warnings) console.warn(`service worker: ${warning}`);
        console.log(`service worker: ${SERVICE_WORKER_FILE}, ${count} files precached (${Math.round(size / 1024)} kB)`);
      });
    },
  };
}
