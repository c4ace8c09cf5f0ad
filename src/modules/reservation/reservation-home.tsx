import {
  IconCalendarEvent,
  IconBuildingStore,
  IconReportAnalytics,
  IconShoppingBag,
  IconUsersGroup,
} from '@tabler/icons-react';
import { lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomeContribution, HomeFeature, HomeSlide, HomeSlidesState } from '@/lib/module-manifest';
import { isoDate } from '@/lib/jalali';
import { currentWeekStart, isoDayAfter, nextWeekStart } from '@/ui/week-range';
import { useReservationAccess } from './access';
import { dayOf, splitFoodNames } from './program-model';
import { useWeekReserves } from './reservation-queries';
import { useFormatters } from '@/ui/use-formatters';
import type { ReservationVariant } from './variants';

/*
 * What the reservation variants add to the home page (platform.md 2.7): the current reservations
 * (the student's own reserves of the next days, today included) as slides, and the module's feature grid.
 */

/** How far ahead the home page looks: a week from today, across the week's end (on a Friday, tomorrow is next week). */
export const COMING_DAYS = 7;

export function useReservationSlides(variant: ReservationVariant, today: Date = new Date()): HomeSlidesState {
  const { t } = useTranslation('reservation');
  const { digits, dayTitle } = useFormatters();
  const todayIso = isoDate(today);
  const lastIso = isoDayAfter(today, COMING_DAYS - 1);
  const reserves = useWeekReserves(variant, currentWeekStart(today));
  const nextReserves = useWeekReserves(variant, nextWeekStart(today));
  const week = reserves.data;
  const nextWeek = nextReserves.data;
  const slides = useMemo<HomeSlide[]>(() => {
    if (!week) return [];
    return [week, nextWeek].flatMap((shown) => {
      if (!shown) return [];
      const mealName = (id: number) => shown.mealTypes.find((m) => m.id === id)?.name ?? '';
      return shown.weekDays
        .filter((day) => dayOf(day.date) >= todayIso && dayOf(day.date) <= lastIso)
        .flatMap((day) =>
          day.mealTypes
            .filter((meal) => (meal.reserve?.selectedCount ?? 0) > 0)
            .map((meal) => {
              const reserve = meal.reserve!;
              const { main } = splitFoodNames(reserve.foodNames);
              return {
                id: `${variant.key}:${dayOf(day.date)}:${meal.mealTypeId}`,
                title: main || mealName(meal.mealTypeId),
                description: [mealName(meal.mealTypeId), reserve.selfName ?? reserve.selfCodeName]
                  .filter(Boolean)
                  .join(' · '),
                meta: dayTitle(day.date, day.dateJStr),
                badge: t('home.count', { n: digits(reserve.selectedCount) }),
                to: variant.paths.reserve,
              };
            }),
        );
    });
  }, [week, nextWeek, todayIso, lastIso, variant, t, digits, dayTitle]);
  return {
    slides,
    loading: reserves.isPending,
    error: reserves.isError,
    retry: () => void reserves.refetch(),
    emptyText: t('home.noCurrent'),
  };
}

export function useReservationFeatures(variant: ReservationVariant): HomeFeature[] {
  const { t } = useTranslation('reservation');
  const access = useReservationAccess(variant);
  return useMemo(() => {
    const features: HomeFeature[] = [
      {
        id: 'reserve',
        label: t(variant.text('reserve')),
        description: t(variant.text('reserveDescription')),
        icon: IconCalendarEvent,
        to: variant.paths.reserve,
      },
    ];
    if (access.dailySale) {
      features.push({
        id: 'dailySale',
        label: t(variant.text('dailySale')),
        description: t('features.dailySale'),
        icon: IconShoppingBag,
        to: variant.paths.dailySale,
      });
    }
    if (access.teammates && variant.paths.teammate) {
      features.push({
        id: 'teammates',
        label: t('teammates.title'),
        description: t('features.teammates'),
        icon: IconUsersGroup,
        to: variant.paths.teammate,
      });
    }
    features.push(
      {
        id: 'report',
        label: t(variant.text('report')),
        description: t('features.report'),
        icon: IconReportAnalytics,
        to: variant.paths.report,
      },
      {
        id: 'selfs',
        label: t(variant.text('selfList')),
        description: t(variant.text('selfListDescription')),
        icon: IconBuildingStore,
        to: variant.paths.selfs,
      },
    );
    return features;
  }, [t, variant, access.dailySale, access.teammates]);
}

// The next meal and its ticket, the home's first card, loaded after the home page like the reminders.
const NextMealCard = lazy(async () => ({ default: (await import('./next-meal/next-meal-card')).NextMealCard }));

// The reserve-deadline reminders: their banner on opening the portal, loaded after the home page.
const ReserveReminders = lazy(
  () => import(/* webpackChunkName: "reserve-reminders" */ './reminders/reserve-reminders'),
);

/** A variant's part of the home page (its manifest's `home`). */
export function reservationHome(variant: ReservationVariant): HomeContribution {
  return {
    Notice: function DeadlineNotice() {
      return (
        <>
          <NextMealCard variant={variant} />
          <ReserveReminders variant={variant} />
        </>
      );
    },
    useSlides: function useSlides() {
      return useReservationSlides(variant);
    },
    useFeatures: function useFeatures() {
      return useReservationFeatures(variant);
    },
  };
}
