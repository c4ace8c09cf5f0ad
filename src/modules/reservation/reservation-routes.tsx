import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { ReservationVariant } from './variants';

/*
 * The routes of the four reservation variants (platform.md 2.1), each in its variant's manifest:
 *   /food, /food/selfs, /food/reserve, /food/dailysale, /food/teammate, /food/reserves-report
 *   /sport, /sport/gyms, ...; /health, /health/clinics, ...; /transport, /transport/terminals, ...
 * Every screen loads lazily and receives its variant; one implementation serves all four.
 */

type VariantPage = ComponentType<{ variant: ReservationVariant }>;

function lazyPage(variant: ReservationVariant, load: () => Promise<VariantPage>): RouteObject['lazy'] {
  return async () => {
    const Page = await load();
    return { Component: () => <Page variant={variant} /> };
  };
}

/** One variant's routes, for its manifest. */
export function variantRoutes(variant: ReservationVariant): RouteObject[] {
  const routes: RouteObject[] = [
    {
      path: variant.paths.home,
      lazy: lazyPage(variant, async () => (await import('./hub/reservation-hub-page')).ReservationHubPage),
    },
    {
      path: variant.paths.selfs,
      lazy: lazyPage(variant, async () => (await import('./selfs/self-list-page')).SelfListPage),
    },
    {
      path: variant.paths.reserve,
      lazy: lazyPage(
        variant,
        async () => (await import(/* webpackChunkName: "route-reserve" */ './reserve/reserve-page')).ReservePage,
      ),
    },
    {
      path: variant.paths.dailySale,
      lazy: lazyPage(variant, async () => (await import('./daily-sale/daily-sale-page')).DailySalePage),
    },
    {
      path: variant.paths.report,
      lazy: lazyPage(variant, async () => (await import('./report/reserves-report-page')).ReservesReportPage),
    },
  ];
  if (variant.paths.teammate) {
    routes.push({
      path: variant.paths.teammate,
      lazy: lazyPage(variant, async () => (await import('./teammates/teammates-page')).TeammatesPage),
    });
  }
  if (variant.paths.plan) {
    routes.push({
      path: variant.paths.plan,
      // Through the reserve page's chunk, whose code the planner shares (planner/load-week-plan.ts).
      lazy: lazyPage(variant, async () =>
        (await import(/* webpackChunkName: "route-reserve" */ './planner/load-week-plan')).loadWeekPlanPage(),
      ),
    });
  }
  return routes;
}
