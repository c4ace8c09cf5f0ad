import type { Profile } from '@/api/generated/rest/model';
import { surveyParticipatePath } from '@/lib/paths';
import { forcedSurvey } from './survey-model';
import { useSurveyList } from './survey-queries';

/**
 * The manifest's forced redirect (modules.md 2.8, platform.md 6): while a mandatory survey is open
 * and unanswered, the signed-in student goes to it. It cannot be put off (modules.md 2.8).
 */
export function useMandatorySurveyRedirect(profile: Profile | null): string | null {
  const isStudent = Boolean(profile?.student);
  const list = useSurveyList({ enabled: isStudent });
  if (!isStudent || !list.data) return null;
  const survey = forcedSurvey(list.data);
  return survey ? surveyParticipatePath(survey.id) : null;
}
