/**
 * The contract's generated zod schemas, one lazy chunk per tag (issue 20): an answer's check loads
 * only its own tag's schemas (the login page's announcements load content's, not the dormitory's),
 * and zod's classic API arrives with the first of them. Used by list-policy.ts and call-policy.ts.
 */
export const epaymentSchemas = () => import('./generated/epayment/zod/epayment/epayment');
export const helpdeskSchemas = () => import('./generated/helpdesk/zod/helpdesk/helpdesk');
export const oauthSchemas = () => import('./generated/oauth/zod/oauth/oauth');
export const contentSchemas = () => import('./generated/rest/zod/content/content');
export const creditSchemas = () => import('./generated/rest/zod/credit/credit');
export const dailySaleSchemas = () => import('./generated/rest/zod/daily-sale/daily-sale');
export const dormitorySchemas = () => import('./generated/rest/zod/dormitory/dormitory');
export const familySchemas = () => import('./generated/rest/zod/family/family');
export const feedbacksSchemas = () => import('./generated/rest/zod/feedbacks/feedbacks');
export const messagesSchemas = () => import('./generated/rest/zod/messages/messages');
export const paymentSchemas = () => import('./generated/rest/zod/payment/payment');
export const programsSchemas = () => import('./generated/rest/zod/programs/programs');
export const reservesSchemas = () => import('./generated/rest/zod/reserves/reserves');
export const surveysSchemas = () => import('./generated/rest/zod/surveys/surveys');
export const teammatesSchemas = () => import('./generated/rest/zod/teammates/teammates');
export const universitiesSchemas = () => import('./generated/rest/zod/universities/universities');
export const usersSchemas = () => import('./generated/rest/zod/users/users');
