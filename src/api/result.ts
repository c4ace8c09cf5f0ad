import { ApiError, toApiError } from './api-error';

/** An openapi-fetch result (`{ data, response }` or `{ error, response }`). */
interface FetchResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** The data type of the success branch only. */
type DataOf<R> = R extends { data: infer D } ? D : never;

/**
 * The data of an openapi-fetch call, or ApiError: HTTP errors (`{ error }`), and anything the call
 * threw (timeouts, network, invalid answers, JSON that does not parse).
 */
export async function unwrap<R extends FetchResult>(result: R | Promise<R>): Promise<DataOf<R>> {
  let settled: R;
  try {
    settled = await result;
  } catch (error) {
    throw toApiError(error);
  }
  if (settled.error !== undefined || !settled.response.ok) throw ApiError.fromHttp(settled.response.status, settled.error);
  return settled.data as DataOf<R>;
}

/** The payload of a /rest envelope; an envelope without one is an invalid answer. */
export function payloadOf<T extends { payload?: unknown }>(envelope: T): Exclude<T['payload'], undefined> {
  if (envelope.payload === undefined) throw ApiError.invalidResponse(null, envelope);
  return envelope.payload as Exclude<T['payload'], undefined>;
}
