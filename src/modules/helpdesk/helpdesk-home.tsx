import { IconList, IconMessagePlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomeContribution, HomeFeature, HomeSlidesState } from '@/lib/module-manifest';
import { paths } from '@/lib/paths';
import { useWaitingIssues } from './helpdesk-queries';
import { issuePath } from './issue-path';
import { useHelpdeskFormat } from './use-dates';

/** Home slides: only the requests waiting in the queue (modules.md 4). */
function useHelpdeskSlides(): HomeSlidesState {
  const { t } = useTranslation('helpdesk');
  const { date } = useHelpdeskFormat();
  const waiting = useWaitingIssues();
  const slides = useMemo(
    () =>
      (waiting.data?.issues ?? []).map((issue) => ({
        id: issue.id,
        title: issue.subject,
        description: issue.category?.name,
        meta: date(issue.created_on),
        badge: t('status.20'),
        to: issuePath(issue.id),
      })),
    [waiting.data, t, date],
  );
  return {
    slides,
    loading: waiting.isPending,
    error: waiting.isError,
    retry: () => void waiting.refetch(),
    emptyText: t('home.slidesEmpty'),
  };
}

function useHelpdeskFeatures(): HomeFeature[] {
  const { t } = useTranslation('helpdesk');
  return [
    {
      id: 'helpdesk-create',
      label: t('home.create'),
      description: t('home.createHint'),
      icon: IconMessagePlus,
      to: paths.HelpdeskCreateIssue,
    },
    {
      id: 'helpdesk-list',
      label: t('home.list'),
      description: t('home.listHint'),
      icon: IconList,
      to: paths.HelpdeskIssues,
    },
  ];
}

export const helpdeskHome: HomeContribution = { useSlides: useHelpdeskSlides, useFeatures: useHelpdeskFeatures };
