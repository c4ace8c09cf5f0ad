import { operationTable, type OperationKey, type SchemaLoader } from './call-policy';
import { listAnswers as epayment } from './generated/epayment/lists';
import { listAnswers as face } from './generated/face/lists';
import { listAnswers as helpdesk } from './generated/helpdesk/lists';
import { listAnswers as oauth } from './generated/oauth/lists';
import { listAnswers as rest } from './generated/rest/lists';
import { withJitless } from './schema-modules';

/*
 * "Bad data stays in its box": every read that answers a list the app renders, with the
 * contract's schema of its answer. The transport prunes each list of such an answer item by item
 * (valid-items.ts `pruneInvalidItems`), so one malformed message, meal, room or survey is dropped
 * and reported once, and the rest of the page renders. `npm run generate` finds these reads in the
 * contract (src/api/generated/<doc>/lists.ts: GET operations whose answer holds a list); each loads
 * its schema with its tag's chunk when the first such answer arrives.
 */
const answers: Partial<Record<OperationKey, SchemaLoader | null>> = {
  ...rest,
  ...epayment,
  ...oauth,
  ...face,
  ...helpdesk,
};

/** An answer's schema loader; null for a read that is not a list though a list's template matches its path. */
export const listCalls = operationTable<SchemaLoader | null>(
  Object.fromEntries(Object.entries(answers).map(([key, load]) => [key, load && (() => withJitless(load))])),
);
