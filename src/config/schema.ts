import { HELPDESK_FIELD_DEFAULTS, HELPDESK_PROJECT_DEFAULT } from '@/lib/helpdesk-conventions';
// Not zod: the config is parsed before the first render, and zod would bring its whole core into
// every first load (validator.ts says why and what it cost).
import * as v from './validator';

/*
 * The runtime configuration (architecture.md 4): serve mode, the organisation's university entity
 * (platform.md 3) and UI settings. Validated at start; defaults are platform.md 9's on-premise ones.
 */

const serveModeSchema = v.oneOf(['on-premise', 'cloud']);

const samadFlagsSchema = v.object({
  nurture: v.withDefault(v.boolean(), true),
  sport: v.withDefault(v.boolean(), false),
  Clinics: v.withDefault(v.boolean(), false),
  transport: v.withDefault(v.boolean(), false),
  dormitory: v.withDefault(v.boolean(), false),
  help_desk: v.withDefault(v.boolean(), false),
  Survey: v.withDefault(v.boolean(), false),
  faceEnrollment: v.withDefault(v.boolean(), false),
  faceEnrollmentType: v.withDefault(v.oneOf(['video', 'image']), 'video'),
  faceEnrollmentURL: v.withDefault(v.string(), ''),
  ActivityReport: v.withDefault(v.boolean(), true),
  Attendance: v.withDefault(v.boolean(), false),
  teammate: v.withDefault(v.boolean(), true),
  lastsecond: v.withDefault(v.boolean(), false),
  cvv2: v.withDefault(v.boolean(), true),
  changePassword: v.withDefault(v.boolean(), true),
  forceupdate: v.withDefault(v.boolean(), false),
  QRscanner: v.withDefault(v.boolean(), false),
});

const universityServicesSchema = v.object({
  feedbackProjectId: v.withDefault(v.nullable(v.union(v.string(), v.number())), null),
  /** Helpdesk base address; an empty string hides the helpdesk tab (platform.md 2.6). */
  help_desk: v.withDefault(v.nullable(v.string()), null),
  washer: v.withDefault(v.boolean(), false),
  booklet: v.withDefault(v.boolean(), false),
  foodDelivery: v.withDefault(v.boolean(), false),
});

export const universitySchema = v.object({
  unikey: v.string(1),
  universityLabel: v.string(1),
  /** Backend origin; '' means this site's own origin. A list means "pick one at random". */
  universityURL: v.union(v.string(), v.array(v.string(), 1)),
  autoLogoutTime: v.withDefault(v.int(-1), -1),
  captchaEnable: v.withDefault(v.number(), -1),
  casUrl: v.withDefault(v.string(), ''),
  forceCas: v.withDefault(v.boolean(), false),
  showModalOnLogin: v.optional(v.boolean()),
  changableReserveMode: v.withDefault(v.boolean(), false),
  services: v.prefault(universityServicesSchema, {}),
  samad: v.prefault(samadFlagsSchema, {}),
});

const uiSettingsSchema = v.object({
  removeWallet: v.withDefault(v.boolean(), false),
  hideTomansLabel: v.withDefault(v.boolean(), false),
  hideFaq: v.withDefault(v.boolean(), false),
  hideChangePassword: v.withDefault(v.boolean(), false),
  hideCorporateInfo: v.withDefault(v.boolean(), false),
  lessDetailUi: v.withDefault(v.boolean(), false),
  /** Welcome modal for management users; cloud mode defaults it to true (platform.md 2.5). */
  showModalOnLogin: v.optional(v.boolean()),
  showOnlySubsidyCredit: v.withDefault(v.boolean(), false),
  resetPasswordEnabled: v.withDefault(v.boolean(), false),
  /** ROLE_RS_USER_TEAMMATES decides teammates when on; otherwise group.checkTeammate + flag. */
  legacyTeammateMode: v.withDefault(v.boolean(), false),
  guideUrl: v.withDefault(v.string(), ''),
  ownerName: v.withDefault(v.string(), ''),
});

export const endpointsSchema = v.object({
  /** Which of the two paths the server serves week programs and selfs on (openapi/rest.yaml). */
  reservationsPathStyle: v.withDefault(v.oneOf(['rest', 'reservations']), 'rest'),
  oauthClientId: v.withDefault(v.string(), 'samad-web'),
  /**
   * The web client's half of the HTTP Basic pair the Samad server asks on /oauth/token. Not a secret
   *: a browser app is a public client (RFC 6749 2.1), and whatever it sends anyone can read
   * in its bundle or its traffic; the pair names the client, the student's password is what
   * authenticates. Configurable only because a server may name its web client otherwise. Nothing
   * private to a deployment belongs in config.json: it is served to anyone before sign-in.
   */
  oauthClientSecret: v.withDefault(v.string(), 'samad-web-secret'),
  /** University list for cloud mode (platform.md 7), fetched with ?version=2.0.7. */
  universityListUrl: v.withDefault(v.string(), '/rest/universities'),
  faceServiceUrl: v.withDefault(v.string(), '/face-service'),
  helpdeskUrl: v.withDefault(v.string(), '/helpdesk'),
  // No helpdesk API key here: the helpdesk gateway holds it (HELPDESK_API_KEY) and scopes
  // every call to the signed-in student; a key in config.json would open every student's tickets.
  /**
   * The deployment's legacy reserve page, where the free restaurant's cart checkout ends (platform.md
   * 4). A path is on the university's backend, a full URL is taken as is. Assumption: the spec names
   * no address; `/reserve` on the university's backend by default.
   */
  legacyReserveUrl: v.withDefault(v.string(), '/reserve'),
  /**
   * Hosts the payment gateway may send the browser to, exact or `*.suffix`. Assumption: not
   * in the spec; Iran's card gateways all live under shaparak.ir. This site itself is always allowed.
   */
  gatewayHosts: v.withDefault(v.array(v.string()), ['*.shaparak.ir']),
  /** The Redmine project requests are filed in (id or identifier). Assumption: not named by the spec. */
  helpdeskProject: v.withDefault(v.union(v.string(), v.number()), HELPDESK_PROJECT_DEFAULT),
  /** Ids of the issue custom fields of the profile snapshot (modules.md 3). Assumption: ids not in the spec. */
  helpdeskFields: v.withDefault(
    v.object({
      university: v.int(),
      username: v.int(),
      channel: v.int(),
      name: v.int(),
      mobile: v.int(),
      dormitory: v.int(),
      email: v.int(),
      room: v.int(),
      floor: v.int(),
      block: v.int(),
    }),
    { ...HELPDESK_FIELD_DEFAULTS },
  ),
});

export const runtimeConfigSchema = v.refine(
  v.object({
    serveMode: v.withDefault(serveModeSchema, 'on-premise'),
    /** On-premise: the single organisation. Cloud: chosen at login, so it may be absent here. */
    university: v.optional(universitySchema),
    ui: v.prefault(uiSettingsSchema, {}),
    endpoints: v.prefault(endpointsSchema, {}),
  }),
  (config) =>
    config.serveMode === 'on-premise' && !config.university
      ? { path: ['university'], message: 'on-premise mode needs its university' }
      : undefined,
);

export type ServeMode = v.Infer<typeof serveModeSchema>;
export type University = v.Infer<typeof universitySchema>;
export type SamadFlags = v.Infer<typeof samadFlagsSchema>;
export type UiSettings = v.Infer<typeof uiSettingsSchema>;
export type RuntimeConfig = v.Infer<typeof runtimeConfigSchema>;
export type RuntimeConfigInput = v.Input<typeof runtimeConfigSchema>;
