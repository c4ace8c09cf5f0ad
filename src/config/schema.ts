import { HELPDESK_FIELD_DEFAULTS, HELPDESK_PROJECT_DEFAULT } from '@/lib/helpdesk-conventions';
import { z } from 'zod';

/*
 * The runtime configuration (architecture.md 4): serve mode, the organisation's university entity
 * (platform.md 3) and UI settings. Validated at start; defaults are platform.md 9's on-premise ones.
 */

const serveModeSchema = z.enum(['on-premise', 'cloud']);

const samadFlagsSchema = z.object({
  nurture: z.boolean().default(true),
  sport: z.boolean().default(false),
  Clinics: z.boolean().default(false),
  transport: z.boolean().default(false),
  dormitory: z.boolean().default(false),
  help_desk: z.boolean().default(false),
  Survey: z.boolean().default(false),
  faceEnrollment: z.boolean().default(false),
  faceEnrollmentType: z.enum(['video', 'image']).default('video'),
  faceEnrollmentURL: z.string().default(''),
  ActivityReport: z.boolean().default(true),
  Attendance: z.boolean().default(false),
  teammate: z.boolean().default(true),
  lastsecond: z.boolean().default(false),
  cvv2: z.boolean().default(true),
  changePassword: z.boolean().default(true),
  forceupdate: z.boolean().default(false),
  QRscanner: z.boolean().default(false),
});

const universityServicesSchema = z.object({
  feedbackProjectId: z.union([z.string(), z.number()]).nullable().default(null),
  /** Helpdesk base address; an empty string hides the helpdesk tab (platform.md 2.6). */
  help_desk: z.string().nullable().default(null),
  washer: z.boolean().default(false),
  booklet: z.boolean().default(false),
  foodDelivery: z.boolean().default(false),
});

export const universitySchema = z.object({
  unikey: z.string().min(1),
  universityLabel: z.string().min(1),
  /** Backend origin; '' means this site's own origin. A list means "pick one at random". */
  universityURL: z.union([z.string(), z.array(z.string()).min(1)]),
  autoLogoutTime: z.number().int().min(-1).default(-1),
  captchaEnable: z.number().default(-1),
  casUrl: z.string().default(''),
  forceCas: z.boolean().default(false),
  showModalOnLogin: z.boolean().optional(),
  changableReserveMode: z.boolean().default(false),
  services: universityServicesSchema.prefault({}),
  samad: samadFlagsSchema.prefault({}),
});

const uiSettingsSchema = z.object({
  removeWallet: z.boolean().default(false),
  hideTomansLabel: z.boolean().default(false),
  hideFaq: z.boolean().default(false),
  hideChangePassword: z.boolean().default(false),
  hideCorporateInfo: z.boolean().default(false),
  lessDetailUi: z.boolean().default(false),
  /** Welcome modal for management users; cloud mode defaults it to true (platform.md 2.5). */
  showModalOnLogin: z.boolean().optional(),
  showOnlySubsidyCredit: z.boolean().default(false),
  resetPasswordEnabled: z.boolean().default(false),
  /** ROLE_RS_USER_TEAMMATES decides teammates when on; otherwise group.checkTeammate + flag. */
  legacyTeammateMode: z.boolean().default(false),
  guideUrl: z.string().default(''),
  ownerName: z.string().default(''),
});

export const endpointsSchema = z.object({
  /** Which of the two paths the server serves week programs and selfs on (openapi/rest.yaml). */
  reservationsPathStyle: z.enum(['rest', 'reservations']).default('rest'),
  oauthClientId: z.string().default('samad-web'),
  oauthClientSecret: z.string().default('samad-web-secret'),
  /** University list for cloud mode (platform.md 7), fetched with ?version=2.0.7. */
  universityListUrl: z.string().default('/rest/universities'),
  faceServiceUrl: z.string().default('/face-service'),
  helpdeskUrl: z.string().default('/helpdesk'),
  /**
   * The Redmine API key the portal sends (X-Redmine-API-Key). Assumption: the spec does not say where
   * the student's key comes from; one key per deployment, students told apart by the username custom
   * field. Empty: the proxy adds it (HELPDESK_API_KEY), so it never reaches the browser.
   */
  helpdeskApiKey: z.string().default(''),
  /**
   * Hosts the payment gateway may send the browser to (issue 12), exact or `*.suffix`. Assumption: not
   * in the spec; Iran's card gateways all live under shaparak.ir. This site itself is always allowed.
   */
  gatewayHosts: z.array(z.string()).default(['*.shaparak.ir']),
  /** The Redmine project requests are filed in (id or identifier). Assumption: not named by the spec. */
  helpdeskProject: z.union([z.string(), z.number()]).default(HELPDESK_PROJECT_DEFAULT),
  /** Ids of the issue custom fields of the profile snapshot (modules.md 3). Assumption: ids not in the spec. */
  helpdeskFields: z
    .object({
      university: z.number().int(),
      username: z.number().int(),
      channel: z.number().int(),
      name: z.number().int(),
      mobile: z.number().int(),
      dormitory: z.number().int(),
      email: z.number().int(),
      room: z.number().int(),
      floor: z.number().int(),
      block: z.number().int(),
    })
    .default({ ...HELPDESK_FIELD_DEFAULTS }),
});

export const runtimeConfigSchema = z
  .object({
    serveMode: serveModeSchema.default('on-premise'),
    /** On-premise: the single organisation. Cloud: chosen at login, so it may be absent here. */
    university: universitySchema.optional(),
    ui: uiSettingsSchema.prefault({}),
    endpoints: endpointsSchema.prefault({}),
  })
  .superRefine((config, ctx) => {
    if (config.serveMode === 'on-premise' && !config.university) {
      ctx.addIssue({ code: 'custom', path: ['university'], message: 'on-premise mode needs its university' });
    }
  });

export type ServeMode = z.infer<typeof serveModeSchema>;
export type University = z.infer<typeof universitySchema>;
export type SamadFlags = z.infer<typeof samadFlagsSchema>;
export type UiSettings = z.infer<typeof uiSettingsSchema>;
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
export type RuntimeConfigInput = z.input<typeof runtimeConfigSchema>;
