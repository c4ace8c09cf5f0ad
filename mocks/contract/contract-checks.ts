import { HttpResponse } from 'msw';
import { authenticateClient, isSession, requireUser } from '../auth';
import { failure, isApiPath, untypedHttp } from '../http';
import { VIOLATION_HEADER } from '../journal/journaled';
import {
  checkRequest,
  operationsOf,
  type ContractDocument,
  type ContractMode,
  type ContractViolation,
  type Operation,
} from './request-check';

/*
 * The contract check in front of the domain handlers: a request whose parameters or body break
 * openapi/*.yaml is refused with a 400 in its server's error shape, naming the field and the rule,
 * before any business rule sees it. The documents are loaded by the runtime (documents-node.ts,
 * documents-browser.ts); without them nothing is checked.
 */

export { CONTRACT_DOCUMENTS } from './document-names';
/**
 * The documents whose requests are checked. Not helpdesk: it describes Redmine, a third-party
 * server with validation of its own (422 `{errors}` in its words), which the mock imitates and
 * tests/contract/helpdesk-contract.ts checks against a real Redmine too.
 */
const CHECKED = new Set(['rest', 'oauth', 'epayment', 'face']);

let operations: Operation[] = [];
let defaultMode: ContractMode = 'strict';
let mode: ContractMode = defaultMode;

export function setContractDocuments(docs: readonly ContractDocument[]): void {
  operations = operationsOf(docs.filter((d) => CHECKED.has(d.name)));
}

export const contractOperations = (): readonly Operation[] => operations;
export const getContractMode = (): ContractMode => mode;
export function setContractMode(next: ContractMode): void {
  mode = next;
}
/** What `POST /__mock/reset` returns to (the standalone server's --contract). */
export function setDefaultContractMode(next: ContractMode): void {
  defaultMode = next;
  mode = next;
}
export function resetContractMode(): void {
  mode = defaultMode;
}

const describe = (v: ContractViolation) =>
  `${v.operation.method} ${v.operation.path}: ${v.field} ${v.message} (${v.rule})`;

/** The refusal in the shape the document's server answers errors with. */
function refusal(v: ContractViolation): Response {
  const text = describe(v);
  const headers = { [VIOLATION_HEADER]: `${v.field}: ${v.rule}` };
  const detail = { field: v.field, rule: v.rule, message: v.message, operation: v.operation.operationId ?? null };
  switch (v.operation.doc.name) {
    case 'oauth':
      return HttpResponse.json(
        { error: 'invalid_request', error_description: text, ...detail },
        { status: 400, headers },
      );
    case 'face':
      return HttpResponse.json(
        { success: false, error_code: 'INVALID_INPUT', ...detail, message: text },
        { status: 400, headers },
      );
    default:
      return HttpResponse.json(
        failure({
          status: 400,
          messageResource: 'CONTRACT_VIOLATION',
          messageFa: `درخواست با قرارداد API نمی‌خواند: ${v.field}`,
          message: text,
          payload: detail,
        }),
        { status: 400, headers },
      );
  }
}

/**
 * A server authenticates before it binds the body: a call without valid credentials gets the
 * handler's 401, whatever it sent (the schemes of the operation's `security`, else the document's).
 */
function authenticated(operation: Operation, request: Request): boolean {
  const security = (operation.op.security ?? operation.doc.spec.security ?? []) as Array<Record<string, unknown>>;
  const schemes = security.flatMap((s) => Object.keys(s));
  if (schemes.includes('bearerAuth')) return isSession(requireUser(request, { allowPasswordChange: true }));
  if (schemes.includes('clientBasic')) return authenticateClient(request) !== null;
  return true;
}

export const contractCheckHandlers = [
  untypedHttp.all('*', async ({ request }) => {
    if (mode === 'off' || operations.length === 0 || !isApiPath(new URL(request.url).pathname)) return undefined;
    const found = await checkRequest(operations, request, mode);
    if (found && !authenticated(found.operation, request)) return undefined;
    return found ? refusal(found) : undefined;
  }),
];
