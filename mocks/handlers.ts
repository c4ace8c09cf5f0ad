import { HttpResponse, type RequestHandler } from 'msw';
import { controlHandlers } from './control';
import { anyOrigin, untypedHttp } from './http';
import { faultHandlers } from './faults';
import { authHandlers } from './handlers/auth';
import { configHandlers } from './handlers/config';
import { contentHandlers } from './handlers/content';
import { creditHandlers } from './handlers/credit';
import { dailySaleHandlers } from './handlers/daily-sale';
import { dormitoryHandlers } from './handlers/dormitory';
import { bankHandlers, epaymentHandlers } from './handlers/epayment';
import { faceHandlers } from './handlers/face';
import { helpdeskHandlers } from './handlers/helpdesk';
import { legacyReserveHandlers } from './handlers/legacy-reserve';
import { fallbackHandlers } from './handlers/fallback';
import { feedbackHandlers } from './handlers/feedbacks';
import { messageHandlers } from './handlers/messages';
import { paymentHandlers } from './handlers/payment';
import { programHandlers } from './handlers/programs';
import { reserveHandlers } from './handlers/reserves';
import { studentFamilyHandlers } from './handlers/student-family';
import { surveyHandlers } from './handlers/surveys';
import { teammateHandlers } from './handlers/teammates';
import { universityHandlers } from './handlers/universities';
import { userHandlers } from './handlers/users';
import { contractCheckHandlers } from './contract/contract-checks';
import { journaled } from './journal/journaled';
import { ensureWorld } from './world/world';

/**
 * Every handler, in the order MSW tries them: the control API, then faults and latency (which fall
 * through when nothing matches), then one list per domain, then the 404 catch-all. A new domain
 * (reserves, dormitory, surveys, helpdesk...) adds `mocks/handlers/<domain>.ts` and one line in
 * `domainHandlers`.
 */
const domainHandlers: RequestHandler[] = [
  ...configHandlers,
  ...authHandlers,
  ...creditHandlers,
  ...paymentHandlers,
  ...contentHandlers,
  ...messageHandlers,
  ...feedbackHandlers,
  ...epaymentHandlers,
  ...universityHandlers,
  ...faceHandlers,
  ...programHandlers,
  ...reserveHandlers,
  ...dailySaleHandlers,
  ...teammateHandlers,
  ...surveyHandlers,
  ...studentFamilyHandlers,
  ...dormitoryHandlers,
  ...helpdeskHandlers,
  // users last: /rest/users/{id} must not shadow /rest/users/<name> routes of other domains.
  ...userHandlers,
];

/** Seeds the world first when a lazy reset is pending (vitest), then falls through. */
const worldReady = untypedHttp.all(anyOrigin('/*'), () => {
  ensureWorld();
  return undefined;
});

/**
 * The control handlers' paths start with MSW's any-origin `*`, which would also match
 * /rest/__mock/reset: only /__mock/ at the root is the control API (the server's guard counts any
 * path naming /__mock as a control request, mocks/loopback.ts).
 */
const controlAtRootOnly = untypedHttp.all(anyOrigin('/*__mock*'), ({ request }) =>
  new URL(request.url).pathname.startsWith('/__mock/')
    ? undefined
    : HttpResponse.json({ error: 'The mock control API is at /__mock/ only' }, { status: 404 }),
);

const answering: RequestHandler[] = [
  worldReady,
  controlAtRootOnly,
  ...controlHandlers,
  ...bankHandlers,
  ...legacyReserveHandlers,
  // The contract first, as a server validates before its business rules (mocks/contract/).
  ...contractCheckHandlers,
  ...faultHandlers(domainHandlers),
  ...domainHandlers,
  ...fallbackHandlers,
];

/** Every answer goes through the request journal (GET /__mock/requests). */
export const handlers: RequestHandler[] = journaled(answering);
