/**
 * Per-call options. orval hooks take them in `request` (`useGetMyProfile({ request: { suppressToast: true } })`);
 * openapi-fetch clients take them beside the other init fields (`restClient.GET(path, { timeoutMs: 5000 })`):
 * openapi-fetch copies init keys a Request lacks onto the Request, where the pipeline reads them.
 */
export interface CallOptions {
  /** Overrides the call's timeout (timeouts.ts). */
  timeoutMs?: number;
  /** The caller shows its own message: no toast for this call's failure. */
  suppressToast?: boolean;
}

export function callOptionsOf(source: object): CallOptions {
  const { timeoutMs, suppressToast } = source as Record<string, unknown>;
  return {
    timeoutMs: typeof timeoutMs === 'number' ? timeoutMs : undefined,
    suppressToast: suppressToast === true,
  };
}
