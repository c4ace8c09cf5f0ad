import { isApiError } from './api-error';

/**
 * Whether a failed call may have been acted on. A 4xx is a refusal: the server read the
 * request and did nothing. No answer, a timeout, an unreadable answer or a 5xx (with or without a
 * body) may come after the server moved the money: what it holds must be read again before a retry.
 * Pure and tiny, so a week of reserve counters can use it without the money-action hook.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.kind === 'http') return error.status === null || error.status >= 500;
  return true;
}
