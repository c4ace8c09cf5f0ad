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
  /** Bearer to send instead of the stored one: the login flow loads the profile before storing tokens. */
  accessToken?: string;
}

export function callOptionsOf(source: object): CallOptions {
  const { timeoutMs, suppressToast, accessToken } = source as Record<string, unknown>;
  return {
    timeoutMs: typeof timeoutMs === 'number' ? timeoutMs : undefined,
    suppressToast: suppressToast === true,
    accessToken: typeof accessToken === 'string' && accessToken ? accessToken : undefined,
  };
}
