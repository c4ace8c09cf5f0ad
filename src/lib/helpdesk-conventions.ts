/*
 * The portal's conventions on top of Redmine (modules.md 9, openapi/helpdesk.yaml): shared by the
 * helpdesk module, the mock Redmine (mocks/world/helpdesk-store.ts) and the real Redmine's seed
 * (scripts/redmine/seed.rb reads the same numbers from scripts/redmine/conventions.json), so the
 * three can never disagree on an id.
 */

/** Issue status ids of the portal's Redmine (openapi/helpdesk.yaml `IssueStatusId`). */
export const HELPDESK_STATUS = {
  New: 1,
  Updated: 22,
  WaitQueue: 20,
  Answered: 3,
  Pending: 11,
  Finished: 5,
  Rejected: 6,
  Confirmed: 18,
  Archive: 23,
  Canceled: 24,
} as const;
export type HelpdeskStatusId = (typeof HELPDESK_STATUS)[keyof typeof HELPDESK_STATUS];

/** The tracker every portal request uses (modules.md 9). */
export const HELPDESK_TRACKER_ID = 35;
/** List limit and page size (modules.md 9; Redmine caps `limit` at 100 anyway). */
export const HELPDESK_PAGE_SIZE = 100;
/** Attachment size limit (platform.md 9: upload limit 2 MB); the seeded Redmine enforces the same. */
export const HELPDESK_MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

/**
 * Ids of the issue custom fields that carry the numbered profile snapshot (modules.md 3).
 * Assumption: the spec names the fields but not their ids (only that 155, dormitory, and 157 are
 * excluded from the form); these are the defaults of the runtime config (`endpoints.helpdeskFields`)
 * and the ids the seeded Redmine creates.
 */
export const HELPDESK_FIELD_DEFAULTS = {
  university: 150,
  username: 151,
  channel: 152,
  name: 153,
  mobile: 154,
  dormitory: 155,
  email: 156,
  room: 157,
  floor: 158,
  block: 159,
} as const;
export type HelpdeskFieldKey = keyof typeof HELPDESK_FIELD_DEFAULTS;

/** The project the portal files requests in (Assumption: the spec does not name it; configurable). */
export const HELPDESK_PROJECT_DEFAULT = 'portal-helpdesk';
