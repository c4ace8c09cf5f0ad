import type { ZodType } from 'zod';
import type { ServerId } from './endpoints';
import * as epayment from './generated/epayment/operations';
import * as face from './generated/face/operations';
import * as helpdesk from './generated/helpdesk/operations';
import * as oauth from './generated/oauth/operations';
import * as rest from './generated/rest/operations';
import { withJitless } from './schema-modules';

/*
 * What the transport does differently per operation: credentials, timeout, answer validation. The
 * contract says it (`security`, `x-timeout-ms`, `x-validate-answer` in openapi/*.yaml) and
 * `npm run generate` writes it per document (src/api/generated/<doc>/operations.ts); these tables
 * are keyed by `METHOD /contract/path` and matched against the call's method and filled-in path.
 */

/** Every operation of every contract, `METHOD /path` → its parameters, body and answers (orval's models). */
export type Operations = rest.Operations &
  epayment.Operations &
  oauth.Operations &
  face.Operations &
  helpdesk.Operations;

/** `METHOD /path/{param}` exactly as in the contract; a path the contract lacks does not compile. */
export type OperationKey = keyof Operations & string;

/** A path of any contract, as the contract spells it. */
export type ContractPath = OperationKey extends `${string} ${infer Path}` ? Path : never;

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

/** An operation's policy where it differs from its document's (generated from the contract). */
export interface OperationPolicy {
  /** The contract's credentials: `security: []` is 'none'. */
  auth?: ContractAuth;
  timeoutMs?: number;
  /** The operation's 200 answer schema (`x-validate-answer`): a lazy chunk of its tag. */
  answer?: () => Promise<ZodType>;
}

type ContractAuth = 'bearer' | 'basic' | 'none';

const entries: Partial<Record<OperationKey, OperationPolicy>> = {
  ...rest.operationPolicies,
  ...epayment.operationPolicies,
  ...oauth.operationPolicies,
  ...face.operationPolicies,
  ...helpdesk.operationPolicies,
};
const policies = operationTable(entries);

/** Each server's document policy: for its operations without their own, and for calls outside the contract (a HEAD probe). */
const serverPolicy: Record<ServerId, { auth: ContractAuth; timeoutMs?: number }> = {
  // epayment's operations live on the rest server and share its defaults.
  rest: rest.documentPolicy,
  oauth: oauth.documentPolicy,
  face: face.documentPolicy,
  // The helpdesk gateway (server/helpdesk-gateway.ts) learns the student from the portal's token
  // and holds the Redmine key itself: the browser never has one.
  helpdesk: helpdesk.documentPolicy,
};

export type AuthScheme = 'bearer' | 'client-basic' | 'none';

const authSchemes: Record<ContractAuth, AuthScheme> = { bearer: 'bearer', basic: 'client-basic', none: 'none' };

/** How a call authenticates: its operation's `security`, else its server's document's. */
export function authSchemeOf(server: ServerId, method: string, path: string): AuthScheme {
  return authSchemes[policies.lookup(method, path)?.auth ?? serverPolicy[server].auth];
}

/** platform.md 9: most calls 70 s. */
export const DEFAULT_TIMEOUT_MS = 70_000;

/** The timeout of a call unless the caller passes `timeoutMs`: its operation's `x-timeout-ms`, else its document's. */
export function timeoutFor(server: ServerId, method: string, path: string): number {
  return policies.lookup(method, path)?.timeoutMs ?? serverPolicy[server].timeoutMs ?? DEFAULT_TIMEOUT_MS;
}

/** Loads an operation's answer schema: the generated module of its tag is a lazy chunk. */
export type SchemaLoader = () => Promise<ZodType>;

/**
 * Successful answers checked against the contract's zod schemas before anyone reads them
 * (`x-validate-answer`: the calls the app cannot work without). A mismatch is ApiError kind
 * 'invalid-response', never a crash deeper in a screen. The body is passed on as received (the
 * schemas only check it). The schemas (and the code of zod that only they use) load with the first
 * call that needs one, not with the first page, each with its tag's chunk.
 */
export const validatedCalls = operationTable<SchemaLoader>(
  Object.fromEntries(
    Object.entries(entries).flatMap(([key, { answer }]) => (answer ? [[key, () => withJitless(answer)]] : [])),
  ),
);
