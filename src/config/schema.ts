import { HELPDESK_FIELD_DEFAULTS, HELPDESK_PROJECT_DEFAULT } from '@/lib/helpdesk-conventions';
// zod/mini: the config is parsed before the first render, so its validator is in the first load and
// the tree-shakable API keeps it small (issue 20). Same schemas, functional spelling.
import * as z from 'zod/mini';

/*
 * The runtime configuration (architecture.md 4): serve mode, the organisation's university entity
 * (platform.md 3) and UI settings. Validated at start; defaults are platform.md 9's on-premise ones.
 */

const serveModeSchema = z.enum(['on-premise', 'cloud']);

const samadFlagsSchema = z.object({
  nurture: z._default(z.boolean(), true),
  sport: z._default(z.boolean(), false),
  Clinics: z._default(z.boolean(), false),
  transport: z._default(z.boolean(), false),
  dormitory: z._default(z.boolean(), false),
  help_desk: z._default(z.boolean(), false),
  Survey: z._default(z.boolean(), false),
  faceEnrollment: z._default(z.boolean(), false),
  faceEnrollmentType: z._default(z.enum(['video', 'image']), 'video'),
  faceEnrollmentURL: z._default(z.string(), ''),
  ActivityReport: z._default(z.boolean(), true),
  Attendance: z._default(z.boolean(), false),
  teammate: z._default(z.boolean(), true),
  lastsecond: z._default(z.boolean(), false),
  cvv2: z._default(z.boolean(), true),
  changePassword: z._default(z.boolean(), true),
  forceupdate: z._default(z.boolean(), false),
  QRscanner: z._default(z.boolean(), false),
});

const universityServicesSchema = z.object({
  feedbackProjectId: z._default(z.nullable(z.union([z.string(), z.number()])), null),
  /** Helpdesk base address; an empty string hides the helpdesk tab (platform.md 2.6). */
  help_desk: z._default(z.nullable(z.string()), null),
  washer: z._default(z.boolean(), false),
  booklet: z._default(z.boolean(), false),
  foodDelivery: z._default(z.boolean(), false),
});

export const universitySchema = z.object({
  unikey: z.string().check(z.minLength(1)),
  universityLabel: z.string().check(z.minLength(1)),
  /** Backend origin; '' means this site's own origin. A list means "pick one at random". */
  universityURL: z.union([z.string(), z.array(z.string()).check(z.minLength(1))]),
  autoLogoutTime: z._default(z.int().check(z.minimum(-1)), -1),
  captchaEnable: z._default(z.number(), -1),
  casUrl: z._default(z.string(), ''),
  forceCas: z._default(z.boolean(), false),
  showModalOnLogin: z.optional(z.boolean()),
  changableReserveMode: z._default(z.boolean(), false),
  services: z.prefault(universityServicesSchema, {}),
  samad: z.prefault(samadFlagsSchema, {}),
});

const uiSettingsSchema = z.object({
  removeWallet: z._default(z.boolean(), false),
  hideTomansLabel: z._default(z.boolean(), false),
  hideFaq: z._default(z.boolean(), false),
  hideChangePassword: z._default(z.boolean(), false),
  hideCorporateInfo: z._default(z.boolean(), false),
  lessDetailUi: z._default(z.boolean(), false),
  /** Welcome modal for management users; cloud mode defaults it to true (platform.md 2.5). */
  showModalOnLogin: z.optional(z.boolean()),
  showOnlySubsidyCredit: z._default(z.boolean(), false),
  resetPasswordEnabled: z._default(z.boolean(), false),
  /** ROLE_RS_USER_TEAMMATES decides teammates when on; otherwise group.checkTeammate + flag. */
  legacyTeammateMode: z._default(z.boolean(), false),
  guideUrl: z._default(z.string(), ''),
  ownerName: z._default(z.string(), ''),
});

export const endpointsSchema = z.object({
  /** Which of the two paths the server serves week programs and selfs on (openapi/rest.yaml). */
  reservationsPathStyle: z._default(z.enum(['rest', 'reservations']), 'rest'),
  oauthClientId: z._default(z.string(), 'samad-web'),
  oauthClientSecret: z._default(z.string(), 'samad-web-secret'),
  /** University list for cloud mode (platform.md 7), fetched with ?version=2.0.7. */
  universityListUrl: z._default(z.string(), '/rest/universities'),
  faceServiceUrl: z._default(z.string(), '/face-service'),
  helpdeskUrl: z._default(z.string(), '/helpdesk'),
  /**
   * The Redmine API key the portal sends (X-Redmine-API-Key). Assumption: the spec does not say where
   * the student's key comes from; one key per deployment, students told apart by the username custom
   * field. Empty: the proxy adds it (HELPDESK_API_KEY), so it never reaches the browser.
   */
  helpdeskApiKey: z._default(z.string(), ''),
  /**
   * Hosts the payment gateway may send the browser to (issue 12), exact or `*.suffix`. Assumption: not
   * in the spec; Iran's card gateways all live under shaparak.ir. This site itself is always allowed.
   */
  gatewayHosts: z._default(z.array(z.string()), ['*.shaparak.ir']),
  /** The Redmine project requests are filed in (id or identifier). Assumption: not named by the spec. */
  helpdeskProject: z._default(z.union([z.string(), z.number()]), HELPDESK_PROJECT_DEFAULT),
  /** Ids of the issue custom fields of the profile snapshot (modules.md 3). Assumption: ids not in the spec. */
  helpdeskFields: z._default(
    z.object({
      university: z.int(),
      username: z.int(),
      channel: z.int(),
      name: z.int(),
      mobile: z.int(),
      dormitory: z.int(),
      email: z.int(),
      room: z.int(),
      floor: z.int(),
      block: z.int(),
    }),
    { ...HELPDESK_FIELD_DEFAULTS },
  ),
});

export const runtimeConfigSchema = z
  .object({
    serveMode: z._default(serveModeSchema, 'on-premise'),
    /** On-premise: the single organisation. Cloud: chosen at login, so it may be absent here. */
    university: z.optional(universitySchema),
    ui: z.prefault(uiSettingsSchema, {}),
    endpoints: z.prefault(endpointsSchema, {}),
  })
  .check(
    z.superRefine((config, ctx) => {
      if (config.serveMode === 'on-premise' && !config.university) {
        ctx.addIssue({ code: 'custom', path: ['university'], message: 'on-premise mode needs its university' });
      }
    }),
  );

export type ServeMode = z.infer<typeof serveModeSchema>;
export type University = z.infer<typeof universitySchema>;
export type SamadFlags = z.infer<typeof samadFlagsSchema>;
export type UiSettings = z.infer<typeof uiSettingsSchema>;
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
export type RuntimeConfigInput = z.input<typeof runtimeConfigSchema>;
