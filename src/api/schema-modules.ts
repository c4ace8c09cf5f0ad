/**
 * The contract's generated zod schemas, one lazy chunk per tag (issue 20): an answer's check loads
 * only its own tag's schemas (the login page's announcements load content's, not the dormitory's),
 * and zod's classic API arrives with the first of them. Used by list-policy.ts and call-policy.ts.
 */

/** zod arrives only here, so its jitless mode (src/lib/zod-jitless.ts) is set here, before any parse. */
const withJitless = <T>(schemas: Promise<T>): Promise<T> =>
  Promise.all([import('@/lib/zod-jitless'), schemas]).then(([, module]) => module);

export const epaymentSchemas = () => withJitless(import('./generated/epayment/zod/epayment/epayment'));
export const helpdeskSchemas = () => withJitless(import('./generated/helpdesk/zod/helpdesk/helpdesk'));
export const oauthSchemas = () => withJitless(import('./generated/oauth/zod/oauth/oauth'));
export const contentSchemas = () => withJitless(import('./generated/rest/zod/content/content'));
export const creditSchemas = () => withJitless(import('./generated/rest/zod/credit/credit'));
export const dailySaleSchemas = () => withJitless(import('./generated/rest/zod/daily-sale/daily-sale'));
export const dormitorySchemas = () => withJitless(import('./generated/rest/zod/dormitory/dormitory'));
export const familySchemas = () => withJitless(import('./generated/rest/zod/family/family'));
export const feedbacksSchemas = () => withJitless(import('./generated/rest/zod/feedbacks/feedbacks'));
export const messagesSchemas = () => withJitless(import('./generated/rest/zod/messages/messages'));
export const paymentSchemas = () => withJitless(import('./generated/rest/zod/payment/payment'));
export const programsSchemas = () => withJitless(import('./generated/rest/zod/programs/programs'));
export const reservesSchemas = () => withJitless(import('./generated/rest/zod/reserves/reserves'));
export const surveysSchemas = () => withJitless(import('./generated/rest/zod/surveys/surveys'));
export const teammatesSchemas = () => withJitless(import('./generated/rest/zod/teammates/teammates'));
export const universitiesSchemas = () => withJitless(import('./generated/rest/zod/universities/universities'));
export const usersSchemas = () => withJitless(import('./generated/rest/zod/users/users'));
