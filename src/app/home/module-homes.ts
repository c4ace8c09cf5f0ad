import type { HomeContribution, ModuleKey } from '@/lib/module-manifest';
import { useDormitoryFeatures, useDormitorySlides } from '@/modules/dormitory/dormitory-home';
import { faceHome } from '@/modules/face/face-home';
import { helpdeskHome } from '@/modules/helpdesk/helpdesk-home';
import { reservationHome } from '@/modules/reservation/reservation-home';
import { VARIANT_LIST } from '@/modules/reservation/variants';
import { useSurveyFeatures, useSurveySlides } from '@/modules/surveys/surveys-home';

/*
 * The modules' home contributions (platform.md 2.7), by module key. Only the home page shows them,
 * so their hooks and queries load with it, not at start; a manifest's own `home` (a
 * test's fake module) wins over these.
 */
export const MODULE_HOMES: Partial<Record<ModuleKey, HomeContribution>> = {
  ...Object.fromEntries(VARIANT_LIST.map((variant) => [variant.key, reservationHome(variant)])),
  surveys: { useSlides: useSurveySlides, useFeatures: useSurveyFeatures },
  dormitory: { useSlides: useDormitorySlides, useFeatures: useDormitoryFeatures },
  helpdesk: helpdeskHome,
  face: faceHome,
};
