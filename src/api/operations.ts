import type { paths as EpaymentPaths } from './generated/epayment/schema';
import type { paths as FacePaths } from './generated/face/schema';
import type { paths as HelpdeskPaths } from './generated/helpdesk/schema';
import type { paths as OauthPaths } from './generated/oauth/schema';
import type { paths as RestPaths } from './generated/rest/schema';

type ContractPath = keyof RestPaths | keyof EpaymentPaths | keyof OauthPaths | keyof FacePaths | keyof HelpdeskPaths;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `METHOD /path/{param}` exactly as in the contract; a path the contract lacks does not compile. */
export type OperationKey = `${Method} ${ContractPath}`;

export interface OperationTable<V> {
  lookup(method: string, path: string): V | undefined;
  keys(): OperationKey[];
}

/** A per-call table (timeouts, public calls, validation), matched against a request's method and path. */
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
