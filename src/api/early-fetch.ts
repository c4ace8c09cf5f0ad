/**
 * Requests the route preload hint (scripts/route-preload.ts) starts before the initial scripts have
 * run, handed to the app once. A module without imports, so the build reads the same names.
 *
 * The runtime config is read before the first render: asked for by the app, it waited for every
 * initial script to download and run, then took a round trip of its own in front of the first paint.
 */
export const EARLY_FETCHES_GLOBAL = '__earlyFetches';
/** The runtime config's address, as the app asks for it. */
export const CONFIG_PATH = '/config.json';
/** How the app asks for a JSON file beside index.html: never from the HTTP cache (a deployment may change it). */
export const JSON_ASSET_INIT = { cache: 'no-store', headers: { Accept: 'application/json' } } as const;

/** A request by path; null once the app has taken it (or asked itself). */
type EarlyFetches = Record<string, Promise<Response> | null | undefined>;

/**
 * The early request for `path`, once: a second call (or a path never asked for early) gets undefined.
 * The path stays marked as taken: the hint's script is async, and when it runs only after the app
 * has asked for itself it must not send a second request nobody reads (scripts/route-preload.ts).
 */
export function takeEarlyFetch(path: string): Promise<Response> | undefined {
  const global = globalThis as unknown as Record<string, EarlyFetches | undefined>;
  const early = (global[EARLY_FETCHES_GLOBAL] ??= {});
  const request = early[path] ?? undefined;
  early[path] = null;
  return request;
}
