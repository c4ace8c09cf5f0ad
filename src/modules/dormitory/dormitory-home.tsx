import {
  IconBed,
  IconCalendarOff,
  IconClipboardList,
  IconDoorEnter,
  IconHistory,
  IconListCheck,
  IconWash,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/api/api-error';
import { getListMyEskansQueryOptions } from '@/api/generated/rest/hooks/dormitory/dormitory';
import type { EskanListEnvelope } from '@/api/generated/rest/model';
import { localizeDigits } from '@/lib/digits';
import type { HomeFeature, HomeSlide, HomeSlidesState } from '@/lib/module-manifest';
import { paths } from '@/lib/paths';
import { useCurrentUniversity } from '@/session/current-university';
import { useSession } from '@/session/session-provider';
import { useLanguage } from '@/ui/use-language';
import { CARDEX_ROLE, laundryEnabled } from './access';

/** The current accommodation as the home slide (platform.md 2.7). */
export function useDormitorySlides(): HomeSlidesState {
  const { t } = useTranslation('dormitory');
  const lng = useLanguage();
  const eskans = useQuery(getListMyEskansQueryOptions<EskanListEnvelope, ApiError>());
  const slides = useMemo<HomeSlide[]>(
    () =>
      (eskans.data?.payload ?? []).map((e, i) => ({
        id: e.id ?? i,
        title: e.dormitory?.name ?? t('home.currentRoom'),
        description: t('home.roomLine', {
          dormitory: e.dormitory?.name ?? '',
          block: e.dormitoryBlock?.name ?? '',
          floor: e.room?.dormitoryFloor?.name ?? '',
          code: localizeDigits(e.room?.code ?? '', lng),
        }),
        badge: t('home.currentRoom'),
        to: paths.DormitoryLeave,
      })),
    [eskans.data, t, lng],
  );
  return {
    slides,
    loading: eskans.isPending,
    error: eskans.isError,
    retry: () => void eskans.refetch(),
    emptyText: t('home.noRoom'),
  };
}

/** The feature grid: what the user may do (roles and flags of modules.md 6). */
export function useDormitoryFeatures(): HomeFeature[] {
  const { t } = useTranslation('dormitory');
  const { authorities } = useSession();
  const university = useCurrentUniversity();
  return useMemo(() => {
    const features: HomeFeature[] = [
      {
        id: 'register',
        label: t('home.register'),
        description: t('home.registerHint'),
        icon: IconBed,
        to: paths.DormitoryRegister,
      },
      {
        id: 'pre-register',
        label: t('home.preRegister'),
        description: t('home.preRegisterHint'),
        icon: IconClipboardList,
        to: paths.DormitoryPreRegister,
      },
      {
        id: 'leave',
        label: t('home.leave'),
        description: t('home.leaveHint'),
        icon: IconCalendarOff,
        to: paths.DormitoryLeave,
      },
      {
        id: 'leave-report',
        label: t('home.leaveReport'),
        description: t('home.leaveReportHint'),
        icon: IconListCheck,
        to: paths.DormitoryLeaveReport,
      },
    ];
    if (authorities.includes(CARDEX_ROLE))
      features.push({
        id: 'cardexes',
        label: t('home.cardexes'),
        description: t('home.cardexesHint'),
        icon: IconHistory,
        to: paths.DormitoryCardexes,
      });
    if (university?.samad?.Attendance)
      features.push({
        id: 'attendance',
        label: t('home.attendance'),
        description: t('home.attendanceHint'),
        icon: IconDoorEnter,
        to: paths.DormitoryAttendanceReport,
      });
    if (laundryEnabled(university?.services?.washer))
      features.push({
        id: 'laundry',
        label: t('home.laundry'),
        description: t('home.laundryHint'),
        icon: IconWash,
        to: paths.DormitoryLaundry,
      });
    return features;
  }, [t, authorities, university]);
}
