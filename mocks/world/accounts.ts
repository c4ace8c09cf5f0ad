/**
 * The seeded accounts people log in with. Ids and credentials are fixed so tests, QA and the
 * persona list can name them. The OAuth client is the one the app is configured with by default
 * (src/config/schema.ts endpoints.oauthClientId / oauthClientSecret).
 */

export const OAUTH_CLIENT = { id: 'samad-web', secret: 'samad-web-secret' } as const;
/** Every OAuth client the live servers accept: the web app's, and the mobile app's that open-source clients use (foodie, Poisonad, foodPilot). */
export const OAUTH_CLIENTS: readonly { id: string; secret: string }[] = [
  OAUTH_CLIENT,
  { id: 'samad-mobile', secret: 'samad-mobile-secret' },
];

export const ACCOUNTS = {
  /** The default student (cash and subsidy credit, a forced-read message, payments, logs). */
  student: { id: 1001, username: 'student', password: 'student123' },
  /** A second student: the usual destination of a credit transfer. */
  student2: { id: 1002, username: 'student2', password: 'student123' },
  /** A staff (management) user: authorities outside the student list. */
  staff: { id: 2001, username: 'staff', password: 'staff123' },
  /** Locked by an operator: "User account is locked". */
  locked: { id: 3001, username: 'locked', password: 'locked123' },
  /** Disabled: "User is disabled". */
  disabled: { id: 3002, username: 'disabled', password: 'disabled123' },
} as const;

export type AccountKey = keyof typeof ACCOUNTS;

/** Student-type authorities (platform.md 6); anything else marks a management user. */
export const STUDENT_AUTHORITIES = [
  'ROLE_STUDENT',
  'ROLE_NURTURE_USER',
  'ROLE_RS_USERS_ME',
  'ROLE_RS_USERS_ME_CHANGE_PASSWORD',
  'ROLE_RS_MOBILE_APP',
  'ROLE_RS_NURTURE_VOTE',
  'ROLE_RS_VOTE_REASONS',
] as const;

/** Needed for the transaction history (platform.md 6). */
export const ROLE_VIEW_OWN_PAYMENTS = 'ROLE_USER_VIEW_OWN_PAYMENTS';

export const STAFF_AUTHORITIES = [
  'ROLE_NURTURE_ADMIN',
  'ROLE_SELF_OPERATOR',
  'ROLE_REPORT_VIEWER',
  'ROLE_RS_USERS_ME',
  'ROLE_RS_USERS_ME_CHANGE_PASSWORD',
  ROLE_VIEW_OWN_PAYMENTS,
] as const;

/** Authorities that may read or change other users (GET /rest/users/{id}, PUT .../{id}/change-password). */
export const MANAGEMENT_AUTHORITY = 'ROLE_NURTURE_ADMIN';

export const HOME_UNIKEY = 'sbu';
