import { JSON_ASSET_INIT, takeEarlyFetch } from './early-fetch';

/**
 * Reads a JSON file served beside index.html (config.json). It is not an API call: no token, no
 * refresh, no toast. Answers undefined when the file is absent (404) so the embedded default applies.
 */
export async function fetchJsonAsset(path: string): Promise<unknown> {
  // The route preload hint's request when it made one (src/api/early-fetch.ts); a failed one is asked again.
  const early = await takeEarlyFetch(path)?.catch(() => undefined);
  const response = early ?? (await fetch(path, JSON_ASSET_INIT));
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(`${path} is not valid JSON`);
  }
}
