import { useTranslation } from 'react-i18next';
import type { HomeFeature, HomeSlidesState } from '@/lib/module-manifest';
import { surveyParticipatePath } from '@/lib/paths';
import { SURVEY_LINKS } from './survey-links';
import { kindOf, sectionOf } from './survey-model';
import { useSurveyList } from './survey-queries';
import { useSurveyFormat } from './use-survey-format';

/** The most surveys the home carousel shows. */
const HOME_SLIDES_MAX = 12;

/** Home slides: the surveys waiting for an answer, nearest deadline first. */
export function useSurveySlides(): HomeSlidesState {
  const { t } = useTranslation('surveys');
  const format = useSurveyFormat();
  const list = useSurveyList();
  // A carousel of thousands froze the home page: the nearest few, the hub lists them all.
  const open = (list.data ?? []).filter((s) => sectionOf(s) === 'open').slice(0, HOME_SLIDES_MAX);
  return {
    slides: open.map((s) => ({
      id: s.id,
      title: s.name,
      description: t(`kind.${kindOf(s)}`),
      meta: t('card.until', { date: format.date(s.toDate) }),
      badge: s.mandatory ? t('card.mandatory') : undefined,
      to: surveyParticipatePath(s.id),
    })),
    loading: list.isPending,
    error: list.isError,
    retry: () => void list.refetch(),
    emptyText: t('home.empty'),
  };
}

export function useSurveyFeatures(): readonly HomeFeature[] {
  const { t } = useTranslation('surveys');
  return SURVEY_LINKS.map(({ id, to, icon }) => ({
    id,
    label: t(`links.${id}`),
    description: t(`linkDescriptions.${id}`),
    icon,
    to,
  }));
}
