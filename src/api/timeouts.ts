import { operationTable } from './operations';
import type { ServerId } from './servers';

/** platform.md 9: most calls 70 s. */
export const DEFAULT_TIMEOUT_MS = 70_000;

const serverTimeouts: Partial<Record<ServerId, number>> = {
  helpdesk: 15_000,
};

const callTimeouts = operationTable<number>({
  'GET /rest/users/activity-logs': 120_000,
  // 90 minutes: a video enrollment is uploaded and processed in the same call.
  'POST /face/enroll': 5_400_000,
});

/** The timeout of a call unless the caller passes `timeoutMs`. */
export function timeoutFor(server: ServerId | null, method: string, path: string): number {
  return callTimeouts.lookup(method, path) ?? (server ? serverTimeouts[server] : undefined) ?? DEFAULT_TIMEOUT_MS;
}
