import { type Violation } from '../../world/reservation-rules';

export const problem = (status: number, resource: string, messageFa: string, message: string): Violation => ({
  status,
  resource,
  messageFa,
  message,
});
export const notFound = (what: string, resource: string) => problem(404, resource, `${what} یافت نشد.`, `${resource}`);

export type Outcome = { done: string } | Violation;
export const isViolation = <T extends object>(o: T | Violation): o is Violation => 'resource' in o;
