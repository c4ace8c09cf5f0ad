import {
  IconAward,
  IconBallpen,
  IconCampfire,
  IconChecklist,
  IconPalette,
  IconUsers,
  IconUserStar,
} from '@tabler/icons-react';
import { paths } from '@/lib/paths';

/** The module's dedicated pages (platform.md 2.1), for the hub, the home tiles and the palette. */
export const SURVEY_LINKS = [
  { id: 'survey', to: paths.SurveySurvey, icon: IconChecklist },
  { id: 'elections', to: paths.SurveyElections, icon: IconBallpen },
  { id: 'electionCandidacy', to: paths.SurveyElectionCandidacy, icon: IconUserStar },
  { id: 'culturalCapabilities', to: paths.SurveyCulturalCapabilities, icon: IconPalette },
  { id: 'competition', to: paths.SurveyCompetition, icon: IconAward },
  { id: 'camp', to: paths.SurveyCamp, icon: IconCampfire },
  { id: 'relativesInfo', to: paths.SurveyRelativesInfo, icon: IconUsers },
] as const;
