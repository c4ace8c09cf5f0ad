import type { MantineColor } from '@mantine/core';
import type { SelfType } from '@/api/generated/rest/model';
import type { SamadFlags } from '@/config/schema';
import type { ModuleKey } from '@/lib/module-manifest';
import { paths } from '@/lib/paths';

/*
 * The four reservation variants (modules.md 1, architecture.md 6): ONE implementation of selfs,
 * weekly programs, reserves, daily sale, reports and ratings, parameterised by this table. Every
 * page takes a variant; nothing else in the module names a variant.
 */

export type VariantKey = Extract<ModuleKey, 'food' | 'sport' | 'health' | 'transport'>;

const VARIANT_KEYS = ['food', 'sport', 'health', 'transport'] as const satisfies readonly VariantKey[];

/** The self-list path segment of each variant (platform.md 2.1). */
export type SelfSegment = 'selfs' | 'gyms' | 'clinics' | 'terminals';

export interface VariantPaths {
  /** The module hub (home). */
  home: string;
  /** The self list (selfs, gyms, clinics, terminals). */
  selfs: string;
  reserve: string;
  dailySale: string;
  report: string;
  /** Food only. */
  teammate: string | null;
  /** The week planner: food only (absent elsewhere: no bytes for it in the first load). */
  plan?: string;
}

/** i18n keys (namespace `reservation`) of one variant's words. */
type VariantTextKey =
  | 'title'
  | 'hubDescription'
  | 'selfList'
  | 'selfListDescription'
  | 'self'
  | 'chooseSelf'
  | 'noSelf'
  | 'reserve'
  | 'reserveDescription'
  | 'dailySale'
  | 'report'
  | 'emptyProgram';

export type VariantText = `variants.${VariantKey}.${VariantTextKey}`;

export interface ReservationVariant {
  key: VariantKey;
  /** The self type the variant lists and reserves (modules.md 1). */
  selfType: SelfType;
  /** The route prefix. */
  prefix: `/${VariantKey}`;
  selfSegment: SelfSegment;
  paths: VariantPaths;
  /** Module colour (platform.md 2.6). */
  color: MantineColor;
  /** Whether the university enables the variant (samad flag). */
  enabled: (samad: SamadFlags) => boolean;
  /** Teammates exist in the food module only (modules.md 2.1). */
  hasTeammates: boolean;
  /** Meal rating (poll button and modal): food only, its reasons are about food (modules.md 3). */
  hasRating: boolean;
  /** Reserve cards show reserved/consumed status in nurture only (modules.md 2.5). */
  showsConsumedStatus: boolean;
  /** The "beside" line names the doctor in clinics, the side food elsewhere. */
  besideIsDoctor: boolean;
  text: (key: VariantTextKey) => VariantText;
}

interface VariantOptions {
  hasTeammates?: boolean;
  hasRating?: boolean;
  showsConsumedStatus?: boolean;
  besideIsDoctor?: boolean;
}

function variant(
  key: VariantKey,
  selfType: SelfType,
  selfSegment: SelfSegment,
  variantPaths: VariantPaths,
  color: MantineColor,
  enabled: (samad: SamadFlags) => boolean,
  options: VariantOptions = {},
): ReservationVariant {
  return {
    key,
    selfType,
    prefix: `/${key}`,
    selfSegment,
    paths: variantPaths,
    color,
    enabled,
    hasTeammates: options.hasTeammates ?? false,
    hasRating: options.hasRating ?? false,
    showsConsumedStatus: options.showsConsumedStatus ?? false,
    besideIsDoctor: options.besideIsDoctor ?? false,
    text: (textKey) => `variants.${key}.${textKey}`,
  };
}

// Colours of platform.md 2.6 (Mantine palettes of src/ui/theme.ts); paths from src/lib/paths.ts.
export const VARIANTS: Readonly<Record<VariantKey, ReservationVariant>> = {
  food: variant(
    'food',
    'NORMAL',
    'selfs',
    {
      home: paths.Food,
      selfs: paths.FoodSelfs,
      reserve: paths.FoodReserve,
      dailySale: paths.FoodDailySale,
      report: paths.FoodReservesReport,
      teammate: paths.FoodTeammate,
      plan: paths.FoodPlan,
    },
    'green',
    (s) => s.nurture,
    { hasTeammates: true, hasRating: true, showsConsumedStatus: true },
  ),
  sport: variant(
    'sport',
    'SPORT',
    'gyms',
    {
      home: paths.Sport,
      selfs: paths.SportGyms,
      reserve: paths.SportReserve,
      dailySale: paths.SportDailySale,
      report: paths.SportReservesReport,
      teammate: null,
    },
    'red',
    (s) => s.sport,
  ),
  health: variant(
    'health',
    'CLINIC',
    'clinics',
    {
      home: paths.Health,
      selfs: paths.HealthClinics,
      reserve: paths.HealthReserve,
      dailySale: paths.HealthDailySale,
      report: paths.HealthReservesReport,
      teammate: null,
    },
    'cyan',
    (s) => s.Clinics,
    { besideIsDoctor: true },
  ),
  transport: variant(
    'transport',
    'TRANSPORT',
    'terminals',
    {
      home: paths.Transport,
      selfs: paths.TransportTerminals,
      reserve: paths.TransportReserve,
      dailySale: paths.TransportDailySale,
      report: paths.TransportReservesReport,
      teammate: null,
    },
    'yellow',
    (s) => s.transport,
  ),
};

export const VARIANT_LIST: readonly ReservationVariant[] = VARIANT_KEYS.map((key) => VARIANTS[key]);
