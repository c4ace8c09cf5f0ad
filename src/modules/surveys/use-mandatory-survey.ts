import { useEffect, useState } from 'react';
import type { Profile } from '@/api/generated/rest/model';
import { surveyParticipatePath } from '@/lib/paths';
import { forcedSurvey, nextIgnoreEnd } from './survey-model';
import { useSurveyList } from './survey-queries';
import { useSurveyData } from './survey-storage';

/**
 * The manifest's forced redirect (modules.md 2.8, platform.md 6): while a mandatory survey is open
 * and unanswered, the signed-in student goes to it, unless they chose to ignore it for 6 hours
 * (where the survey allows it). Re-checks when an ignore window ends.
 */
export function useMandatorySurveyRedirect(profile: Profile | null): string | null {
  const isStudent = Boolean(profile?.student);
  const list = useSurveyList({ enabled: isStudent });
  const data = useSurveyData();
  // A new ignore ends in the future of any earlier `now`; only the end of a window needs a re-check.
  const [now, setNow] = useState(() => Date.now());
  const next = nextIgnoreEnd(data, now);

  useEffect(() => {
    if (next === null) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, next - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [next]);

  if (!isStudent || !list.data) return null;
  const survey = forcedSurvey(list.data, data, now);
  return survey ? surveyParticipatePath(survey.id) : null;
}
