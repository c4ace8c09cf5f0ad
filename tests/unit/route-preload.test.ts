import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { CONFIG_PATH, EARLY_FETCHES_GLOBAL, takeEarlyFetch } from '@/api/early-fetch';
import { fetchJsonAsset } from '@/api/static-asset';
import { server } from '../msw-server';
import { ACCESS_TOKEN_KEY } from '@/api/tokens';
import { paths } from '@/lib/paths';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { preloadFontsOf, routePreloadScript } from '../../scripts/route-preload';

/*
 * The route preload hint (scripts/route-preload.ts): the generated script run as the
 * browser runs it, for each kind of address. Whether the preloaded files are reused is measured by
 * `npm run bench:web` (the files a page loads); here, which files it asks for.
 */

const GROUPS = {
  'route-login': [
    'static/js/async/route-login.1.js',
    'static/css/async/route-login.1.css',
    'static/js/async/a.1.js',
    'static/js/async/route-login.1.js.LICENSE.txt',
  ],
  'route-shell': ['static/js/async/route-shell.1.js', 'static/js/async/a.1.js'],
  'route-reserve': ['static/js/async/route-reserve.1.js', 'static/js/async/a.1.js'],
  'route-reserve-reminders': ['static/js/async/route-reserve-reminders.1.js'],
  index: ['static/js/index.1.js'],
};

function preloadsAt(pathname: string, token: string | null): { href: string; as: string }[] {
  window.history.replaceState(null, '', pathname);
  if (token) localStorage.setItem(ACCESS_TOKEN_KEY, token);
  else localStorage.removeItem(ACCESS_TOKEN_KEY);
  new Function(routePreloadScript(GROUPS, '/'))();
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => ({
    href: new URL(l.href).pathname,
    as: l.as,
  }));
}

const clearPreloads = () => document.head.querySelectorAll('link[rel="preload"]').forEach((l) => l.remove());

afterEach(() => {
  clearPreloads();
  localStorage.clear();
  delete (window as unknown as Record<string, unknown>)[EARLY_FETCHES_GLOBAL];
});

