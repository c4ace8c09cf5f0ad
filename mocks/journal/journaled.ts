import { getResponse, type RequestHandler } from 'msw';
import { CONTROL_PREFIX, untypedHttp } from '../http';
import { recordRequest } from './journal';

/** The header the contract check sets on its refusals, so the journal (and the client) can say why. */
export const VIOLATION_HEADER = 'X-Mock-Contract-Violation';

/**
 * Wraps every handler in one that answers through them and records the outcome in the journal:
 * the same in the browser worker, MSW's Node server and the standalone server (MSW's own events are
 * per runtime, and vitest's setup removes their listeners after each test).
 */
export function journaled(inner: readonly RequestHandler[]): RequestHandler[] {
  return [
    untypedHttp.all('*', async ({ request }) => {
      const url = new URL(request.url);
      const started = performance.now();
      const at = new Date().toISOString();
      const response = await getResponse([...inner], request.clone());
      if (!response || url.pathname.startsWith(CONTROL_PREFIX)) return response;
      // MSW's passthrough() answer: the request went on to the network, nothing was mocked.
      if (response.headers.get('x-msw-intention') === 'passthrough') return response;
      const violation = response.headers.get(VIOLATION_HEADER) ?? undefined;
      recordRequest({
        at,
        method: request.method.toUpperCase(),
        path: url.pathname + url.search,
        status: response.type === 'error' ? 0 : response.status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        ...(violation ? { violation } : {}),
      });
      return response;
    }),
  ];
}
