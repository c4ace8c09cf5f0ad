import { IconChecklist } from '@tabler/icons-react';
import { createElement } from 'react';
import type { ModuleManifest } from '@/lib/module-manifest';
import { paths, SURVEY_PARTICIPATE_PATTERN } from '@/lib/paths';
import type { SurveyListPage } from './survey-model';

/*
 * Surveys, elections, exams, camps and relatives info (modules.md 2.8; platform.md 2.1's nine
 * survey routes), enabled by samad.Survey, coloured navy.
 */

const listPage = (page: SurveyListPage) => async () => {
  const { SurveyListPage } = await import('./survey-list-page');
  return { Component: () => createElement(SurveyListPage, { page }) };
};

const manifest = {
  key: 'surveys',
  namespaces: ['surveys'],
  routes: [
    { path: paths.Surveys, lazy: async () => ({ Component: (await import('./surveys-page')).SurveysPage }) },
    {
      path: paths.SurveyRelativesInfo,
      lazy: async () => ({ Component: (await import('./relatives/relatives-info-page')).RelativesInfoPage }),
    },
    { path: paths.SurveyCulturalCapabilities, lazy: listPage('culturalCapabilities') },
    { path: paths.SurveyElectionCandidacy, lazy: listPage('electionCandidacy') },
    { path: paths.SurveyElections, lazy: listPage('elections') },
    { path: paths.SurveySurvey, lazy: listPage('survey') },
    { path: paths.SurveyCompetition, lazy: listPage('competition') },
    { path: paths.SurveyCamp, lazy: listPage('camp') },
    {
      path: SURVEY_PARTICIPATE_PATTERN,
      lazy: async () => ({ Component: (await import('./participate/survey-participate-page')).SurveyParticipatePage }),
    },
  ],
  prefixes: ['/surveys', '/survey'],
  // platform.md 2.6: surveys navy (a palette of the app's theme).
  color: 'navy',
  enabled: ({ university }) => Boolean(university.samad.Survey),
  tab: { path: paths.Surveys, icon: IconChecklist },
} satisfies ModuleManifest;

export default manifest;
