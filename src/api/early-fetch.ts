/**
 * Requests the route preload hint (scripts/route-preload.ts) starts before the initial scripts have
 * run, handed to the app once (issue 20). A module without imports, so the build reads the same names.
 *
 * The runtime config is read before the first render: asked for by the app, it waited for every
 * initial script to download and run, then took a round trip of its own in front of the first paint.
 */
export const EARLY_FETCHES_GLOBAL = '__earlyFetches';
/** The runtime config's address, as the app asks for it. */
export const CONFIG_PATH = '/config.json';
/** How the app asks for a JSON file beside index.html: never from the HTTP cache (a deployment may change it). */
export const JSON_ASSET_INIT = { cache: 'no-store', headers: { Accept: 'application/json' } } as const;

type EarlyFetches = Record<string, Promise<Response> | undefined>;

/** The early request for `path`, once: a second call (or a path never asked for early) gets undefined. */
export function takeEarlyFetch(path: string): Promise<Response> | undefined {
  const early = (globalThis as unknown as Record<string, EarlyFetches | undefined>)[EARLY_FETCHES_GLOBAL];
  const request = early?.[path];
  if (early) delete early[path];
  return request;
}