describe('the route preload hint', () => {
  it('asks for the reserve page on the reserve page of every variant (a trailing slash too), and only there', () => {
    const reserveFile = '/static/js/async/route-reserve.1.js';
    for (const reserve of [paths.FoodReserve, paths.SportReserve, paths.HealthReserve, `${paths.TransportReserve}/`]) {
      expect(preloadsAt(reserve, 'a.b.c').map((l) => l.href)).toContain(reserveFile);
      clearPreloads();
    }
    for (const other of [paths.FoodSelfs, paths.FoodReservesReport, '/food/reserve/extra']) {
      expect(preloadsAt(other, 'a.b.c').map((l) => l.href)).not.toContain(reserveFile);
      clearPreloads();
    }
  });

  it('asks for the sign-in page on /login, and on any page without a stored token (it will send the visitor there)', () => {
    const login = [
      { href: '/static/js/async/route-login.1.js', as: 'script' },
      { href: '/static/css/async/route-login.1.css', as: 'style' },
      { href: '/static/js/async/a.1.js', as: 'script' },
    ];
    expect(preloadsAt('/login', null)).toEqual(login);
    clearPreloads();
    expect(preloadsAt('/food/reserve', null)).toEqual(login);
  });

  it("does not ask again for a stylesheet the page holds already (a page rendered ahead inlines or links its route's)", () => {
    for (const markup of [
      '<style data-href="/static/css/async/route-login.1.css"></style>',
      '<link rel="stylesheet" href="/static/css/async/route-login.1.css">',
    ]) {
      document.head.insertAdjacentHTML('beforeend', markup);
      expect(preloadsAt('/login', null).map((l) => l.href)).toEqual([
        '/static/js/async/route-login.1.js',
        '/static/js/async/a.1.js',
      ]);
      clearPreloads();
      document.head.lastElementChild!.remove();
    }
  });

  it('asks for the shell, and on a reserve page for the page too, each file once, when a token is stored', () => {
    expect(preloadsAt('/food/reserve', 'a.b.c').map((l) => l.href)).toEqual([
      '/static/js/async/route-shell.1.js',
      '/static/js/async/a.1.js',
      '/static/js/async/route-reserve.1.js',
    ]);
    clearPreloads();
    expect(preloadsAt('/user/wallet', 'a.b.c').map((l) => l.href)).toEqual([
      '/static/js/async/route-shell.1.js',
      '/static/js/async/a.1.js',
    ]);
  });

  it('asks for the sign-in page on /login even with a stored token', () => {
    expect(preloadsAt('/login', 'a.b.c').map((l) => l.href)).toContain('/static/js/async/route-login.1.js');
  });

  it('asks for the fonts (CORS, as the stylesheet will): the Arabic-script file and the Latin punctuation, the whole Latin file for English', () => {
    const fonts = preloadFontsOf([
      'static/font/vazirmatn-latin-ext-wght-normal.3.woff2',
      'static/font/vazirmatn-arabic-wght-normal.1.woff2',
      'static/font/vazirmatn-latin-wght-normal.2.woff2',
      'static/font/vazirmatn-latin-letters-wght-normal.4.woff2',
      'static/font/vazirmatn-latin-punctuation-wght-normal.5.woff2',
      'static/js/index.1.js',
    ]);
    expect(fonts).toEqual({
      arabic: 'static/font/vazirmatn-arabic-wght-normal.1.woff2',
      latin: 'static/font/vazirmatn-latin-wght-normal.2.woff2',
      'latin-punctuation': 'static/font/vazirmatn-latin-punctuation-wght-normal.5.woff2',
    });
    const fontLinks = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')]
        .filter((l) => l.as === 'font')
        .map((l) => ({ href: new URL(l.href).pathname, type: l.type, crossOrigin: l.crossOrigin }));
    const run = () => new Function(routePreloadScript(GROUPS, '/', fonts))();
    run();
    expect(fontLinks()).toEqual([
      { href: '/static/font/vazirmatn-arabic-wght-normal.1.woff2', type: 'font/woff2', crossOrigin: 'anonymous' },
      {
        href: '/static/font/vazirmatn-latin-punctuation-wght-normal.5.woff2',
        type: 'font/woff2',
        crossOrigin: 'anonymous',
      },
    ]);
    // Signed in, the same: a phone's pages draw no Latin letter (the browser asks for them when one does).
    clearPreloads();
    window.history.replaceState(null, '', '/food/reserve');
    localStorage.setItem(ACCESS_TOKEN_KEY, 'a.b.c');
    run();
    expect(fontLinks().map((l) => l.href)).toEqual([
      '/static/font/vazirmatn-arabic-wght-normal.1.woff2',
      '/static/font/vazirmatn-latin-punctuation-wght-normal.5.woff2',
    ]);
    clearPreloads();
    localStorage.setItem(STORAGE_KEYS.language, 'en');
    run();
    expect(fontLinks().map((l) => l.href)).toEqual(['/static/font/vazirmatn-latin-wght-normal.2.woff2']);
  });

  it('asks for the runtime config at once, and the app takes that answer instead of asking again; a failed one it asks again', async () => {
    let asked = 0;
    let version = 0;
    server.use(
      http.get('*/config.json', ({ request }) => {
        asked += 1;
        // As the app asks: never from the HTTP cache, for JSON.
        expect(request.cache).toBe('no-store');
        expect(request.headers.get('accept')).toBe('application/json');
        return HttpResponse.json({ version: (version += 1) });
      }),
    );
    preloadsAt('/login', null);
    expect(asked).toBe(0); // asked, not yet answered: the app's read below waits for the same request
    expect(await fetchJsonAsset(CONFIG_PATH)).toEqual({ version: 1 });
    expect(asked).toBe(1);
    expect(takeEarlyFetch(CONFIG_PATH)).toBeUndefined(); // handed over once
    expect(await fetchJsonAsset(CONFIG_PATH)).toEqual({ version: 2 }); // later reads ask themselves

    (window as unknown as Record<string, unknown>)[EARLY_FETCHES_GLOBAL] = {
      [CONFIG_PATH]: Promise.reject(new TypeError('offline')),
    };
    expect(await fetchJsonAsset(CONFIG_PATH)).toEqual({ version: 3 });
    expect(asked).toBe(3);
  });

  it('does not ask for the runtime config when it runs after the app has asked for itself (its script is async)', async () => {
    let asked = 0;
    server.use(
      http.get('*/config.json', () => {
        asked += 1;
        return HttpResponse.json({ version: asked });
      }),
    );
    expect(await fetchJsonAsset(CONFIG_PATH)).toEqual({ version: 1 });
    preloadsAt('/login', null);
    // The script's fetch would be in the hand-over object, started (it runs synchronously).
    expect(Object.values((window as unknown as Record<string, object>)[EARLY_FETCHES_GLOBAL]!).filter(Boolean)).toEqual(
      [],
    );
    expect(asked).toBe(1);
  });
});
