import { COLOR_SCHEME_KEY } from './color-scheme';
import { PAGE_SNAPSHOT_KEY } from './page-snapshot-format';

/**
 * Local-storage keys (platform.md 9: "storage keys exist for language, survey data, independent
 * reserve cart and credit charge constant"). Tokens are the transport's (src/api/tokens.ts).
 */
export const STORAGE_KEYS = {
  language: 'portal.language',
  seenMessages: 'portal.seenMessages',
  reservesList: 'portal.reservesList',
  surveyData: 'portal.surveyData',
  reserveCart: 'portal.reserveCart',
  creditChargeConstant: 'portal.creditChargeConstant',
  reserveMode: 'portal.reserveMode',
  selectedSelf: 'portal.selectedSelf',
  university: 'portal.university',
  /** The login page's announcements cache (platform.md 4: refetched after 30 minutes or a university change). */
  loginAnnouncements: 'portal.loginAnnouncements',
  /** Helpdesk: the last-seen update time of each request (unread replies). */
  helpdeskSeen: 'portal.helpdeskSeen',
  /** The colour scheme: auto (the system's), light or dark; the device's, kept on logout. */
  colorScheme: COLOR_SCHEME_KEY,
  /** Reserve-deadline reminders per self: on or off and the lead time (a device preference, kept on logout). */
  reserveReminders: 'portal.reserveReminders',
  /** The week planner's preferences, per user, variant and self; the session's (cleared at its end). */
  weekPlan: 'portal.weekPlan',
  /** The answers a repeat visit paints from, one key per user (`portal.queryCache.<user>`). */
  queryCache: 'portal.queryCache.',
  /** The pages painted before the scripts on the next visit, one key per address (`portal.pageSnapshot<address>`). */
  pageSnapshot: PAGE_SNAPSHOT_KEY,
  /** The username whose profile picture the server said it has none (404): not asked again this session. */
  noProfilePicture: 'portal.noProfilePicture',
} as const;

/**
 * The local-storage part of what a session owns (src/lib/session-owned.ts, the one registry the end
 * of a session clears). What logout clears besides the tokens (platform.md 4): profile data, seen messages, reserves,
 * surveys, and what the next user of this browser must not see or act on (the independent reserve
 * cart, the credit-charge amount). Language, university and the reserve mode are the device's.
 */
export const CLEARED_ON_LOGOUT = [
  STORAGE_KEYS.seenMessages,
  STORAGE_KEYS.reservesList,
  STORAGE_KEYS.surveyData,
  STORAGE_KEYS.selectedSelf,
  STORAGE_KEYS.reserveCart,
  STORAGE_KEYS.creditChargeConstant,
  STORAGE_KEYS.weekPlan,
  STORAGE_KEYS.noProfilePicture,
] as const;

// Logout clears them with the one storage helper.
export { removeStored } from './local-store';
