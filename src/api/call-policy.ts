import type { ZodType } from 'zod';
import type { ServerId } from './endpoints';
import type { paths as EpaymentPaths } from './generated/epayment/schema';
import type { paths as FacePaths } from './generated/face/schema';
import type { paths as HelpdeskPaths } from './generated/helpdesk/schema';
import type { paths as OauthPaths } from './generated/oauth/schema';
import type { paths as RestPaths } from './generated/rest/schema';
import { creditSchemas, oauthSchemas, programsSchemas, reservesSchemas, usersSchemas } from './schema-modules';

/*
 * What the transport does differently per operation: credentials, timeout, answer validation. Each
 * table is keyed by `METHOD /contract/path` and matched against the call's method and filled-in path.
 */

/** A path of any contract, as the contract spells it. */
export type ContractPath =
  keyof RestPaths | keyof EpaymentPaths | keyof OauthPaths | keyof FacePaths | keyof HelpdeskPaths;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `METHOD /path/{param}` exactly as in the contract; a path the contract lacks does not compile. */
export type OperationKey = `${Method} ${ContractPath}`;

export interface OperationTable<V> {
  lookup(method: string, path: string): V | undefined;
  keys(): OperationKey[];
}

export function operationTable<V>(entries: Partial<Record<OperationKey, V>>): OperationTable<V> {
  const compiled = (Object.entries(entries) as [OperationKey, V][]).map(([key, value]) => {
    const [method, template] = key.split(' ') as [string, string];
    const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
    const params = template.split('{').length - 1;
    return { key, method, regex: new RegExp(`^${pattern}$`), params, value };
  });
  // A literal path wins over a template that also matches it (/rest/users/me over /rest/users/{id}).
  compiled.sort((a, b) => a.params - b.params);
  return {
    lookup: (method, path) => compiled.find((c) => c.method === method.toUpperCase() && c.regex.test(path))?.value,
    keys: () => compiled.map((c) => c.key),
  };
}

/**
 * Calls sent without a bearer token (platform.md 6): the operations that declare `security: []`
 * in openapi/rest.yaml. tests/unit/api/call-policy.test.ts keeps this list equal to the contract.
 * /oauth/token is not here: it uses HTTP Basic client auth instead.
 */
export const publicCalls = operationTable<true>({
  'POST /rest/captcha': true,
  'POST /rest/users/reset-password/init': true,
  'GET /rest/announcements': true,
  'GET /rest/universities': true,
});

export type AuthScheme = 'bearer' | 'client-basic' | 'none';

/** How a call authenticates, per server and per contract (security schemes of openapi/*.yaml). */
export function authSchemeOf(server: ServerId, method: string, path: string): AuthScheme {
  switch (server) {
    case 'rest':
      return publicCalls.lookup(method, path) ? 'none' : 'bearer';
    case 'oauth':
      return 'client-basic';
    case 'helpdesk':
      // The helpdesk gateway (scripts/helpdesk-gateway.ts) learns the student from the portal's token
      // and holds the Redmine key itself: the browser never has one (issue 40).
      return 'bearer';
    case 'face':
      // The image variant carries the token in its form (openapi/face.yaml declares no security).
      return 'none';
  }
}

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
export function timeoutFor(server: ServerId, method: string, path: string): number {
  return callTimeouts.lookup(method, path) ?? serverTimeouts[server] ?? DEFAULT_TIMEOUT_MS;
}

/**
 * Successful answers checked against the contract's zod schemas before anyone reads them: the calls
 * the app cannot work without. A mismatch is ApiError kind 'invalid-response', never a crash deeper
 * in a screen. The body is passed on as received (the schemas only check it).
 */
// The schemas (and the code of zod that only they use) load with the first call that needs one, not
// with the first page, each with its tag's chunk (schema-modules.ts, issue 20).
/** Loads an operation's answer schema: the generated module of its tag is a lazy chunk. */
export type SchemaLoader = () => Promise<ZodType>;

export const validatedCalls = operationTable<SchemaLoader>({
  'POST /oauth/token': async () => (await oauthSchemas()).issueTokenResponse,
  'GET /rest/users/me': async () => (await usersSchemas()).getMyProfileResponse,
  'GET /rest/reserves': async () => (await reservesSchemas()).listReservesResponse,
  'GET /rest/programs/v2': async () => (await programsSchemas()).getProgramsV2Response,
  'GET /rest/reservations/programs/v2': async () => (await programsSchemas()).getReservationProgramsV2Response,
  'GET /rest/users/nurture-profiles': async () => (await creditSchemas()).getNurtureProfileResponse,
});
